import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../helpers/service.ts';

let t: TestService;
let key: string;

beforeAll(async () => {
  t = await startTestService();
  key = await t.createKey('engines');
});
afterAll(async () => t?.dispose());

/** Speaks on the sandbox and returns the asset's provenance from the library. */
async function provenanceOf(input: Record<string, unknown>): Promise<any> {
  const r = await t.tool('generate-tts', { voiceId: 'alpha-kai', ...input }, key);
  expect(r.status).toBe(200);
  const done = await t.waitDone(r.body.data.taskId, key);
  expect(done.status).toBe('COMPLETED');
  const lib = (await (await t.fetch('/api/v1/assets?kind=audio')).json()) as any;
  return lib.data.assets.find((a: any) => a.assetId === done.output.assetIds[0]).provenance;
}

describe('generate-tts on the sandbox names its synthesizer in provenance', () => {
  it('English on flite (the voice mapped to awb), Japanese on espeak-ng, Auto from the text', async () => {
    expect(await provenanceOf({ text: 'Good evening, and welcome home.', language: 'English' })).toMatchObject({
      engine: 'sandbox',
      params: { tool: 'generate-tts', synthesizer: { name: 'flite', voice: 'awb' } },
    });
    expect((await provenanceOf({ text: 'こんばんは、おかえりなさい。', language: 'Japanese' })).params.synthesizer).toEqual({
      name: 'espeak-ng',
      voice: 'ja',
    });
    expect((await provenanceOf({ text: 'Bonsoir, et bienvenue à la maison pour le dîner.' })).params.synthesizer).toEqual({
      name: 'espeak-ng',
      voice: 'fr',
    });
  }, 120_000);
});
