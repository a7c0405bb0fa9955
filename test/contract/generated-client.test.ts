// A client generated from openapi.json (openapi-typescript types, openapi-fetch) does what an
// app does: creates a key with a webhook URL, grants credits, submits every tool, waits for
// the tasks, pages the listings and reads the webhook log. Every call is typed by the checked-in
// src-renderer/api/schema.d.ts, and `tsc` checks this file against it: a wrong path, field or
// parameter name is a type error.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import createClient, { type Client } from 'openapi-fetch';
import type { components, paths } from '../../src-renderer/api/schema.d.ts';
import { startTestService, type TestService } from '../helpers/service.ts';
import { startReceiver, type Receiver } from '../helpers/receiver.ts';
import { makeSample } from '../helpers/media-fixtures.ts';
import { makeMedia } from '../helpers/media.ts';

type TaskRecord = components['schemas']['TaskRecord'];

let t: TestService;
let receiver: Receiver;
let studio: Client<paths>;
let app: Client<paths>;
let keyId: string;
let wav: Buffer;
let png: Buffer;

/** The data of an answer, or a failure that shows the error the service gave. */
function ok<T>(r: { data?: T; error?: unknown; response: Response }, status = 200): T {
  expect(r.response.status, JSON.stringify(r.error)).toBe(status);
  return r.data as T;
}

beforeAll(async () => {
  t = await startTestService();
  receiver = await startReceiver();
  studio = createClient<paths>({ baseUrl: t.url, headers: { authorization: `Bearer ${t.session}` } });
  wav = readFileSync(await makeSample({ seconds: 6, format: 'wav' }));
  png = makeMedia(['-f', 'lavfi', '-i', 'color=c=green:s=32x32', '-frames:v', '1'], 'png');
}, 60_000);
afterAll(async () => {
  await t?.dispose();
  await receiver?.close();
});

describe('a client generated from openapi.json', () => {
  const toolsCalled = new Set<string>();
  const submitted: string[] = [];
  const assetIds: string[] = [];

  it('creates a key with a webhook URL: the key and the webhook secret come once, at the top', async () => {
    const created = ok(await studio.POST('/api/v1/api-keys', { body: { label: 'generated client', webhookUrl: receiver.url } }), 201);
    expect(created.key).toMatch(/^tmb_/);
    expect(created.webhookSecret).toBeTruthy();
    expect(created.apiKey).toMatchObject({ label: 'generated client', webhookUrl: receiver.url, creditLimit: null, revokedAt: null });
    keyId = created.apiKey.id;
    app = createClient<paths>({ baseUrl: t.url, headers: { authorization: `Bearer ${created.key}` } });
    // Which tools the app called, to check that every tool of the document was.
    app.use({
      onRequest: ({ request }) =>
        void toolsCalled.add(/\/api\/v1\/tools\/([^/]+)\/execute$/.exec(new URL(request.url).pathname)?.[1] ?? ''),
    });
    const listed = ok(await studio.GET('/api/v1/api-keys/{id}', { params: { path: { id: keyId } } }));
    expect(listed.data.id).toBe(keyId);
  });

  it('grants credits and reads the balance', async () => {
    const before = ok(await app.GET('/api/v1/credits')).data;
    const after = ok(await studio.POST('/api/v1/credits/grants', { body: { amount: 2500, note: 'generated client' } }), 201).data;
    expect(after.balance).toBe(before.balance + 2500);
    expect(after.available).toBe(after.balance - after.held);
    const ledger = ok(await studio.GET('/api/v1/credits/ledger', { params: { query: { limit: 1 } } }));
    expect(ledger.data[0]).toMatchObject({ kind: 'grant', amount: 2500, note: 'generated client' });
  });

  it('uploads media (raw bytes and base64) and submits every tool of the document', async () => {
    // A clone sample over REST (raw bytes); the image through upload-asset (base64, as MCP clients send it).
    const sample = ok(
      await app.POST('/api/v1/assets', {
        body: new Blob([new Uint8Array(wav)], { type: 'audio/wav' }),
        bodySerializer: (b) => b as Blob,
        headers: { 'content-type': 'audio/wav' },
      }),
      201,
    ).data;
    expect(sample).toMatchObject({ kind: 'audio', mimeType: 'audio/wav', origin: 'upload' });
    const image = ok(
      await app.POST('/api/v1/tools/upload-asset/execute', {
        body: { mimeType: 'image/png', dataBase64: png.toString('base64'), fileName: 'green.png' },
      }),
    ).data;
    expect(image).toMatchObject({ kind: 'image', width: 32, height: 32 });
    assetIds.push(sample.assetId, image.assetId);

    const voices = ok(await app.POST('/api/v1/tools/list-voices/execute', { body: {} })).data.voices;
    const alpha = voices.find((v) => v.provider === 'alpha')!.voiceId;
    const quality = ok(await app.POST('/api/v1/tools/analyze-audio/execute', { body: { audioAssetId: sample.assetId } })).data;
    expect(quality.durationSeconds).toBeCloseTo(6, 0);
    const preview = ok(
      await app.POST('/api/v1/tools/preview-narration/execute', {
        body: { script: 'One line. Then another.', voiceId: alpha },
      }),
    ).data;
    expect(preview.segments.length).toBeGreaterThan(0);

    const wait = async (taskId: string): Promise<TaskRecord> =>
      ok(await app.POST('/api/v1/tools/wait-for-task/execute', { body: { taskId, timeoutSeconds: 120 } })).data;
    const acked = (r: { data?: { data: components['schemas']['TaskAck'] }; error?: unknown; response: Response }) => {
      const ack = ok(r).data;
      expect(ack.status).toBe('PENDING');
      submitted.push(ack.taskId);
      return ack.taskId;
    };
    const done = async (taskId: string) => {
      const record = await wait(taskId);
      expect(record.status, JSON.stringify(record.error)).toBe('COMPLETED');
      assetIds.push(...record.output.assetIds);
      return record;
    };

    const speech = await done(
      acked(await app.POST('/api/v1/tools/generate-tts/execute', { body: { text: 'Typed all the way.', voiceId: alpha } })),
    );
    const narration = await done(
      acked(await app.POST('/api/v1/tools/generate-narration/execute', { body: { script: 'One line. Then another.', voiceId: alpha } })),
    );
    const retake = await done(
      acked(
        await app.POST('/api/v1/tools/regenerate-narration-segment/execute', {
          body: { taskId: narration.taskId, index: 0, text: 'One line, said again.' },
        }),
      ),
    );
    expect(narration.output.segments?.map((s) => s.text)).toEqual(['One line. Then another.']);
    expect(retake.output.segments?.map((s) => s.text)).toEqual(['One line, said again.']);
    const designed = await done(
      acked(await app.POST('/api/v1/tools/design-voice/execute', { body: { prompt: 'A warm, unhurried narrator.' } })),
    );
    expect(designed.output.voiceId).toBeTruthy();
    const cloned = await done(
      acked(
        await app.POST('/api/v1/tools/clone-voice-from-audio/execute', {
          body: { audioAssetId: sample.assetId, name: 'Typed clone' },
        }),
      ),
    );
    expect(cloned.output.voiceId).toBeTruthy();
    const video = await done(
      acked(
        await app.POST('/api/v1/tools/generate-video-from-text/execute', {
          body: { prompt: 'Waves on a shore.', durationSeconds: 4, resolution: '480p' },
        }),
      ),
    );
    const videoId = video.output.assetIds[0];
    await done(
      acked(
        await app.POST('/api/v1/tools/generate-video-from-image/execute', {
          body: { imageAssetId: image.assetId, durationSeconds: 4, resolution: '480p' },
        }),
      ),
    );
    await done(
      acked(
        await app.POST('/api/v1/tools/generate-video-from-reference/execute', {
          body: { referenceImageAssetIds: [image.assetId], prompt: 'A green field.', durationSeconds: 4, resolution: '480p' },
        }),
      ),
    );
    await done(
      acked(
        await app.POST('/api/v1/tools/generate-video-extension/execute', {
          body: { videoAssetId: videoId, resolution: '480p' },
        }),
      ),
    );
    await done(
      acked(
        await app.POST('/api/v1/tools/combine-video-audio/execute', {
          body: { videoAssetId: videoId, audioAssetId: speech.output.assetIds[0] },
        }),
      ),
    );
    // edit-video is refused by design on this model family: a 400 naming the model.
    const edit = await app.POST('/api/v1/tools/edit-video/execute', { body: {} });
    expect(edit.response.status).toBe(400);
    expect((edit.error as components['schemas']['Error']).error.message).toMatch(/^model: /);

    const status = ok(await app.POST('/api/v1/tools/get-task-status/execute', { body: { taskId: speech.taskId } })).data;
    expect(status).toMatchObject({ taskId: speech.taskId, status: 'COMPLETED' });
    const slow = acked(
      await app.POST('/api/v1/tools/generate-tts/execute', { body: { text: 'sandbox:slow Cancelled by a typed call.', voiceId: alpha } }),
    );
    const cancelled = ok(await app.POST('/api/v1/tools/cancel-task/execute', { body: { taskId: slow } })).data;
    expect(cancelled).toMatchObject({ status: 'CANCELLED', refundedCredits: cancelled.estimatedCredits });
    // Steering the queue: pause the local lane, queue a task there, move it to the front, cancel it among many, resume.
    const paused = ok(await app.POST('/api/v1/tools/pause-queue/execute', { body: { lane: 'local' } })).data;
    expect(paused.lanes.find((l) => l.lane === 'local')?.paused).toBe(true);
    const queued = acked(
      await app.POST('/api/v1/tools/generate-tts/execute', { body: { text: 'Waits in a paused lane.', voiceId: alpha } }),
    );
    const fronted = ok(await app.POST('/api/v1/tools/move-task-to-front/execute', { body: { taskId: queued } })).data;
    expect(fronted).toMatchObject({ status: 'PENDING', queuePosition: 0, lane: 'local', paused: true });
    const bulk = ok(await app.POST('/api/v1/tools/cancel-tasks/execute', { body: { taskIds: [queued, slow] } })).data;
    expect(bulk).toEqual({ cancelled: 1, refundedCredits: fronted.estimatedCredits, skipped: 1, notFound: 0 });
    expect(ok(await app.POST('/api/v1/tools/resume-queue/execute', { body: {} })).data.paused).toBe(false);
    // The key's own usage (everything it ran is from today): what it was charged is its whole use.
    const usage = ok(await app.POST('/api/v1/tools/get-usage/execute', { body: {} })).data;
    expect(usage.byKey).toHaveLength(1);
    expect(usage.totals.charged).toBe(usage.byKey[0].creditsUsed);
    expect(usage.totals.refunded).toBeGreaterThanOrEqual(cancelled.refundedCredits);
    const asStudio = ok(await studio.GET('/api/v1/usage', { params: { query: { apiKeyId: usage.byKey[0].apiKeyId! } } })).data;
    expect(asStudio).toEqual(usage);
    const asset = ok(await app.POST('/api/v1/tools/get-asset/execute', { body: { assetId: speech.output.assetIds[0] } })).data;
    expect(asset).toMatchObject({ kind: 'audio', mimeType: 'audio/wav' });
    expect(asset.url).toContain('/content?expires=');
    const download = await app.POST('/api/v1/tools/download-asset/execute', {
      body: { assetId: speech.output.assetIds[0], format: 'mp3' },
      parseAs: 'blob',
    });
    expect(download.response.headers.get('content-type')).toBe('audio/mpeg');
    expect((download.data as Blob | undefined)?.size ?? 0).toBeGreaterThan(1000);

    // A batch through its tools: submitted, read, moved to the front, cancelled (the slow item keeps it running).
    const batch = ok(
      await app.POST('/api/v1/tools/submit-batch/execute', {
        body: { items: [{ tool: 'generate-tts', input: { text: 'sandbox:slow A typed batch.', voiceId: alpha }, fileName: 'typed' }] },
      }),
    ).data;
    expect(batch).toMatchObject({ status: 'RUNNING', itemCount: 1 });
    // Read until its item is a task (within moments), so that task is the one the cancel ends.
    for (let queued = 1; queued > 0;) {
      const read = ok(await app.POST('/api/v1/tools/get-batch/execute', { body: { batchId: batch.batchId } })).data;
      expect(read.batchId).toBe(batch.batchId);
      queued = read.queued;
    }
    const moved = ok(await app.POST('/api/v1/tools/move-batch-to-front/execute', { body: { batchId: batch.batchId } })).data;
    expect(moved).toMatchObject({ batchId: batch.batchId, status: 'RUNNING' });
    const stopped = ok(await app.POST('/api/v1/tools/cancel-batch/execute', { body: { batchId: batch.batchId } })).data;
    expect(stopped).toMatchObject({ status: 'CANCELLED', counts: { CANCELLED: 1 } });
    const items = ok(await app.GET('/api/v1/batches/{batchId}/items', { params: { path: { batchId: batch.batchId } } })).data;
    expect(items.items[0]).toMatchObject({ row: 1, fileName: 'typed', status: 'CANCELLED', taskId: expect.any(String) });
    submitted.push(items.items[0].taskId!);

    // Every tool route the document lists was called.
    const doc = ok(await studio.GET('/api/v1/openapi.json')) as unknown as { paths: Record<string, unknown> };
    const documented = Object.keys(doc.paths)
      .filter((p) => /^\/api\/v1\/tools\/[^/]+\/execute$/.test(p))
      .map((p) => p.split('/')[4]);
    expect([...toolsCalled].filter(Boolean).sort()).toEqual(documented.sort());
  }, 300_000);

  it('pages the task listing and the library with before and limit, newest first, each item once', async () => {
    const tasks: TaskRecord[] = [];
    let before: string | undefined;
    for (let page = 0; page < 50; page++) {
      const r = ok(await app.GET('/api/v1/tasks', { params: { query: { limit: 3, ...(before ? { before } : {}) } } })).data;
      expect(r.tasks.length).toBeLessThanOrEqual(3);
      tasks.push(...r.tasks);
      if (r.nextBefore === null) break;
      before = r.nextBefore;
    }
    const ids = tasks.map((x) => x.taskId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...ids].sort().reverse());
    expect(ids.sort()).toEqual([...submitted].sort());

    const assets: Array<components['schemas']['LibraryAsset']> = [];
    let assetBefore: string | undefined;
    for (let page = 0; page < 50; page++) {
      const r = ok(
        await app.GET('/api/v1/assets', { params: { query: { limit: 4, ...(assetBefore ? { before: assetBefore } : {}) } } }),
      ).data;
      assets.push(...r.assets);
      if (r.nextBefore === null) break;
      assetBefore = r.nextBefore;
    }
    expect(assets.map((a) => a.assetId).sort()).toEqual([...new Set(assetIds)].sort());
    expect(assets.every((a) => a.url.includes('signature=') && a.provenance !== undefined)).toBe(true);
  });

  it('lists the webhook events of the key: one per ended task, delivered to the receiver', async () => {
    // Every task of the key ended (the cancelled one too), and each ending is one event.
    await receiver.waitFor(submitted.length, 30_000);
    const events = ok(await studio.GET('/api/v1/webhook-events', { params: { query: { keyId, limit: 100 } } }));
    const taskEvents = events.data.filter((e) => e.type !== 'batch.completed');
    expect(taskEvents.map((e) => e.taskId).sort()).toEqual([...submitted].sort());
    // The batch's own event, once.
    expect(events.data.filter((e) => e.type === 'batch.completed')).toHaveLength(1);
    const first = ok(await studio.GET('/api/v1/webhook-events/{id}', { params: { path: { id: events.data[0].id } } })).data;
    expect(first.attempts.length).toBeGreaterThan(0);
    expect(first.attempts[0].url).toBe(receiver.url);
    expect(first.attempts[0].latencyMs).toBeGreaterThanOrEqual(0);
  });
});
