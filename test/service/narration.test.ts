import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../helpers/service.ts';
import { startReceiver, type Receiver } from '../helpers/receiver.ts';
import { createHookKey, type HookKey } from '../helpers/webhooks.ts';
import { ffprobe } from '../helpers/media.ts';
import { parseWav } from '../../src-service/providers/sandbox/speech/wav.ts';

let t: TestService;
let receiver: Receiver;
let hook: HookKey;

beforeAll(async () => {
  t = await startTestService({ sandboxSlowMs: 20_000 });
  receiver = await startReceiver();
  hook = await createHookKey(t, `${receiver.url}/hooks`);
});
afterAll(async () => {
  await t?.dispose();
  await receiver?.close();
});

const narrator = 'The lighthouse stood alone at the edge of the world, and every night its lamp swept the sea. '.repeat(7).trim(); // ~650 chars: 2 alpha segments
const SCRIPT = `${narrator}\nAnn: Did you see the light tonight? It was brighter than ever.\nBob: I did. It kept us safe, as always.`;
const SPEAKERS = { Ann: 'beta-kore', Bob: 'alpha-ethan' };
const body = (extra: Record<string, unknown> = {}) => ({
  script: SCRIPT,
  voiceId: 'alpha-cherry',
  speakers: SPEAKERS,
  pauseMs: 300,
  ...extra,
});
const sample = 1 / 24_000;

describe('generate-narration on the sandbox', () => {
  it('speaks a two-speaker script as one 24 kHz mono 16-bit WAV, segments timed in it, charged exactly the preview price', async () => {
    const preview = await t.tool('preview-narration', body(), hook.key);
    expect(preview.status).toBe(200);
    const planned = preview.body.data.segments as any[];
    expect(planned.map((s) => [s.speaker, s.provider])).toEqual([
      [null, 'alpha'],
      [null, 'alpha'],
      ['Ann', 'beta'],
      ['Bob', 'alpha'],
    ]);
    const price = 15 + 15 + 25 + 15;
    expect(preview.body.data.estimatedCredits).toBe(price);
    expect((await t.credits()).held).toBe(0); // the preview holds nothing

    const before = await t.credits();
    const ack = await t.tool('generate-narration', body(), hook.key);
    expect(ack.status).toBe(200);
    expect(ack.body.data).toMatchObject({ status: 'PENDING', estimatedCredits: price });
    const done = await t.waitDone(ack.body.data.taskId, hook.key, 120);
    expect(done).toMatchObject({ status: 'COMPLETED', taskType: 'NARRATION', chargedCredits: price, refundedCredits: 0, progress: 100 });
    const after = await t.credits();
    expect(after.balance).toBe(before.balance - price);
    expect(after.held).toBe(0);

    const segments = done.output.segments as any[];
    expect(segments.map((s) => [s.index, s.voiceId, s.text])).toEqual(planned.map((s) => [s.index, s.voiceId, s.text]));
    expect(segments[0].startSeconds).toBe(0);
    for (const [i, s] of segments.entries()) {
      expect(s.endSeconds).toBeGreaterThan(s.startSeconds + 0.5);
      if (i === 0) continue;
      const gap = s.startSeconds - segments[i - 1].endSeconds;
      const speakerChanged = planned[i].speaker !== planned[i - 1].speaker;
      expect(gap).toBeCloseTo(speakerChanged ? 0.6 : 0.3, 4);
    }

    const res = await t.fetch(`/api/v1/assets/${done.output.assetIds[0]}/export`, { token: hook.key });
    const wav = Buffer.from(await res.arrayBuffer());
    const probe = ffprobe(wav);
    expect(probe.streams[0]).toMatchObject({ codec_name: 'pcm_s16le', sample_rate: '24000', channels: 1 });
    const parsed = parseWav(wav);
    expect(parsed.samples.length * sample).toBeCloseTo(segments.at(-1).endSeconds, 5);
    // The pauses are silence, and the segments are not.
    for (let i = 1; i < segments.length; i++) {
      const from = Math.round(segments[i - 1].endSeconds * 24_000);
      const to = Math.round(segments[i].startSeconds * 24_000);
      expect(parsed.samples.subarray(from, to).every((v) => v === 0)).toBe(true);
    }
    for (const s of segments) {
      const part = parsed.samples.subarray(Math.round(s.startSeconds * 24_000), Math.round(s.endSeconds * 24_000));
      expect(part.some((v) => Math.abs(v) > 1000)).toBe(true);
    }

    // One webhook for the whole narration, with its own task type.
    const [event] = await receiver.waitFor(1, 15_000);
    expect(event.json()).toMatchObject({
      type: 'task.completed',
      data: { taskId: done.taskId, taskType: 'NARRATION', status: 'COMPLETED' },
    });
    // Once the dispatcher has sent all that is due, still one.
    await t.service.internals.webhooks.settled();
    expect(receiver.requests.filter((r) => r.json().data.taskId === done.taskId)).toHaveLength(1);
    // The segments kept while it ran are gone with the task.
    expect(existsSync(join(t.dataDir, 'assets', '.narration', done.taskId))).toBe(false);
  });

  it('refuses bad requests with a 400 naming the field, before any credit is held', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [body({ temperature: 0.5 }), 'temperature'],
      [body({ colour: 'blue' }), 'colour'],
      [body({ speakers: { Ann: 'beta-nobody' } }), 'speakers.Ann'],
      [body({ voiceId: 'alpha-nobody' }), 'voiceId'],
      [body({ speakers: { 'Ann:': 'beta-kore' } }), 'speakers'],
      [body({ pauseMs: 5001 }), 'pauseMs'],
      [body({ script: 'x'.repeat(100_001) }), 'script'],
      [body({ script: `A word too long: ${'z'.repeat(700)}.` }), 'script'],
      [body({ script: 'Ann:\nBob:' }), 'script'],
      [body({ language: 'Klingon' }), 'language'],
    ];
    const before = await t.credits();
    for (const [b, field] of cases) {
      const r = await t.tool('generate-narration', b, hook.key);
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      expect(r.body.error.code).toBe('validation_failed');
      expect(r.body.error.message.startsWith(`${field}`), r.body.error.message).toBe(true);
    }
    expect(await t.credits()).toEqual(before);
  });

  it('a failing segment fails the whole narration, naming the segment, with a full refund', async () => {
    const before = await t.credits();
    const ack = await t.tool('generate-narration', body({ script: `${narrator}\nBob: This line sandbox:fail breaks.` }), hook.key);
    expect(ack.status).toBe(200);
    const done = await t.waitDone(ack.body.data.taskId, hook.key, 120);
    expect(done.status).toBe('FAILED');
    expect(done.error.message).toMatch(/^Segment 2 of 3 failed: /);
    expect(done.refundedCredits).toBe(ack.body.data.estimatedCredits);
    expect(await t.credits()).toEqual(before);
  });

  it('cancel mid-narration refunds in full and drops the segments already kept', async () => {
    const before = await t.credits();
    const ack = await t.tool('generate-narration', body({ script: `${narrator}\nBob: Wait for it, sandbox:slow please.` }), hook.key);
    const taskId = ack.body.data.taskId as string;
    const folder = join(t.dataDir, 'assets', '.narration', taskId);
    for (let i = 0; i < 400 && !existsSync(join(folder, '1.pcm')); i++) await new Promise((r) => setTimeout(r, 50));
    expect(existsSync(join(folder, '1.pcm'))).toBe(true); // two segments kept, the third waits
    const cancelled = await t.tool('cancel-task', { taskId }, hook.key);
    expect(cancelled.body.data).toMatchObject({ status: 'CANCELLED', refundedCredits: ack.body.data.estimatedCredits });
    for (let i = 0; i < 100 && existsSync(folder); i++) await new Promise((r) => setTimeout(r, 50));
    expect(existsSync(folder)).toBe(false);
    expect(await t.credits()).toEqual(before);
  });

  it('regenerating one segment bills only that segment and re-stitches: the other segments and pauses are kept sample for sample', async () => {
    const first = await t.waitDone((await t.tool('generate-narration', body(), hook.key)).body.data.taskId, hook.key, 120);
    expect(first.status).toBe('COMPLETED');
    const before = await t.credits();
    const ack = await t.tool(
      'regenerate-narration-segment',
      { taskId: first.taskId, index: 2, text: 'Did you see it? It was glorious.' },
      hook.key,
    );
    expect(ack.status, JSON.stringify(ack.body)).toBe(200);
    expect(ack.body.data.estimatedCredits).toBe(25); // one beta request
    const done = await t.waitDone(ack.body.data.taskId, hook.key, 120);
    expect(done).toMatchObject({ status: 'COMPLETED', chargedCredits: 25 });
    expect((await t.credits()).balance).toBe(before.balance - 25);

    const oldSegs = first.output.segments as any[];
    const newSegs = done.output.segments as any[];
    expect(newSegs.map((s) => s.text)).toEqual(oldSegs.map((s, i) => (i === 2 ? 'Did you see it? It was glorious.' : s.text)));
    const wavOf = async (id: string) =>
      parseWav(Buffer.from(await (await t.fetch(`/api/v1/assets/${id}/export`, { token: hook.key })).arrayBuffer())).samples;
    const oldPcm = await wavOf(first.output.assetIds[0]);
    const newPcm = await wavOf(done.output.assetIds[0]);
    const at = (x: number) => Math.round(x * 24_000);
    for (const i of [0, 1, 3]) {
      const a = oldPcm.subarray(at(oldSegs[i].startSeconds), at(oldSegs[i].endSeconds));
      const b = newPcm.subarray(at(newSegs[i].startSeconds), at(newSegs[i].endSeconds));
      expect(Buffer.from(b.buffer, b.byteOffset, b.byteLength).equals(Buffer.from(a.buffer, a.byteOffset, a.byteLength))).toBe(true);
    }
    for (let i = 1; i < newSegs.length; i++) {
      expect(newSegs[i].startSeconds - newSegs[i - 1].endSeconds).toBeCloseTo(oldSegs[i].startSeconds - oldSegs[i - 1].endSeconds, 6);
    }
    expect(newSegs[2].endSeconds - newSegs[2].startSeconds).not.toBeCloseTo(oldSegs[2].endSeconds - oldSegs[2].startSeconds, 2);

    // And it can be refused, before any hold.
    const held = await t.credits();
    for (const [b, field] of [
      [{ taskId: first.taskId, index: 9, text: 'x' }, 'index'],
      [{ taskId: first.taskId, index: 0, text: 'y'.repeat(601) }, 'text'],
      [{ taskId: first.taskId, index: 0, text: 'ok', voiceId: 'nobody' }, 'voiceId'],
      [{ taskId: 'task_nope', index: 0, text: 'ok' }, 'taskId'],
    ] as const) {
      const r = await t.tool('regenerate-narration-segment', b, hook.key);
      expect(r.status).toBe(400);
      expect(r.body.error.message.startsWith(field), r.body.error.message).toBe(true);
    }
    expect(await t.credits()).toEqual(held);
  });
});
