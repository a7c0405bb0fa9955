import { execFileSync } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startService } from '../../src-service/index.ts';
import { DataDirReadOnlyError } from '../../src-service/instance/claim.ts';
import { api, spawnService } from '../helpers/child-service.ts';
import { killRuns, runCli, stackLines } from '../helpers/cli-run.ts';
import { recordFaultRow, recordReliability } from '../helpers/reliability-report.ts';
import { tempDir } from '../helpers/service.ts';

/** A real file system made read-only: as root, chmod would not stop a write, a read-only mount does. */
const mountPoint = tempDir('timbre-ro-');
let skipReason: string | undefined;
try {
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=8m', 'tmpfs', mountPoint], { stdio: 'pipe' });
} catch (err) {
  skipReason = `mounting a tmpfs is not permitted here (${String((err as { stderr?: Buffer }).stderr ?? (err as Error).message).trim()})`;
  console.warn(`read-only data folder tests skipped: ${skipReason}`);
}

afterAll(() => {
  killRuns();
  if (!skipReason) execFileSync('umount', [mountPoint]);
  rmSync(mountPoint, { recursive: true, force: true });
});

describe.skipIf(skipReason !== undefined)('a read-only data folder', { timeout: 60_000 }, () => {
  const dataDir = join(mountPoint, 'data');
  const figures: string[] = [];
  let message = '';

  it('is refused at start with a message naming the folder and what to do, exit 1, no stack trace, nothing changed', async () => {
    // A folder in use before, then remounted read-only (a full-disk remount, a locked network share).
    const first = await spawnService(dataDir);
    expect((await api(first.url, first.token, '/api/v1/credits')).status).toBe(200);
    const stopped = new Promise((r) => first.proc.once('exit', r));
    first.proc.kill('SIGTERM');
    await stopped;
    execFileSync('mount', ['-o', 'remount,ro', mountPoint]);
    const before = readdirSync(dataDir).sort();

    const run = await runCli(['serve', '--data-dir', dataDir, '--port', '0'], { timeoutMs: 20_000 });
    expect(run.signal).toBeNull();
    expect(run.code).toBe(1);
    expect(run.output).toContain(`timbre: the data folder ${dataDir} cannot be written (EROFS: it is on a read-only file system).`);
    expect(run.output).toMatch(/Make the folder writable .* or choose another folder with --data-dir/);
    expect(stackLines(run.output)).toEqual([]);
    expect(readdirSync(dataDir).sort()).toEqual(before);
    figures.push(`existing folder: exit ${run.code} after ${run.ms.toFixed(0)} ms`);
    message = run.output.trim();
  });

  it('a folder that does not exist yet on a read-only file system is refused the same way', async () => {
    const missing = join(mountPoint, 'not-yet');
    const run = await runCli(['serve', '--data-dir', missing, '--port', '0'], { timeoutMs: 20_000 });
    expect(run.code).toBe(1);
    expect(run.output).toContain(`the data folder ${missing} cannot be written (EROFS`);
    expect(stackLines(run.output)).toEqual([]);
    figures.push(`folder to be created: exit ${run.code} after ${run.ms.toFixed(0)} ms`);
  });

  it('in-process, startService rejects with DataDirReadOnlyError', async () => {
    const start = startService({ dataDir, port: 0 });
    await expect(start).rejects.toBeInstanceOf(DataDirReadOnlyError);
    await expect(start).rejects.toMatchObject({ code: 'EROFS', dataDir });
  });

  afterAll(() => {
    if (!message) return;
    recordFaultRow('read-only', {
      fault: 'a read-only data folder (tmpfs remounted `ro`), and a folder to be created on it',
      userSees: 'exit 1: "the data folder … cannot be written (EROFS …)" and what to do (remount, fix permissions, or --data-dir)',
      testChecks: `${figures.join('; ')}; by itself, no stack trace, no file added or changed`,
      slowestHealthMs: null,
      maxEventLoopDelayMs: null,
      note: 'no service starts',
    });
    recordReliability(
      'read-only',
      `## A read-only data folder (\`test/reliability/read-only.test.ts\`)

A tmpfs data folder, used by a service, then remounted read-only (\`mount -o remount,ro\`); and a folder to be
created on it. The start tries its first write (the lock file) before anything else and, when that fails,
tells a read-only folder apart with a probe.

- ${figures.join('; ')}; no stack trace, no file added or changed.

\`\`\`
${message}
\`\`\``,
    );
  });
});
