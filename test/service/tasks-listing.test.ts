import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../helpers/service.ts';
import { readEvents } from '../helpers/events.ts';

let t: TestService;
let a: string;
let aId: string;
let b: string;
let slowId: string;

const tasks = async (query: string, token?: string) => {
  const res = await t.fetch(`/api/v1/tasks?${query}`, token ? { token } : {});
  const body = (await res.json()) as any;
  if (res.status !== 200) throw new Error(`${query}: ${res.status} ${JSON.stringify(body)}`);
  return body.data as { tasks: any[]; nextBefore: string | null; total: number };
};

beforeAll(async () => {
  // Slow sandbox tasks stay PROCESSING for the whole file, so a status list has two statuses to find.
  t = await startTestService({ sandboxSlowMs: 120_000 });
  const created = (await (await t.fetch('/api/v1/api-keys', { method: 'POST', json: { label: 'Editor plugin' } })).json()) as any;
  a = created.key;
  aId = created.apiKey.id;
  b = await t.createKey('Agent');
  for (const [key, text] of [
    [a, 'A long text about the harbour at dawn, when the fishing boats come home and the gulls follow them in over the grey water.'],
    [b, 'Evening forecast.'],
    [a, 'Third.'],
  ]) {
    const r = await t.tool('generate-tts', { text, voiceId: 'alpha-ethan' }, key);
    await t.waitDone(r.body.data.taskId, key);
  }
  const d = await t.tool('design-voice', { prompt: 'A calm narrator.', voiceName: 'Keeper' }, b);
  await t.waitDone(d.body.data.taskId, b);
  slowId = (await t.tool('generate-tts', { text: 'sandbox:slow wait here', voiceId: 'alpha-cherry' }, a)).body.data.taskId;
}, 120_000);
afterAll(async () => t?.dispose());

describe('the task listing', () => {
  it('filters by a status list, key and tool, with totals', async () => {
    expect((await tasks('limit=1')).total).toBe(5);
    const live = await tasks('status=COMPLETED,PROCESSING,PENDING');
    expect(live.total).toBe(5);
    expect((await tasks('status=PROCESSING,PENDING')).tasks.map((x) => x.taskId)).toEqual([slowId]);
    const ofA = await tasks(`apiKeyId=${aId}&limit=2`);
    expect(ofA.total).toBe(3);
    expect(ofA.tasks).toHaveLength(2);
    const rest = await tasks(`apiKeyId=${aId}&limit=2&before=${ofA.nextBefore}`);
    expect(rest.tasks).toHaveLength(1);
    expect(rest.nextBefore).toBeNull();
    expect((await tasks('tool=design-voice')).tasks.map((x) => x.tool)).toEqual(['design-voice']);
    expect((await tasks('tool=generate-tts&status=COMPLETED')).total).toBe(3);
    expect((await tasks('apiKeyId=studio')).total).toBe(0);
    // A key sees only its own, whatever it asks for.
    expect((await tasks('tool=design-voice', a)).total).toBe(0);
    expect((await tasks('limit=50', b)).total).toBe(2);
  });

  it('tells each task with its key, label and a brief of what was asked', async () => {
    const db = t.service.internals.db;
    const ethan = (db.prepare("SELECT name FROM voices WHERE voice_id = 'alpha-ethan'").get() as { name: string }).name;
    const [first] = (await tasks(`apiKeyId=${aId}&status=COMPLETED&limit=50`)).tasks.slice(-1);
    expect(first).toMatchObject({ apiKeyId: aId, keyLabel: 'Editor plugin', brief: { voiceId: 'alpha-ethan', voiceName: ethan } });
    expect(first.brief.text.length).toBeLessThanOrEqual(120);
    expect(first.brief.text).toMatch(/^A long text about the harbour.*…$/);
    expect(first.output.assetIds).toHaveLength(1);
    const design = (await tasks('tool=design-voice')).tasks[0];
    expect(design).toMatchObject({ keyLabel: 'Agent', brief: { prompt: 'A calm narrator.' } });
  });

  it('answers 400 naming the field for bad parameters', async () => {
    for (const [q, field] of [
      ['status=DONE', 'status'],
      ['status=PENDING,DONE', 'status'],
      ['apiKeyId=bob', 'apiKeyId'],
      ['tool=Not%20A%20Tool', 'tool'],
    ]) {
      const res = await t.fetch(`/api/v1/tasks?${q}`);
      expect(res.status, q).toBe(400);
      expect(((await res.json()) as any).error.message).toContain(field);
    }
  });

  it('the event stream tells a task with its key, label and brief', async () => {
    const res = await t.fetch('/api/v1/events');
    const reading = readEvents(res, (events) => events.some((e) => e.event === 'task' && e.data.status === 'COMPLETED'));
    // Subscribed once the response has started; the task is asked after that.
    const r = await t.tool('generate-tts', { text: 'Breaking news from the pier.', voiceId: 'alpha-cherry' }, b);
    const events = await reading;
    const done = events.find((e) => e.event === 'task' && e.data.taskId === r.body.data.taskId && e.data.status === 'COMPLETED')!;
    expect(done.data).toMatchObject({
      tool: 'generate-tts',
      keyLabel: 'Agent',
      brief: { text: 'Breaking news from the pier.', voiceId: 'alpha-cherry' },
    });
    expect(done.data.apiKeyId).toMatch(/^key_/);
  });
});
