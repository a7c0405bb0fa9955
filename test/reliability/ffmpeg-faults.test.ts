/**
 * ffmpeg faults, for real: a service child whose PATH is a folder of symlinks to the real
 * ffmpeg and ffprobe (FFMPEG_PATH unset). ffmpeg is removed while renders are queued and
 * running, then put back; then an ffmpeg render process is killed in the middle.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { api, spawnService, type ChildService } from '../helpers/child-service.ts';
import { startHealthProbe } from '../helpers/health-probe.ts';
import { watchHealth } from '../helpers/health-watch.ts';
import { endings, expectSettled } from '../helpers/invariants.ts';
import { makeSample } from '../helpers/media-fixtures.ts';
import { recordFaultRow, recordReliability } from '../helpers/reliability-report.ts';
import { tempDir } from '../helpers/service.ts';
import { until } from '../helpers/child-tasks.ts';

// What the service runs by name: ffmpeg and ffprobe, `which` to find them, fc-match for the caption font.
const TOOLS = ['ffmpeg', 'ffprobe', 'which', 'fc-match'];
const FFMPEG = ['ffmpeg', 'ffprobe'];

const children: ChildService[] = [];
const dirs: string[] = [];
afterAll(() => {
  for (const c of children) if (c.proc.exitCode === null && c.proc.signalCode === null) c.proc.kill('SIGKILL');
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** Processes whose parent is `pid` and whose command is `name`, with their command lines (from /proc). */
function childrenNamed(pid: number, name: string): Array<{ pid: number; cmdline: string }> {
  const out: Array<{ pid: number; cmdline: string }> = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // "pid (comm) state ppid …": comm may hold spaces, so read around the last ')'.
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid && comm === name)
        out.push({ pid: Number(entry), cmdline: readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').join(' ') });
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

/** The system's own binary (not a node_modules/.bin shim of the same name, as `which` has). */
function systemBinary(name: string): string {
  const found = ['/usr/local/bin', '/usr/bin', '/bin'].map((d) => join(d, name)).find((p) => existsSync(p));
  if (!found) throw new Error(`${name} is not installed; run scripts/system-deps.sh`);
  return found;
}

describe.skipIf(process.platform !== 'linux')('ffmpeg faults (a real ffmpeg, removed and killed under a running service)', () => {
  it('removed mid-run: renders fail with ffmpeg_missing and are refunded, health tells, uploads answer 503; put back, renders work again; killed mid-render: render_failed', async () => {
    const bin = mkdtempSync(join(tmpdir(), 'timbre-bin-'));
    dirs.push(bin);
    const real = Object.fromEntries(TOOLS.map((t) => [t, systemBinary(t)]));
    const link = (names: string[]) => names.forEach((t) => symlinkSync(real[t], join(bin, t)));
    link(TOOLS);
    const wav = readFileSync(await makeSample({ seconds: 6, format: 'wav', content: 'tone' }));
    const dataDir = tempDir('timbre-ffmpeg-');
    dirs.push(dataDir);
    const child = await spawnService(dataDir, { PATH: bin, FFMPEG_PATH: '', FFPROBE_PATH: '' });
    children.push(child);
    const probe = startHealthProbe(() => child.url);
    const watch = watchHealth(() => child.url);
    await watch.until((b) => b.ffmpeg?.available === true && b.ffmpeg.source === 'PATH', 10_000, 'ffmpeg found on PATH');
    await api(child.url, child.token, '/api/v1/credits/grants', { amount: 100_000 });
    const key = (await api(child.url, child.token, '/api/v1/api-keys', { label: 'ffmpeg-faults' })).body.key as string;
    const tool = (name: string, body: unknown) => api(child.url, key, `/api/v1/tools/${name}/execute`, body);
    const video = (i: number) => tool('generate-video-from-text', { prompt: `Lighthouse ${i}`, durationSeconds: 15, resolution: '720p' });
    const task = async (id: string) => (await tool('get-task-status', { taskId: id })).body.data;
    const accepted: string[] = [];
    const submitVideos = async (n: number, from: number) => {
      const ids = (await Promise.all(Array.from({ length: n }, (_, i) => video(from + i)))).map((r) => {
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        return r.body.data.taskId as string;
      });
      accepted.push(...ids);
      return ids;
    };

    // 1. Renders queued and running; ffmpeg is removed while the first ones render.
    const batch = await submitVideos(6, 0);
    await until(() => childrenNamed(child.proc.pid!, 'ffmpeg').length > 0, 30_000, 'a render to start', 20);
    for (const t of FFMPEG) unlinkSync(join(bin, t));
    const ended = await Promise.all(batch.map((id) => tool('wait-for-task', { taskId: id, timeoutSeconds: 120 }).then((r) => r.body.data)));
    const missing = ended.filter((t) => t.status === 'FAILED');
    expect(missing.length, 'no render met the missing ffmpeg').toBeGreaterThan(0);
    for (const t of ended) expect(t.status === 'COMPLETED' || t.error?.code === 'ffmpeg_missing', JSON.stringify(t)).toBe(true);
    for (const t of missing) {
      expect(t.error.message).toMatch(/ffmpeg was not found.*FFMPEG_PATH/);
      expect(t.refundedCredits).toBe(t.estimatedCredits);
    }
    // Health says so; an upload (which ffprobe must read) is a 503 that says the same; the service goes on.
    await watch.until((b) => b.ffmpeg?.available === false, 15_000, 'ffmpeg missing');
    const up = await fetch(`${child.url}/api/v1/assets`, {
      method: 'POST',
      body: wav,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'audio/wav' },
    });
    const upBody = (await up.json()) as any;
    expect(up.status).toBe(503);
    expect(upBody.error).toMatchObject({ code: 'unavailable' });
    expect(upBody.error.message).toMatch(/ffmpeg was not found/);
    expect((await tool('generate-tts', { text: 'Still speaking without ffmpeg.', voiceId: 'alpha-cherry' })).status).toBe(200);

    // 2. Put back: found again without a restart (health, then a render that completes).
    link(FFMPEG);
    const backAt = Date.now();
    await watch.until((b) => b.ffmpeg?.available === true, 15_000, 'ffmpeg found again');
    const healthBackMs = Date.now() - backAt;
    const [again] = await submitVideos(1, 10);
    const againDone = (await tool('wait-for-task', { taskId: again, timeoutSeconds: 120 })).body.data;
    expect(againDone.status, JSON.stringify(againDone.error)).toBe('COMPLETED');

    // 3. ffmpeg killed in the middle of a render: that task fails with render_failed, refunded.
    const [victim] = await submitVideos(1, 20);
    const render = await until(
      () => childrenNamed(child.proc.pid!, 'ffmpeg').find((p) => p.cmdline.includes('-progress')),
      60_000,
      'the render to start',
      10,
    );
    process.kill(render.pid, 'SIGKILL');
    const killed = (await tool('wait-for-task', { taskId: victim, timeoutSeconds: 120 })).body.data;
    expect(killed.status).toBe('FAILED');
    expect(killed.error.code).toBe('render_failed');
    expect(killed.error.message).toMatch(/killed, SIGKILL/);
    expect(killed.refundedCredits).toBe(killed.estimatedCredits);
    expect((await task(victim)).status).toBe('FAILED');

    const health = await probe.stop();
    await watch.stop();
    expect(health.misses).toBe(0);
    expect(child.proc.exitCode).toBeNull();
    await until(
      async () =>
        (await api(child.url, child.token, '/api/v1/tasks?status=PENDING&limit=500')).body.data.tasks.length === 0 &&
        (await api(child.url, child.token, '/api/v1/tasks?status=PROCESSING&limit=500')).body.data.tasks.length === 0,
      120_000,
      'every task to end',
    );
    const stopped = new Promise((r) => child.proc.once('exit', r));
    child.proc.kill('SIGTERM');
    await stopped;
    const tasks = expectSettled(dataDir);
    expect(tasks.filter((t) => t.error?.code === 'internal')).toEqual([]);

    recordFaultRow('ffmpeg-faults', {
      fault: 'ffmpeg and ffprobe removed during six 15 s 720p renders, put back; then ffmpeg SIGKILLed mid-render',
      userSees:
        'health `ffmpeg.available: false`; renders FAILED `ffmpeg_missing` saying how to install it, refunded; uploads 503; found again without a restart; a killed render FAILED `render_failed`, refunded',
      testChecks: `every render ended, refunded, never internal; health showed ffmpeg back after ${healthBackMs} ms; the next render completed; every hold settled`,
      slowestHealthMs: health.maxMs,
      maxEventLoopDelayMs: health.maxEventLoopDelayMs,
    });
    recordReliability(
      'ffmpeg-faults',
      `## ffmpeg faults (\`test/reliability/ffmpeg-faults.test.ts\`)

A real service whose PATH is a folder of symlinks to ffmpeg and ffprobe. Six fifteen-second 720p renders, ffmpeg and ffprobe
removed once the first started; then put back; then one render's ffmpeg process killed (SIGKILL) mid-render.

| Figure | Value |
|---|---|
| Renders while ffmpeg was removed | ${missing.length} of ${ended.length} failed \`ffmpeg_missing\` (those running too: their file is measured with ffprobe), refunded in full; ${ended.length - missing.length} completed |
| Health after removal | \`ffmpeg.available: false\`; an upload answered 503 \`unavailable\` (ffprobe needed) |
| ffmpeg put back → health shows it | ${healthBackMs} ms (looked up again at most every 5 s while missing); the next render completed, no restart |
| ffmpeg killed mid-render | task FAILED \`render_failed\` ("${killed.error.message.split('.')[0]}"), refunded |
| Health answers (misses), slowest | ${health.samples} (${health.misses}), ${health.maxMs} ms |
| Largest event-loop delay reported by health | ${health.maxEventLoopDelayMs ?? 'not reported'} ms |
| Tasks by ending | ${Object.entries(endings(tasks))
        .map(([k, n]) => `${k}: ${n}`)
        .join(', ')} |
| Invariants after stop | every task ended, held 0, balance = grants − captures, asset files = rows, no temp files; none \`internal\` |
`,
    );
  }, 600_000);
});
