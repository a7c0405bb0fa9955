import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../helpers/service.ts';

let t: TestService;
let a: string;
let b: string;

beforeAll(async () => {
  t = await startTestService();
  a = await t.createKey('Editor plugin');
  b = await t.createKey('Agent');
  for (const [key, text] of [
    [a, 'First from the plugin.'],
    [b, 'From the agent.'],
    [a, 'Second from the plugin.'],
  ]) {
    const r = await t.tool('generate-tts', { text, voiceId: 'alpha-ethan' }, key);
    await t.waitDone(r.body.data.taskId, key);
  }
});
afterAll(async () => t?.dispose());

describe('task and asset listings', () => {
  it('a key lists its own tasks newest first; the studio lists all', async () => {
    const mine = (await (await t.fetch('/api/v1/tasks', { token: a })).json()) as any;
    expect(mine.data.tasks).toHaveLength(2);
    expect(mine.data.tasks[0].createdAt >= mine.data.tasks[1].createdAt).toBe(true);
    const all = (await (await t.fetch('/api/v1/tasks')).json()) as any;
    expect(all.data.tasks).toHaveLength(3);
    const page = (await (await t.fetch('/api/v1/tasks?limit=2')).json()) as any;
    expect(page.data.tasks).toHaveLength(2);
    const next = (await (await t.fetch(`/api/v1/tasks?limit=2&before=${page.data.nextBefore}`)).json()) as any;
    expect(next.data.tasks.map((x: any) => x.taskId)).toEqual([all.data.tasks[2].taskId]);
    expect((await t.fetch('/api/v1/tasks?status=DONE')).status).toBe(400);
  });

  it('the library shows provenance and searches parameters', async () => {
    const lib = (await (await t.fetch('/api/v1/assets?kind=audio')).json()) as any;
    expect(lib.data.assets).toHaveLength(3);
    expect(lib.data.assets[0].provenance).toMatchObject({
      keyLabel: 'Editor plugin',
      engine: 'sandbox',
      params: { tool: 'generate-tts', text: 'Second from the plugin.' },
    });
    const found = (await (await t.fetch('/api/v1/assets?q=agent')).json()) as any;
    expect(found.data.assets.map((x: any) => x.provenance.keyLabel)).toEqual(['Agent']);
    const theirs = (await (await t.fetch('/api/v1/assets', { token: b })).json()) as any;
    expect(theirs.data.assets).toHaveLength(1);
    expect((await t.fetch('/api/v1/assets?q=100%25_')).status).toBe(200);
  });
});

describe('library search', () => {
  const search = async (q: string) =>
    ((await (await t.fetch(`/api/v1/assets?q=${encodeURIComponent(q)}`)).json()) as any).data.assets.map(
      (x: any) => x.provenance.params?.text ?? x.fileName,
    );

  it('finds a substring of the text or the file name, in any case, from the index', async () => {
    expect(await search('SECOND FROM')).toEqual(['Second from the plugin.']);
    expect(await search('rom the plug')).toEqual(['Second from the plugin.', 'First from the plugin.']);
    expect(await search('zebra')).toEqual([]);
    // Shorter than the index's three characters: still a substring match.
    expect(await search('ag')).toEqual(['From the agent.']);
    // An upload is found by its file name.
    const speech = ((await (await t.fetch('/api/v1/assets?limit=1')).json()) as any).data.assets[0];
    const url = (await t.tool('get-asset', { assetId: speech.assetId }, a)).body.data.url;
    const form = new FormData();
    form.append('file', new Blob([await (await fetch(url)).arrayBuffer()]), 'Lighthouse-Keeper-Take3.wav');
    expect((await t.fetch('/api/v1/assets', { method: 'POST', body: form, token: a })).status).toBe(201);
    expect(await search('keeper-take')).toEqual(['Lighthouse-Keeper-Take3.wav']);
    const db = t.service.internals.db;
    // The search itself reads the trigram index, not every asset's text.
    const plan = db.prepare("EXPLAIN QUERY PLAN SELECT asset_id FROM assets_search WHERE params LIKE '%zebra%'").all() as Array<{
      detail: string;
    }>;
    expect(plan.map((p) => p.detail).join(' ')).toMatch(/VIRTUAL TABLE INDEX/);
  });

  it('searches LIKE wildcards literally, and forgets a removed asset', async () => {
    const key = await t.createKey('Wildcards');
    const r = await t.tool('generate-tts', { text: 'Battery at 100% and rising_fast.', voiceId: 'alpha-ethan' }, key);
    const done = await t.waitDone(r.body.data.taskId, key);
    expect(await search('100%')).toEqual(['Battery at 100% and rising_fast.']);
    expect(await search('g_f')).toEqual(['Battery at 100% and rising_fast.']);
    expect(await search('0%a')).toEqual([]);
    expect(await search('rising')).toEqual(['Battery at 100% and rising_fast.']);
    t.service.internals.db.prepare('DELETE FROM assets WHERE id = ?').run(done.output.assetIds[0]);
    expect(await search('rising')).toEqual([]);
  });
});

describe('queue positions', () => {
  it('PENDING tasks report their place in the queue, the same in a listing and one by one', async () => {
    const paused = await startTestService({ concurrency: 0 });
    try {
      const key = await paused.createKey();
      const other = await paused.createKey('other');
      const ids: string[] = [];
      for (const [k, text] of [
        [key, 'one'],
        [other, 'two'],
        [key, 'three'],
        [key, 'four'],
      ]) {
        ids.push((await paused.tool('generate-tts', { text, voiceId: 'alpha-ethan' }, k)).body.data.taskId);
      }
      const positions = await Promise.all(
        ids.map(async (id, i) => (await paused.tool('get-task-status', { taskId: id }, i === 1 ? other : key)).body.data.queuePosition),
      );
      expect(positions).toEqual([0, 1, 2, 3]);
      // A key's listing skips the other key's task, but positions stay global.
      const mine = (await (await paused.fetch('/api/v1/tasks?status=PENDING', { token: key })).json()) as any;
      expect(mine.data.tasks.map((t: any) => t.queuePosition)).toEqual([3, 2, 0]);
      await paused.tool('cancel-task', { taskId: ids[0] }, key);
      expect((await paused.tool('get-task-status', { taskId: ids[3] }, key)).body.data.queuePosition).toBe(2);
    } finally {
      await paused.dispose();
    }
  });
});
