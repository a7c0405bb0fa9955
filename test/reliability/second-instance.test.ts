import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startService } from '../../src-service/index.ts';
import { claimDataDir, DataDirInUseError } from '../../src-service/instance/claim.ts';
import { api, killHard, spawnService, type ChildService } from '../helpers/child-service.ts';
import { killRuns, runCli, runNode, stackLines, type CliRun } from '../helpers/cli-run.ts';
import { readLogs } from '../helpers/logs.ts';
import { startHealthProbe, type HealthProbe, type HealthProbeResult } from '../helpers/health-probe.ts';
import { recordFaultRow, recordReliability } from '../helpers/reliability-report.ts';
import { tempDir } from '../helpers/service.ts';
import { ensureBuilt } from '../helpers/studio-build.ts';

/** The files a second instance must leave alone, by content and modification time. */
const WATCHED = ['service.json', 'session-token', 'instance.json', 'timbre.db', 'timbre.db-wal'];

function snapshot(dataDir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of WATCHED) {
    const p = join(dataDir, f);
    out[f] = existsSync(p) ? `${createHash('sha256').update(readFileSync(p)).digest('hex')} ${statSync(p).mtimeMs}` : 'absent';
  }
  out['logs/'] = readdirSync(join(dataDir, 'logs')).sort().join(',');
  return out;
}

/** Waits until the first service has nothing left to write (its WAL checkpoints done): 10 equal looks, 100 ms apart. */
async function quiet(dataDir: string): Promise<void> {
  let last = '';
  let same = 0;
  while (same < 10) {
    const now = ['timbre.db', 'timbre.db-wal']
      .map((f) => {
        try {
          const s = statSync(join(dataDir, f));
          return `${s.size}/${s.mtimeMs}`;
        } catch {
          return '-';
        }
      })
      .join();
    same = now === last ? same + 1 : 0;
    last = now;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const dirs: string[] = [];
const children: ChildService[] = [];
let dataDir: string;
let first: ChildService;
let key: string;
let probe: HealthProbe;
let health: HealthProbeResult;
const figures: Record<string, string> = {};

beforeAll(async () => {
  ensureBuilt(); // the launcher serves the built studio
  dataDir = tempDir('timbre-second-');
  dirs.push(dataDir);
  first = await spawnService(dataDir);
  children.push(first);
  key = (await api(first.url, first.token, '/api/v1/api-keys', { label: 'second instance' })).body.key;
  const task = await api(first.url, key, '/api/v1/tools/generate-tts/execute', {
    text: 'Before the second start.',
    voiceId: 'alpha-cherry',
  });
  await api(first.url, key, '/api/v1/tools/wait-for-task/execute', { taskId: task.body.data.taskId, timeoutSeconds: 60 });
  probe = startHealthProbe(() => first.url);
}, 180_000);

afterAll(() => {
  killRuns();
  for (const c of children) if (c.proc.exitCode === null) c.proc.kill('SIGKILL');
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** Asserts a refused start: non-zero, ended by itself, the message naming the running one, no stack trace. */
function expectRefused(run: CliRun, holder: { pid: number; url?: string }): void {
  expect(run.signal).toBeNull();
  expect(run.code).not.toBe(0);
  expect(run.output).toContain(`pid ${holder.pid}`);
  if (holder.url) expect(run.output).toContain(holder.url);
  expect(run.output).toMatch(/One data folder serves one Timbre at a time/);
  expect(stackLines(run.output)).toEqual([]);
}

// Real processes on a shared two-core machine: generous limits; nothing here waits on a timer.
describe('one service per data folder', { timeout: 90_000 }, () => {
  it('a second `serve` on a held folder exits non-zero by itself, names the first (URL, pid), and touches nothing', async () => {
    await quiet(dataDir);
    const before = snapshot(dataDir);
    const second = await runCli(['serve', '--data-dir', dataDir, '--port', '0'], { timeoutMs: 20_000 });
    expectRefused(second, { pid: first.proc.pid!, url: first.url });
    expect(snapshot(dataDir)).toEqual(before);
    const logs = readLogs(dataDir);
    expect(logs).toContain(`"pid":${first.proc.pid},`);
    expect(logs).not.toContain(`"pid":${second.pid},`);
    figures['second serve refused after (ms, spawn to exit)'] = second.ms.toFixed(0);
    figures['second serve message'] = second.output.trim();
  });

  it('`npm start` (the launcher, browser path) on a held folder prints the running studio URL and exits 0, starting nothing', async () => {
    await quiet(dataDir);
    const before = snapshot(dataDir);
    const run = await runNode('src-main/launcher.ts', ['--data-dir', dataDir], {
      env: { ELECTRON_EXEC_PATH: join(dataDir, 'no-electron-here') },
      timeoutMs: 25_000,
    });
    expect(run.signal).toBeNull();
    expect(run.code).toBe(0);
    expect(run.output).toContain(`Open the studio: ${first.url}/#token=${encodeURIComponent(first.token)}`);
    expect(run.output).toContain(`already running on ${dataDir} (pid ${first.proc.pid})`);
    expect(snapshot(dataDir)).toEqual(before);
    figures['launcher attached and exited after (ms)'] = run.ms.toFixed(0);
    figures['launcher message'] = run.output.trim();
  });

  it('in the same process, startService on a held folder is refused too (whoever holds it)', async () => {
    await expect(startService({ dataDir, port: 0 })).rejects.toThrow(DataDirInUseError);
    await expect(startService({ dataDir, port: 0 })).rejects.toThrow(`another Timbre (pid ${first.proc.pid}) serving ${first.url}`);
    const own = tempDir('timbre-second-inproc-');
    dirs.push(own);
    const one = await startService({ dataDir: own, port: 0 });
    try {
      const second = startService({ dataDir: own, port: 0 });
      await expect(second).rejects.toThrow(DataDirInUseError);
      await expect(second).rejects.toThrow(`another Timbre (pid ${process.pid}) serving ${one.url}`);
      expect(JSON.parse(readFileSync(join(own, 'service.json'), 'utf8'))).toMatchObject({ url: one.url, pid: process.pid });
      expect(readFileSync(join(own, 'session-token'), 'utf8')).toBe(one.sessionToken);
    } finally {
      await one.close();
    }
    // Closed, the folder is free again in this process.
    const again = await startService({ dataDir: own, port: 0 });
    await again.close();
  });

  it('while the holder is still starting (lock held, no address yet), the refusal says so', async () => {
    const starting = tempDir('timbre-second-starting-');
    dirs.push(starting);
    const claim = claimDataDir(starting, { command: 'serve', version: 'test' });
    try {
      const run = await runCli(['serve', '--data-dir', starting, '--port', '0'], { timeoutMs: 20_000 });
      expectRefused(run, { pid: process.pid });
      expect(run.output).toContain(`another Timbre (pid ${process.pid}) that is still starting (no address yet)`);
      expect(existsSync(join(starting, 'service.json'))).toBe(false);
      expect(existsSync(join(starting, 'session-token'))).toBe(false);
      expect(existsSync(join(starting, 'timbre.db'))).toBe(false);
      expect(existsSync(join(starting, 'logs'))).toBe(false);
      figures['refusal while the holder starts'] = run.output.trim();
    } finally {
      claim.release({ clean: true });
    }
  });

  it('the first kept serving through every attempt: health answered each time and a new task completes', async () => {
    health = await probe.stop();
    expect(health.misses).toBe(0);
    const task = await api(first.url, key, '/api/v1/tools/generate-tts/execute', {
      text: 'After the second start.',
      voiceId: 'alpha-ethan',
    });
    expect(task.status).toBe(200);
    const done = await api(first.url, key, '/api/v1/tools/wait-for-task/execute', { taskId: task.body.data.taskId, timeoutSeconds: 60 });
    expect(done.body.data.status).toBe('COMPLETED');
    expect(JSON.parse(readFileSync(join(dataDir, 'service.json'), 'utf8'))).toMatchObject({ url: first.url, pid: first.proc.pid });
  });

  it('after SIGKILL of the first, a new start on the folder succeeds at once (the OS released the lock)', async () => {
    await killHard(first);
    const started = performance.now();
    const next = await spawnService(dataDir);
    children.push(next);
    figures['start after SIGKILL of the holder (ms, spawn to listening)'] = (performance.now() - started).toFixed(0);
    expect(JSON.parse(readFileSync(join(dataDir, 'service.json'), 'utf8'))).toMatchObject({ url: next.url, pid: next.proc.pid });
    expect((await api(next.url, key, '/api/v1/credits')).status).toBe(200);
    const stopped = new Promise<number | null>((r) => next.proc.once('exit', (code) => r(code)));
    next.proc.kill('SIGTERM');
    expect(await stopped).toBe(0);
    // A clean stop leaves neither the discovery file nor the unclean-stop marker.
    expect(existsSync(join(dataDir, 'service.json'))).toBe(false);
    expect(existsSync(join(dataDir, 'instance.json'))).toBe(false);

    recordFaultRow('second-instance', {
      fault: 'a second `serve` / `npm start` on a data folder another Timbre holds; the holder SIGKILLed, then a new start',
      userSees: '`serve`: exit 1 naming the running instance (URL, pid) and how to use or stop it; `npm start`: opens the running one',
      testChecks: `refused in ${figures['second serve refused after (ms, spawn to exit)']} ms; nothing in the folder changed (bytes, mtime); the first kept serving; after SIGKILL the folder is free at once`,
      slowestHealthMs: health.maxMs,
      maxEventLoopDelayMs: health.maxEventLoopDelayMs,
    });
    recordReliability(
      'second-instance',
      `## A second instance on one data folder (\`test/reliability/second-instance.test.ts\`)

Two real \`serve\` processes on one folder; then the launcher (browser path) on the held folder; then
\`startService\` twice in one process; then a holder that is still starting; then SIGKILL of the first and
a new start. The lock is an SQLite exclusive lock on \`<dataDir>/timbre.lock\` (a POSIX lock the OS
drops when the process dies).

| Fault | What the user sees | What the test checks | Figures |
| --- | --- | --- | --- |
| \`serve\` on a held folder | exit 1: "the data folder … is in use by another Timbre (pid N) serving http://…" and how to use or stop it | non-zero, by itself; URL and pid named; no stack trace; service.json, session-token, instance.json, timbre.db(-wal) unchanged (bytes, mtime); no log file or line of its own | refused in ${figures['second serve refused after (ms, spawn to exit)']} ms (spawn to exit) |
| \`npm start\` on a folder a headless service holds | exit 0: "Timbre is already running on … (pid N) …" and "Open the studio: http://…/#token=…" | exit 0; the running service's URL and token; the same files unchanged | ${figures['launcher attached and exited after (ms)']} ms |
| \`startService\` twice in one process | \`DataDirInUseError\` naming the first | refused; the first's service.json and token intact; free again after close | — |
| a holder still starting | "… that is still starting (no address yet)" | nothing created in the folder | — |
| SIGKILL of the holder, then start | starts normally | starts at once; clean stop removes service.json and instance.json | ${figures['start after SIGKILL of the holder (ms, spawn to listening)']} ms spawn to listening |

- First instance's health during the attempts: ${health.samples} answers, ${health.misses} missed, slowest **${health.maxMs} ms**, p99 ${health.p99Ms} ms${health.maxEventLoopDelayMs === null ? '' : `, largest event-loop delay it reported ${health.maxEventLoopDelayMs} ms`}.

\`\`\`
$ node src-service/cli.ts serve --data-dir D   # while another serves D
${figures['second serve message']}
\`\`\``,
    );
  });
});
