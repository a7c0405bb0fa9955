import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, tempDir, type TestService } from '../helpers/service.ts';
import { api, killHard, spawnService, type ChildService } from '../helpers/child-service.ts';
import { startAlphaFake, type AlphaFake } from '../fakes/alpha-fake.ts';
import { startBetaFake, type BetaFake } from '../fakes/beta-fake.ts';
import type { Recorded } from '../fakes/fake-server.ts';
import { goLive, runTool, taskRow } from '../fakes/live-setup.ts';

const ALPHA_KEY = 'sk-alpha-lanes-4d3c2b1a0f9e';
const BETA_KEY = 'AIza-beta-lanes-8e7d6c5b4a39';
// One beta call per minute: after one task, the window stays full for the whole test.
const BETA_FULL = { rateLimit: { requests: 1, perSeconds: 60 } };

const isBetaSpeech = (r: Recorded) => r.path.endsWith(':generateContent');

/** Polls until `check` holds (state, not elapsed time, is what the tests assert). */
async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function submit(t: TestService, key: string, tool: string, body: unknown): Promise<string> {
  const r = await t.tool(tool, body, key);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data.taskId as string;
}

const status = async (t: TestService, key: string, taskId: string) => (await t.tool('get-task-status', { taskId }, key)).body.data;

describe('lanes: a full live window holds back only its own lane', () => {
  let alpha: AlphaFake;
  let beta: BetaFake;
  let t: TestService;
  let key: string;

  beforeAll(async () => {
    alpha = await startAlphaFake({ key: ALPHA_KEY });
    beta = await startBetaFake({ key: BETA_KEY });
    // Default bounds: 2 local tasks at once, 4 per live lane.
    t = await startTestService();
    key = await t.createKey('lanes');
    await goLive(t, 'beta', beta.base, BETA_KEY, BETA_FULL);
  });
  afterAll(async () => {
    await t?.dispose();
    await alpha?.close();
    await beta?.close();
  });

  it('two beta tasks wait for the window; a local and an alpha task submitted after them complete; cancelling the beta ones refunds them', async () => {
    expect((await runTool(t, key, 'generate-tts', { text: 'Uses up the beta window.', voiceId: 'beta-kore' })).status).toBe('COMPLETED');
    const betaCalls = beta.requests.filter(isBetaSpeech).length;
    const before = await t.credits();

    const waiting = [
      await submit(t, key, 'generate-tts', { text: 'First to wait for the window.', voiceId: 'beta-kore' }),
      await submit(t, key, 'generate-tts', { text: 'Second to wait for the window.', voiceId: 'beta-puck' }),
    ];
    // Both hold a slot (as many as the old shared runner had in all) and wait inside the limiter.
    await until('both beta tasks run', async () =>
      (await Promise.all(waiting.map((id) => status(t, key, id)))).every((s) => s.status === 'PROCESSING'),
    );
    expect(waiting.map((id) => taskRow(t, id).lane)).toEqual(['beta', 'beta']);

    // alpha is still on the sandbox: this is local work.
    const local = await submit(t, key, 'generate-tts', { text: 'Local work is not held back.', voiceId: 'alpha-ethan' });
    const localDone = await t.waitDone(local, key, 15);
    expect(localDone.status).toBe('COMPLETED');
    expect(taskRow(t, local)).toMatchObject({ lane: 'local', engine: 'sandbox' });

    await goLive(t, 'alpha', alpha.base, ALPHA_KEY);
    const live = await submit(t, key, 'generate-tts', { text: 'Alpha is not held back.', voiceId: 'alpha-cherry' });
    const liveDone = await t.waitDone(live, key, 15);
    expect(liveDone.status).toBe('COMPLETED');
    expect(taskRow(t, live)).toMatchObject({ lane: 'alpha', engine: 'live' });

    // The beta tasks are still waiting for their window, and never reached upstream.
    for (const id of waiting) expect((await status(t, key, id)).status).toBe('PROCESSING');
    expect(beta.requests.filter(isBetaSpeech)).toHaveLength(betaCalls);

    for (const id of waiting) expect((await t.tool('cancel-task', { taskId: id }, key)).status).toBe(200);
    for (const id of waiting) {
      const done = await t.waitDone(id, key, 10);
      expect(done.status).toBe('CANCELLED');
      expect(done.estimatedCredits).toBeGreaterThan(0);
      expect(done.refundedCredits).toBe(done.estimatedCredits);
      expect(done.chargedCredits).toBe(0);
    }
    // Only the two completed tasks were charged; nothing is left held.
    const after = await t.credits();
    expect(after.held).toBe(0);
    expect(before.balance - after.balance).toBe(localDone.chargedCredits + liveDone.chargedCredits);
    expect(beta.requests.filter(isBetaSpeech)).toHaveLength(betaCalls);
  });
});

describe('lanes: the local lane keeps its bound and its order', () => {
  let alpha: AlphaFake;
  let t: TestService;
  let key: string;

  beforeAll(async () => {
    alpha = await startAlphaFake({ key: ALPHA_KEY });
    t = await startTestService({ concurrency: 1, sandboxSlowMs: 700 });
    key = await t.createKey('local lane');
    // alpha live, beta on the sandbox: beta voices make local work.
    await goLive(t, 'alpha', alpha.base, ALPHA_KEY);
  });
  afterAll(async () => {
    await t?.dispose();
    await alpha?.close();
  });

  it('with concurrency 1, local tasks run one at a time in submission order, and an alpha task does not wait behind them', async () => {
    const local: string[] = [];
    for (const n of ['one', 'two', 'three']) {
      local.push(await submit(t, key, 'generate-tts', { text: `sandbox:slow Local task ${n}.`, voiceId: 'beta-kore' }));
    }
    const live = await submit(t, key, 'generate-tts', { text: 'Alpha runs beside the local lane.', voiceId: 'alpha-cherry' });

    // Sampled while they run: never two local tasks PROCESSING at once.
    let maxRunning = 0;
    await until('the local tasks end', () => {
      const rows = local.map((id) => taskRow(t, id));
      maxRunning = Math.max(maxRunning, rows.filter((r) => r.status === 'PROCESSING').length);
      return rows.every((r) => r.status === 'COMPLETED');
    });
    expect(maxRunning).toBe(1);

    const rows = local.map((id) => taskRow(t, id));
    expect(rows.map((r) => r.lane)).toEqual(['local', 'local', 'local']);
    // Each started only after the one submitted before it had ended: one slot, FIFO.
    for (let i = 1; i < rows.length; i++) {
      expect(
        rows[i].started_at >= rows[i - 1].completed_at,
        `task ${i} started ${rows[i].started_at}, before task ${i - 1} ended ${rows[i - 1].completed_at}`,
      ).toBe(true);
    }
    expect(rows.every((r) => r.attempts === 1)).toBe(true);

    // The alpha task, submitted last, ended before the last local task even started.
    const alphaRow = taskRow(t, live);
    expect(alphaRow).toMatchObject({ status: 'COMPLETED', lane: 'alpha' });
    expect(alphaRow.completed_at < rows[2].started_at).toBe(true);
  });
});

describe('lanes: live bound, queue positions per lane', () => {
  let beta: BetaFake;
  let t: TestService;
  let key: string;

  beforeAll(async () => {
    beta = await startBetaFake({ key: BETA_KEY });
    // Local work paused; one beta task at a time.
    t = await startTestService({ concurrency: 0, liveConcurrency: 1 });
    key = await t.createKey('positions');
    await goLive(t, 'beta', beta.base, BETA_KEY, BETA_FULL);
  });
  afterAll(async () => {
    await t?.dispose();
    await beta?.close();
  });

  it('a PENDING task counts only the tasks ahead of it in its own lane', async () => {
    expect((await runTool(t, key, 'generate-tts', { text: 'Uses up the beta window.', voiceId: 'beta-kore' })).status).toBe('COMPLETED');
    const speak = (voiceId: string, text: string) => submit(t, key, 'generate-tts', { text, voiceId });
    const b1 = await speak('beta-kore', 'Beta one waits for the window.');
    await until('beta one runs', async () => (await status(t, key, b1)).status === 'PROCESSING');
    const l1 = await speak('alpha-ethan', 'Local one.');
    const b2 = await speak('beta-kore', 'Beta two.');
    const l2 = await speak('alpha-ethan', 'Local two.');
    const b3 = await speak('beta-kore', 'Beta three.');

    const expected = { [l1]: [0, 'local'], [b2]: [0, 'beta'], [l2]: [1, 'local'], [b3]: [1, 'beta'] };
    for (const [id, [position, lane]] of Object.entries(expected)) {
      const s = await status(t, key, id);
      expect(s, id).toMatchObject({ status: 'PENDING', queuePosition: position, lane });
    }
    // The listing pages positions the same way.
    const list = (await (await t.fetch('/api/v1/tasks?status=PENDING', { token: key })).json()) as any;
    expect(Object.fromEntries(list.data.tasks.map((x: any) => [x.taskId, [x.queuePosition, x.lane]]))).toEqual(expected);
    // A running task has no place in a queue.
    expect(await status(t, key, b1)).not.toHaveProperty('queuePosition');

    // A task waiting in its lane can be cancelled; the one behind it moves up.
    expect((await t.tool('cancel-task', { taskId: b2 }, key)).status).toBe(200);
    expect(await status(t, key, b3)).toMatchObject({ status: 'PENDING', queuePosition: 0, lane: 'beta' });
    expect(await status(t, key, l2)).toMatchObject({ queuePosition: 1, lane: 'local' });

    for (const id of [b1, b3, l1, l2]) expect((await t.tool('cancel-task', { taskId: id }, key)).status).toBe(200);
    for (const id of [b1, b2, b3, l1, l2]) {
      const done = await t.waitDone(id, key, 10);
      expect(done.status).toBe('CANCELLED');
      expect(done.refundedCredits).toBe(done.estimatedCredits);
    }
    expect((await t.credits()).held).toBe(0);
  });
});

describe('lanes: crash recovery', () => {
  const children: ChildService[] = [];
  let beta: BetaFake;
  beforeAll(async () => {
    beta = await startBetaFake({ key: BETA_KEY });
  });
  afterAll(async () => {
    for (const c of children) if (c.proc.exitCode === null) c.proc.kill('SIGKILL');
    await beta?.close();
  });

  it('a beta task left PROCESSING by kill -9 is requeued in the beta lane: it completes while local work stays paused', async () => {
    const dataDir = tempDir();
    // TIMBRE_CONCURRENCY=0 pauses the local lane in both runs.
    const env = { TIMBRE_CONCURRENCY: '0' };
    const first = await spawnService(dataDir, env);
    children.push(first);
    const put = await fetch(`${first.url}/api/v1/settings/providers/beta`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${first.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ engine: 'live', baseUrl: beta.base, apiKey: BETA_KEY, ...BETA_FULL }),
    });
    expect(put.status).toBe(200);
    const key = (await api(first.url, first.token, '/api/v1/api-keys', { label: 'lane crash' })).body.key as string;
    const run = (base: string, tool: string, body: unknown) => api(base, key, `/api/v1/tools/${tool}/execute`, body);
    const used = (await run(first.url, 'generate-tts', { text: 'Uses up the window.', voiceId: 'beta-kore' })).body.data.taskId;
    expect((await run(first.url, 'wait-for-task', { taskId: used, timeoutSeconds: 15 })).body.data.status).toBe('COMPLETED');
    const taskId = (await run(first.url, 'generate-tts', { text: 'Survives in its lane.', voiceId: 'beta-kore' })).body.data.taskId;
    await until('the beta task runs', async () => (await run(first.url, 'get-task-status', { taskId })).body.data.status === 'PROCESSING');
    const calls = beta.requests.filter(isBetaSpeech).length;
    await killHard(first);

    const second = await spawnService(dataDir, env);
    children.push(second);
    // A fresh process has a fresh window: the recovered task runs at once, in the beta lane.
    const done = (await run(second.url, 'wait-for-task', { taskId, timeoutSeconds: 15 })).body.data;
    expect(done.status).toBe('COMPLETED');
    expect(beta.requests.filter(isBetaSpeech)).toHaveLength(calls + 1);
    // Local work submitted meanwhile is still paused: the beta task did not run as local work.
    const local = (await run(second.url, 'generate-tts', { text: 'Local, paused.', voiceId: 'alpha-ethan' })).body.data.taskId;
    expect((await run(second.url, 'get-task-status', { taskId: local })).body.data).toMatchObject({
      status: 'PENDING',
      lane: 'local',
      queuePosition: 0,
    });
    await killHard(second);
  });
});
