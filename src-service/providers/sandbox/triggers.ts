import { setTimeout as sleep } from 'node:timers/promises';
import { EngineError } from '../engine.ts';

/** How long `sandbox:slow` keeps a task PROCESSING. */
const SLOW_TRIGGER_MS = 10_000;

/**
 * The sandbox engines' test-mode trigger words (docs/architecture.md §7), like a payment
 * processor's magic card numbers: deterministic outcomes for the caller's tests.
 * `sandbox:slow` waits first, so a slow task can also be cancelled or crash-tested.
 */
export async function applyTriggers(texts: Array<string | undefined>, signal: AbortSignal, slowMs = SLOW_TRIGGER_MS): Promise<void> {
  const all = texts.filter(Boolean).join('\n');
  if (all.includes('sandbox:slow')) await sleep(slowMs, undefined, { signal });
  if (all.includes('sandbox:moderation')) {
    // No category detail: a flagged job appears only as a failed task (docs/interface.md#tools).
    throw new EngineError(
      'moderation_blocked',
      'The request was blocked by content moderation. Rephrase the text or prompt and try again.',
    );
  }
  if (all.includes('sandbox:fail')) {
    throw new EngineError('provider_error', 'The provider rejected the request (sandbox:fail trigger). Credits were refunded.');
  }
}

/** Trigger words are instructions to the sandbox, not text to speak. */
export function stripTriggers(text: string): string {
  return text
    .replace(/sandbox:(fail|moderation|slow)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
