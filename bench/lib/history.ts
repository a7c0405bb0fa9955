/**
 * A realistic history written straight into a stopped service's database, shared by the
 * benchmarks that need a big file: COMPLETED generate-tts tasks, each with its hold and
 * capture ledger rows, plus one grant per batch covering that batch's captures, so
 * `account.balance/held` and the key's `credits_used` stay equal to what the ledger says.
 */
import { randomBytes } from 'node:crypto';
import { statSync } from 'node:fs';
import Database from 'better-sqlite3';

/** Tasks written per transaction. */
export const BATCH = 50_000;
const DAY = 86_400_000;

const TEXTS = [
  'Hello from the benchmark.',
  'Welcome back to the show, today we talk about sourdough.',
  'Your order has shipped and will arrive on Thursday.',
  'Press one for sales, two for support.',
];
const VOICES = [
  ['alpha-cherry', 'Cherry'],
  ['alpha-ethan', 'Ethan'],
  ['alpha-serena', 'Serena'],
] as const;
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Ids shaped like the service's (prefix, 9 base36 time chars, 16 base62 chars), at a given time. */
function idAt(prefix: string, ms: number, rnd: Buffer, at: number): string {
  let tail = '';
  for (let i = 0; i < 16; i++) tail += ALPHABET[rnd[at + i] % 62];
  return `${prefix}_${ms.toString(36).padStart(9, '0')}${tail}`;
}

export interface Fill {
  seconds: number;
  tasks: number;
  assets: number;
  fileMiB: number;
}

/**
 * Adds `count` COMPLETED tasks (hold + capture each) spread over the 30 days before now, and
 * asset rows for the newest `assets` of them. Runs on a stopped service's database file.
 */
export function prefill(file: string, keyId: string, count: number, assets: number): Fill {
  const started = performance.now();
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  db.pragma('foreign_keys = ON');
  const insTask = db.prepare(
    `INSERT INTO tasks (id, tool, task_type, status, api_key_id, input, estimated_credits, charged_credits, refunded_credits,
       progress, output, engine, attempts, created_at, updated_at, started_at, completed_at)
     VALUES (?, 'generate-tts', 'TEXT_TO_SPEECH', 'COMPLETED', ?, ?, ?, ?, 0, 100, ?, 'sandbox', 1, ?, ?, ?, ?)`,
  );
  const insLedger = db.prepare('INSERT INTO ledger (kind, amount, task_id, api_key_id, note, created_at) VALUES (?, ?, ?, ?, NULL, ?)');
  const insGrant = db.prepare(
    "INSERT INTO ledger (kind, amount, task_id, api_key_id, note, created_at) VALUES ('grant', ?, NULL, NULL, 'benchmark history', ?)",
  );
  const insAsset = db.prepare(
    `INSERT INTO assets (id, kind, mime_type, bytes, file_name, duration_seconds, sample_rate, channels, origin, engine, task_id, api_key_id, params, created_at)
     VALUES (?, 'audio', 'audio/wav', ?, ?, ?, 24000, 1, 'generated', 'sandbox', ?, ?, ?, ?)`,
  );
  const before = db.prepare('SELECT balance, held FROM account WHERE id = 1').get() as { balance: number; held: number };

  const start = Date.now() - 30 * DAY;
  const step = Math.max(1, Math.floor((30 * DAY - 60_000) / Math.max(1, count)));
  const batch = db.transaction((from: number, to: number) => {
    const rnd = randomBytes((to - from) * 32);
    // The grant that pays for this history comes first (each task's insert holds its credits);
    // the captures then take it back, so balance and held end where they started. The schema
    // moves the totals for every ledger row (migration 007).
    insGrant.run((to - from) * 15, new Date(start + from * step - 1).toISOString());
    for (let i = from; i < to; i++) {
      const t = start + i * step;
      const created = new Date(t).toISOString();
      const done = new Date(t + 1500).toISOString();
      const id = idAt('task', t, rnd, (i - from) * 32);
      const assetId = idAt('asset', t + 1500, rnd, (i - from) * 32 + 16);
      const [voiceId, name] = VOICES[i % VOICES.length];
      const text = TEXTS[i % TEXTS.length];
      const credits = 15;
      insTask.run(
        id,
        keyId,
        JSON.stringify({ text, voiceId, provider: 'alpha' }),
        credits,
        credits,
        JSON.stringify({ assetIds: [assetId] }),
        created,
        done,
        created,
        done,
      );
      insLedger.run('capture', credits, id, keyId, done);
      if (i >= count - assets) {
        // Every 1,000th asset says "lighthouse" (a rare match for q=); the rest do not.
        const spoken = i % 1000 === 0 ? 'The lighthouse keeper waves.' : text;
        insAsset.run(
          assetId,
          40_000 + (i % 5000),
          `${name}-${id.slice(-6)}.wav`,
          1.2 + (i % 7) / 10,
          id,
          keyId,
          JSON.stringify({ tool: 'generate-tts', text: spoken, voiceId, provider: 'alpha' }),
          done,
        );
      }
    }
  });
  for (let from = 0; from < count; from += BATCH) batch(from, Math.min(count, from + BATCH));
  const after = db.prepare('SELECT balance, held FROM account WHERE id = 1').get() as { balance: number; held: number };
  const sums = db
    .prepare(
      `SELECT COALESCE(SUM(CASE kind WHEN 'grant' THEN amount WHEN 'capture' THEN -amount ELSE 0 END), 0) AS balance,
            COALESCE(SUM(CASE kind WHEN 'hold' THEN amount WHEN 'capture' THEN -amount WHEN 'refund' THEN -amount ELSE 0 END), 0) AS held
     FROM ledger`,
    )
    .get() as { balance: number; held: number };
  if (after.balance !== before.balance || after.held !== before.held || sums.balance !== after.balance || sums.held !== after.held) {
    throw new Error(`pre-fill left the account inconsistent: account ${JSON.stringify(after)}, ledger ${JSON.stringify(sums)}`);
  }
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  return { seconds: (performance.now() - started) / 1000, tasks: count, assets, fileMiB: statSync(file).size / 2 ** 20 };
}
