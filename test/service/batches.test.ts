import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../helpers/service.ts';
import { accountRow, batchCall, ttsItems, waitForBatch } from '../helpers/batches.ts';

let t: TestService;
let key: string;

beforeAll(async () => {
  t = await startTestService({ sandboxSlowMs: 60_000 });
  key = await t.createKey('batch app');
  const grant = await t.fetch('/api/v1/credits/grants', { method: 'POST', json: { amount: 400_000 } });
  expect(grant.status).toBe(201);
});
afterAll(async () => t?.dispose());

const db = () => t.service.internals.db;
const count = (sql: string, ...args: unknown[]) =>
  (db()
    .prepare(sql)
    .pluck()
    .get(...args) as number) ?? 0;

describe('batches: validated whole, held at once, made into tasks, cancelled with exact refunds', () => {
  it('a bad row is a 400 naming the row, the field and the rule, and nothing is held or made', async () => {
    const before = accountRow(t);
    const tasksBefore = count('SELECT COUNT(*) FROM tasks');
    const items: unknown[] = ttsItems(6, (i) => `Row ${i + 1}.`);
    items[2] = { tool: 'generate-tts', input: { text: '', voiceId: 'alpha-cherry' } };
    items[4] = { tool: 'no-such-tool', input: {} };
    items[5] = { tool: 'generate-tts', input: { text: 'x', voiceId: 'alpha-cherry' }, fileName: '../etc' };
    const r = await batchCall(t, '', { token: key, json: { items } });
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe('validation_failed');
    expect(r.body.error.message).toMatch(/^input\.text: must not be empty \(row 3, and 2 more problems/);
    expect(r.body.error.details).toMatchObject({ row: 3, field: 'input.text', rule: 'must not be empty', moreProblems: 0 });
    expect(r.body.error.details.problems.map((p: any) => [p.row, p.field])).toEqual([
      [3, 'input.text'],
      [5, 'tool'],
      [6, 'fileName'],
    ]);
    expect(accountRow(t)).toEqual(before);
    expect(count('SELECT COUNT(*) FROM tasks')).toBe(tasksBefore);
    expect(count('SELECT COUNT(*) FROM batches')).toBe(0);
  });

  it('validate lists every problem and the exact price, holding nothing', async () => {
    const before = accountRow(t);
    const items: unknown[] = [
      ...ttsItems(2, () => 'Short.'),
      { tool: 'generate-tts', input: { text: 'Hello', voiceId: 'nobody' } },
      ...ttsItems(1, () => 'x'.repeat(1500), 'beta-kore'),
    ];
    const r = await batchCall(t, '/validate', { token: key, json: { items } });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      itemCount: 4,
      totalCredits: 15 + 15 + 50,
      shortfall: 0,
      credits: [15, 15, null, 50],
      moreProblems: 0,
    });
    expect(r.body.data.problems).toEqual([
      {
        row: 3,
        field: 'input.voiceId',
        rule: expect.stringMatching(/no voice nobody/),
        message: expect.stringMatching(/^row 3: input\.voiceId: /),
      },
    ]);
    expect(accountRow(t)).toEqual(before);
  });

  it('a batch the key cannot cover is a 402 with the shortfall, and nothing is held', async () => {
    const capped = await t.createKey('capped', { creditLimit: 100 });
    const before = accountRow(t);
    const r = await batchCall(t, '', { token: capped, json: { items: ttsItems(10, (i) => `Line ${i}.`) } });
    expect(r.status).toBe(402);
    expect(r.body.error.code).toBe('insufficient_credits');
    expect(r.body.error.details).toMatchObject({ required: 150, available: 100, shortfall: 50, keyRemaining: 100, creditLimit: 100 });
    expect(accountRow(t)).toEqual(before);
    expect(count('SELECT COUNT(*) FROM batches')).toBe(0);
  });

  it('10,000 items: acknowledged at once, held = sum of the items, then cancelled with exact refunds', async () => {
    const before = accountRow(t);
    expect(before.held).toBe(0);
    // Slow items: they stay PENDING or PROCESSING until the cancel.
    const items = ttsItems(10_000, (i) => `sandbox:slow line ${i + 1}`);
    const r = await batchCall(t, '', { token: key, json: { items, label: 'ten thousand' } });
    expect(r.status).toBe(202);
    const ack = r.body.data;
    expect(ack).toMatchObject({
      status: 'RUNNING',
      itemCount: 10_000,
      estimatedCredits: 150_000,
      label: 'ten thousand',
      completedAt: null,
    });
    expect(ack.counts.PENDING + ack.counts.PROCESSING).toBe(10_000);

    const made = await waitForBatch(t, ack.batchId, key, (b) => b.queued === 0);
    expect(made.reservedCredits).toBe(0);
    const tasks = db().prepare('SELECT id, batch_row, estimated_credits, status FROM tasks WHERE batch_id = ?').all(ack.batchId) as any[];
    expect(tasks).toHaveLength(10_000);
    expect(new Set(tasks.map((x) => x.batch_row)).size).toBe(10_000);
    const holds = db()
      .prepare(
        "SELECT COUNT(*) AS n, SUM(l.amount) AS sum FROM ledger l JOIN tasks t ON t.id = l.task_id WHERE t.batch_id = ? AND l.kind = 'hold'",
      )
      .get(ack.batchId) as { n: number; sum: number };
    expect(holds).toEqual({ n: 10_000, sum: 150_000 });
    expect(accountRow(t)).toEqual({ balance: before.balance, held: 150_000, reserved: 0 });
    expect(await t.credits()).toEqual({ balance: before.balance, held: 150_000, available: before.balance - 150_000 });

    // The task listing finds them by batch.
    const listed = await t.fetch(`/api/v1/tasks?batchId=${ack.batchId}&limit=2`, { token: key });
    const page = ((await listed.json()) as any).data;
    expect(page.total).toBe(10_000);
    expect(page.tasks[0]).toMatchObject({ batchId: ack.batchId, batchRow: expect.any(Number) });

    const c = await batchCall(t, `/${ack.batchId}/cancel`, { token: key, method: 'POST' });
    expect(c.status).toBe(200);
    expect(c.body.data).toMatchObject({
      status: 'CANCELLED',
      progress: 100,
      counts: { PENDING: 0, PROCESSING: 0, COMPLETED: 0, FAILED: 0, CANCELLED: 10_000 },
      chargedCredits: 0,
      refundedCredits: 150_000,
      releasedCredits: 0,
      reservedCredits: 0,
    });
    const refunds = db()
      .prepare(
        "SELECT COUNT(*) AS n, SUM(l.amount) AS sum FROM ledger l JOIN tasks t ON t.id = l.task_id WHERE t.batch_id = ? AND l.kind = 'refund'",
      )
      .get(ack.batchId);
    expect(refunds).toEqual({ n: 10_000, sum: 150_000 });
    expect(accountRow(t)).toEqual(before);
    const again = await batchCall(t, `/${ack.batchId}/cancel`, { token: key, method: 'POST' });
    expect(again.status).toBe(409);
  }, 120_000);

  it('a cancel while items are still being made releases what was not made and refunds what was', async () => {
    const before = accountRow(t);
    const r = await batchCall(t, '', { token: key, json: { items: ttsItems(5000, (i) => `sandbox:slow early ${i}`) } });
    expect(r.status).toBe(202);
    const c = await batchCall(t, `/${r.body.data.batchId}/cancel`, { token: key, method: 'POST' });
    const b = c.body.data;
    expect(b.status).toBe('CANCELLED');
    expect(b.counts.CANCELLED).toBe(5000);
    expect(b.releasedCredits).toBeGreaterThan(0);
    expect(b.refundedCredits + b.releasedCredits).toBe(5000 * 15);
    const madeTasks = count('SELECT COUNT(*) FROM tasks WHERE batch_id = ?', b.batchId);
    expect(b.refundedCredits).toBe(madeTasks * 15);
    expect(accountRow(t)).toEqual(before);
    // The rows never made into tasks still show, CANCELLED, in the items.
    const last = await batchCall(t, `/${b.batchId}/items?after=4998`, { token: key });
    expect(last.body.data.items).toEqual([
      expect.objectContaining({ row: 4999, status: 'CANCELLED' }),
      expect.objectContaining({ row: 5000, status: 'CANCELLED' }),
    ]);
    expect(last.body.data.nextAfter).toBeNull();
  }, 60_000);

  it('an Idempotency-Key replays the same batch and holds nothing twice', async () => {
    const body = { items: ttsItems(3, (i) => `sandbox:slow replay ${i}`), label: 'replay' };
    const first = await batchCall(t, '', { token: key, json: body, headers: { 'idempotency-key': 'batch-1' } });
    expect(first.status).toBe(202);
    await waitForBatch(t, first.body.data.batchId, key, (b) => b.queued === 0);
    const held = accountRow(t).held;
    const second = await batchCall(t, '', { token: key, json: body, headers: { 'idempotency-key': 'batch-1' } });
    expect(second.status).toBe(202);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.body).toEqual(first.body);
    expect(accountRow(t).held).toBe(held);
    expect(count('SELECT COUNT(*) FROM batches WHERE label = ?', 'replay')).toBe(1);
    const other = await batchCall(t, '', { token: key, json: { ...body, label: 'other' }, headers: { 'idempotency-key': 'batch-1' } });
    expect(other.status).toBe(422);
    await batchCall(t, `/${first.body.data.batchId}/cancel`, { token: key, method: 'POST' });
  });

  it('a key sees only its own batches', async () => {
    const other = await t.createKey('other app');
    const r = await batchCall(t, '', { token: key, json: { items: ttsItems(1, () => 'sandbox:slow mine') } });
    expect((await batchCall(t, `/${r.body.data.batchId}`, { token: other })).status).toBe(404);
    expect((await batchCall(t, `/${r.body.data.batchId}/cancel`, { token: other, method: 'POST' })).status).toBe(404);
    expect((await batchCall(t, '', { token: other })).body.data.batches).toEqual([]);
    const mine = (await batchCall(t, '?limit=1', { token: key })).body.data;
    expect(mine.batches[0].batchId).toBe(r.body.data.batchId);
    expect(mine.nextBefore).toBe(r.body.data.batchId);
    await batchCall(t, `/${r.body.data.batchId}/cancel`, { token: key, method: 'POST' });
  });

  it('submit-batch, get-batch and cancel-batch work as tools (MCP and /api/v1/tools)', async () => {
    const s = await t.tool('submit-batch', { items: ttsItems(2, (i) => `sandbox:slow tool ${i}`) }, key);
    expect(s.status).toBe(200);
    expect(s.body.data).toMatchObject({ itemCount: 2, estimatedCredits: 30, status: 'RUNNING' });
    const g = await t.tool('get-batch', { batchId: s.body.data.batchId }, key);
    expect(g.body.data.batchId).toBe(s.body.data.batchId);
    const c = await t.tool('cancel-batch', { batchId: s.body.data.batchId }, key);
    expect(c.body.data).toMatchObject({ status: 'CANCELLED', counts: { CANCELLED: 2 } });
    const bad = await t.tool('submit-batch', { items: [{ tool: 'generate-tts', input: { voiceId: 'alpha-cherry' } }] }, key);
    expect(bad.status).toBe(400);
    expect(bad.body.error.details).toMatchObject({ row: 1, field: 'input.text', rule: 'is required' });
  });
});
