import { EngineError, type SpeechEngine } from '../engine.ts';
import { base64Audio, pcmToAudio, rateOf } from './audio-answer.ts';
import type { ProviderClient } from './provider-client.ts';
import { malformed, MODERATION_MESSAGE } from './upstream-error.ts';

/** 5,000 characters of speech take a while to render. */
const SPEECH_TIMEOUT_MS = 180_000;

/** The style prompt folded into the text, the way the API takes direction ("Say cheerfully: …"). */
function betaText(text: string, prompt: string | undefined): string {
  const p = prompt?.trim();
  if (!p) return text;
  return /[:.!?]$/.test(p) ? `${p} ${text}` : `${p}: ${text}`;
}

/**
 * beta speech over generateContent with a prebuilt voice. The answer is headerless PCM
 * (`audio/L16;codec=pcm;rate=24000`), wrapped here as WAV at the rate it declares.
 * `language` is ignored (docs/interface.md#tools). 500 INTERNAL (text instead of audio) is retried by the client.
 */
export function createBetaSpeechEngine(deps: { client: ProviderClient }): SpeechEngine {
  const { client } = deps;
  return {
    name: 'live',
    async synthesize(req) {
      const model = client.settings().models.speech;
      req.onProgress(10);
      const res = await client.call({
        method: 'POST',
        path: `/models/${encodeURIComponent(model)}:generateContent`,
        timeoutMs: SPEECH_TIMEOUT_MS,
        signal: req.signal,
        json: {
          contents: [{ parts: [{ text: betaText(req.text, req.prompt) }] }],
          generationConfig: {
            responseModalities: ['AUDIO'],
            speechConfig: { voiceConfig: { prebuiltVoiceConfig: { voiceName: req.voice.upstreamName } } },
          },
        },
      });
      const body = res.json();
      if (body?.promptFeedback?.blockReason) throw new EngineError('moderation_blocked', MODERATION_MESSAGE);
      const candidate = body?.candidates?.[0];
      if (candidate?.finishReason === 'SAFETY' || candidate?.finishReason === 'PROHIBITED_CONTENT') {
        throw new EngineError('moderation_blocked', MODERATION_MESSAGE);
      }
      const parts: Array<{ inlineData?: { mimeType?: string; data?: string } }> = candidate?.content?.parts ?? [];
      const inline = parts.find((p) => p.inlineData?.data && /^audio\//i.test(p.inlineData.mimeType ?? ''))?.inlineData;
      if (!inline?.data) throw malformed(client.label, 'no audio part');
      req.onProgress(80);
      return pcmToAudio(base64Audio(inline.data), rateOf(inline.mimeType ?? '') ?? 24_000);
    },
  };
}
