import type { RunContext } from '../tool.ts';
import type { Synthesizer } from '../../providers/engine.ts';

/**
 * Keeps a stitched narration (a new one, or one with a segment retaken) as the task's asset:
 * one WAV, 24 kHz mono, recorded with the tool, the request that made it and, like a
 * generate-tts asset, the synthesizers that spoke it (sandbox; a set, as speakers may differ).
 */
export function stageNarration(
  ctx: RunContext,
  file: { path: string; durationSeconds: number; synthesizers?: Synthesizer[] },
  tool: string,
) {
  const { deps, task } = ctx;
  return deps.store.stageFile(file.path, {
    kind: 'audio',
    mime_type: 'audio/wav',
    file_name: `narration-${task.id.slice(-6)}.wav`,
    duration_seconds: file.durationSeconds,
    width: null,
    height: null,
    sample_rate: 24000,
    channels: 1,
    origin: 'generated',
    engine: task.engine,
    task_id: task.id,
    api_key_id: task.api_key_id,
    params: JSON.stringify({
      tool,
      ...JSON.parse(task.request ?? '{}'),
      ...(file.synthesizers?.length && { synthesizers: file.synthesizers }),
    }),
  });
}

/** The synthesizers a narration asset's params name (none for one made before they were recorded). */
export function synthesizersOf(params: string | null | undefined): Synthesizer[] {
  const parsed: unknown = params ? JSON.parse(params) : null;
  const list = typeof parsed === 'object' && parsed !== null && 'synthesizers' in parsed ? parsed.synthesizers : undefined;
  // Written only by stageNarration from the engines' own Synthesizer values.
  return Array.isArray(list) ? (list as Synthesizer[]) : [];
}
