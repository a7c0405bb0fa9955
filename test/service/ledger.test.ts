import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../helpers/service.ts';

let t: TestService;
let key: string;

beforeAll(async () => {
  t = await startTestService({ sandboxSlowMs: 3000 });
  key = await t.createKey();
});
afterAll(async () => t?.dispose());

const ledgerRows = (taskId: string) =>
  t.service.internals.db.prepare('SELECT kind, amount FROM ledger WHERE task_id = ? ORDER BY id').all(taskId);

describe('credits ledger: hold at submission, capture on completion, refund on failure or cancel', () => {
  it('a new workspace starts with 10,000 credits', async () => {
    const fresh = await startTestService({ concurrency: 0 });
    try {
      expect(await fresh.credits()).toEqual({ balance: 10_000, held: 0, available: 10_000 });
    } finally {
      await fresh.dispose();
    }
  });

  it('completion captures exactly the held amount, once', async () => {
    const before = await t.credits();
    const r = await t.tool('generate-tts', { text: 'The quick brown fox.', voiceId: 'alpha-ethan' }, key);
    expect(r.status).toBe(200);
    const done = await t.waitDone(r.body.data.taskId, key);
    expect(done).toMatchObject({
      status: 'COMPLETED',
      estimatedCredits: 15,
      chargedCredits: 15,
      refundedCredits: 0,
      error: null,
      progress: 100,
    });
    expect(done.output.assetIds).toHaveLength(1);
    expect(await t.credits()).toEqual({ balance: before.balance - 15, held: before.held, available: before.available - 15 });
    expect(ledgerRows(done.taskId)).toEqual([
      { kind: 'hold', amount: 15 },
      { kind: 'capture', amount: 15 },
    ]);
  });

  it('a provider failure (sandbox:fail) refunds in full and says what happened', async () => {
    const before = await t.credits();
    const r = await t.tool('generate-tts', { text: 'Please sandbox:fail now', voiceId: 'beta-puck' }, key);
    const done = await t.waitDone(r.body.data.taskId, key);
    expect(done).toMatchObject({ status: 'FAILED', chargedCredits: 0, refundedCredits: 25 });
    expect(done.error).toEqual({ code: 'provider_error', message: expect.stringMatching(/rejected/) });
    expect(done.output.assetIds).toEqual([]);
    expect(await t.credits()).toEqual(before);
    expect(ledgerRows(done.taskId)).toEqual([
      { kind: 'hold', amount: 25 },
      { kind: 'refund', amount: 25 },
    ]);
  });

  it('a moderation block fails with no category detail and refunds', async () => {
    const before = await t.credits();
    const r = await t.tool('generate-tts', { text: 'Hello', voiceId: 'alpha-serena', prompt: 'sandbox:moderation' }, key);
    const done = await t.waitDone(r.body.data.taskId, key);
    expect(done.status).toBe('FAILED');
    expect(done.error.code).toBe('moderation_blocked');
    expect(done.error.message).not.toMatch(/violence|sexual|hate|category/i);
    expect(await t.credits()).toEqual(before);
  });

  it('cancelling a running task refunds in full; cancelling it again is a 409', async () => {
    const before = await t.credits();
    const r = await t.tool('generate-tts', { text: 'sandbox:slow A slow one.', voiceId: 'alpha-ethan' }, key);
    const taskId = r.body.data.taskId;
    // Wait until it is PROCESSING (the runner has claimed it).
    const deadline = Date.now() + 5000;
    for (;;) {
      const s = await t.tool('get-task-status', { taskId }, key);
      if (s.body.data.status === 'PROCESSING') break;
      if (Date.now() > deadline) throw new Error('task never started');
      await new Promise((res) => setTimeout(res, 50));
    }
    expect((await t.credits()).held).toBe(before.held + 15);
    const c = await t.tool('cancel-task', { taskId }, key);
    expect(c.status).toBe(200);
    expect(c.body.data).toMatchObject({ status: 'CANCELLED', refundedCredits: 15, error: { code: 'cancelled' } });
    expect(await t.credits()).toEqual(before);
    const again = await t.tool('cancel-task', { taskId }, key);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('conflict');
    // The aborted run never completes the task later: once the runner holds no run, none can.
    for (let i = 0; i < 500 && t.service.internals.runner.activeCount() > 0; i++) await new Promise((res) => setTimeout(res, 10));
    expect(t.service.internals.runner.activeCount()).toBe(0);
    expect((await t.tool('get-task-status', { taskId }, key)).body.data.status).toBe('CANCELLED');
    expect(ledgerRows(taskId)).toEqual([
      { kind: 'hold', amount: 15 },
      { kind: 'refund', amount: 15 },
    ]);
  });

  it('cancelling a completed task is a 409 and charges nothing more', async () => {
    const r = await t.tool('generate-tts', { text: 'Done already.', voiceId: 'alpha-ethan' }, key);
    await t.waitDone(r.body.data.taskId, key);
    const before = await t.credits();
    const c = await t.tool('cancel-task', { taskId: r.body.data.taskId }, key);
    expect(c.status).toBe(409);
    expect(await t.credits()).toEqual(before);
  });

  it('the ledger is append-only and a task settles once (enforced by the database)', () => {
    const db = t.service.internals.db;
    expect(() => db.prepare('UPDATE ledger SET amount = 0').run()).toThrow(/append-only/);
    expect(() => db.prepare('DELETE FROM ledger').run()).toThrow(/append-only/);
    const settled = db.prepare("SELECT task_id FROM ledger WHERE kind = 'capture' LIMIT 1").get() as { task_id: string };
    expect(() =>
      db.prepare("INSERT INTO ledger (kind, amount, task_id, created_at) VALUES ('refund', 1, ?, 'x')").run(settled.task_id),
    ).toThrow(/already settled/);
  });

  it("the database itself keeps the totals and writes every task's hold, whoever writes the rows", () => {
    // Rows written straight to SQL (no service code): a task, its capture, a grant. Their times
    // are ISO 8601 like the service's, since the ledger listing answers them.
    const s = t.service.internals.db;
    const account = () => s.prepare('SELECT balance, held FROM account WHERE id = 1').get() as { balance: number; held: number };
    const usage = (id: string) =>
      s.prepare('SELECT credits_held, credits_used FROM api_keys WHERE id = ?').get(id) as { credits_held: number; credits_used: number };
    const keyId = (s.prepare('SELECT id FROM api_keys ORDER BY created_at LIMIT 1').get() as { id: string }).id;
    const a0 = account();
    const u0 = usage(keyId);
    s.transaction(() => {
      s.prepare(
        `INSERT INTO tasks (id, tool, task_type, status, api_key_id, input, estimated_credits, engine, lane, created_at, updated_at)
         VALUES ('task_schema_probe', 'generate-tts', 'TEXT_TO_SPEECH', 'PENDING', ?, '{}', 40, 'sandbox', 'local', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
      ).run(keyId);
      expect(ledgerRows('task_schema_probe')).toEqual([{ kind: 'hold', amount: 40 }]);
      expect(account()).toEqual({ balance: a0.balance, held: a0.held + 40 });
      expect(usage(keyId)).toEqual({ credits_held: u0.credits_held + 40, credits_used: u0.credits_used });
      s.prepare(
        "INSERT INTO ledger (kind, amount, task_id, api_key_id, created_at) VALUES ('capture', 40, 'task_schema_probe', ?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))",
      ).run(keyId);
      // Ended, so the runner never picks the probe up.
      s.prepare("UPDATE tasks SET status = 'COMPLETED', charged_credits = 40 WHERE id = 'task_schema_probe'").run();
      expect(account()).toEqual({ balance: a0.balance - 40, held: a0.held });
      expect(usage(keyId)).toEqual({ credits_held: u0.credits_held, credits_used: u0.credits_used + 40 });
      s.prepare(
        "INSERT INTO ledger (kind, amount, note, created_at) VALUES ('grant', 40, 'probe', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))",
      ).run();
      expect(account()).toEqual(a0);
      // A task whose hold the available credits cannot cover is refused whole: no task, no hold.
      const available = a0.balance - a0.held;
      expect(() =>
        s
          .prepare(
            `INSERT INTO tasks (id, tool, task_type, status, input, estimated_credits, engine, lane, created_at, updated_at)
           VALUES ('task_schema_probe_2', 'generate-tts', 'TEXT_TO_SPEECH', 'PENDING', '{}', ?, 'sandbox', 'local', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
          )
          .run(available + 1),
      ).toThrow(/insufficient_credits: workspace/);
      expect(s.prepare("SELECT COUNT(*) AS n FROM tasks WHERE id = 'task_schema_probe_2'").get()).toEqual({ n: 0 });
      expect(ledgerRows('task_schema_probe_2')).toEqual([]);
      expect(account()).toEqual(a0);
    })();
  });

  it('balance = grants − captures, held = open holds, on the ledger itself', async () => {
    const db = t.service.internals.db;
    const sum = (sql: string) => (db.prepare(sql).get() as { n: number | null }).n ?? 0;
    const grants = sum("SELECT SUM(amount) AS n FROM ledger WHERE kind = 'grant'");
    const captures = sum("SELECT SUM(amount) AS n FROM ledger WHERE kind = 'capture'");
    const open = sum(
      "SELECT SUM(amount) AS n FROM ledger h WHERE kind = 'hold' AND NOT EXISTS (SELECT 1 FROM ledger s WHERE s.task_id = h.task_id AND s.kind IN ('capture','refund'))",
    );
    expect(await t.credits()).toEqual({ balance: grants - captures, held: open, available: grants - captures - open });
  });

  it('grants add credits (session token only) and show in the ledger', async () => {
    const before = await t.credits();
    const res = await t.fetch('/api/v1/credits/grants', { method: 'POST', json: { amount: 500, note: 'top-up' } });
    expect(res.status).toBe(201);
    expect(await t.credits()).toEqual({ ...before, balance: before.balance + 500, available: before.available + 500 });
    const byKey = await t.fetch('/api/v1/credits/grants', { method: 'POST', json: { amount: 500 }, token: key });
    expect(byKey.status).toBe(403);
    const bad = await t.fetch('/api/v1/credits/grants', { method: 'POST', json: { amount: -5 } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as any).error.message).toMatch(/^amount: must be at least 1/);
    const ledger = (await (await t.fetch('/api/v1/credits/ledger?limit=5')).json()) as any;
    expect(ledger.data[0]).toMatchObject({ kind: 'grant', amount: 500, note: 'top-up' });
  });
});

describe('402 when credits cannot cover the hold', () => {
  it('a submission past the available balance is refused and creates no task', async () => {
    const s = await startTestService({ concurrency: 0 });
    try {
      const k = await s.createKey();
      // 80 beta requests of 5,000 characters hold 80 × 125 = 10,000: everything.
      const text = 'word '.repeat(1000);
      for (let i = 0; i < 80; i++) {
        const r = await s.tool('generate-tts', { text, voiceId: 'beta-kore' }, k);
        expect(r.status).toBe(200);
      }
      expect(await s.credits()).toEqual({ balance: 10_000, held: 10_000, available: 0 });
      const r = await s.tool('generate-tts', { text: 'one more', voiceId: 'alpha-ethan' }, k);
      expect(r.status).toBe(402);
      expect(r.body.error).toMatchObject({ code: 'insufficient_credits', details: { required: 15, available: 0 } });
      const n = (s.service.internals.db.prepare('SELECT COUNT(*) AS n FROM tasks').get() as { n: number }).n;
      expect(n).toBe(80);
    } finally {
      await s.dispose();
    }
  });

  it("a key's credit limit caps what it can hold", async () => {
    const s = await startTestService({ concurrency: 0 });
    try {
      const k = await s.createKey('capped', { creditLimit: 20 });
      expect((await s.tool('generate-tts', { text: 'one', voiceId: 'alpha-ethan' }, k)).status).toBe(200);
      const r = await s.tool('generate-tts', { text: 'two', voiceId: 'alpha-ethan' }, k);
      expect(r.status).toBe(402);
      expect(r.body.error.message).toMatch(/credit limit/);
      expect(await s.credits()).toEqual({ balance: 10_000, held: 15, available: 9_985 });
    } finally {
      await s.dispose();
    }
  });
});
