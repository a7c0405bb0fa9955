import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Ajv, type ValidateFunction } from 'ajv';
import type { TSchema } from '@sinclair/typebox';
import { addFormats } from '../validation/validate.ts';
import { API_COMPONENTS } from './named-schemas.ts';

type ResponseSchemas = Record<string, { content?: Record<string, { schema?: object }> } | undefined>;

/**
 * Checks every JSON answer against its route's declared schema before it is written, and
 * answers 500 naming the difference when it does not match (tests turn this on).
 *
 * Fastify writes answers with their schemas, and a writer made from a schema leaves out any
 * field the schema does not list: a handler that returns a new field, or the wrong type, would
 * otherwise lose it silently. Checked here, on what the handler returned, the mismatch shows.
 */
export function checkResponses(app: FastifyInstance): void {
  // Its own instance: the request checker fills defaults in, which must not touch an answer.
  const ajv = addFormats(new Ajv({ allErrors: false, strict: false }));
  for (const schema of API_COMPONENTS as readonly TSchema[]) ajv.addSchema(schema);
  const compiled = new Map<object, ValidateFunction>();
  const validatorOf = (schema: object) => {
    let v = compiled.get(schema);
    if (!v) {
      v = ajv.compile(schema);
      compiled.set(schema, v);
    }
    return v;
  };

  app.addHook(
    'preSerialization',
    (req: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: Error | null, value?: unknown) => void) => {
      const responses = req.routeOptions.schema?.response as ResponseSchemas | undefined;
      // Not a route of the table (the not-found handler, the studio's files).
      if (!responses) return done(null, payload);
      const status = reply.statusCode;
      const schema = responses[String(status)]?.content?.['application/json']?.schema;
      let problem: string | null = null;
      if (!schema) problem = `status ${status} is not among its declared answers`;
      else {
        const validate = validatorOf(schema);
        if (!validate(payload)) problem = ajv.errorsText(validate.errors, { dataVar: 'answer' });
      }
      if (problem === null) return done(null, payload);
      const message = `response check: the answer of ${req.method} ${req.routeOptions.url} does not match its schema: ${problem}`;
      req.log.error({ status, problem }, message);
      reply.code(500);
      done(null, { error: { code: 'internal', message } });
    },
  );
}
