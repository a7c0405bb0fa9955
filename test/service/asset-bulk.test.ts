import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../helpers/service.ts';

let t: TestService;
let a: string;
let b: string;
const mine: string[] = [];
let theirs: string;

const speak = async (key: string, text: string) => {
  const r = await t.tool('generate-tts', { text, voiceId: 'alpha-ethan' }, key);
  return (await t.waitDone(r.body.data.taskId, key)).output.assetIds[0] as string;
};
const row = (id: string) => t.service.internals.db.prepare('SELECT * FROM assets WHERE id = ?').get(id) as any;
const tagsOf = (id: string) =>
  (t.service.internals.db.prepare('SELECT tag FROM asset_tags WHERE asset_id = ? ORDER BY tag').all(id) as any[]).map((r) => r.tag);
const send = async (method: string, path: string, json: unknown, token?: string) => {
  const res = await t.fetch(path, { method, json, ...(token ? { token } : {}) });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
};

beforeAll(async () => {
  t = await startTestService();
  a = await t.createKey('Plugin');
  b = await t.createKey('Other');
  for (const text of ['One.', 'Two.', 'Three.', 'Four.']) mine.push(await speak(a, text));
  theirs = await speak(b, 'Not yours.');
}, 120_000);
afterAll(async () => t?.dispose());

describe('PATCH and DELETE an asset', () => {
  it('sets tags (normalized) and the favourite flag', async () => {
    const r = await send('PATCH', `/api/v1/assets/${mine[0]}`, { tags: ['  Take  One ', 'take one', 'Intro'], favorite: true }, a);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ assetId: mine[0], tags: ['intro', 'take one'], favorite: true });
    expect((await send('PATCH', `/api/v1/assets/${mine[0]}`, { favorite: false }, a)).body.data).toMatchObject({
      tags: ['intro', 'take one'],
      favorite: false,
    });
    const tags = (await (await t.fetch('/api/v1/assets/tags')).json()) as any;
    expect(tags.data.tags).toEqual([
      { tag: 'intro', count: 1 },
      { tag: 'take one', count: 1 },
    ]);
  });

  it('refuses bad changes with 400 naming the field, changing nothing', async () => {
    const before = { tags: tagsOf(mine[0]), favorite: row(mine[0]).favorite };
    for (const [body, field] of [
      [{ tags: ['ok', '#bad!'] }, 'tags[1]'],
      [{ tags: ['x'.repeat(33)] }, 'tags'],
      [{ tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, 'tags'],
      [{}, 'body'],
      [{ favorite: 'yes' }, 'favorite'],
      [{ colour: 'red' }, 'colour'],
    ] as const) {
      const r = await send('PATCH', `/api/v1/assets/${mine[0]}`, body, a);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.error.message).toContain(field);
    }
    expect({ tags: tagsOf(mine[0]), favorite: row(mine[0]).favorite }).toEqual(before);
  });

  it("a key cannot see, change or delete another key's asset (404); the studio can", async () => {
    expect((await send('PATCH', `/api/v1/assets/${theirs}`, { favorite: true }, a)).status).toBe(404);
    expect((await t.fetch(`/api/v1/assets/${theirs}`, { method: 'DELETE', token: a })).status).toBe(404);
    expect(row(theirs)).toBeTruthy();
    expect(row(theirs).favorite).toBe(0);
    expect((await send('PATCH', `/api/v1/assets/${theirs}`, { favorite: true })).status).toBe(200);
  });

  it('DELETE removes the row, the file and the tags', async () => {
    await send('PATCH', `/api/v1/assets/${mine[3]}`, { tags: ['gone'] }, a);
    const file = join(t.dataDir, 'assets', mine[3]);
    expect(existsSync(file)).toBe(true);
    expect((await t.fetch(`/api/v1/assets/${mine[3]}`, { method: 'DELETE', token: a })).status).toBe(204);
    expect(row(mine[3])).toBeUndefined();
    expect(existsSync(file)).toBe(false);
    expect(tagsOf(mine[3])).toEqual([]);
    expect((await t.fetch(`/api/v1/assets/${mine[3]}`, { method: 'DELETE', token: a })).status).toBe(404);
    mine.pop();
  });

  it("refuses to delete a voice's preview (409)", async () => {
    const r = await t.tool('design-voice', { prompt: 'A calm narrator.', voiceName: 'Keeper' }, a);
    const done = await t.waitDone(r.body.data.taskId, a);
    const preview = done.output.assetIds[0];
    const res = await t.fetch(`/api/v1/assets/${preview}`, { method: 'DELETE', token: a });
    expect(res.status).toBe(409);
    expect(row(preview)).toBeTruthy();
  });
});

describe('bulk actions', () => {
  it('tags, untags, favourites and deletes only what the caller may touch', async () => {
    let r = await send('POST', '/api/v1/assets/bulk', { ids: [mine[1], mine[2], theirs, 'asset_nope'], action: 'tag', tags: ['Batch'] }, a);
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ action: 'tag', done: [mine[1], mine[2]], notFound: [theirs, 'asset_nope'], inUse: [] });
    expect(tagsOf(mine[1])).toEqual(['batch']);
    expect(tagsOf(theirs)).toEqual([]);
    await send('POST', '/api/v1/assets/bulk', { ids: [mine[1]], action: 'untag', tags: ['batch'] }, a);
    expect(tagsOf(mine[1])).toEqual([]);
    await send('POST', '/api/v1/assets/bulk', { ids: [mine[1], mine[2]], action: 'favorite' }, a);
    expect([row(mine[1]).favorite, row(mine[2]).favorite]).toEqual([1, 1]);
    await send('POST', '/api/v1/assets/bulk', { ids: [mine[2]], action: 'unfavorite' }, a);
    expect(row(mine[2]).favorite).toBe(0);
    r = await send('POST', '/api/v1/assets/bulk', { ids: [mine[2], theirs], action: 'delete' }, a);
    expect(r.body.data).toMatchObject({ done: [mine[2]], notFound: [theirs] });
    expect(row(mine[2])).toBeUndefined();
    expect(existsSync(join(t.dataDir, 'assets', mine[2]))).toBe(false);
    expect(row(theirs)).toBeTruthy();
    mine.pop();
  });

  it('refuses a bad bulk request with 400 naming the field, changing nothing', async () => {
    const ids = Array.from({ length: 501 }, (_, i) => (i === 0 ? mine[1] : `asset_${i}`));
    for (const [body, field] of [
      [{ ids, action: 'delete' }, 'ids'],
      [{ ids: [], action: 'delete' }, 'ids'],
      [{ ids: [mine[1]], action: 'shred' }, 'action'],
      [{ ids: [mine[1]], action: 'tag' }, 'tags'],
      [{ ids: [mine[1]], action: 'delete', tags: ['x'] }, 'tags'],
      [{ ids: [mine[1]], action: 'tag', tags: ['ok', '!!'] }, 'tags[1]'],
    ] as const) {
      const r = await send('POST', '/api/v1/assets/bulk', body, a);
      expect(r.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(r.body.error.message).toContain(field);
    }
    expect(row(mine[1])).toBeTruthy();
    expect(tagsOf(mine[1])).toEqual([]);
  });
});

describe('archive', () => {
  it('streams a zip of the files with unique names', async () => {
    const wav = (await (await t.fetch(`/api/v1/assets/${mine[0]}/export`, { token: a })).arrayBuffer()) as ArrayBuffer;
    const upload = async () => {
      const res = await t.fetch('/api/v1/assets', {
        method: 'POST',
        token: a,
        headers: { 'content-type': 'audio/wav', 'x-file-name': 'Take.wav' },
        body: Buffer.from(wav),
      });
      return ((await res.json()) as any).data.assetId as string;
    };
    const twins = [await upload(), await upload()];
    const res = await t.fetch('/api/v1/assets/archive', { method: 'POST', token: a, json: { ids: [mine[0], ...twins] } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    const dir = mkdtempSync(join(tmpdir(), 'timbre-zip-'));
    try {
      const zip = join(dir, 'a.zip');
      writeFileSync(zip, Buffer.from(await res.arrayBuffer()));
      const names = execFileSync('zipinfo', ['-1', zip], { encoding: 'utf8' }).trim().split('\n');
      expect(names).toHaveLength(3);
      expect(new Set(names).size).toBe(3);
      expect(names).toContain('Take.wav');
      expect(names).toContain('Take (2).wav');
      execFileSync('unzip', ['-q', zip, '-d', join(dir, 'out')]);
      expect(execFileSync('cmp', [join(dir, 'out', 'Take (2).wav'), join(t.dataDir, 'assets', twins[1])]).length).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("404s (sending nothing) for another key's asset; 400 for too many ids", async () => {
    const res = await t.fetch('/api/v1/assets/archive', { method: 'POST', token: a, json: { ids: [mine[0], theirs] } });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/json/);
    const many = await t.fetch('/api/v1/assets/archive', {
      method: 'POST',
      token: a,
      json: { ids: Array.from({ length: 501 }, (_, i) => `asset_${i}`) },
    });
    expect(many.status).toBe(400);
    expect(((await many.json()) as any).error.message).toContain('ids');
  });
});
