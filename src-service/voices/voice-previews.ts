import { AppError } from '../core/app-error.ts';
import type { Principal } from '../auth/principal.ts';
import type { VoicePreview } from '../contract/voice.ts';
import type { Engines } from '../providers/engines.ts';
import type { VoiceExtras } from './voice-extras.ts';
import type { VoiceRow } from './voice-repo.ts';
import { previewPrice } from './voice-views.ts';
import { previewSentence } from './preview-sentences.ts';

/** A generate-tts request as the preview makes it. */
interface PreviewSpeech {
  text: string;
  voiceId: string;
  language: string;
  workerId: string;
}

/** What making a catalogue preview uses: the task path every generate-tts task takes. */
export interface PreviewDeps {
  extras: VoiceExtras;
  engines: Pick<Engines, 'speechEngineName'>;
  /**
   * Plans the request with the generate-tts tool and submits it as a task holding `credits`
   * (wired by the service: tools sit above this layer).
   */
  submitSpeech(input: PreviewSpeech, credits: number, principal: Principal): Promise<{ taskId: string }>;
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
  const price = previewPrice(row, deps.engines);
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
    const ack = await deps.submitSpeech(input, price, opts.principal);
    deps.extras.recordPreviewTask(id, ack.taskId, deps.now().toISOString());
    return { voiceId: id, assetId: null, taskId: ack.taskId, credits: price };
  };
  const made = submit().finally(() => deps.inFlight.delete(id));
  deps.inFlight.set(id, made);
  return made;
}
