import type { Db } from '../db/open.ts';

/** An API key as stored: never the secret, only its hash and a display prefix. */
export interface ApiKeyRow {
  id: string;
  label: string;
  prefix: string;
  hash: string;
  webhook_url: string | null;
  credit_limit: number | null;
  credits_held: number;
  /** Reserved by this key's batches for items not yet made into tasks (migration 015). */
  credits_reserved: number;
  credits_used: number;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
  /** 1: the request log keeps this key's bodies (truncated, redacted). */
  capture_bodies: number;
}

/** SQL of the api_keys table. */
export function createApiKeyRepo(db: Db) {
  const insert = db.prepare(
    `INSERT INTO api_keys (id, label, prefix, hash, webhook_url, credit_limit, created_at)
     VALUES (@id, @label, @prefix, @hash, @webhook_url, @credit_limit, @created_at)`,
  );
  const byHash = db.prepare('SELECT * FROM api_keys WHERE hash = ?');
  const byId = db.prepare('SELECT * FROM api_keys WHERE id = ?');
  const list = db.prepare('SELECT * FROM api_keys ORDER BY created_at DESC, id DESC');
  const touch = db.prepare('UPDATE api_keys SET last_used_at = ? WHERE id = ?');
  const revoke = db.prepare('UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL');
  const update = db.prepare(
    'UPDATE api_keys SET label = @label, webhook_url = @webhook_url, credit_limit = @credit_limit, capture_bodies = @capture_bodies WHERE id = @id',
  );
  // Told after a key's row changes, so copies kept elsewhere (the webhook dispatcher's URL cache) can drop it.
  const listeners: Array<(id: string) => void> = [];
  return {
    /** Calls `listener` with the key's id after every update of its row. */
    onUpdate(listener: (id: string) => void): void {
      listeners.push(listener);
    },
    insert(row: Pick<ApiKeyRow, 'id' | 'label' | 'prefix' | 'hash' | 'webhook_url' | 'credit_limit' | 'created_at'>): void {
      insert.run(row);
    },
    byHash(hash: string): ApiKeyRow | undefined {
      return byHash.get(hash) as ApiKeyRow | undefined;
    },
    byId(id: string): ApiKeyRow | undefined {
      return byId.get(id) as ApiKeyRow | undefined;
    },
    list(): ApiKeyRow[] {
      return list.all() as ApiKeyRow[];
    },
    touch(id: string, at: string): void {
      touch.run(at, id);
    },
    update(id: string, fields: Pick<ApiKeyRow, 'label' | 'webhook_url' | 'credit_limit' | 'capture_bodies'>): void {
      update.run({ id, ...fields });
      for (const l of listeners) l(id);
    },
    revoke(id: string, at: string): boolean {
      return revoke.run(at, id).changes === 1;
    },
  };
}

export type ApiKeyRepo = ReturnType<typeof createApiKeyRepo>;
