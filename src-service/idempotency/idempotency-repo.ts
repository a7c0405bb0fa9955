import type { Db } from '../db/open.ts';

/** A stored idempotent request and, once done, its answer. */
export interface IdempotencyRow {
  api_key_id: string;
  key: string;
  tool: string;
  request_hash: string;
  state: 'in_flight' | 'done';
  status_code: number | null;
  response: string | null;
  created_at: string;
}

/** SQL of the idempotency table. */
export function createIdempotencyRepo(db: Db) {
  const get = db.prepare('SELECT * FROM idempotency WHERE api_key_id = ? AND key = ?');
  const insert = db.prepare(
    `INSERT INTO idempotency (api_key_id, key, tool, request_hash, state, created_at)
     VALUES (@api_key_id, @key, @tool, @request_hash, 'in_flight', @created_at)`,
  );
  // Both only touch an in-flight record, so running either again (a group commit redoes a
  // batch after a sibling fails) or releasing after completing changes nothing.
  const complete = db.prepare(
    "UPDATE idempotency SET state = 'done', status_code = ?, response = ? WHERE api_key_id = ? AND key = ? AND state = 'in_flight'",
  );
  const release = db.prepare("DELETE FROM idempotency WHERE api_key_id = ? AND key = ? AND state = 'in_flight'");
  const remove = db.prepare('DELETE FROM idempotency WHERE api_key_id = ? AND key = ?');
  const expire = db.prepare('DELETE FROM idempotency WHERE created_at < ?');
  const abandon = db.prepare("DELETE FROM idempotency WHERE state = 'in_flight'");
  return {
    get: (keyId: string, key: string) => get.get(keyId, key) as IdempotencyRow | undefined,
    insert: (row: Pick<IdempotencyRow, 'api_key_id' | 'key' | 'tool' | 'request_hash' | 'created_at'>) => void insert.run(row),
    complete: (keyId: string, key: string, status: number, response: string) => void complete.run(status, response, keyId, key),
    remove: (keyId: string, key: string) => void remove.run(keyId, key),
    release: (keyId: string, key: string) => void release.run(keyId, key),
    expireBefore: (iso: string) => expire.run(iso).changes,
    /** In-flight rows left by a crash never committed their work (that commit would have completed them). */
    abandonInFlight: () => abandon.run().changes,
  };
}

export type IdempotencyRepo = ReturnType<typeof createIdempotencyRepo>;
