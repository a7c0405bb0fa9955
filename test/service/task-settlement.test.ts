/**
 * A task's end when SQLite refuses to write it: the real lifecycle, ledger, asset store and
 * migrated database, with a real SQLITE_FULL. SQLite's `max_page_count` caps the database
 * where it stands (SQLite then answers SQLITE_FULL, exactly as on a full disk, rolling the
 * transaction back), and a terminal hook that records a webhook-sized row makes every end
 * need a new page. Raising the cap is "space returns".
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../src-service/db/open.ts';
import { createLedgerRepo } from '../../src-service/ledger/ledger-repo.ts';
import { createCredits } from '../../src-service/ledger/credits.ts';
import { createAssetRepo } from '../../src-service/assets/asset-repo.ts';
import { createAssetStore } from '../../src-service/assets/asset-store.ts';
import { createVoiceRepo } from '../../src-service/voices/voice-repo.ts';
import { createTaskRepo } from '../../src-service/tasks/task-repo.ts';
import { createTaskEvents } from '../../src-service/tasks/task-events.ts';
import { createTaskLifecycle } from '../../src-service/tasks/lifecycle.ts';
import { createStorageMonitor } from '../../src-service/storage/monitor.ts';
import type { TaskRecord } from '../../src-service/contract/task.ts';
import { tempDir } from '../helpers/service.ts';

const quietLog = { info() {}, warn() {}, error() {} };

function setUp(opts: { hookBytes?: number } = {}) {
  const dataDir = tempDir('timbre-settle-');
  const db: Db = openDatabase(join(dataDir, 'timbre.db'));
  const now = () => new Date();
  const credits = createCredits(createLedgerRepo(db), () => now().toISOString());
  db.transaction(() => credits.grant(1000, 'test'))();
  const store = createAssetStore(join(dataDir, 'assets'), createAssetRepo(db), now);
  const repo = createTaskRepo(db);
  const events = createTaskEvents();
  const storage = createStorageMonitor({ dataDir, floorBytes: 0 });
  db.exec('CREATE TABLE hook_rows (payload BLOB)');
  const hookRow = db.prepare('INSERT INTO hook_rows VALUES (?)');
  const lifecycle = createTaskLifecycle({
    db,
    repo,
    credits,
    store,
    voices: createVoiceRepo(db),
    events,
    now,
    storage,
    log: quietLog,
    // Like the webhook hook, a row written in the transaction that ends the task; 64 KB needs new pages.
    terminalHooks: opts.hookBytes ? [() => hookRow.run(Buffer.alloc(opts.hookBytes!))] : [],
  });
  let n = 0;
  /** A PROCESSING task holding `credits`. */
  const running = (amount: number): string => {
    const id = `task_${String(++n).padStart(4, '0')}`;
    const ts = now().toISOString();
    db.transaction(() =>
      credits.holding(null, amount, () =>
        repo.insert({
          id,
          tool: 'generate-tts',
          task_type: 'TEXT_TO_SPEECH',
          api_key_id: null,
          input: '{}',
          request: null,
          estimated_credits: amount,
          provider_cost: null,
          engine: 'sandbox',
          lane: 'local',
          now: ts,
        }),
      ),
    )();
    expect(repo.claimNext(['local'], ts)?.id).toBe(id);
    return id;
  };
  const ledger = (taskId: string) => db.prepare('SELECT kind, amount FROM ledger WHERE task_id = ? ORDER BY id').all(taskId);
  const account = () => db.prepare('SELECT balance, held FROM account').get();
  /** The disk is "full": the database may not grow past its current size. */
  const fill = () => db.pragma(`max_page_count = ${db.pragma('page_count', { simple: true })}`);
  const free = () => db.pragma('max_page_count = 1073741823');
  return { dataDir, db, store, repo, events, lifecycle, storage, running, ledger, account, fill, free };
}

let current: ReturnType<typeof setUp> | undefined;
afterEach(() => {
  current?.lifecycle.stop();
  current?.storage.stop();
  current?.db.close();
  current = undefined;
});

describe('ending a task when SQLite cannot write (SQLITE_FULL)', () => {
  it('a completion the disk refuses: its files are removed, the task is failed with storage_full and refunded', () => {
    const t = (current = setUp());
    const id = t.running(40);
    // A result whose row needs 256 KB (its parameters): more than the disk has left, unlike a failure's few bytes.
    const staged = t.store.stageBytes(Buffer.from('RIFF audio'), {
      kind: 'audio',
      mime_type: 'audio/wav',
      file_name: 'a.wav',
      duration_seconds: 1,
      width: null,
      height: null,
      sample_rate: 24000,
      channels: 1,
      origin: 'generated',
      engine: 'sandbox',
      task_id: id,
      api_key_id: null,
      params: JSON.stringify({ text: 'x'.repeat(256 * 1024) }),
    });
    t.db.pragma(`max_page_count = ${(t.db.pragma('page_count', { simple: true }) as number) + 16}`);
    expect(t.lifecycle.complete(id, { assets: [staged] })).toBe(false);
    expect(existsSync(staged.path)).toBe(false);
    const row = t.repo.get(id)!;
    expect(row.status).toBe('FAILED');
    expect(JSON.parse(row.error!)).toMatchObject({ code: 'storage_full', message: expect.stringContaining(t.dataDir) });
    expect(t.ledger(id)).toEqual([
      { kind: 'hold', amount: 40 },
      { kind: 'refund', amount: 40 },
    ]);
    expect(t.account()).toEqual({ balance: 1000, held: 0 });
    expect(t.db.prepare('SELECT COUNT(*) AS n FROM assets').get()).toEqual({ n: 0 });
  });

  it('an end that cannot be written at all waits in memory, PROCESSING and held, and is written once space returns: exactly one refund', async () => {
    const t = (current = setUp({ hookBytes: 64 * 1024 }));
    const id = t.running(25);
    t.fill();
    expect(t.lifecycle.fail(id, { code: 'render_failed', message: 'ffmpeg stopped.' })).toBeNull();
    expect(t.repo.get(id)!.status).toBe('PROCESSING');
    expect(t.ledger(id)).toEqual([{ kind: 'hold', amount: 25 }]);
    expect(t.lifecycle.unsettledCount()).toBe(1);
    // Retried while still full: nothing changes, nothing is lost.
    t.lifecycle.retryUnsettled();
    expect(t.lifecycle.unsettledCount()).toBe(1);
    // Space returns: the next retry (on its own timer, no call needed) writes it.
    const ended = new Promise<TaskRecord>((resolve) => t.events.onTask(id, resolve));
    t.free();
    const record = await ended;
    expect(record).toMatchObject({ status: 'FAILED', error: { code: 'render_failed', message: 'ffmpeg stopped.' }, refundedCredits: 25 });
    expect(t.lifecycle.unsettledCount()).toBe(0);
    expect(t.ledger(id)).toEqual([
      { kind: 'hold', amount: 25 },
      { kind: 'refund', amount: 25 },
    ]);
    expect(t.account()).toEqual({ balance: 1000, held: 0 });
  });

  it('a kept end whose task was cancelled meanwhile is dropped: refunded once, by the cancel', () => {
    const t = (current = setUp({ hookBytes: 64 * 1024 }));
    const id = t.running(10);
    t.fill();
    t.lifecycle.fail(id, { code: 'render_failed', message: 'x' });
    // Cancelling while full is refused with the 507 that names the folder; the task is unchanged.
    expect(() => t.lifecycle.cancel(id)).toThrow(
      expect.objectContaining({ code: 'storage_full', message: expect.stringContaining('not cancelled') }),
    );
    t.free();
    expect(t.lifecycle.cancel(id)?.status).toBe('CANCELLED');
    t.lifecycle.retryUnsettled();
    expect(t.lifecycle.unsettledCount()).toBe(0);
    expect(t.repo.get(id)!.status).toBe('CANCELLED');
    expect(t.ledger(id)).toEqual([
      { kind: 'hold', amount: 10 },
      { kind: 'refund', amount: 10 },
    ]);
  });
});
