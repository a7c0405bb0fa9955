import type { Db } from '../db/open.ts';

/** The `settings` table: JSON documents by key. SQL only. */
export function createSettingsRepo(db: Db) {
  const get = db.prepare('SELECT value FROM settings WHERE key = ?');
  const put = db.prepare(
    'INSERT INTO settings (key, value, updated_at) VALUES (?, ?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at',
  );
  return {
    get(key: string): unknown {
      const row = get.get(key) as { value: string } | undefined;
      return row ? (JSON.parse(row.value) as unknown) : undefined;
    },
    put(key: string, value: unknown, now: string): void {
      put.run(key, JSON.stringify(value), now);
    },
  };
}

/** The settings table's repository. */
export type SettingsRepo = ReturnType<typeof createSettingsRepo>;
