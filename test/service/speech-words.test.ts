import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../helpers/service.ts';

let t: TestService;
let key: string;

beforeAll(async () => {
  t = await startTestService();
  key = await t.createKey('words');
});
afterAll(async () => t?.dispose());

/** Runs a tool to completion on the sandbox and answers its first asset id. */
async function made(tool: string, input: Record<string, unknown>): Promise<string> {
  const r = await t.tool(tool, input, key);
  expect(r.status).toBe(200);
  const done = await t.waitDone(r.body.data.taskId, key, 120);
  expect(done.status).toBe('COMPLETED');
  return done.output.assetIds[0];
}

async function getAsset(assetId: string): Promise<any> {
  const r = await t.tool('get-asset', { assetId }, key);
  expect(r.status).toBe(200);
  return r.body.data;
}

async function provenanceOf(assetId: string): Promise<any> {
  const lib = (await (await t.fetch('/api/v1/assets?kind=audio')).json()) as any;
  return lib.data.assets.find((a: any) => a.assetId === assetId).provenance;
}

describe('word timings of offline speech', () => {
  it('an espeak-ng asset carries its words in order, inside the audio, covering the text; get-asset only', async () => {
    const text = 'Guten Morgen, liebe Freunde. Heute scheint die Sonne über München & Köln.';
    const assetId = await made('generate-tts', { voiceId: 'alpha-kai', text, language: 'German' });
    const asset = await getAsset(assetId);
    expect((await provenanceOf(assetId)).params.synthesizer.name).toBe('espeak-ng');
    const words = asset.words as { text: string; start: number; end: number }[];
    expect(words.map((w) => w.text)).toEqual([
      'Guten',
      'Morgen',
      'liebe',
      'Freunde',
      'Heute',
      'scheint',
      'die',
      'Sonne',
      'über',
      'München',
      '&',
      'Köln',
    ]);
    let previousEnd = 0;
    for (const w of words) {
      expect(w.start).toBeGreaterThanOrEqual(previousEnd);
      expect(w.end).toBeGreaterThan(w.start);
      expect(w.end).toBeLessThanOrEqual(asset.durationSeconds);
      previousEnd = w.end;
    }
    // The words span the speech, not a corner of it.
    expect(words.at(-1)!.end).toBeGreaterThan(asset.durationSeconds * 0.8);

    // Listings stay small: the library's rows carry no words.
    const lib = (await (await t.fetch('/api/v1/assets?kind=audio')).json()) as any;
    expect(lib.data.assets.find((a: any) => a.assetId === assetId)).not.toHaveProperty('words');
  }, 120_000);

  it('a flite asset has none (its command line gives no word boundaries)', async () => {
    const assetId = await made('generate-tts', { voiceId: 'alpha-kai', text: 'Good morning, dear friends.', language: 'English' });
    expect((await provenanceOf(assetId)).params.synthesizer.name).toBe('flite');
    expect(await getAsset(assetId)).not.toHaveProperty('words');
  }, 120_000);
});

describe('narration provenance names its synthesizers', () => {
  it('an English script on flite; a German line adds espeak-ng; a retaken segment keeps the set', async () => {
    const english = await made('generate-narration', {
      script: 'The lighthouse stood alone at the edge of the world.\nAnn: Did you see the light tonight?',
      voiceId: 'alpha-cherry',
      speakers: { Ann: 'alpha-ethan' },
    });
    const p = (await provenanceOf(english)).params;
    expect(p.tool).toBe('generate-narration');
    expect(p.synthesizers.length).toBeGreaterThanOrEqual(1);
    for (const s of p.synthesizers) expect(s).toMatchObject({ name: 'flite', voice: expect.any(String) });

    const r = await t.tool(
      'generate-narration',
      {
        script: 'The lighthouse stood alone at the edge of the world.\nAnn: Hast du heute Abend das Licht über dem Meer gesehen?',
        voiceId: 'alpha-cherry',
        speakers: { Ann: 'alpha-ethan' },
      },
      key,
    );
    const done = await t.waitDone(r.body.data.taskId, key, 120);
    expect(done.status).toBe('COMPLETED');
    const mixed = (await provenanceOf(done.output.assetIds[0])).params.synthesizers as { name: string; voice: string }[];
    expect(mixed.map((s) => s.name).sort()).toEqual(['espeak-ng', 'flite']);
    expect(mixed.find((s) => s.name === 'espeak-ng')!.voice).toBe('de');

    const retakeId = await made('regenerate-narration-segment', {
      taskId: done.taskId,
      index: 0,
      text: 'The lamp swept the sea all night.',
    });
    const retake = (await provenanceOf(retakeId)).params;
    expect(retake.tool).toBe('regenerate-narration-segment');
    expect(retake.synthesizers).toEqual(mixed);
  }, 240_000);
});
