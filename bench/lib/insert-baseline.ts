import { rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import Fastify from 'fastify';

/**
 * The baseline every submit benchmark stands beside: a bare Fastify route inserting one row
 * into SQLite (WAL, synchronous=NORMAL, as the service), into a table pre-filled with `rows`.
 */
export async function startInsertBaseline(dir: string, opts: { rows?: number; fillBody?: string; name?: string } = {}) {
  const file = join(dir, `${opts.name ?? 'baseline'}.db`);
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.exec('CREATE TABLE rows (id INTEGER PRIMARY KEY, body TEXT NOT NULL, created_at TEXT NOT NULL)');
  if (opts.rows) {
    db.prepare(
      `WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < ?)
       INSERT INTO rows (id, body, created_at) SELECT x, ?, '2026-01-01T00:00:00.000Z' FROM c`,
    ).run(opts.rows, opts.fillBody ?? '{}');
  }
  const insert = db.prepare('INSERT INTO rows (body, created_at) VALUES (?, ?)');
  const app = Fastify({ logger: false });
  app.post('/insert', async (req) => {
    const info = insert.run(JSON.stringify(req.body), new Date().toISOString());
    return { data: { id: Number(info.lastInsertRowid) } };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url: `http://127.0.0.1:${(app.server.address() as { port: number }).port}/insert`,
    async close() {
      await app.close();
      db.close();
      for (const f of [file, `${file}-wal`, `${file}-shm`]) rmSync(f, { force: true });
    },
  };
}
