import { GoogleGenAI } from '@google/genai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../helpers/service.ts';
import { startBetaFake, type BetaFake } from '../fakes/beta-fake.ts';
import { goLive, runTool } from '../fakes/live-setup.ts';
import type { Recorded } from '../fakes/fake-server.ts';

/**
 * The beta adapter held to Google's own client (@google/genai, docs/providers.md): the same
 * speech call made by the client and by Timbre reaches one recording fake, and the two
 * requests must agree on method, path, auth header, content type and body. A drift in either
 * (a renamed field, a moved key, another path) fails here before a user with a real key meets it.
 */

const KEY = 'AIza-referee-beta-1f2e3d4c5b6a';
const MODEL = 'beta-3.1-flash-tts-preview';
let beta: BetaFake;
let t: TestService;
let key: string;
let sdk: GoogleGenAI;

beforeAll(async () => {
  beta = await startBetaFake({ key: KEY });
  t = await startTestService({ taskRetrySchedule: [] });
  key = await t.createKey('beta referee');
  await goLive(t, 'beta', beta.base, KEY);
  // The client builds `{baseUrl}/{apiVersion}/models/…`; the fake serves /v1beta like the upstream.
  sdk = new GoogleGenAI({ apiKey: KEY, httpOptions: { baseUrl: beta.url, apiVersion: 'v1beta' } });
});
afterAll(async () => {
  await t?.dispose();
  await beta?.close();
});

const last = (): Recorded => beta.requests.at(-1)!;

/** What the upstream sees of a request, for comparison (headers the clients name themselves by are left out). */
const wire = (r: Recorded) => ({
  method: r.method,
  path: r.path,
  auth: r.headers['x-goog-api-key'],
  bearer: r.headers.authorization,
  contentType: String(r.headers['content-type']).split(';')[0],
  body: r.body,
});

/** The client's speech call as its documentation writes it: explicit parts, AUDIO modality, a prebuilt voice. */
async function sdkSpeak(text: string, voiceName: string): Promise<Recorded> {
  const res = await sdk.models.generateContent({
    model: MODEL,
    contents: [{ parts: [{ text }] }],
    config: { responseModalities: ['AUDIO'], speechConfig: { voiceConfig: { prebuiltVoiceConfig: { voiceName } } } },
  });
  expect(res.candidates?.[0]?.content?.parts?.[0]?.inlineData?.mimeType).toMatch(/^audio\/L16/);
  return last();
}

async function timbreSpeak(body: Record<string, unknown>): Promise<Recorded> {
  const done = await runTool(t, key, 'generate-tts', body);
  expect(done.status).toBe('COMPLETED');
  return last();
}

describe('beta speech is the request @google/genai sends', () => {
  it('without a style prompt', async () => {
    const text = 'The tide comes in twice a day.';
    const ours = wire(await timbreSpeak({ text, voiceId: 'beta-kore' }));
    const theirs = wire(await sdkSpeak(text, 'Kore'));
    expect(ours).toEqual(theirs);
    expect(ours.path).toBe(`/v1beta/models/${MODEL}:generateContent`);
    expect(ours.auth).toBe(KEY);
    expect(ours.bearer).toBeUndefined();
  });

  it('with a style prompt: the client has no style field, so its documented form puts the direction into the text, as Timbre does', async () => {
    const text = 'Have a wonderful day!';
    const ours = wire(await timbreSpeak({ text, voiceId: 'beta-puck', prompt: 'Say cheerfully' }));
    const theirs = wire(await sdkSpeak(`Say cheerfully: ${text}`, 'Puck'));
    expect(ours).toEqual(theirs);
  });

  it('a prompt already ending in punctuation is joined with a space, the way a caller of the client writes it', async () => {
    const text = 'Keep going.';
    const ours = wire(await timbreSpeak({ text, voiceId: 'beta-kore', prompt: 'Whisper.' }));
    const theirs = wire(await sdkSpeak(`Whisper. ${text}`, 'Kore'));
    expect(ours).toEqual(theirs);
  });
});
