import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../helpers/service.ts';
import { startReceiver, verifyServiceSignature, type Receiver } from '../helpers/receiver.ts';
import { createHookKey, type HookKey } from '../helpers/webhooks.ts';
import { accountRow, batchCall, waitForBatch } from '../helpers/batches.ts';

let t: TestService;
let rx: Receiver;
let hook: HookKey;
const scratch = mkdtempSync(join(tmpdir(), 'timbre-batch-zip-'));

beforeAll(async () => {
  rx = await startReceiver();
  t = await startTestService({ sandboxSlowMs: 3000, webhookSchedule: [0, 0.3, 0.6] });
  hook = await createHookKey(t, rx.url);
});
afterAll(async () => {
  await t?.dispose();
  await rx?.close();
  rmSync(scratch, { recursive: true, force: true });
});

/** Every request the receiver got so far, as parsed bodies. */
const received = () => rx.requests.map((r) => ({ req: r, body: r.json() }));

describe('batch results: items, zip with a manifest, one batch.completed event', () => {
  let batchId: string;

  it('runs a mixed batch to the end and sends one signed batch.completed after the task events', async () => {
    const items = [
      { tool: 'generate-tts', input: { text: 'Welcome to the course.', voiceId: 'alpha-cherry' }, fileName: 'intro' },
      { tool: 'generate-tts', input: { text: 'Lesson one.', voiceId: 'beta-kore' } },
      { tool: 'generate-tts', input: { text: 'This one sandbox:fail on purpose.', voiceId: 'alpha-ethan' }, fileName: 'broken' },
      { tool: 'generate-tts', input: { text: 'Same name again.', voiceId: 'alpha-cherry' }, fileName: 'intro' },
    ];
    const r = await batchCall(t, '', { token: hook.key, json: { items, label: 'course' } });
    expect(r.status).toBe(202);
    batchId = r.body.data.batchId;
    const done = await waitForBatch(t, batchId, hook.key, (b) => b.status !== 'RUNNING');
    expect(done).toMatchObject({
      status: 'COMPLETED',
      progress: 100,
      counts: { PENDING: 0, PROCESSING: 0, COMPLETED: 3, FAILED: 1, CANCELLED: 0 },
      estimatedCredits: 15 + 25 + 15 + 15,
      chargedCredits: 15 + 25 + 15,
      refundedCredits: 15,
      completedAt: expect.any(String),
    });
    expect(accountRow(t)).toMatchObject({ held: 0, reserved: 0 });

    // 4 task events and 1 batch event; the batch's is sent once, signed like the others.
    await rx.waitFor(5, 15_000);
    await new Promise((r2) => setTimeout(r2, 1000));
    const batchEvents = received().filter((e) => e.body.type === 'batch.completed');
    expect(batchEvents).toHaveLength(1);
    expect(received().filter((e) => e.body.type !== 'batch.completed')).toHaveLength(4);
    const { req, body } = batchEvents[0];
    expect(verifyServiceSignature(req.headers['x-service-signature'], req.raw, hook.secret)).toBe(true);
    expect(body.data).toEqual(done);
    const logged = t.service.internals.db.prepare('SELECT COUNT(*) FROM webhook_events WHERE batch_id = ?').pluck().get(batchId);
    expect(logged).toBe(1);
  });

  it('lists the items in row order with their tasks, files and credits', async () => {
    const page1 = await batchCall(t, `/${batchId}/items?limit=3`, { token: hook.key });
    expect(page1.status).toBe(200);
    expect(page1.body.data.items.map((i: any) => [i.row, i.fileName, i.status])).toEqual([
      [1, 'intro', 'COMPLETED'],
      [2, null, 'COMPLETED'],
      [3, 'broken', 'FAILED'],
    ]);
    expect(page1.body.data.items[0]).toMatchObject({
      taskId: expect.stringMatching(/^task_/),
      chargedCredits: 15,
      assetIds: [expect.any(String)],
    });
    expect(page1.body.data.items[2]).toMatchObject({ refundedCredits: 15, error: { code: 'provider_error' } });
    // Each row says what it asks for, in which voice (by name).
    expect(page1.body.data.items[0].brief).toMatchObject({
      text: 'Welcome to the course.',
      voiceId: 'alpha-cherry',
      voiceName: expect.any(String),
    });
    expect(page1.body.data.items[1].brief).toMatchObject({ text: 'Lesson one.', voiceId: 'beta-kore' });
    // A finished row shows its audio's waveform once its peaks are drawn (moments after the file).
    await expect
      .poll(async () => (await batchCall(t, `/${batchId}/items?limit=1`, { token: hook.key })).body.data.items[0].waveform?.length)
      .toBe(64);
    expect(page1.body.data.items[2].waveform).toBeUndefined();
    expect(page1.body.data.nextAfter).toBe(3);
    const page2 = await batchCall(t, `/${batchId}/items?after=3`, { token: hook.key });
    expect(page2.body.data).toEqual({ items: [expect.objectContaining({ row: 4 })], nextAfter: null });
    const task = await t.tool('get-task-status', { taskId: page1.body.data.items[1].taskId }, hook.key);
    expect(task.body.data).toMatchObject({ batchId, batchRow: 2 });
  });

  it('results.zip holds each completed file by its name and a manifest of every row', async () => {
    const res = await t.fetch(`/api/v1/batches/${batchId}/results.zip`, { token: hook.key });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    const file = join(scratch, 'results.zip');
    writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    const names = execFileSync('zipinfo', ['-1', file], { encoding: 'utf8' }).trim().split('\n').sort();
    expect(names).toEqual(['intro (2).wav', 'intro.wav', 'manifest.csv', 'manifest.json', 'row-00002.wav'].sort());
    execFileSync('unzip', ['-q', file, '-d', join(scratch, 'out')]);
    const csv = readFileSync(join(scratch, 'out', 'manifest.csv'), 'utf8')
      .trim()
      .split('\r\n');
    expect(csv[0]).toBe('row,fileName,files,taskId,tool,status,estimatedCredits,chargedCredits,refundedCredits,errorCode,error');
    expect(csv).toHaveLength(5);
    expect(csv[3]).toMatch(/^3,broken,,task_\w+,generate-tts,FAILED,15,0,15,provider_error,/);
    const manifest = JSON.parse(readFileSync(join(scratch, 'out', 'manifest.json'), 'utf8'));
    expect(manifest.batch.batchId).toBe(batchId);
    expect(manifest.items.map((i: any) => i.files)).toEqual([['intro.wav'], ['row-00002.wav'], [], ['intro (2).wav']]);
    const wav = readFileSync(join(scratch, 'out', 'intro.wav'));
    expect(wav.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect((await t.fetch(`/api/v1/batches/batch_nope/results.zip`, { token: hook.key })).status).toBe(404);
  });

  it('a cancel that ends the last items sends the batch event once, CANCELLED', async () => {
    const items = Array.from({ length: 3 }, (_, i) => ({
      tool: 'generate-tts',
      input: { text: `sandbox:slow ${i}`, voiceId: 'alpha-cherry' },
    }));
    const r = await batchCall(t, '', { token: hook.key, json: { items } });
    const before = rx.requests.length;
    const c = await batchCall(t, `/${r.body.data.batchId}/cancel`, { token: hook.key, method: 'POST' });
    expect(c.body.data.status).toBe('CANCELLED');
    await rx.waitFor(before + 4, 15_000);
    await new Promise((r2) => setTimeout(r2, 800));
    const events = received().filter((e) => e.body.type === 'batch.completed' && e.body.data.batchId === r.body.data.batchId);
    expect(events).toHaveLength(1);
    expect(events[0].body.data).toMatchObject({ status: 'CANCELLED', counts: { CANCELLED: 3 }, refundedCredits: 45 });
  });
});
