import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../helpers/service.ts';
import { createAssetRepo } from '../../src-service/assets/asset-repo.ts';
import { newId } from '../../src-service/core/ids.ts';

let t: TestService;
let a: string;
let aId: string;
let b: string;
const FIXTURES = 250;
/** Fixture rows by id: day of March 2024, duration, file name, whether the studio made it. */
const fixtures = new Map<string, { day: number; duration: number | null; name: string; studio: boolean }>();

const list = async (query: string, token?: string) => {
  const res = await t.fetch(`/api/v1/assets?${query}`, token ? { token } : {});
  const body = (await res.json()) as any;
  if (res.status !== 200) throw new Error(`${query}: ${res.status} ${JSON.stringify(body)}`);
  return body.data as { assets: any[]; nextCursor: string | null; nextBefore: string | null; total: number };
};

async function expect400(path: string, field: string) {
  const res = await t.fetch(path);
  const body = (await res.json()) as any;
  expect(res.status, path).toBe(400);
  expect(body.error.message, path).toContain(field);
}

beforeAll(async () => {
  t = await startTestService();
  const created = (await (await t.fetch('/api/v1/api-keys', { method: 'POST', json: { label: 'Editor plugin' } })).json()) as any;
  a = created.key;
  aId = created.apiKey.id;
  b = await t.createKey('Agent');
  for (const [key, text, voiceId] of [
    [a, 'Morning report from the harbour.', 'alpha-ethan'],
    [b, 'Evening forecast for the coast.', 'alpha-cherry'],
  ]) {
    const r = await t.tool('generate-tts', { text, voiceId }, key);
    await t.waitDone(r.body.data.taskId, key);
  }
  const n = await t.tool(
    'generate-narration',
    { script: 'The lighthouse keeper climbed the stairs at dusk, counting every step while the storm rolled in.', voiceId: 'alpha-ethan' },
    a,
  );
  await t.waitDone(n.body.data.taskId, a);
  // Rows for paging and filtering: many ties on name and duration, no duration for images,
  // half made by the studio (no key). Inserted through the repository the service uses.
  const repo = createAssetRepo(t.service.internals.db);
  for (let i = 0; i < FIXTURES; i++) {
    const id = newId('asset');
    const image = i % 9 === 0;
    const f = {
      day: 1 + (i % 28),
      duration: image ? null : (i % 11) + 0.5,
      name: `clip-${String(i % 40).padStart(2, '0')}.wav`,
      studio: i % 2 === 0,
    };
    fixtures.set(id, f);
    repo.insert({
      id,
      kind: image ? 'image' : 'audio',
      mime_type: image ? 'image/png' : 'audio/wav',
      bytes: 10,
      file_name: f.name,
      duration_seconds: f.duration,
      width: null,
      height: null,
      sample_rate: null,
      channels: null,
      origin: 'generated',
      engine: 'sandbox',
      task_id: null,
      api_key_id: f.studio ? null : aId,
      params: JSON.stringify({ tool: 'fixture-tool', text: `fixture ${i}` }),
      created_at: `2024-03-${String(f.day).padStart(2, '0')}T12:00:00.000Z`,
    });
  }
}, 120_000);
afterAll(async () => t?.dispose());

describe('finding in the library', () => {
  it('q also matches voice names; rows carry the voice, tool, key and a narration title', async () => {
    const db = t.service.internals.db;
    const ethan = (db.prepare("SELECT name FROM voices WHERE voice_id = 'alpha-ethan'").get() as { name: string }).name;
    const found = await list(`q=${encodeURIComponent(ethan)}`);
    expect(found.total).toBe(2);
    expect(found.assets.every((x) => x.voiceId === 'alpha-ethan' && x.voiceName === ethan)).toBe(true);
    const narration = found.assets.find((x) => x.tool === 'generate-narration');
    expect(narration.title).toMatch(/^The lighthouse keeper climbed the stairs[^…]*…$/);
    expect(narration.title.length).toBeLessThanOrEqual(49);
    expect(narration.fileName).toMatch(/^narration-.*\.wav$/);
    expect(narration).toMatchObject({
      madeBy: 'apiKey',
      tags: [],
      favorite: false,
      provenance: { apiKeyId: aId, keyLabel: 'Editor plugin' },
    });
    const tts = (await list('voiceId=alpha-cherry')).assets;
    expect(tts.map((x) => x.tool)).toEqual(['generate-tts']);
    expect(tts[0].provenance.keyLabel).toBe('Agent');
    expect((await list('tool=generate-narration')).total).toBe(1);
    // A key sees only its own, whatever it asks for.
    expect((await list('voiceId=alpha-cherry', a)).total).toBe(0);
  });

  it('filters by key, the studio, date range, tag and favourite, with the right total', async () => {
    const studio = [...fixtures.values()].filter((f) => f.studio).length;
    expect((await list('apiKeyId=studio&limit=5')).total).toBe(studio);
    expect((await list(`apiKeyId=${aId}&limit=5`)).total).toBe(FIXTURES - studio + 2);
    const inRange = [...fixtures.values()].filter((f) => f.day >= 5 && f.day <= 7).length;
    const ranged = await list('from=2024-03-05&to=2024-03-07&limit=500');
    expect(ranged.total).toBe(inRange);
    expect(ranged.assets).toHaveLength(inRange);
    expect((await list('from=2024-03-05T12:00:01Z&to=2024-03-07T12:00:00Z&limit=1')).total).toBe(
      [...fixtures.values()].filter((f) => f.day >= 6 && f.day <= 7).length,
    );
    const some = (await list('tool=fixture-tool&limit=3')).assets;
    for (const x of some) {
      const r = await t.fetch(`/api/v1/assets/${x.assetId}`, { method: 'PATCH', json: { tags: ['Blue Take'], favorite: x === some[0] } });
      expect(r.status).toBe(200);
    }
    expect((await list('tag=blue%20take')).assets.map((x) => x.assetId).sort()).toEqual(some.map((x) => x.assetId).sort());
    expect((await list('favorite=true')).assets.map((x) => x.assetId)).toEqual([some[0].assetId]);
    expect((await list('favorite=false&limit=1')).total).toBe(FIXTURES + 3 - 1);
    expect((await list('favorite=true&tag=blue%20take&q=clip')).total).toBe(1);
  });

  const fixtureOrder: Record<string, (x: any, y: any) => number> = {
    newest: (x, y) => (x.assetId < y.assetId ? 1 : -1),
    oldest: (x, y) => (x.assetId < y.assetId ? -1 : 1),
    name: (x, y) => x.title.localeCompare(y.title) || (x.assetId < y.assetId ? -1 : 1),
    duration: (x, y) => (y.durationSeconds ?? -1) - (x.durationSeconds ?? -1) || (x.assetId < y.assetId ? 1 : -1),
    shortest: (x, y) => (x.durationSeconds ?? -1) - (y.durationSeconds ?? -1) || (x.assetId < y.assetId ? -1 : 1),
  };
  for (const sort of Object.keys(fixtureOrder)) {
    it(`sort=${sort} pages to the end in order, without repeats or gaps`, async () => {
      const seen: any[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page = await list(`tool=fixture-tool&sort=${sort}&limit=17${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
        expect(page.total).toBe(FIXTURES);
        seen.push(...page.assets);
        cursor = page.nextCursor;
        pages++;
      } while (cursor);
      expect(pages).toBe(Math.ceil(FIXTURES / 17));
      expect(new Set(seen.map((x) => x.assetId)).size).toBe(FIXTURES);
      expect([...seen.map((x) => x.assetId)].sort()).toEqual([...fixtures.keys()].sort());
      expect(seen.map((x) => x.assetId)).toEqual([...seen].sort(fixtureOrder[sort]).map((x) => x.assetId));
    });
  }

  it('before still pages the newest-first listing', async () => {
    const first = await list('limit=100');
    const second = await list(`limit=100&before=${first.nextBefore}`);
    const viaCursor = await list(`limit=100&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect(second.assets.map((x) => x.assetId)).toEqual(viaCursor.assets.map((x) => x.assetId));
    expect(second.assets[0].assetId < first.assets[99].assetId).toBe(true);
  });

  it('answers 400 naming the field for bad parameters', async () => {
    const nameCursor = (await list('sort=name&limit=1')).nextCursor!;
    await expect400('/api/v1/assets?sort=loudest', 'sort');
    await expect400('/api/v1/assets?from=yesterday', 'from');
    await expect400('/api/v1/assets?to=2024-13-45', 'to');
    await expect400('/api/v1/assets?from=2024-03-07&to=2024-03-05', 'to');
    await expect400('/api/v1/assets?favorite=yes', 'favorite');
    await expect400('/api/v1/assets?apiKeyId=bob', 'apiKeyId');
    await expect400('/api/v1/assets?tool=Generate%20TTS', 'tool');
    await expect400('/api/v1/assets?tag=%23%21', 'tag');
    await expect400('/api/v1/assets?cursor=not-a-cursor', 'cursor');
    await expect400(`/api/v1/assets?sort=oldest&cursor=${encodeURIComponent(nameCursor)}`, 'cursor');
    await expect400('/api/v1/assets?sort=name&before=asset_x', 'before');
    await expect400('/api/v1/assets?limit=0', 'limit');
  });

  it('a filtered page reads an index, not the whole table', async () => {
    const db = t.service.internals.db;
    const plan = (sql: string) =>
      (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as Array<{ detail: string }>).map((p) => p.detail).join(' | ');
    expect(plan("SELECT id FROM assets WHERE voice_id = 'x' ORDER BY id DESC LIMIT 50")).toMatch(/assets_by_voice_id/);
    expect(plan("SELECT id FROM assets WHERE name_key > 'a' ORDER BY name_key, id LIMIT 50")).toMatch(/assets_by_name_id/);
    expect(plan('SELECT id FROM assets ORDER BY coalesce(duration_seconds, -1) DESC, id DESC LIMIT 50')).toMatch(/assets_by_duration_id/);
  });
});
