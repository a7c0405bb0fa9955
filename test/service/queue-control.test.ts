import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../helpers/service.ts';
import { startAlphaFake, type AlphaFake } from '../fakes/alpha-fake.ts';
import { goLive, taskRow } from '../fakes/live-setup.ts';
import { readEvents } from '../helpers/events.ts';

const ALPHA_KEY = 'sk-alpha-queue-7c6b5a4f3e2d';

async function call(t: TestService, method: string, path: string, json?: unknown, token?: string) {
  const res = await t.fetch(path, { method, json, token });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

async function submit(t: TestService, key: string, text: string, voiceId = 'alpha-ethan'): Promise<string> {
  const r = await t.tool('generate-tts', { text, voiceId }, key);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data.taskId as string;
}

async function keyId(t: TestService, label: string): Promise<{ key: string; id: string }> {
  const res = await t.fetch('/api/v1/api-keys', { method: 'POST', json: { label } });
  const body = (await res.json()) as { key: string; apiKey: { id: string } };
  return { key: body.key, id: body.apiKey.id };
}

const positions = async (t: TestService, ids: string[]) => {
  const page = (await call(t, 'GET', '/api/v1/tasks?status=PENDING&limit=500')).body.data.tasks as any[];
  return ids.map((id) => page.find((r) => r.taskId === id)?.queuePosition);
};

describe('queue control: pause, move to the front, run in the new order', () => {
  let t: TestService;
  let app: { key: string; id: string };

  beforeAll(async () => {
    // One local task at a time, so the order they run in is the order they are claimed in.
    t = await startTestService({ concurrency: 1 });
    app = await keyId(t, 'queue order');
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('a paused lane holds its tasks; moved tasks go first (the last moved first); resume runs them in that order', async () => {
    const paused = await call(t, 'POST', '/api/v1/queue/pause', { lane: 'local' });
    expect(paused.status).toBe(200);
    expect(paused.body.data.paused).toBe(false);
    expect(paused.body.data.lanes.find((l: any) => l.lane === 'local')).toMatchObject({ paused: true, limit: 1 });
    expect(paused.body.data.lanes.find((l: any) => l.lane === 'alpha')).toMatchObject({ paused: false });

    const [a, b, c, d] = [
      await submit(t, app.key, 'First in.'),
      await submit(t, app.key, 'Second in.'),
      await submit(t, app.key, 'Third in.'),
      await submit(t, app.key, 'Fourth in.'),
    ];
    expect(await positions(t, [a, b, c, d])).toEqual([0, 1, 2, 3]);
    const rec = (await t.tool('get-task-status', { taskId: a }, app.key)).body.data;
    expect(rec).toMatchObject({ status: 'PENDING', lane: 'local', paused: true, queuePosition: 0 });
    expect((await call(t, 'GET', '/api/v1/queue')).body.data.lanes.find((l: any) => l.lane === 'local')).toMatchObject({
      pending: 4,
      processing: 0,
    });

    // C over REST, then D through the tool: D was moved last, so D, C, then A and B by age.
    const movedC = await call(t, 'POST', `/api/v1/tasks/${c}/front`, undefined, app.key);
    expect(movedC.status, JSON.stringify(movedC.body)).toBe(200);
    expect(movedC.body.data).toMatchObject({ taskId: c, queuePosition: 0, status: 'PENDING' });
    expect(await positions(t, [a, b, c, d])).toEqual([1, 2, 0, 3]);
    const movedD = await t.tool('move-task-to-front', { taskId: d }, app.key);
    expect(movedD.status).toBe(200);
    expect(movedD.body.data.queuePosition).toBe(0);
    expect(await positions(t, [a, b, c, d])).toEqual([2, 3, 1, 0]);
    expect([a, b, c, d].map((id) => taskRow(t, id).attempts)).toEqual([0, 0, 0, 0]);

    const resumed = await t.tool('resume-queue', { lane: 'local' }, app.key);
    expect(resumed.status).toBe(200);
    expect(resumed.body.data.lanes.every((l: any) => !l.paused)).toBe(true);
    for (const id of [a, b, c, d]) expect((await t.waitDone(id, app.key)).status).toBe('COMPLETED');
    const ran = [a, b, c, d]
      .map((id) => taskRow(t, id))
      .sort((x, y) => x.started_at.localeCompare(y.started_at) || x.completed_at.localeCompare(y.completed_at))
      .map((r) => r.id);
    expect(ran).toEqual([d, c, a, b]);
    // One at a time: each started only after the one before it had ended.
    const rows = ran.map((id) => taskRow(t, id));
    for (let i = 1; i < rows.length; i++) expect(rows[i].started_at >= rows[i - 1].completed_at).toBe(true);
  });

  it('a task no longer PENDING cannot be moved (409); another key’s task is not found (404)', async () => {
    const other = await keyId(t, 'someone else');
    const done = await submit(t, app.key, 'Done already.');
    await t.waitDone(done, app.key);
    const conflict = await call(t, 'POST', `/api/v1/tasks/${done}/front`, undefined, app.key);
    expect(conflict.status).toBe(409);
    expect(conflict.body.error.code).toBe('conflict');
    expect((await call(t, 'POST', `/api/v1/tasks/${done}/front`, undefined, other.key)).status).toBe(404);
    expect((await t.tool('move-task-to-front', { taskId: done }, other.key)).status).toBe(404);
    expect((await t.tool('move-task-to-front', {}, app.key)).body.error.message).toMatch(/taskId/);
  });
});

describe('queue control: pausing the whole queue, and one lane while another runs', () => {
  let alpha: AlphaFake;
  let t: TestService;
  let app: { key: string; id: string };

  beforeAll(async () => {
    alpha = await startAlphaFake({ key: ALPHA_KEY });
    t = await startTestService();
    app = await keyId(t, 'lanes');
    await goLive(t, 'alpha', alpha.base, ALPHA_KEY);
  });
  afterAll(async () => {
    await t?.dispose();
    await alpha?.close();
  });

  it('a paused local lane lets alpha run; pausing all holds alpha too; resuming one lane keeps the others paused', async () => {
    await call(t, 'POST', '/api/v1/queue/pause', { lane: 'local' });
    // beta is on the sandbox: its voices make local work; alpha is live.
    const local = await submit(t, app.key, 'Waits while local is paused.', 'beta-kore');
    const live = await submit(t, app.key, 'Alpha is not paused.', 'alpha-cherry');
    expect((await t.waitDone(live, app.key)).status).toBe('COMPLETED');
    expect(taskRow(t, local)).toMatchObject({ status: 'PENDING', lane: 'local', attempts: 0 });

    const all = await call(t, 'POST', '/api/v1/queue/pause', {});
    expect(all.body.data.paused).toBe(true);
    expect(all.body.data.lanes.every((l: any) => l.paused)).toBe(true);
    const held = await submit(t, app.key, 'Alpha waits while all is paused.', 'alpha-cherry');
    expect((await t.tool('get-task-status', { taskId: held }, app.key)).body.data).toMatchObject({ lane: 'alpha', paused: true });

    // Resuming alpha alone: alpha runs, local (and the rest) stay paused.
    const one = await call(t, 'POST', '/api/v1/queue/resume', { lane: 'alpha' });
    expect(one.body.data.paused).toBe(false);
    expect(Object.fromEntries(one.body.data.lanes.map((l: any) => [l.lane, l.paused]))).toEqual({
      local: true,
      alpha: false,
      beta: true,
      video: true,
    });
    expect((await t.waitDone(held, app.key)).status).toBe('COMPLETED');
    expect(taskRow(t, local)).toMatchObject({ status: 'PENDING', attempts: 0 });

    // Resume everything (no body at all): the local task runs.
    const res = await t.fetch('/api/v1/queue/resume', { method: 'POST' });
    expect(res.status).toBe(200);
    expect((await t.waitDone(local, app.key)).status).toBe('COMPLETED');
    expect((await call(t, 'GET', '/api/v1/queue')).body.data.lanes.every((l: any) => !l.paused)).toBe(true);
  });

  it("an app's pause and resume reach the studio's event stream as one `queue` event each", async () => {
    const stream = await t.fetch('/api/v1/events');
    expect(stream.status).toBe(200);
    const reading = readEvents(stream, (events) => events.filter((e) => e.event === 'queue').length >= 2);
    // The studio is subscribed once `ready` has been written; the stream opened above is.
    await call(t, 'POST', '/api/v1/queue/pause', { lane: 'beta' }, app.key);
    await call(t, 'POST', '/api/v1/queue/resume', { lane: 'beta' }, app.key);
    const queues = (await reading).filter((e) => e.event === 'queue').map((e) => e.data);
    expect(queues.map((q) => q.lanes.find((l: any) => l.lane === 'beta').paused)).toEqual([true, false]);
    expect(queues[1]).toEqual((await call(t, 'GET', '/api/v1/queue')).body.data);
  });

  it('400s name the field and the rule', async () => {
    const bad = await call(t, 'POST', '/api/v1/queue/pause', { lane: 'moon' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/lane/);
    const extra = await t.tool('pause-queue', { lane: 'local', forever: true }, app.key);
    expect(extra.status).toBe(400);
    expect(extra.body.error.message).toMatch(/forever/);
  });
});

describe('queue control: cancel many', () => {
  let t: TestService;
  let one: { key: string; id: string };
  let two: { key: string; id: string };

  beforeAll(async () => {
    t = await startTestService();
    one = await keyId(t, 'first app');
    two = await keyId(t, 'second app');
    // Everything waits, so every cancel below meets a live task.
    await call(t, 'POST', '/api/v1/queue/pause', {});
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const refundsOf = (ids: string[]) =>
    ids.map((id) => t.service.internals.db.prepare("SELECT amount FROM ledger WHERE task_id = ? AND kind = 'refund'").get(id) as any);

  it('by selection: only the caller’s tasks, each refunded exactly; ended ones skipped; others not found', async () => {
    const mine: string[] = [];
    for (let i = 0; i < 5; i++) mine.push(await submit(t, one.key, `Mine number ${i} with a few words.`));
    const theirs = await submit(t, two.key, 'Not yours to cancel.');
    const before = await t.credits();
    const estimated = mine.map((id) => taskRow(t, id).estimated_credits as number);

    const r = await call(t, 'POST', '/api/v1/tasks/cancel', { taskIds: [...mine, theirs, 'task_nope', mine[0]] }, one.key);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const sum = estimated.reduce((s, n) => s + n, 0);
    expect(r.body.data).toEqual({ cancelled: 5, refundedCredits: sum, skipped: 0, notFound: 2 });
    expect(refundsOf(mine).map((x) => x.amount)).toEqual(estimated);
    expect(taskRow(t, theirs).status).toBe('PENDING');
    const after = await t.credits();
    expect(before.held - after.held).toBe(sum);
    expect(after.balance).toBe(before.balance);

    // Again: all ended now.
    const again = await t.tool('cancel-tasks', { taskIds: mine }, one.key);
    expect(again.body.data).toEqual({ cancelled: 0, refundedCredits: 0, skipped: 5, notFound: 0 });
  });

  it('by key: a key cancels all its own live tasks; the studio any key’s; a key may not name another', async () => {
    const mine: string[] = [];
    for (let i = 0; i < 250; i++) mine.push(await submit(t, one.key, `Bulk ${i}.`));
    const theirs = [await submit(t, two.key, 'Keep me.'), await submit(t, two.key, 'Keep me too.')];

    const refused = await call(t, 'POST', '/api/v1/tasks/cancel', { apiKeyId: two.id }, one.key);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toMatch(/apiKeyId/);

    const r = await t.tool('cancel-tasks', { apiKeyId: one.id }, one.key);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const sum = mine.reduce((s, id) => s + (taskRow(t, id).estimated_credits as number), 0);
    expect(r.body.data).toEqual({ cancelled: 250, refundedCredits: sum, skipped: 0, notFound: 0 });
    expect(mine.every((id) => taskRow(t, id).status === 'CANCELLED')).toBe(true);
    expect(refundsOf(mine).every((x, i) => x.amount === taskRow(t, mine[i]).estimated_credits)).toBe(true);
    expect(theirs.map((id) => taskRow(t, id).status)).toEqual(['PENDING', 'PENDING']);

    // The session token names any key: the two here and the one the selection above left alone.
    const studio = await call(t, 'POST', '/api/v1/tasks/cancel', { apiKeyId: two.id });
    expect(studio.body.data).toMatchObject({ cancelled: 3, skipped: 0, notFound: 0 });
    expect(theirs.map((id) => taskRow(t, id).status)).toEqual(['CANCELLED', 'CANCELLED']);
    expect((await t.credits()).held).toBe(0);
    expect((await call(t, 'GET', '/api/v1/queue')).body.data.lanes.find((l: any) => l.lane === 'local').pending).toBe(0);
  });

  it('400s name the field and the rule', async () => {
    const none = await call(t, 'POST', '/api/v1/tasks/cancel', {});
    expect(none.status).toBe(400);
    expect(none.body.error.message).toMatch(/taskIds/);
    const tooMany = await call(t, 'POST', '/api/v1/tasks/cancel', { taskIds: Array.from({ length: 1001 }, (_, i) => `task_${i}`) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.message).toMatch(/taskIds/);
    expect(tooMany.body.error.message).toMatch(/1000/);
    const badKey = await call(t, 'POST', '/api/v1/tasks/cancel', { apiKeyId: 'nobody' });
    expect(badKey.status).toBe(400);
    expect(badKey.body.error.message).toMatch(/apiKeyId/);
  });
});
