/**
 * Full disk, for real: the data folder of a real service (child process) is a 40 MB tmpfs,
 * filled by real renders (15 s 720p videos) and speech, then by a filler file to the last
 * bytes, while a probe times every health answer. Then space returns (the tmpfs grows) and
 * work resumes with no restart; then a SIGKILL and a restart, and the invariants.
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { api, killHard, spawnService, type ChildService } from '../helpers/child-service.ts';
import { startHealthProbe } from '../helpers/health-probe.ts';
import { watchHealth } from '../helpers/health-watch.ts';
import { endings, expectSettled, leftovers } from '../helpers/invariants.ts';
import { makeSample } from '../helpers/media-fixtures.ts';
import { recordFaultRow, recordReliability } from '../helpers/reliability-report.ts';
import { fillDisk, mountTmpfs, tmpfsUnavailable, type Tmpfs } from '../helpers/tmpfs.ts';
import { startReceiver } from '../helpers/receiver.ts';
import { runCli, stackLines } from '../helpers/cli-run.ts';
import { readLogs } from '../helpers/logs.ts';
import { assetCount, credits, expectStorageFull, tasksIn, unfinished, until } from '../helpers/child-tasks.ts';

const cannotMount = tmpfsUnavailable();
if (cannotMount) console.warn(`full-disk tests skipped: ${cannotMount}`);

const VIDEOS = 25;
const SPEECH = 25;
const SPEECH_TEXT =
  'The harbour was quiet at dawn. Fishing boats rocked gently while the gulls circled overhead, waiting for the first catch of the day.';

const children: ChildService[] = [];
const disks: Tmpfs[] = [];
const report: { renders?: string; midRender?: string; sqlite?: string } = {};
afterAll(() => {
  for (const c of children) if (c.proc.exitCode === null && c.proc.signalCode === null) c.proc.kill('SIGKILL');
  for (const d of disks) d.unmount();
  if (report.renders && report.midRender && report.sqlite) {
    recordReliability(
      'full-disk',
      `## Full disk (\`test/reliability/full-disk.test.ts\`)\n\n${report.renders}\n${report.midRender}\n\n${report.sqlite}\n`,
    );
  }
});

async function start(dir: string, env: Record<string, string>): Promise<ChildService> {
  const child = await spawnService(dir, env);
  children.push(child);
  return child;
}

describe.skipIf(!!cannotMount)('a full disk (real tmpfs as the data folder)', () => {
  it('keeps answering, ends every task with storage_full or COMPLETED, refunds, resumes when space returns, settles after a restart', async () => {
    const disk = mountTmpfs('40m');
    disks.push(disk);
    const dataDir = disk.dir;
    // A 1 MB floor: far below the default, so the renders really fill the disk. Every task's
    // webhook goes to a receiver: those deliveries are recorded on the full disk too.
    const env = { TIMBRE_MIN_FREE_MB: '1', TIMBRE_WEBHOOK_SCHEDULE: '0,1,2,4,8' };
    const receiver = await startReceiver({ fallback: 200 });
    // Made first: encoding it (a synchronous ffmpeg run here) would hold up the probe's timing.
    const wav = readFileSync(await makeSample({ seconds: 30, format: 'wav', content: 'tone' }));
    let child = await start(dataDir, env);
    const probe = startHealthProbe(() => child.url);
    const watch = watchHealth(() => child.url);
    await api(child.url, child.token, '/api/v1/credits/grants', { amount: 100_000, note: 'full-disk test' });
    const key = (await api(child.url, child.token, '/api/v1/api-keys', { label: 'full-disk', webhookUrl: receiver.url })).body
      .key as string;
    const tool = (name: string, body: unknown) => api(child.url, key, `/api/v1/tools/${name}/execute`, body);

    // 1. The issue's load: fifteen-second 720p videos and speech, more videos until the disk is full.
    const accepted: string[] = [];
    const refusedAtSubmit: any[] = [];
    const submit = async (n: number, make: (i: number) => Promise<{ status: number; body: any }>) => {
      for (const res of await Promise.all(Array.from({ length: n }, (_, i) => make(i)))) {
        if (res.status === 200) accepted.push(res.body.data.taskId);
        else refusedAtSubmit.push(res);
      }
    };
    const video = (i: number) =>
      tool('generate-video-from-text', { prompt: `Harbour at dawn, take ${i}`, durationSeconds: 15, resolution: '720p' });
    await submit(VIDEOS, video);
    await submit(SPEECH, (i) => tool('generate-tts', { text: `${i}. ${SPEECH_TEXT}`, voiceId: 'alpha-cherry' }));
    const isFull = () => watch.states.some((s) => s.state === 'full');
    let extra = 0;
    while (!isFull()) {
      // Not full yet: wait for the work to end, then add more videos (as many as fill it).
      await until(async () => isFull() || (await unfinished(child)) === 0, 300_000, 'the work to end or the disk to fill');
      if (isFull()) break;
      expect(extra, 'the disk never filled').toBeLessThan(100);
      await submit(10, (i) => video(100 + extra + i));
      extra += 10;
    }
    // Every refusal at submission was the floor's 507, never anything else.
    for (const r of refusedAtSubmit) expectStorageFull(r, dataDir);
    const fullSeen = watch.states.find((s) => s.state === 'full')!;
    expect(fullSeen.freeBytes).toBeGreaterThanOrEqual(0);

    // While full nothing new starts; what was running ends (completed, or failed for lack of space).
    await until(async () => (await tasksIn(child, 'PROCESSING')).length === 0, 120_000, 'the running tasks to end');
    expect((await tasksIn(child, 'PENDING')).length, 'queued tasks wait while the disk is full').toBeGreaterThan(0);

    // 2. The disk to the last bytes: a filler file takes what is left.
    const fillerPath = join(dataDir, 'filler.bin');
    await fillDisk(fillerPath);
    await watch.until((b) => b.storage.freeBytes < 1024 * 1024, 10_000, 'free space below the floor');
    const before = await credits(child);
    const tasksBefore = (await api(child.url, child.token, '/api/v1/tasks?limit=500')).body.data.tasks.length;
    // A submission below the floor: 507 before any credit is held. The disk is topped up first:
    // the service may have freed a little since (a log file rotated away, the WAL truncated).
    await fillDisk(fillerPath);
    const belowFloor = await tool('generate-tts', { text: 'Below the floor.', voiceId: 'alpha-cherry' });
    expectStorageFull(belowFloor, dataDir);
    expect((await credits(child)).held).toBeLessThanOrEqual(before.held);
    expect((await api(child.url, child.token, '/api/v1/tasks?limit=500')).body.data.tasks.length).toBe(tasksBefore);
    // An upload: 507, and nothing of it is kept (no file, no row).
    const assetsBefore = await assetCount(child);
    const filesBefore = readdirSync(join(dataDir, 'assets')).filter((f) => !f.startsWith('.')).length;
    const up = await fetch(`${child.url}/api/v1/assets`, {
      method: 'POST',
      body: wav,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'audio/wav' },
    });
    expectStorageFull({ status: up.status, body: await up.json() }, dataDir);
    expect(await assetCount(child)).toBe(assetsBefore);
    expect(readdirSync(join(dataDir, 'assets')).filter((f) => !f.startsWith('.')).length).toBe(filesBefore);
    expect(readdirSync(join(dataDir, 'assets', '.tmp'))).toEqual([]);
    // The log cannot be written either: counted, never fatal.
    await watch.until((b) => b.logging.writeFailures > 0, 15_000, 'a failed log write');
    expect(child.proc.exitCode).toBeNull();

    // 3. Space returns: the filler goes and the filesystem grows. Work resumes with no restart.
    rmSync(fillerPath);
    const freedAt = Date.now();
    disk.resize('400m');
    const nextDone = await until(
      async () => {
        const done = (await api(child.url, child.token, '/api/v1/tasks?status=COMPLETED&limit=1')).body.data.tasks[0];
        return done && Date.parse(done.completedAt) >= freedAt ? done : null;
      },
      120_000,
      'a task to complete after space returned',
    );
    const resumeMs = Date.parse(nextDone.completedAt) - freedAt;
    await until(async () => (await unfinished(child)) === 0, 600_000, 'every task to end');
    await watch.until((b) => b.storage.state === 'ok' && b.storage.unsettledTasks === 0, 15_000, 'storage back to ok');
    const fresh = await tool('generate-tts', { text: 'Space is back.', voiceId: 'alpha-cherry' });
    expect(fresh.status).toBe(200);
    accepted.push(fresh.body.data.taskId);
    const waited = await tool('wait-for-task', { taskId: fresh.body.data.taskId, timeoutSeconds: 120 });
    expect(waited.body.data.status).toBe('COMPLETED');
    // Nothing half-written was left behind while it ran. Derived media (peaks) is written in the
    // background after a task completes, so a write may be in flight: a leftover is a .part that stays.
    await expect.poll(() => leftovers(join(dataDir, 'assets')), { timeout: 15_000 }).toEqual([]);
    await watch.until((b) => !b.logging.failing, 15_000, 'the log to be written again');

    const health = await probe.stop();
    await watch.stop();
    expect(health.misses).toBe(0);
    expect(child.proc.exitCode).toBeNull();
    const logFailures = watch.logWriteFailures;

    // 4. SIGKILL and a restart: every task ended, every hold settled, nothing half-written.
    await killHard(child);
    child = await start(dataDir, env);
    await until(async () => (await unfinished(child)) === 0, 120_000, 'every task to end after the restart');
    // No event was lost: each ended task's webhook was delivered (the receiver answers 200).
    await until(
      async () => {
        const pending = (await api(child.url, child.token, '/api/v1/webhook-events?status=pending&limit=500')).body.data;
        return (Array.isArray(pending) ? pending.length : (pending.events?.length ?? 0)) === 0;
      },
      120_000,
      'every webhook to be delivered',
    );
    const stopped = new Promise((r) => child.proc.once('exit', r));
    child.proc.kill('SIGTERM');
    await stopped;
    const tasks = expectSettled(dataDir);
    expect(new Set(tasks.map((t) => t.id))).toEqual(new Set(accepted));
    const logs = readLogs(dataDir).split('\n');
    for (const t of tasks.filter((x) => x.status === 'FAILED')) {
      // On a failure, the service's own log line of the run's error says what it was.
      const logged = logs.filter((l) => l.includes(t.id)).join('\n');
      expect(t.error?.code, `${t.error?.message}\n${logged}`).toBe('storage_full');
      expect(t.error?.message).toContain(dataDir);
    }
    expect(tasks.filter((t) => t.status === 'FAILED' || t.status === 'COMPLETED').length).toBe(tasks.length);
    const ended = endings(tasks);
    // Queued tasks waited while the disk was full: only those running when it filled failed (2 local slots).
    expect(ended['FAILED storage_full'] ?? 0).toBeLessThanOrEqual(4);
    const delivered = new Set(receiver.requests.filter((r) => r.status === 200).map((r) => r.json().data.taskId));
    expect(
      [...new Set(tasks.map((t) => t.id))].filter((id) => !delivered.has(id)),
      'tasks whose webhook never arrived',
    ).toEqual([]);
    await receiver.close();

    report.renders = `A real service on a 40 MB tmpfs data folder (floor \`TIMBRE_MIN_FREE_MB=1\`), ${VIDEOS + extra} fifteen-second 720p videos and
${SPEECH} speech tasks, then a filler file to the last bytes; then the tmpfs grows to 400 MB; then SIGKILL and a restart.

| Figure | Value |
|---|---|
| Health answers (misses, 5 s timeout) | ${health.samples} (${health.misses}) |
| Slowest health answer | ${health.maxMs} ms (p99 ${health.p99Ms} ms) |
| Largest event-loop delay reported by health | ${health.maxEventLoopDelayMs === null ? 'not reported' : `${health.maxEventLoopDelayMs} ms`} |
| Process exits before the SIGKILL | 0 |
| Storage states shown by health | ${watch.states.map((s) => `${s.state} (${(s.freeBytes / 1024 / 1024).toFixed(1)} MB free)`).join(' → ')} |
| Tasks by ending | ${Object.entries(ended)
      .map(([k, n]) => `${k}: ${n}`)
      .join(', ')} |
| Submissions refused by the floor (507) | ${refusedAtSubmit.length + 1} |
| Upload while full | 507 \`storage_full\`, nothing kept |
| Log write failures counted (lines dropped) | ${logFailures} (${watch.logDroppedLines}) |
| Space returned → next task completed | ${resumeMs} ms, no restart |
| After SIGKILL + restart | every task ended, held 0, balance = grants − captures, asset files = rows, no temp files |
`;
    recordFaultRow('full-disk', {
      fault: `a full disk (40 MB tmpfs data folder, ${VIDEOS + extra} 15 s 720p renders and ${SPEECH} speech tasks, then a filler to the last byte)`,
      userSees:
        'health `storage.state` ok → full → ok; a task the disk refused FAILED `storage_full` naming the folder, refunded; new work 507 below the floor; work resumes when space returns, no restart',
      testChecks: `health never missed (${health.samples} answers); no exit; every task COMPLETED or storage_full, never internal; upload 507 keeps nothing; log failures counted; resumed ${resumeMs} ms after space returned; after SIGKILL + restart every hold settled and every webhook delivered`,
      slowestHealthMs: health.maxMs,
      maxEventLoopDelayMs: health.maxEventLoopDelayMs,
    });
  }, 900_000);

  it('a render the disk refuses midway fails with storage_full and a refund, leaves no partial file; the queue waits; deleting a file resumes it', async () => {
    const disk = mountTmpfs('24m');
    disks.push(disk);
    const dataDir = disk.dir;
    const child = await start(dataDir, { TIMBRE_MIN_FREE_MB: '1' });
    const probe = startHealthProbe(() => child.url);
    const key = (await api(child.url, child.token, '/api/v1/api-keys', { label: 'mid-render' })).body.key as string;
    const acks = await Promise.all(
      [0, 1, 2].map((i) =>
        api(child.url, key, '/api/v1/tools/generate-video-from-text/execute', {
          prompt: `Mid-render ${i}`,
          durationSeconds: 15,
          resolution: '720p',
        }),
      ),
    );
    for (const a of acks) expect(a.status, JSON.stringify(a.body)).toBe(200);
    // The renders are writing their files (two at once, the third queued): the disk fills under them.
    await until(async () => (await tasksIn(child, 'PROCESSING')).some((t) => (t.progress ?? 0) >= 10), 60_000, 'a render under way', 50);
    const fillerPath = join(dataDir, 'filler.bin');
    await fillDisk(fillerPath);
    await until(async () => (await tasksIn(child, 'PROCESSING')).length === 0, 60_000, 'the running renders to end');
    const failed = await tasksIn(child, 'FAILED');
    expect(failed.length, 'no render met the full disk').toBeGreaterThan(0);
    for (const t of failed) {
      expect(t.error.code, t.error.message).toBe('storage_full');
      expect(t.error.message).toContain(dataDir);
      expect(t.error.message).toMatch(/Credits were refunded/);
      expect(t.refundedCredits).toBe(t.estimatedCredits);
    }
    expect(await tasksIn(child, 'PENDING'), 'the queued render waits while the disk is full').toHaveLength(1);
    expect(leftovers(join(dataDir, 'assets')), 'partial files').toEqual([]);

    // Space returns by deleting a file: the queued render runs, no restart.
    rmSync(fillerPath);
    await until(async () => (await unfinished(child)) === 0, 120_000, 'the queued render to run');
    const completed = await tasksIn(child, 'COMPLETED');
    expect(completed.length + failed.length).toBe(3);
    const health = await probe.stop();
    expect(health.misses).toBe(0);
    const stopped = new Promise((r) => child.proc.once('exit', r));
    child.proc.kill('SIGTERM');
    await stopped;
    expectSettled(dataDir);
    report.midRender = `A render the disk refused midway (24 MB tmpfs, three 15 s 720p videos, a filler written while two rendered):
${failed.length} FAILED \`storage_full\` ("${failed[0].error.message}"), refunded, no partial file left; the third waited and
completed once the filler was deleted, with no restart; health: ${health.samples} answers, 0 misses, slowest ${health.maxMs} ms.`;
  }, 300_000);

  it('SQLite itself out of space: the submission rolls back whole and is a 507, nothing held; space back, it works again', async () => {
    const disk = mountTmpfs('16m');
    disks.push(disk);
    const dataDir = disk.dir;
    // No floor, so the request reaches SQLite; local tasks paused, so only submissions write.
    let child = await start(dataDir, { TIMBRE_MIN_FREE_MB: '0', TIMBRE_CONCURRENCY: '0' });
    const probe = startHealthProbe(() => child.url);
    const key = (await api(child.url, child.token, '/api/v1/api-keys', { label: 'sqlite-full' })).body.key as string;
    const speech = (i: number) =>
      api(child.url, key, '/api/v1/tools/generate-tts/execute', { text: `${i}. ${SPEECH_TEXT.repeat(4)}`, voiceId: 'alpha-cherry' });
    const accepted: Array<{ taskId: string; estimatedCredits: number }> = [];
    const first = await speech(0);
    expect(first.status).toBe(200);
    accepted.push(first.body.data);

    const fillerPath = join(dataDir, 'filler.bin');
    await fillDisk(fillerPath);
    let refused: { status: number; body: any } | undefined;
    let afterFill = 0;
    // The WAL and the database grow with each submission until SQLite cannot write: SQLITE_FULL.
    for (let i = 1; i <= 3000 && !refused; i++) {
      const res = await speech(i);
      if (res.status === 200) {
        accepted.push(res.body.data);
        afterFill++;
      } else {
        refused = res;
      }
    }
    expect(refused, 'SQLite never ran out of space').toBeDefined();
    expectStorageFull(refused!, dataDir);
    expect(refused!.body.error.message).toMatch(/no credits were held/);
    // The ledger holds exactly the accepted ones: the refused transaction left nothing.
    const c = await credits(child);
    expect(c.held).toBe(accepted.reduce((n, a) => n + a.estimatedCredits, 0));
    expect((await tasksIn(child, 'PENDING')).map((t) => t.taskId).sort()).toEqual(accepted.map((a) => a.taskId).sort());
    expect(child.proc.exitCode).toBeNull();

    // Space back: the same request goes through, with no restart.
    rmSync(fillerPath);
    const again = await speech(9999);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    accepted.push(again.body.data);
    const health = await probe.stop();
    expect(health.misses).toBe(0);

    // Run them all (local tasks on), then the invariants. The 16 MB were sized for SQLite to run
    // out, not to hold every accepted task's audio (and a start's backup): room to run them.
    await killHard(child);
    disk.resize('96m');
    child = await start(dataDir, { TIMBRE_MIN_FREE_MB: '0' });
    await until(async () => (await unfinished(child)) === 0, 300_000, 'every task to end');
    const stopped = new Promise((r) => child.proc.once('exit', r));
    child.proc.kill('SIGTERM');
    await stopped;
    const tasks = expectSettled(dataDir);
    expect(new Set(tasks.map((t) => t.id))).toEqual(new Set(accepted.map((a) => a.taskId)));
    report.sqlite = `SQLite out of space (16 MB tmpfs, no floor, disk filled by a filler file): ${afterFill ? `${afterFill} submissions went through on what was left, then` : 'the first submission after it'}
was a 507 \`storage_full\` with nothing held (held = the accepted tasks' holds exactly),
the same request went through once the filler was removed, with no restart; health answered all along
(${health.samples} answers, 0 misses, slowest ${health.maxMs} ms); after a restart all ${tasks.length} tasks completed and settled.`;
  }, 600_000);

  it('a start on a disk with no space left is refused at once, naming the folder and what to do, with no stack trace', async () => {
    const disk = mountTmpfs('8m');
    disks.push(disk);
    await fillDisk(join(disk.dir, 'filler'));
    const dataDir = join(disk.dir, 'data');
    const run = await runCli(['serve', '--data-dir', dataDir, '--port', '0'], { timeoutMs: 30_000 });
    expect(run.code).toBe(1);
    expect(run.output).toContain(`timbre: Timbre did not start. The disk holding the data folder ${dataDir} is full. Free space there`);
    expect(stackLines(run.output)).toEqual([]);
  }, 60_000);
});
