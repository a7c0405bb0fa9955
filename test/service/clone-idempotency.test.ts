import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../helpers/service.ts';
import { makeSample } from '../helpers/media-fixtures.ts';

// POST /api/voices/clone-from-audio with an Idempotency-Key: the key is bound to the form as
// sent (its fields and the sample's SHA-256), so a resend replays the first acknowledgement
// and stores no second upload.
let t: TestService;
let key: string;
let sample: Buffer;
let other: Buffer;
const count = (sql: string, ...args: unknown[]) => (t.service.internals.db.prepare(sql).get(...args) as { n: number }).n;
const state = () => ({
  assets: count('SELECT COUNT(*) AS n FROM assets'),
  tasks: count('SELECT COUNT(*) AS n FROM tasks'),
  holds: count("SELECT COUNT(*) AS n FROM ledger WHERE kind = 'hold'"),
});

beforeAll(async () => {
  // No runner slots: the clone tasks stay PENDING, so the test sees exactly what submission did.
  t = await startTestService({ concurrency: 0 });
  key = await t.createKey('cloner');
  sample = readFileSync(await makeSample({ seconds: 6, format: 'wav' }));
  other = readFileSync(await makeSample({ seconds: 7, format: 'wav' }));
});
afterAll(async () => t?.dispose());

function clone(bytes: Buffer, fields: Record<string, string>, idem?: string) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('audio', new Blob([bytes]), 'take.wav');
  return t.fetch('/api/voices/clone-from-audio', {
    method: 'POST',
    token: key,
    body: form,
    headers: idem ? { 'idempotency-key': idem } : {},
  });
}

describe('REST clone with an Idempotency-Key', () => {
  it('the same form and sample again replays the first acknowledgement: one task, one hold, one stored sample', async () => {
    const before = state();
    const first = await clone(sample, { name: 'Replayed', language: 'en' }, 'clone-1');
    const a = (await first.json()) as any;
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(a.data).toMatchObject({ taskId: expect.any(String), status: 'PENDING' });

    const again = await clone(sample, { language: 'en', name: 'Replayed' }, 'clone-1');
    const b = (await again.json()) as any;
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(b.data.taskId).toBe(a.data.taskId);
    expect(state()).toEqual({ assets: before.assets + 1, tasks: before.tasks + 1, holds: before.holds + 1 });
  });

  it('another sample or other fields with the same key → 422, and nothing is stored', async () => {
    await clone(sample, { name: 'Bound' }, 'clone-2');
    const before = state();
    const otherSample = await clone(other, { name: 'Bound' }, 'clone-2');
    expect(otherSample.status).toBe(422);
    expect(((await otherSample.json()) as any).error.code).toBe('idempotency_mismatch');
    const otherName = await clone(sample, { name: 'Renamed' }, 'clone-2');
    expect(otherName.status).toBe(422);
    expect(state()).toEqual(before);
  });

  it('two resends at once make one task: the second is a replay or a 409, never a second clone', async () => {
    const before = state();
    const answers = await Promise.all([clone(other, { name: 'Racing' }, 'clone-3'), clone(other, { name: 'Racing' }, 'clone-3')]);
    const bodies = (await Promise.all(answers.map((r) => r.json()))) as any[];
    const ok = answers.map((r, i) => ({ status: r.status, replayed: r.headers.get('idempotent-replayed'), body: bodies[i] }));
    expect(ok.filter((r) => r.status === 200 && r.replayed === null)).toHaveLength(1);
    for (const r of ok) {
      if (r.status === 409) expect(r.body.error.code).toBe('conflict');
      else expect(r.status).toBe(200);
    }
    const taskIds = new Set(ok.filter((r) => r.status === 200).map((r) => r.body.data.taskId));
    expect(taskIds.size).toBe(1);
    expect(state()).toEqual({ assets: before.assets + 1, tasks: before.tasks + 1, holds: before.holds + 1 });
  });

  it('a refused clone releases its key and keeps no upload: fixed and resent with the same key, it is accepted', async () => {
    const before = state();
    const bad = await clone(sample, { name: 'Fixed later', referenceText: 'x'.repeat(5000) }, 'clone-4');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as any).error.message).toMatch(/^referenceText: /);
    expect(state()).toEqual(before);
    // The key was bound to the refused form only while it was in flight.
    const good = await clone(sample, { name: 'Fixed later' }, 'clone-4');
    expect(good.status).toBe(200);
  });
});
