import { EngineError, type SpeechEngine } from '../engine.ts';
import type { HttpClient } from './http-client.ts';
import { audioFromBytes, base64Audio } from './audio-answer.ts';
import type { ProviderClient } from './provider-client.ts';
import { malformed } from './upstream-error.ts';

/** Generation can take a while for 600 characters; the audio URL is a plain download. */
const SPEECH_TIMEOUT_MS = 90_000;
const DOWNLOAD_TIMEOUT_MS = 60_000;

/**
 * alpha speech over the multimodal-generation API. Built-in voices use the instruct model;
 * designed and cloned voices the clone model with their enrolled name (docs/providers.md).
 */
export function createAlphaSpeechEngine(deps: { client: ProviderClient; http: HttpClient }): SpeechEngine {
  const { client } = deps;
  return {
    name: 'live',
    async synthesize(req) {
      if (req.voice.upstreamName.startsWith('sandbox_')) {
        throw new EngineError(
          'voice_unavailable',
          'This voice was made by the sandbox engine and does not exist at the alpha provider; create it again with alpha on live. Credits were refunded.',
        );
      }
      const models = client.settings().models;
      const model = req.voice.kind === 'builtin' ? models.speech : models.clone;
      const input: Record<string, unknown> = { text: req.text, voice: req.voice.upstreamName };
      if (req.language) input.language_type = req.language;
      const body: Record<string, unknown> = { model, input };
      if (req.prompt) body.parameters = { instructions: req.prompt, optimize_instructions: false };
      req.onProgress(10);
      const res = await client.call({
        method: 'POST',
        path: '/services/aigc/multimodal-generation/generation',
        json: body,
        timeoutMs: SPEECH_TIMEOUT_MS,
        signal: req.signal,
      });
      const audio = res.json()?.output?.audio as { url?: string; data?: string } | undefined;
      req.onProgress(70);
      if (audio?.data) return audioFromBytes(client.label, base64Audio(audio.data));
      if (!audio?.url) throw malformed(client.label, 'no audio URL or data');
      // The URL is pre-signed object storage: it gets no credentials, and one attempt on a 4xx.
      const dl = await deps.http.send({
        method: 'GET',
        url: audio.url,
        timeoutMs: DOWNLOAD_TIMEOUT_MS,
        signal: req.signal,
        label: client.label,
        headers: { accept: '*/*' },
      });
      if (dl.status !== 200) {
        throw new EngineError(
          'audio_unavailable',
          `The alpha provider's audio link answered ${dl.status} (links expire after 24 hours); the audio could not be fetched. Credits were refunded; try again.`,
        );
      }
      return audioFromBytes(client.label, dl.body, dl.headers.get('content-type') ?? '');
    },
  };
}
