import { Type, type Static } from '@sinclair/typebox';
import { ERROR_STATUS, type ErrorCode } from './error-codes.ts';
import { Closed, StringEnum } from './schema-helpers.ts';

/** Every error answer: `{"error":{"code","message","details"?}}`. */
export const ErrorBody = Closed(
  {
    error: Closed({
      code: StringEnum(Object.keys(ERROR_STATUS) as ErrorCode[], { description: 'A stable code; the HTTP status follows from it.' }),
      message: Type.String({ description: 'Names the field and the rule it broke, and what to do next.' }),
      details: Type.Optional(Type.Unknown({ description: 'Machine-readable context: `field`, the listed `errors`, limits.' })),
    }),
  },
  { $id: 'Error', description: "An error in the contract's shape." },
);
export type ErrorBody = Static<typeof ErrorBody>;
