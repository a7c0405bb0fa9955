import type { ProviderName } from '../../contract/providers.ts';
import type { ConnectionTestResult } from '../../contract/settings.ts';
import { EngineError } from '../engine.ts';
import type { ProviderClient } from './provider-client.ts';
import { errorBodyOf } from './upstream-error.ts';

const TEST_TIMEOUT_MS = 20_000;

/**
 * The smallest authenticated call per provider, to tell whether the key works: alpha lists
 * enrolled voices, beta speaks one word, video asks for a job id that cannot exist (404 means
 * the key was accepted; 400/401/403 that it was not). One attempt, no retries. beta's answer
 * also names the model id tried, and says so when the upstream does not know it; video's names
 * the ids a video will use (its API lists none to check against: a refused id is named in the
 * task's error, live/video-engine.ts).
 */
export async function testConnection(name: ProviderName, client: ProviderClient): Promise<ConnectionTestResult> {
  const signal = AbortSignal.timeout(TEST_TIMEOUT_MS);
  const s = client.settings();
  const call =
    name === 'alpha'
      ? {
          method: 'POST' as const,
          path: '/services/audio/tts/customization',
          json: { model: 'qwen-voice-enrollment', input: { action: 'list', page_size: 1, page_index: 0 } },
        }
      : name === 'beta'
        ? {
            method: 'POST' as const,
            path: `/models/${encodeURIComponent(s.models.speech)}:generateContent`,
            json: {
              contents: [{ parts: [{ text: 'Hi.' }] }],
              generationConfig: {
                responseModalities: ['AUDIO'],
                speechConfig: { voiceConfig: { prebuiltVoiceConfig: { voiceName: 'Kore' } } },
              },
            },
          }
        : { method: 'GET' as const, path: '/videos/timbre-connection-test' };
  let res;
  try {
    res = await client.raw({ ...call, timeoutMs: TEST_TIMEOUT_MS, signal, maxAttempts: 1 });
  } catch (err) {
    if (err instanceof EngineError) return { ok: false, status: null, message: err.message };
    return { ok: false, status: null, message: `${client.label} could not be reached at ${s.baseUrl}.` };
  }
  const accepted = name === 'video' ? res.status === 404 || (res.status >= 200 && res.status < 300) : res.status >= 200 && res.status < 300;
  // beta's call names a model, so its answer also tells whether the upstream knows that id.
  const tried = name === 'beta' ? ` with model ${s.models.speech}` : '';
  // The video API lists no models: its ids are tried by the first video, whose error names a refused one.
  const later = name === 'video' ? ` The model ids (${Object.values(s.models).join(', ')}) are checked when a video is made.` : '';
  if (accepted) return { ok: true, status: res.status, message: `${client.label} accepted the key${tried}.${later}` };
  const said = await client.scrub(errorBodyOf(res).message ?? '');
  if (name === 'beta' && res.status === 404) {
    return {
      ok: false,
      status: 404,
      message: `${client.label} does not know the model ${s.models.speech} (404${said ? `: ${said}` : ''}). Check the speech model id in Settings.`,
    };
  }
  const keyProblem = res.status === 401 || res.status === 403 || (name === 'video' && res.status === 400);
  return {
    ok: false,
    status: res.status,
    message: keyProblem
      ? `${client.label} rejected the key (${res.status}${said ? `: ${said}` : ''}).`
      : `${client.label} answered ${res.status}${said ? `: ${said}` : ''}.`,
  };
}
