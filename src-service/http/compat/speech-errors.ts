import type { ErrorCode } from '../../contract/error-codes.ts';
import { STORAGE_ERRORS } from '../route-responses.ts';

/**
 * What a compatible speech request can answer besides the errors of every route: those of
 * generate-tts / generate-narration (a bad field, too few credits, an Idempotency-Key reused)
 * and those of its task (a busy provider, a failure, a cancellation: see task-outcome.ts).
 */
export const SPEECH_ERRORS: readonly ErrorCode[] = [
  'insufficient_credits',
  'conflict',
  'idempotency_mismatch',
  'rate_limited',
  'not_found',
  ...STORAGE_ERRORS,
];
