import { sendJson, speechSeconds, startFakeServer, tonePcm, type FakeServer } from './fake-server.ts';

/** The fake beta API (generateContent speech). */
export interface BetaFake extends FakeServer {
  /** Base URL as configured in settings (`{url}/v1beta`). */
  base: string;
}

/** A google.rpc error body. */
export function googleError(code: number, status: string, message: string, details: unknown[] = []) {
  return { error: { code, message, status, details } };
}

/** Starts a fake speaking beta's wire protocol: PCM answers, google.rpc errors. */
export async function startBetaFake(options: { key: string; models?: string[] }): Promise<BetaFake> {
  const fake = await startFakeServer((req, res) => {
    if (req.headers['x-goog-api-key'] !== options.key) {
      return sendJson(
        res,
        400,
        googleError(400, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.', [
          { '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'API_KEY_INVALID' },
        ]),
      );
    }
    const m = /^\/v1beta\/models\/([^/:]+):generateContent$/.exec(req.path);
    if (req.method !== 'POST' || !m) return sendJson(res, 404, googleError(404, 'NOT_FOUND', `no route ${req.path}`));
    const model = decodeURIComponent(m[1]);
    // The upstream's answer for a model id it does not serve (only when the fake is given a list).
    if (options.models && !options.models.includes(model)) {
      return sendJson(
        res,
        404,
        googleError(404, 'NOT_FOUND', `models/${model} is not found for API version v1beta, or is not supported for generateContent.`),
      );
    }
    const text = req.body?.contents?.[0]?.parts?.[0]?.text;
    const voice = req.body?.generationConfig?.speechConfig?.voiceConfig?.prebuiltVoiceConfig?.voiceName;
    if (typeof text !== 'string' || typeof voice !== 'string' || req.body?.generationConfig?.responseModalities?.[0] !== 'AUDIO') {
      return sendJson(res, 400, googleError(400, 'INVALID_ARGUMENT', 'contents and a prebuilt voice with AUDIO modality are required'));
    }
    const pcm = tonePcm(speechSeconds(text));
    sendJson(res, 200, {
      candidates: [
        {
          content: { parts: [{ inlineData: { mimeType: 'audio/L16;codec=pcm;rate=24000', data: pcm.toString('base64') } }], role: 'model' },
          finishReason: 'STOP',
          index: 0,
        },
      ],
      usageMetadata: { promptTokenCount: 10, candidatesTokenCount: pcm.length / 960, totalTokenCount: 10 + pcm.length / 960 },
      modelVersion: decodeURIComponent(m[1]),
    });
  });
  return Object.assign(fake, { base: `${fake.url}/v1beta` });
}
