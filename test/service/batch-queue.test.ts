// A batch in the queue: moved to the front as a whole (its rows in order, those not yet tasks
// too, across a restart), and cancelled through the generic cancel of many tasks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../helpers/service.ts';
import { accountRow, batchCall, ttsItems, waitForBatch } from '../helpers/batches.ts';

async function call(t: TestService, method: string, path: string, json?: unknown, token?: string) {
  const res = await t.fetch(path, { method, json, token });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

async function keyOf(t: TestService, label: string): Promise<{ key: string; id: string }> {
  const res = await t.fetch('/api/v1/api-keys', { method: 'POST', json: { label } });
  const body = (await res.json()) as { key: string; apiKey: { id: string } };
  return { key: body.key, id: body.apiKey.id };
}

async function submit(t: TestService, key: string, text: string): Promise<string> {
  const r = await t.tool('generate-tts', { text, voiceId: 'alpha-cherry' }, key);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data.taskId as string;
}

const rowsOf = (t: TestService, batchId: string) =>
  t.service.internals.db.prepare('SELECT * FROM tasks WHERE batch_id = ? ORDER BY batch_row').all(batchId) as any[];
const taskRow = (t: TestService, id: string) => t.service.internals.db.prepare('SELECT * FROM tasks WHERE id = ?').get(id) as any;
const startOrder = (rows: any[]) =>
  rows
    .filter((r) => r.started_at !== null)
    .sort((x, y) => x.started_at.localeCompare(y.started_at) || x.id.localeCompare(y.id))
    .map((r) => r.id as string);
const positionOf = async (t: TestService, key: string, taskId: string) =>
  (await t.tool('get-task-status', { taskId }, key)).body.data.queuePosition as number;

describe('a batch moved to the front', () => {
  let t: TestService;
  let app: { key: string; id: string };

  beforeAll(async () => {
    // One local task at a time: the order they run in is the order they are claimed in.
    t = await startTestService({ concurrency: 1 });
    app = await keyOf(t, 'batch front');
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('runs before what was queued earlier, in its own row order; what is moved later still goes first', async () => {
    await call(t, 'POST', '/api/v1/queue/pause', { lane: 'local' });
    const a = await submit(t, app.key, 'Queued first.');
    const b = await submit(t, app.key, 'Queued second.');
    const sent = await batchCall(t, '', { token: app.key, json: { items: ttsItems(3, (i) => `Batch row ${i + 1}.`) } });
    expect(sent.status).toBe(202);
    const batchId = sent.body.data.batchId as string;
    await waitForBatch(t, batchId, app.key, (x) => x.queued === 0);
    const [r1, r2, r3] = rowsOf(t, batchId).map((r) => r.id as string);
    const c = await submit(t, app.key, 'Queued after the batch.');

    // b first, then the batch (ahead of b), then c (ahead of the batch).
    expect((await call(t, 'POST', `/api/v1/tasks/${b}/front`, undefined, app.key)).status).toBe(200);
    const moved = await batchCall(t, `/${batchId}/front`, { token: app.key, method: 'POST' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data).toMatchObject({ batchId, status: 'RUNNING', counts: { PENDING: 3 } });
    expect(await positionOf(t, app.key, r1)).toBe(0);
    expect(await positionOf(t, app.key, b)).toBe(3);
    const viaTool = await t.tool('move-task-to-front', { taskId: c }, app.key);
    expect(viaTool.body.data.queuePosition).toBe(0);
    const order = [c, r1, r2, r3, b, a];
    for (const [i, id] of order.entries()) expect(await positionOf(t, app.key, id)).toBe(i);

    await call(t, 'POST', '/api/v1/queue/resume', { lane: 'local' });
    for (const id of order) expect((await t.waitDone(id, app.key)).status).toBe('COMPLETED');
    expect(startOrder(order.map((id) => taskRow(t, id)))).toEqual(order);
  });

  it('an ended batch answers 409 naming why; an unknown one, or another key’s, 404; the tool moves it too', async () => {
    const done = await batchCall(t, '', { token: app.key, json: { items: ttsItems(1, () => 'Over soon.') } });
    const ended = await waitForBatch(t, done.body.data.batchId, app.key, (x) => x.status === 'COMPLETED');
    const late = await batchCall(t, `/${ended.batchId}/front`, { token: app.key, method: 'POST' });
    expect(late.status).toBe(409);
    expect(late.body.error).toMatchObject({ code: 'conflict', message: expect.stringMatching(/is COMPLETED; only a RUNNING batch/) });

    await call(t, 'POST', '/api/v1/queue/pause', { lane: 'local' });
    const waiting = (await t.tool('submit-batch', { items: ttsItems(2, (i) => `Waits ${i}.`) }, app.key)).body.data;
    const other = await keyOf(t, 'someone else');
    expect((await t.tool('move-batch-to-front', { batchId: waiting.batchId }, other.key)).status).toBe(404);
    expect((await batchCall(t, '/batch_nope/front', { token: app.key, method: 'POST' })).status).toBe(404);
    const viaTool = await t.tool('move-batch-to-front', { batchId: waiting.batchId }, app.key);
    expect(viaTool.status, JSON.stringify(viaTool.body)).toBe(200);
    expect(viaTool.body.data.batchId).toBe(waiting.batchId);
    expect((await t.tool('move-batch-to-front', {}, app.key)).body.error.message).toMatch(/batchId/);

    await t.tool('cancel-batch', { batchId: waiting.batchId }, app.key);
    const cancelled = await batchCall(t, `/${waiting.batchId}/front`, { token: app.key, method: 'POST' });
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.error.message).toMatch(/is CANCELLED; only a RUNNING batch/);
    await call(t, 'POST', '/api/v1/queue/resume', { lane: 'local' });
  });
});

describe('a batch moved to the front before its items are all tasks', () => {
  it('the items made later (after a restart too) take their place in row order ahead of earlier work', async () => {
    let t = await startTestService({ concurrency: 1 });
    try {
      const app = await keyOf(t, 'unmade');
      await call(t, 'POST', '/api/v1/queue/pause', { lane: 'local' });
      const a = await submit(t, app.key, 'Earlier one.');
      const b = await submit(t, app.key, 'Earlier two.');
      // In process, so the move comes before the materializer's next turn: rows become tasks
      // in chunks of at most 250 after the acknowledgement, so most are not tasks yet.
      const principal = { kind: 'apiKey' as const, keyId: app.id, label: 'unmade' };
      const { batch } = await t.service.internals.batches.submit({ items: ttsItems(600, (i) => `Row ${i + 1}.`) }, principal);
      const moved = await t.service.internals.batches.front(batch.batchId, principal);
      expect(moved.queued).toBeGreaterThan(0);

      // A restart keeps the move: the items still to be made are placed when they are made.
      await t.stop();
      t = await startTestService({ dataDir: t.dataDir, concurrency: 1 });
      await waitForBatch(t, batch.batchId, app.key, (x) => x.queued === 0);
      const rows = rowsOf(t, batch.batchId);
      const top = t.service.internals.db.prepare('SELECT front_top FROM batches WHERE id = ?').pluck().get(batch.batchId) as number;
      expect(rows).toHaveLength(600);
      expect(rows.map((r) => r.front)).toEqual(rows.map((r) => top - r.batch_row + 1));
      expect(await positionOf(t, app.key, rows[0].id)).toBe(0);
      expect(await positionOf(t, app.key, rows[599].id)).toBe(599);
      expect(await positionOf(t, app.key, a)).toBe(600);
      expect(await positionOf(t, app.key, b)).toBe(601);

      // Run a few: they are the batch's first rows, in order; the earlier tasks have not started.
      await call(t, 'POST', '/api/v1/queue/resume', { lane: 'local' });
      for (let n = 0; n < 3; await new Promise((r) => setTimeout(r, 20)))
        n = t.service.internals.db
          .prepare("SELECT COUNT(*) FROM tasks WHERE batch_id = ? AND status = 'COMPLETED'")
          .pluck()
          .get(batch.batchId) as number;
      await call(t, 'POST', '/api/v1/queue/pause', { lane: 'local' });
      for (let busy = 1; busy > 0; await new Promise((r) => setTimeout(r, 20)))
        busy = t.service.internals.db.prepare("SELECT COUNT(*) FROM tasks WHERE status = 'PROCESSING'").pluck().get() as number;
      const ran = startOrder(rowsOf(t, batch.batchId));
      expect(ran.length).toBeGreaterThanOrEqual(3);
      expect(ran).toEqual(rows.slice(0, ran.length).map((r) => r.id));
      expect([a, b].map((id) => taskRow(t, id).attempts)).toEqual([0, 0]);

      // Cancelled by batch through the generic cancel: the rest refunded exactly, the ledger square.
      const r = await call(t, 'POST', '/api/v1/tasks/cancel', { batchId: batch.batchId }, app.key);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const left = 600 - ran.length;
      expect(r.body.data).toEqual({ cancelled: left, refundedCredits: left * 15, skipped: ran.length, notFound: 0, releasedCredits: 0 });
      const refunds = t.service.internals.db
        .prepare(
          "SELECT COUNT(*) AS n, SUM(l.amount) AS sum FROM ledger l JOIN tasks t ON t.id = l.task_id WHERE t.batch_id = ? AND l.kind = 'refund'",
        )
        .get(batch.batchId);
      expect(refunds).toEqual({ n: left, sum: left * 15 });
      expect(accountRow(t)).toMatchObject({ held: 30, reserved: 0 });
      expect([a, b].map((id) => taskRow(t, id).status)).toEqual(['PENDING', 'PENDING']);
    } finally {
      await t.dispose();
    }
  }, 120_000);
});

describe('cancel by batch through POST /api/v1/tasks/cancel', () => {
  let t: TestService;
  let app: { key: string; id: string };

  beforeAll(async () => {
    t = await startTestService({ sandboxSlowMs: 60_000 });
    app = await keyOf(t, 'cancel by batch');
    expect((await t.fetch('/api/v1/credits/grants', { method: 'POST', json: { amount: 100_000 } })).status).toBe(201);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('ends every item as cancelling the batch does: tasks refunded, items not yet tasks released, exactly', async () => {
    const before = accountRow(t);
    const sent = await batchCall(t, '', { token: app.key, json: { items: ttsItems(2000, (i) => `sandbox:slow row ${i + 1}`) } });
    expect(sent.status).toBe(202);
    const batchId = sent.body.data.batchId as string;
    const r = await call(t, 'POST', '/api/v1/tasks/cancel', { batchId }, app.key);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const res = r.body.data;
    expect(res).toMatchObject({ cancelled: 2000, skipped: 0, notFound: 0 });
    expect(res.refundedCredits + res.releasedCredits).toBe(2000 * 15);
    const refunds = t.service.internals.db
      .prepare(
        "SELECT COUNT(*) AS n, COALESCE(SUM(l.amount), 0) AS sum FROM ledger l JOIN tasks t ON t.id = l.task_id WHERE t.batch_id = ? AND l.kind = 'refund'",
      )
      .get(batchId) as { n: number; sum: number };
    expect(refunds.sum).toBe(res.refundedCredits);
    expect(refunds.n * 15).toBe(res.refundedCredits);
    expect(accountRow(t)).toEqual(before);
    const view = (await batchCall(t, `/${batchId}`, { token: app.key })).body.data;
    expect(view).toMatchObject({
      status: 'CANCELLED',
      counts: { PENDING: 0, PROCESSING: 0, CANCELLED: 2000 },
      refundedCredits: res.refundedCredits,
      releasedCredits: res.releasedCredits,
      reservedCredits: 0,
    });

    // Again, as the tool: nothing left to end; every item skipped.
    const again = await t.tool('cancel-tasks', { batchId }, app.key);
    expect(again.body.data).toEqual({ cancelled: 0, refundedCredits: 0, skipped: 2000, notFound: 0, releasedCredits: 0 });
  }, 60_000);

  it('the tool cancels a key’s own batch; another key’s batch is not found', async () => {
    const mine = (await t.tool('submit-batch', { items: ttsItems(3, (i) => `sandbox:slow tool ${i}`) }, app.key)).body.data;
    const other = await keyOf(t, 'not the owner');
    const refused = await t.tool('cancel-tasks', { batchId: mine.batchId }, other.key);
    expect(refused.status).toBe(404);
    expect(refused.body.error.code).toBe('not_found');
    const r = await t.tool('cancel-tasks', { batchId: mine.batchId }, app.key);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ cancelled: 3, refundedCredits: expect.any(Number), skipped: 0, notFound: 0 });
    expect(r.body.data.refundedCredits + r.body.data.releasedCredits).toBe(45);
    expect((await batchCall(t, `/${mine.batchId}`, { token: app.key })).body.data.status).toBe('CANCELLED');
  });

  it('400s name the field and the rule: exactly one of taskIds, apiKeyId, batchId', async () => {
    const none = await call(t, 'POST', '/api/v1/tasks/cancel', {});
    expect(none.status).toBe(400);
    expect(none.body.error.message).toMatch(/^taskIds: give exactly one of taskIds, apiKeyId, batchId$/);
    const two = await call(t, 'POST', '/api/v1/tasks/cancel', { taskIds: ['task_x'], batchId: 'batch_x' });
    expect(two.status).toBe(400);
    expect(two.body.error.message).toMatch(/^batchId: give exactly one of taskIds, apiKeyId, batchId \(got taskIds and batchId\)$/);
    const keyAndIds = await t.tool('cancel-tasks', { taskIds: ['task_x'], apiKeyId: app.id }, app.key);
    expect(keyAndIds.status).toBe(400);
    expect(keyAndIds.body.error.message).toMatch(/^apiKeyId: give exactly one/);
    const empty = await call(t, 'POST', '/api/v1/tasks/cancel', { batchId: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toMatch(/batchId/);
  });
});
