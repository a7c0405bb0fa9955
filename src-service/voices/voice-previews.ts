import { AppError } from '../errors.ts';
import type { Principal } from '../auth/principal.ts';
import type { VoicePreview } from '../contract/voice.ts';
import type { GenerationTool } from '../tools/tool.ts';
import type { ToolDeps } from '../tools/deps.ts';
import type { TasksService } from '../tasks/tasks-service.ts';
import type { VoiceExtras } from './voice-extras.ts';
import type { VoiceRow } from './voice-repo.ts';
import { previewPrice } from './voice-views.ts';
import { previewSentence } from './preview-sentences.ts';

/** What making a catalogue preview uses: the generate-tts tool and the task path every task takes. */
export interface PreviewDeps {
  extras: VoiceExtras;
  generateTts: GenerationTool;
  toolDeps: ToolDeps;
  tasks: Pick<TasksService, 'submit'>;
  now: () => Date;
  /** Submissions in flight by voice, so two clicks at once make one clip. */
  inFlight: Map<string, Promise<VoicePreview>>;
}

/** Still going: the same task is answered again instead of making a second clip. */
const UNDERWAY = new Set(['PENDING', 'PROCESSING']);

/**
 * A catalogue voice's preview, made once per workspace: an existing clip is answered at once, a
 * task still making it is answered again, and otherwise a generate-tts task speaks a short
 * sentence in the voice's first language. Free on the sandbox; on a live engine it costs what
 * that TTS costs, and needs `acceptCredits` (409 with the price otherwise) so the studio asks first.
 */
export function makeCataloguePreview(
  row: VoiceRow,
  opts: { acceptCredits: boolean; principal: Principal },
  deps: PreviewDeps,
): Promise<VoicePreview> {
  const id = row.voice_id;
  const existing = deps.extras.preview(id);
  if (existing?.assetId) return Promise.resolve({ voiceId: id, assetId: existing.assetId, taskId: null, credits: 0 });
  if (existing?.status && UNDERWAY.has(existing.status))
    return Promise.resolve({ voiceId: id, assetId: null, taskId: existing.taskId, credits: 0 });
  const running = deps.inFlight.get(id);
  if (running) return running.then((p) => ({ ...p, credits: 0 }));
  const price = previewPrice(row, deps.toolDeps.engines);
  if (price > 0 && !opts.acceptCredits) {
    throw new AppError(
      'conflict',
      `making the preview of ${row.name} costs ${price} credits on the live engine; send {"acceptCredits":true} to make it`,
      { credits: price, acceptCredits: 'required' },
    );
  }
  const submit = async (): Promise<VoicePreview> => {
    const sentence = previewSentence(JSON.parse(row.languages) as string[]);
    const input = { text: sentence.text, voiceId: id, language: sentence.language, workerId: 'voice-preview' };
    const ctx = { principal: opts.principal, deps: deps.toolDeps, signal: new AbortController().signal };
    const plan = await deps.generateTts.plan(input as never, ctx);
    const ack = await deps.tasks.submit('generate-tts', { ...plan, credits: price }, opts.principal, undefined, input);
    deps.extras.recordPreviewTask(id, ack.taskId, deps.now().toISOString());
    return { voiceId: id, assetId: null, taskId: ack.taskId, credits: price };
  };
  const made = submit().finally(() => deps.inFlight.delete(id));
  deps.inFlight.set(id, made);
  return made;
}
