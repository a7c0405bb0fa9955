/**
 * generate-narration on the live engines, against the protocol-faithful fakes of alpha and
 * beta: mixed speakers, a provider rejection and a moderation block that fail the task naming
 * the segment, and a SIGKILL mid-narration after which the restarted service resumes at the
 * first unfinished segment — no finished segment is requested from the provider twice, and
 * the task is charged once.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/service.ts';
import { api, killHard, spawnService, type ChildService } from '../helpers/child-service.ts';
import { startAlphaFake, type AlphaFake } from '../fakes/alpha-fake.ts';
import { startBetaFake, googleError, type BetaFake } from '../fakes/beta-fake.ts';
import { ffprobe } from '../helpers/media.ts';

const ALPHA_KEY = 'sk-alpha-narration-1234';
const BETA_KEY = 'beta-narration-5678';
let alpha: AlphaFake;
let beta: BetaFake;
const children: ChildService[] = [];

beforeAll(async () => {
  alpha = await startAlphaFake({ key: ALPHA_KEY });
  beta = await startBetaFake({ key: BETA_KEY });
});
afterAll(async () => {
  for (const c of children) if (c.proc.exitCode === null && c.proc.signalCode === null) c.proc.kill('SIGKILL');
  await alpha?.close();
  await beta?.close();
});

async function start(dataDir: string): Promise<ChildService> {
  const c = await spawnService(dataDir);
  children.push(c);
  return c;
}

async function goLive(c: ChildService): Promise<void> {
  for (const [name, baseUrl, apiKey] of [
    ['alpha', alpha.base, ALPHA_KEY],
    ['beta', beta.base, BETA_KEY],
  ] as const) {
    const res = await fetch(`${c.url}/api/v1/settings/providers/${name}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${c.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ engine: 'live', baseUrl, apiKey }),
    });
    expect(res.status).toBe(200);
  }
}

const until = async (what: string, check: () => boolean | Promise<boolean>, ms = 30_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
};

const NARRATOR = 'The ferry left the harbour at six, and the island slowly disappeared into the morning haze. '.repeat(7).trim();
const SCRIPT = `${NARRATOR}\nAnn: Look, the dolphins are back this year.\nBob: They always come back in June.`;
const BODY = { script: SCRIPT, voiceId: 'alpha-cherry', speakers: { Ann: 'beta-kore', Bob: 'alpha-ethan' } };
const alphaTexts = () =>
  alpha.requests.filter((r) => r.path.endsWith('/multimodal-generation/generation')).map((r) => r.body.input.text as string);
const betaTexts = () =>
  beta.requests.filter((r) => r.path.includes(':generateContent')).map((r) => r.body.contents[0].parts[0].text as string);
const count = (list: string[], text: string) => list.filter((t) => t === text).length;

describe('generate-narration on the live engines', () => {
  it('SIGKILL mid-narration: the restart resumes at the first unfinished segment; nothing is spoken or charged twice', async () => {
    alpha.requests.length = 0;
    beta.requests.length = 0;
    const dataDir = tempDir('timbre-narration-live-');
    let c = await start(dataDir);
    await goLive(c);
    const key = (await api(c.url, c.token, '/api/v1/api-keys', { label: 'narration live' })).body.key as string;
    const preview = (await api(c.url, key, '/api/v1/tools/preview-narration/execute', BODY)).body.data;
    const segments = preview.segments as Array<{ text: string; provider: string }>;
    expect(segments.map((s) => s.provider)).toEqual(['alpha', 'alpha', 'beta', 'alpha']);
    // The beta segment hangs: it is the only one in flight when the service is killed. Segments
    // are spoken ahead in parallel, so every alpha segment asked for by then is waited for
    // until it is kept (one at a time, that is the first two, and the last is not asked for).
    beta.script(() => true, [{ hang: true }]);
    const ack = await api(c.url, key, '/api/v1/tools/generate-narration/execute', BODY);
    expect(ack.status).toBe(200);
    const taskId = ack.body.data.taskId as string;
    const kept = (i: number) => existsSync(join(dataDir, 'assets', '.narration', taskId, `${i}.pcm`));
    await until(
      'the beta segment to be requested and every alpha segment asked for to be kept',
      () => betaTexts().length === 1 && segments.every((s, i) => s.provider !== 'alpha' || !alphaTexts().includes(s.text) || kept(i)),
    );
    await killHard(c);
    beta.clearScripts();

    c = await start(dataDir);
    const done = (await api(c.url, key, '/api/v1/tools/wait-for-task/execute', { taskId, timeoutSeconds: 60 })).body.data;
    expect(done).toMatchObject({ status: 'COMPLETED', chargedCredits: preview.estimatedCredits });
    // Each finished segment was asked for once; the one cut short by the kill, twice.
    expect(count(alphaTexts(), segments[0].text)).toBe(1);
    expect(count(alphaTexts(), segments[1].text)).toBe(1);
    expect(count(betaTexts(), segments[2].text)).toBe(2);
    expect(count(alphaTexts(), segments[3].text)).toBe(1);
    // Charged once: one hold, one capture in the ledger for this task.
    const ledger = (await api(c.url, c.token, '/api/v1/credits/ledger?limit=1000')).body.data.filter((r: any) => r.taskId === taskId);
    expect(ledger.map((r: any) => r.kind).sort()).toEqual(['capture', 'hold']);
    expect((await api(c.url, key, '/api/v1/credits')).body.data.held).toBe(0);
    // One WAV, 24 kHz mono 16-bit, as long as its last segment's end.
    const wav = Buffer.from(
      await (
        await fetch(`${c.url}/api/v1/assets/${done.output.assetIds[0]}/export`, { headers: { authorization: `Bearer ${key}` } })
      ).arrayBuffer(),
    );
    const probe = ffprobe(wav);
    expect(probe.streams[0]).toMatchObject({ codec_name: 'pcm_s16le', sample_rate: '24000', channels: 1 });
    expect(Number(probe.format.duration)).toBeCloseTo(done.output.segments.at(-1).endSeconds, 2);
    c.proc.kill('SIGTERM');
  }, 120_000);

  it('a provider rejection or a moderation block of one segment fails the narration, naming the segment, refunded in full', async () => {
    const dataDir = tempDir('timbre-narration-live-');
    const c = await start(dataDir);
    await goLive(c);
    const key = (await api(c.url, c.token, '/api/v1/api-keys', { label: 'narration live' })).body.key as string;
    const before = (await api(c.url, key, '/api/v1/credits')).body.data;

    beta.script(() => true, [{ status: 400, json: googleError(400, 'INVALID_ARGUMENT', 'The text could not be spoken.') }]);
    const rejected = await api(c.url, key, '/api/v1/tools/generate-narration/execute', BODY);
    const r1 = (await api(c.url, key, '/api/v1/tools/wait-for-task/execute', { taskId: rejected.body.data.taskId, timeoutSeconds: 60 }))
      .body.data;
    expect(r1.status).toBe('FAILED');
    expect(r1.error.message).toMatch(/^Segment 2 of 4 failed: /);
    expect(r1.refundedCredits).toBe(rejected.body.data.estimatedCredits);

    alpha.script(
      (r) => r.path.endsWith('/generation') && String(r.body?.input?.text).includes('June'),
      [{ status: 400, json: { code: 'DataInspectionFailed', message: 'Input data may contain inappropriate content.', request_id: 'x' } }],
    );
    const blocked = await api(c.url, key, '/api/v1/tools/generate-narration/execute', BODY);
    const r2 = (await api(c.url, key, '/api/v1/tools/wait-for-task/execute', { taskId: blocked.body.data.taskId, timeoutSeconds: 60 })).body
      .data;
    expect(r2.status).toBe('FAILED');
    expect(r2.error.code).toBe('moderation_blocked');
    expect(r2.error.message).toMatch(/^Segment 3 of 4 failed: /);
    expect((await api(c.url, key, '/api/v1/credits')).body.data).toEqual(before);
    c.proc.kill('SIGTERM');
  }, 120_000);
});
