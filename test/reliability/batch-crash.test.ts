import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/service.ts';
import { api, killHard, spawnService, type ChildService } from '../helpers/child-service.ts';
import { expectSettled } from '../helpers/invariants.ts';

const ENV = { TIMBRE_WEBHOOK_SCHEDULE: '0,1,2', TIMBRE_CONCURRENCY: '4' };
const ITEMS = 2000;

/** A receiver that answers 200 to every delivery and remembers each body. */
function receiver(): Promise<{ url: string; server: Server; bodies: any[] }> {
  const bodies: any[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      bodies.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      res.writeHead(200).end('ok');
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as { port: number }).port}/hook`, server, bodies }),
    ),
  );
}

const children: ChildService[] = [];
afterAll(() => {
  for (const c of children) if (c.proc.exitCode === null) c.proc.kill('SIGKILL');
});

describe('a batch through SIGKILLs: restart resumes it, every item ends once, the batch event goes out once', () => {
  it(`kills the service while a ${ITEMS}-item batch is made into tasks and while it runs`, async () => {
    const dataDir = tempDir('timbre-batch-crash-');
    const rx = await receiver();
    let child = await spawnService(dataDir, ENV);
    children.push(child);
    await api(child.url, child.token, '/api/v1/credits/grants', { amount: 100_000 });
    const key = (await api(child.url, child.token, '/api/v1/api-keys', { label: 'crash', webhookUrl: rx.url })).body.key as string;
    // Mostly items that fail at once (so the run is short), every tenth one spoken for real.
    const items = Array.from({ length: ITEMS }, (_, i) => ({
      tool: 'generate-tts',
      input: { text: i % 10 === 0 ? `Row ${i + 1} spoken.` : `Row ${i + 1} sandbox:fail`, voiceId: 'alpha-cherry' },
    }));
    const ack = await api(child.url, key, '/api/v1/batches', { items });
    expect(ack.status).toBe(202);
    const batchId = ack.body.data.batchId as string;
    // First kill: right after the acknowledgement, while the items are being made into tasks.
    await killHard(child);
    const afterFirst = new Database(join(dataDir, 'timbre.db'), { readonly: true });
    const madeBeforeKill = afterFirst.prepare('SELECT materialized FROM batches WHERE id = ?').pluck().get(batchId) as number;
    afterFirst.close();
    expect(madeBeforeKill).toBeLessThan(ITEMS);

    // Second kill: once the restarted service has made some more and run some of them.
    child = await spawnService(dataDir, ENV);
    children.push(child);
    for (;;) {
      const b = (await api(child.url, key, `/api/v1/batches/${batchId}`)).body.data;
      if (b.counts.COMPLETED + b.counts.FAILED > 50 || b.status !== 'RUNNING') break;
      await new Promise((r) => setTimeout(r, 20));
    }
    await killHard(child);

    child = await spawnService(dataDir, ENV);
    children.push(child);
    const deadline = Date.now() + 240_000;
    let batch: any;
    for (;;) {
      batch = (await api(child.url, key, `/api/v1/batches/${batchId}`)).body.data;
      const pending = (await api(child.url, child.token, '/api/v1/webhook-events?status=pending&limit=10')).body.data;
      if (batch.status !== 'RUNNING' && pending.length === 0) break;
      if (Date.now() > deadline) throw new Error(`batch not done: ${JSON.stringify(batch)}`);
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(batch).toMatchObject({ status: 'COMPLETED', progress: 100, queued: 0, reservedCredits: 0 });
    expect(batch.counts).toEqual({ PENDING: 0, PROCESSING: 0, COMPLETED: ITEMS / 10, FAILED: ITEMS - ITEMS / 10, CANCELLED: 0 });
    expect(batch.chargedCredits + batch.refundedCredits).toBe(ITEMS * 15);

    const stopped = new Promise((r) => child.proc.once('exit', r));
    child.proc.kill('SIGTERM');
    await stopped;
    rx.server.close();

    // Every task ended with its hold settled once, nothing held or reserved, one task per row.
    const tasks = expectSettled(dataDir);
    expect(tasks).toHaveLength(ITEMS);
    const db = new Database(join(dataDir, 'timbre.db'), { readonly: true });
    expect(db.prepare('SELECT COUNT(*) FROM webhook_events WHERE batch_id = ?').pluck().get(batchId)).toBe(1);
    expect(db.prepare('SELECT COUNT(*) FROM webhook_events WHERE task_id IS NOT NULL').pluck().get()).toBe(ITEMS);
    db.close();
    // The receiver heard the batch once (a kill can only repeat a delivery it was answered for
    // but had not recorded; this run kills before the batch ends, so none is repeated).
    const batchEvents = rx.bodies.filter((b) => b.type === 'batch.completed');
    expect(batchEvents).toHaveLength(1);
    expect(batchEvents[0].data).toMatchObject({ batchId, status: 'COMPLETED' });
  }, 420_000);
});
