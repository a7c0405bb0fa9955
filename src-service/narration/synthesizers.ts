import type { Synthesizer } from '../providers/engine.ts';

/**
 * The synthesizers that spoke a narration, each once, sorted (name, then voice): a narration
 * may mix engines across its speakers, and its provenance names the set.
 */
export function synthesizerSet(list: Iterable<Synthesizer | undefined>): Synthesizer[] {
  const seen = new Map<string, Synthesizer>();
  for (const s of list) if (s) seen.set(`${s.name}\n${s.voice}`, { name: s.name, voice: s.voice });
  return [...seen.keys()].sort().map((k) => seen.get(k)!);
}
