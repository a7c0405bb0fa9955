// What the studio says about the length of a clone sample, by the contract's limits.
import { CLONE_SAMPLE } from '../../src-service/contract/limits.ts';

const { minSeconds: MIN_S, maxSeconds: MAX_S, recommendedSeconds: BEST } = CLONE_SAMPLE;

/** Whether `seconds` of sample can be cloned, and how good a length it is. */
export function judgeLength(seconds: number): { ok: boolean; text: string } {
  if (seconds < MIN_S) return { ok: false, text: `too short: record at least ${MIN_S} seconds` };
  if (seconds > MAX_S) return { ok: false, text: `too long: keep it under ${MAX_S} seconds` };
  if (seconds < BEST.min || seconds > BEST.max) return { ok: true, text: `usable; ${BEST.min} to ${BEST.max} seconds works best` };
  return { ok: true, text: 'a good length' };
}
