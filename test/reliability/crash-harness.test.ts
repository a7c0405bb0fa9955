import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/service.ts';
import { api, killHard, spawnService, type ChildService } from '../helpers/child-service.ts';
import { makeSample } from '../helpers/media-fixtures.ts';
import { recordFaultRow, recordReliability } from '../helpers/reliability-report.ts';

const KILLS = Number(process.env.CRASH_KILLS ?? 20);
const ENV = { TIMBRE_SANDBOX_SLOW_MS: '1200', TIMBRE_WEBHOOK_SCHEDULE: '0,1,2' };

/** A receiver that answers 500 to about a third of deliveries and 200 to the rest, and remembers every 2xx. */
function flakyReceiver(): Promise<{ url: string; server: Server; ok: Array<{ id: string; at: number }>; total: () => number }> {
  const ok: Array<{ id: string; at: number }> = [];
  let total = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      total++;
      const id = String(req.headers['x-service-event-id'] ?? '');
      if (Math.random() < 0.33) {
        res.writeHead(500).end('flaky');
        return;
      }
      res.writeHead(200).end('ok', () => ok.push({ id, at: Date.now() }));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as { port: number }).port}/hook`, server, ok, total: () => total }),
    ),
  );
}

const children: ChildService[] = [];
afterAll(() => {
  for (const c of children) if (c.proc.exitCode === null) c.proc.kill('SIGKILL');
});

describe('crash safety: SIGKILL at random moments, then the invariants', () => {
  it(`survives ${KILLS} kills with every task, hold, asset and webhook accounted for`, async () => {
    const dataDir = tempDir('timbre-crash-');
    const receiver = await flakyReceiver();
    let child = await spawnService(dataDir, ENV);
    children.push(child);
    const created = await api(child.url, child.token, '/api/v1/api-keys', { label: 'crash', webhookUrl: receiver.url });
    const key = created.body.key as string;
    const sample = readFileSync(await makeSample({ seconds: 6, format: 'mp3' }));
    const up = await fetch(`${child.url}/api/v1/assets`, {
      method: 'POST',
      body: sample,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'audio/mpeg' },
    });
    const sampleId = ((await up.json()) as any).data.assetId as string;

    const submitted: string[] = [];
    let kills = 0;
    for (let round = 0; round < KILLS; round++) {
      const tool = (name: string, body: unknown) => api(child.url, key, `/api/v1/tools/${name}/execute`, body).catch(() => null);
      const acks = await Promise.all([
        tool('generate-tts', { text: `Round ${round}: all good.`, voiceId: 'alpha-cherry' }),
        tool('generate-tts', { text: `sandbox:fail round ${round}`, voiceId: 'beta-kore' }),
        tool('generate-tts', { text: `sandbox:slow round ${round}`, voiceId: 'alpha-ethan' }),
        tool('clone-voice-from-audio', { audioAssetId: sampleId, name: `Clone ${round}` }),
        tool('generate-video-from-text', { prompt: `Round ${round}`, durationSeconds: 4, resolution: '480p' }),
        tool('generate-tts', { text: `sandbox:slow cancel me ${round}`, voiceId: 'alpha-ethan' }),
      ]);
      for (const a of acks) if (a?.status === 200) submitted.push(a.body.data.taskId);
      const last = acks.at(-1);
      if (last?.status === 200) await tool('cancel-task', { taskId: last.body.data.taskId });
      await new Promise((r) => setTimeout(r, 50 + Math.random() * 1500));
      await killHard(child);
      kills++;
      child = await spawnService(dataDir, ENV);
      children.push(child);
    }

    // Let the last incarnation finish everything: every task ends, every event is delivered or failed.
    const deadline = Date.now() + 150_000;
    for (;;) {
      const live = [
        ...(await api(child.url, child.token, '/api/v1/tasks?status=PENDING&limit=500')).body.data.tasks,
        ...(await api(child.url, child.token, '/api/v1/tasks?status=PROCESSING&limit=500')).body.data.tasks,
      ];
      const pending = (await api(child.url, child.token, '/api/v1/webhook-events?status=pending&limit=500')).body.data;
      const pendingCount = Array.isArray(pending) ? pending.length : (pending.events?.length ?? 0);
      if (live.length === 0 && pendingCount === 0) break;
      if (Date.now() > deadline) throw new Error(`not settled: ${live.length} tasks, ${pendingCount} deliveries`);
      await new Promise((r) => setTimeout(r, 250));
    }
    const stopped = new Promise((r) => child.proc.once('exit', r));
    child.proc.kill('SIGTERM');
    await stopped;
    receiver.server.close();

    const db = new Database(join(dataDir, 'timbre.db'), { readonly: true });
    const all = <T>(sql: string, ...args: unknown[]) => db.prepare(sql).all(...args) as T[];
    const one = <T>(sql: string, ...args: unknown[]) => db.prepare(sql).get(...args) as T;
    const checks: Record<string, number> = {};

    // 1. Every task is terminal.
    const tasks = all<{ id: string; status: string; estimated_credits: number; api_key_id: string }>(
      'SELECT id, status, estimated_credits, api_key_id FROM tasks',
    );
    expect(tasks.filter((t) => !['COMPLETED', 'FAILED', 'CANCELLED'].includes(t.status))).toEqual([]);
    expect(new Set(tasks.map((t) => t.id))).toEqual(new Set([...new Set(submitted)]));
    checks['tasks terminal'] = tasks.length;

    // 2. Every hold is captured (COMPLETED) or refunded (FAILED, CANCELLED) exactly once, in full.
    for (const t of tasks) {
      const rows = all<{ kind: string; amount: number }>('SELECT kind, amount FROM ledger WHERE task_id = ? ORDER BY id', t.id);
      expect(rows).toEqual([
        { kind: 'hold', amount: t.estimated_credits },
        { kind: t.status === 'COMPLETED' ? 'capture' : 'refund', amount: t.estimated_credits },
      ]);
    }
    checks['holds settled exactly once'] = tasks.length;

    // 3. balance = grants − captures; nothing held.
    const sum = (kind: string) => one<{ n: number | null }>('SELECT SUM(amount) AS n FROM ledger WHERE kind = ?', kind).n ?? 0;
    const account = one<{ balance: number; held: number }>('SELECT balance, held FROM account');
    expect(account).toEqual({ balance: sum('grant') - sum('capture'), held: 0 });
    checks['balance = grants − captures'] = 1;

    // 4. No asset file without a row, no row without a file.
    const rows = new Set(all<{ id: string }>('SELECT id FROM assets').map((r) => r.id));
    const files = new Set(readdirSync(join(dataDir, 'assets')).filter((f) => !f.startsWith('.')));
    expect([...files].filter((f) => !rows.has(f))).toEqual([]);
    expect([...rows].filter((r) => !files.has(r))).toEqual([]);
    checks['asset files = asset rows'] = rows.size;

    // 5. Every ended task has its one event; each event is delivered or failed.
    const events = all<{ id: string; task_id: string; status: string; delivered_at: string | null; attempts: number }>(
      'SELECT id, task_id, status, delivered_at, attempts FROM webhook_events WHERE task_id IS NOT NULL',
    );
    expect(events.length).toBe(tasks.length);
    expect(events.filter((e) => e.status !== 'delivered' && e.status !== 'failed')).toEqual([]);
    checks['webhook events delivered or failed'] = events.length;

    // 6. Never delivered again once a 2xx was recorded: no 2xx reaches the receiver after delivered_at.
    // (A kill between the receiver's 2xx and the service's record of it can cause one more
    // delivery before it is recorded: at-least-once, counted below, not a violation.)
    const okById = new Map<string, number[]>();
    for (const o of receiver.ok) okById.set(o.id, [...(okById.get(o.id) ?? []), o.at]);
    let crashWindowDuplicates = 0;
    for (const e of events.filter((x) => x.status === 'delivered')) {
      const times = okById.get(e.id) ?? [];
      expect(times.length).toBeGreaterThanOrEqual(1);
      expect(times.filter((at) => at > Date.parse(e.delivered_at!) + 1000)).toEqual([]);
      if (times.length > 1) crashWindowDuplicates++;
    }
    checks['no delivery after a recorded 2xx'] = events.filter((x) => x.status === 'delivered').length;
    db.close();

    const byStatus = (s: string) => tasks.filter((t) => t.status === s).length;
    recordFaultRow('crash-harness', {
      fault: `SIGKILL at a random moment, ${kills} times, with speech, clones, video, failing, slow and cancelled tasks and flaky webhooks in flight`,
      userSees: 'after the restart every task ends (resumed, or FAILED and refunded); webhooks arrive at least once',
      testChecks: `${tasks.length} tasks terminal; every hold captured or refunded exactly once; balance = grants − captures; asset files = rows; every event delivered or failed`,
      slowestHealthMs: null,
      maxEventLoopDelayMs: null,
      note: 'killed on purpose',
    });
    recordReliability(
      'crash-harness',
      `## Crash safety (\`test/reliability/crash-harness.test.ts\`)

The real service as a child process; each round submits speech, a failing task, a slow task, a clone, a
video and a cancelled task, with webhooks to a receiver that answers 500 a third of the time, then
SIGKILLs the service at a random moment (50–1550 ms) and starts it again.

- Kills survived: **${kills}**
- Tasks: ${tasks.length} (${byStatus('COMPLETED')} completed, ${byStatus('FAILED')} failed, ${byStatus('CANCELLED')} cancelled)
- Webhook events: ${events.length} (${events.filter((e) => e.status === 'delivered').length} delivered, ${events.filter((e) => e.status === 'failed').length} failed after 3 attempts); receiver requests: ${receiver.total()}
- Deliveries repeated inside a kill window (2xx answered, the service killed before recording it): ${crashWindowDuplicates}
- Invariants checked: ${Object.entries(checks)
        .map(([k, n]) => `${k} (${n})`)
        .join('; ')}`,
    );
  }, 420_000);
});
