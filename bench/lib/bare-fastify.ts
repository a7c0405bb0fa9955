/**
 * The resources benchmark's baseline process: a bare Fastify server with one SQLite table,
 * started the way the service is (`node bench/lib/bare-fastify.ts --data-dir DIR`), printing
 * its URL once it listens on 127.0.0.1 (any free port). Routes: GET /api/v1/health, POST /insert.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import Fastify from 'fastify';

const i = process.argv.indexOf('--data-dir');
const dataDir = i >= 0 ? process.argv[i + 1] : process.cwd();
mkdirSync(dataDir, { recursive: true });
const db = new Database(join(dataDir, 'bare.db'));
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
db.exec('CREATE TABLE IF NOT EXISTS rows (id INTEGER PRIMARY KEY, body TEXT NOT NULL, created_at TEXT NOT NULL)');
const insert = db.prepare('INSERT INTO rows (body, created_at) VALUES (?, ?)');
const app = Fastify({ logger: false });
app.get('/api/v1/health', async () => ({ status: 'ok' }));
app.post('/insert', async (req) => ({
  data: { id: Number(insert.run(JSON.stringify(req.body), new Date().toISOString()).lastInsertRowid) },
}));
await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`bare Fastify listening on http://127.0.0.1:${(app.server.address() as { port: number }).port}\n`);
const stop = async () => {
  await app.close();
  db.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
