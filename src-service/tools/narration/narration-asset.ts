import type { RunContext } from '../tool.ts';

/**
 * Keeps a stitched narration (a new one, or one with a segment retaken) as the task's asset:
 * one WAV, 24 kHz mono, recorded with the tool and the request that made it.
 */
export function stageNarration(ctx: RunContext, file: { path: string; durationSeconds: number }, tool: string) {
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
    params: JSON.stringify({ tool, ...JSON.parse(task.request ?? '{}') }),
  });
}
