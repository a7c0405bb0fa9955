import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../helpers/service.ts';

// Where the credits went, checked against the ledger: two apps' keys and the studio's own key
// run a mix of tasks (completed, failed and refunded, cancelled), then the usage report, the
// balance, the keys' use and caps, and the CSV export must all tell the same story.

let t: TestService;
let podcast: string;
let editor: string;
let studio: string;
const ids: Record<string, string> = {};
const DAY = 86_400_000;
const utcDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);
// Yesterday to tomorrow: everything this test ran, whichever side of midnight it ran on.
const RANGE = () => `from=${utcDay(-1)}&to=${utcDay(1)}`;

const get = async (path: string, token?: string) => {
  const res = await t.fetch(path, token ? { token } : {});
  return { status: res.status, body: (await res.json()) as any };
};
const sum = (rows: Array<{ charged: number; refunded: number; tasks: number }>) =>
  rows.reduce((s, r) => ({ charged: s.charged + r.charged, refunded: s.refunded + r.refunded, tasks: s.tasks + r.tasks }), {
    charged: 0,
    refunded: 0,
    tasks: 0,
  });
const ledgerSum = (kind: string, keyId?: string) =>
  t.service.internals.db
    .prepare(`SELECT COALESCE(SUM(amount), 0) AS n, COUNT(*) AS c FROM ledger WHERE kind = ? ${keyId ? 'AND api_key_id = ?' : ''}`)
    .get(...(keyId ? [kind, keyId] : [kind])) as { n: number; c: number };

async function waitProcessing(taskId: string, key: string) {
  for (const deadline = Date.now() + 10_000; ;) {
    const s = await t.tool('get-task-status', { taskId }, key);
    if (s.body.data.status === 'PROCESSING') return;
    if (Date.now() > deadline) throw new Error(`task ${taskId} never started`);
    await new Promise((res) => setTimeout(res, 50));
  }
}

beforeAll(async () => {
  t = await startTestService({ sandboxSlowMs: 20_000 });
  podcast = await t.createKey('Podcast app', { creditLimit: 400 });
  // A label a CSV writer must quote: a comma and quotes.
  editor = await t.createKey('Editor "Pro", plugin');
  studio = ((await (await t.fetch('/api/v1/studio/key', { method: 'POST', json: {} })).json()) as any).data.key;
  const keys = ((await (await t.fetch('/api/v1/api-keys')).json()) as any).data as Array<{ id: string; label: string }>;
  for (const k of keys) ids[k.label] = k.id;

  const submit = async (tool: string, body: unknown, key: string) => {
    const r = await t.tool(tool, body, key);
    if (r.status !== 200 && r.status !== 202) throw new Error(`${tool}: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body.data.taskId as string;
  };
  // Submitted first, so it starts at once; cancelled while it runs: refunded.
  const slow = await submit('generate-tts', { text: 'sandbox:slow A long one.', voiceId: 'alpha-ethan' }, editor);
  const runs: Array<[string, string]> = [
    [await submit('generate-tts', { text: 'Welcome to the show.', voiceId: 'alpha-cherry' }, podcast), podcast],
    [await submit('generate-tts', { text: 'New episodes every Tuesday.', voiceId: 'alpha-cherry' }, podcast), podcast],
    [await submit('generate-tts', { text: 'Thanks for listening.', voiceId: 'beta-puck' }, podcast), podcast],
    [await submit('generate-tts', { text: 'Please sandbox:fail this one.', voiceId: 'beta-puck' }, podcast), podcast],
    [await submit('generate-tts', { text: 'Chapter one.', voiceId: 'alpha-ethan' }, editor), editor],
    [
      await submit(
        'generate-narration',
        { script: 'Host: Hello.\nGuest: Hi there.', voiceId: 'alpha-serena', speakers: { Host: 'alpha-serena', Guest: 'alpha-ethan' } },
        editor,
      ),
      editor,
    ],
    [await submit('generate-tts', { text: 'Made in the studio.', voiceId: 'alpha-moon' }, studio), studio],
    [await submit('generate-video-from-text', { prompt: 'A lighthouse at dusk', durationSeconds: 4 }, studio), studio],
  ];
  await waitProcessing(slow, editor);
  expect((await t.tool('cancel-task', { taskId: slow }, editor)).status).toBe(200);
  await Promise.all(runs.map(([id, key]) => t.waitDone(id, key, 120)));
  const grant = await t.fetch('/api/v1/credits/grants', { method: 'POST', json: { amount: 1000, note: 'top-up' } });
  expect(grant.status).toBe(201);
}, 180_000);
afterAll(async () => t?.dispose());

describe('usage: where the credits went', () => {
  it('totals equal the ledger: charged = captures = the balance drop, refunded = refunds, granted = grants', async () => {
    const { status, body } = await get(`/api/v1/usage?${RANGE()}`);
    expect(status).toBe(200);
    const u = body.data;
    const captures = ledgerSum('capture');
    const refunds = ledgerSum('refund');
    const grants = ledgerSum('grant');
    expect(captures.n).toBeGreaterThan(0);
    expect(refunds.c).toBe(2); // the failed task and the cancelled one
    expect(u.totals).toEqual({ charged: captures.n, refunded: refunds.n, tasks: captures.c + refunds.c, granted: grants.n });
    expect(u.totals.granted).toBe(11_000);
    const credits = await t.credits();
    expect(credits).toEqual({ balance: u.totals.granted - u.totals.charged, held: 0, available: u.totals.granted - u.totals.charged });
    // Every breakdown adds up to the totals.
    for (const list of [u.byDay, u.byKey, u.byTool, u.byVoice]) {
      expect(sum(list)).toEqual({ charged: u.totals.charged, refunded: u.totals.refunded, tasks: u.totals.tasks });
    }
    expect(u.byDay.map((d: any) => d.day)).toEqual([utcDay(-1), utcDay(0), utcDay(1)]);
    // A day's charges by tool add up to the day's charge.
    for (const d of u.byDay) expect(Object.values(d.chargedByTool).reduce((a: number, b: any) => a + b, 0)).toBe(d.charged);
    const toolTotals: Record<string, number> = {};
    for (const d of u.byDay)
      for (const [tool, n] of Object.entries(d.chargedByTool)) toolTotals[tool] = (toolTotals[tool] ?? 0) + (n as number);
    expect(toolTotals).toEqual(Object.fromEntries(u.byTool.filter((r: any) => r.charged > 0).map((r: any) => [r.tool, r.charged])));
    expect(u).toMatchObject({ from: utcDay(-1), to: utcDay(1), tz: 'UTC', apiKeyId: null });
  });

  it("per key: charged is the key's credits_used, and the key views (caps, use, holds) agree", async () => {
    const u = (await get(`/api/v1/usage?${RANGE()}`)).body.data;
    const keys = ((await (await t.fetch('/api/v1/api-keys')).json()) as any).data as any[];
    expect(u.byKey).toHaveLength(3);
    for (const k of keys) {
      const row = u.byKey.find((r: any) => r.apiKeyId === k.id);
      expect(row).toMatchObject({ label: k.label, creditLimit: k.creditLimit, creditsUsed: k.creditsUsed, creditsHeld: 0, revoked: false });
      // Every key is new in this test, so its use over all time is its use in the range.
      expect(row.charged).toBe(k.creditsUsed);
      expect(row.charged).toBe(ledgerSum('capture', k.id).n);
      expect(row.refunded).toBe(ledgerSum('refund', k.id).n);
    }
    const pod = u.byKey.find((r: any) => r.apiKeyId === ids['Podcast app']);
    expect(pod).toMatchObject({ creditLimit: 400, tasks: 4 });
    expect(pod.refunded).toBeGreaterThan(0);
    expect(u.byKey.find((r: any) => r.apiKeyId === ids['Timbre Studio']).tasks).toBe(2);
    // Most charged first.
    expect(u.byKey.map((r: any) => r.charged)).toEqual([...u.byKey.map((r: any) => r.charged)].sort((a: number, b: number) => b - a));
  });

  it('per tool and per voice: voices named, tools without a voice grouped as null', async () => {
    const u = (await get(`/api/v1/usage?${RANGE()}`)).body.data;
    const tools = Object.fromEntries(u.byTool.map((r: any) => [r.tool, r.tasks]));
    expect(tools).toEqual({ 'generate-tts': 7, 'generate-narration': 1, 'generate-video-from-text': 1 });
    const voices = Object.fromEntries(u.byVoice.map((r: any) => [String(r.voiceId), r]));
    expect(Object.keys(voices).sort()).toEqual(['alpha-cherry', 'alpha-ethan', 'alpha-moon', 'alpha-serena', 'beta-puck', 'null']);
    expect(voices['alpha-cherry']).toMatchObject({ tasks: 2, refunded: 0, voiceName: expect.any(String) });
    expect(voices['beta-puck'].tasks).toBe(2);
    expect(voices['beta-puck'].refunded).toBeGreaterThan(0);
    expect(voices.null).toMatchObject({ voiceName: null, tasks: 1 });
    const video = u.byTool.find((r: any) => r.tool === 'generate-video-from-text');
    expect(voices.null.charged).toBe(video.charged);
  });

  it('an API key sees only its own use; the session can ask for one key', async () => {
    const own = await get(`/api/v1/usage?${RANGE()}`, podcast);
    expect(own.status).toBe(200);
    expect(own.body.data.apiKeyId).toBe(ids['Podcast app']);
    expect(own.body.data.byKey.map((r: any) => r.apiKeyId)).toEqual([ids['Podcast app']]);
    expect(own.body.data.totals.granted).toBe(0);
    const asSession = await get(`/api/v1/usage?${RANGE()}&apiKeyId=${ids['Podcast app']}`);
    expect(asSession.body).toEqual(own.body);
    const other = await get(`/api/v1/usage?${RANGE()}&apiKeyId=${ids['Timbre Studio']}`, podcast);
    expect(other.status).toBe(403);
    expect(other.body.error.message).toMatch(/^apiKeyId: /);
    expect((await get(`/api/v1/usage?${RANGE()}&apiKeyId=key_nope`)).status).toBe(404);
    // The same for agents: the get-usage tool (MCP and /api/v1/tools) answers the key's own use.
    const tool = await t.tool('get-usage', { from: utcDay(-1), to: utcDay(1) }, podcast);
    expect(tool.status).toBe(200);
    expect(tool.body.data).toEqual(own.body.data);
    expect((await t.tool('get-usage', { apiKeyId: ids['Timbre Studio'] }, podcast)).status).toBe(400);
  });

  it('days follow the time zone asked for, and the totals do not change with it', async () => {
    const utc = (await get(`/api/v1/usage?from=${utcDay(-2)}&to=${utcDay(2)}`)).body.data;
    for (const tz of ['Pacific/Kiritimati', 'America/Adak', 'Asia/Kathmandu']) {
      const zoned = (await get(`/api/v1/usage?from=${utcDay(-2)}&to=${utcDay(2)}&tz=${encodeURIComponent(tz)}`)).body.data;
      expect(zoned.tz).toBe(tz);
      expect(zoned.totals).toEqual(utc.totals);
      expect(zoned.byDay).toHaveLength(5);
    }
    // Kiritimati is 14 hours ahead: what the test ran falls on the zone's own calendar day.
    const ahead = (await get(`/api/v1/usage?from=${utcDay(-2)}&to=${utcDay(2)}&tz=Pacific/Kiritimati`)).body.data;
    const localToday = new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10);
    const busy = ahead.byDay.filter((d: any) => d.tasks > 0).map((d: any) => d.day);
    expect(busy).toContain(localToday);
  });

  it('the default range is the last 30 days, today included', async () => {
    const u = (await get('/api/v1/usage')).body.data;
    expect(u.to).toBe(utcDay(0));
    expect(u.byDay).toHaveLength(30);
    expect(u.from).toBe(utcDay(-29));
  });

  it('a bad range is a 400 naming the field and the rule', async () => {
    const bad = async (query: string, field: string, rule: RegExp) => {
      const r = await get(`/api/v1/usage?${query}`);
      expect(r.status, query).toBe(400);
      expect(r.body.error.code).toBe('validation_failed');
      expect(r.body.error.message).toMatch(new RegExp(`^${field}: `));
      expect(r.body.error.message).toMatch(rule);
    };
    await bad('from=2026-03-10&to=2026-03-01', 'from', /on or before to/);
    await bad('from=2025-01-01&to=2026-01-02', 'to', /at most 366 days/);
    await bad('from=2026-02-30&to=2026-03-01', 'from', /calendar day/);
    await bad('from=yesterday', 'from', /YYYY-MM-DD/);
    await bad('tz=Mars/Olympus', 'tz', /IANA time zone/);
    await bad('colour=blue', 'colour', /.+/);
    // A leap year's 366 days are allowed.
    expect((await get('/api/v1/usage?from=2024-01-01&to=2024-12-31')).status).toBe(200);
  });

  it('the CSV export holds the same use as the JSON answer, quoted so a parser reads it back', async () => {
    const res = await t.fetch(`/api/v1/usage.csv?${RANGE()}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="timbre-usage-${utcDay(-1)}-to-${utcDay(1)}.csv"`);
    const text = await res.text();
    expect(text).toContain('"Editor ""Pro"", plugin"');
    const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.fields).toEqual([
      'day',
      'api_key_id',
      'api_key_label',
      'tool',
      'voice_id',
      'voice_name',
      'charged_credits',
      'refunded_credits',
      'tasks',
    ]);
    const rows = parsed.data.map((r) => ({
      day: r.day,
      key: `${r.api_key_id} ${r.api_key_label}`,
      tool: r.tool,
      voice: r.voice_id,
      charged: Number(r.charged_credits),
      refunded: Number(r.refunded_credits),
      tasks: Number(r.tasks),
    }));
    const u = (await get(`/api/v1/usage?${RANGE()}`)).body.data;
    expect(sum(rows)).toEqual({ charged: u.totals.charged, refunded: u.totals.refunded, tasks: u.totals.tasks });
    const by = (key: (r: (typeof rows)[number]) => string) => {
      const m = new Map<string, { charged: number; refunded: number; tasks: number }>();
      for (const r of rows) m.set(key(r), sum([m.get(key(r)) ?? { charged: 0, refunded: 0, tasks: 0 }, r]));
      return Object.fromEntries(m);
    };
    const pick = ({ charged, refunded, tasks }: any) => ({ charged, refunded, tasks });
    expect(by((r) => r.day)).toEqual(Object.fromEntries(u.byDay.filter((d: any) => d.tasks > 0).map((d: any) => [d.day, pick(d)])));
    expect(by((r) => r.tool)).toEqual(Object.fromEntries(u.byTool.map((d: any) => [d.tool, pick(d)])));
    expect(by((r) => r.voice)).toEqual(Object.fromEntries(u.byVoice.map((d: any) => [d.voiceId ?? '', pick(d)])));
    expect(by((r) => r.key)).toEqual(
      Object.fromEntries(u.byKey.filter((d: any) => d.tasks > 0).map((d: any) => [`${d.apiKeyId} ${d.label}`, pick(d)])),
    );
    // A key's export holds only its own lines, under its own name.
    const own = await t.fetch(`/api/v1/usage.csv?${RANGE()}`, { token: podcast });
    expect(own.headers.get('content-disposition')).toContain(ids['Podcast app']);
    const ownRows = Papa.parse<Record<string, string>>(await own.text(), { header: true, skipEmptyLines: true }).data;
    expect(new Set(ownRows.map((r) => r.api_key_label))).toEqual(new Set(['Podcast app']));
    expect((await get(`/api/v1/usage.csv?from=2026-03-10&to=2026-03-01`)).status).toBe(400);
  });
});
