// Shared checks of the compatible-API tests: what ffprobe sees in answered audio, and what the
// ledger and the task listing say about a speech task.
import { execFileSync, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir, type TestService } from '../helpers/service.ts';

/** ffprobe's view of bytes, optionally read as a raw format (`-f s16le -ar 24000 -ac 1`). */
export function probe(bytes: Buffer, raw?: { format: string; rate: number }): { format: any; streams: any[] } {
  const path = join(tempDir('timbre-compat-probe-'), 'audio');
  writeFileSync(path, bytes);
  const input = raw ? ['-f', raw.format, '-ar', String(raw.rate), '-ac', '1'] : [];
  return JSON.parse(
    execFileSync('ffprobe', ['-v', 'error', ...input, '-print_format', 'json', '-show_format', '-show_streams', path], {
      encoding: 'utf8',
    }),
  );
}

/** The single audio stream of a probe. */
export const audioOf = (p: { streams: any[] }) => {
  const audio = p.streams.filter((s) => s.codec_type === 'audio');
  if (audio.length !== 1) throw new Error(`expected one audio stream, got ${JSON.stringify(p.streams)}`);
  return audio[0];
};

/** The ledger rows of a task (the studio's view of the ledger). */
export async function ledgerOf(t: TestService, taskId: string): Promise<Array<{ kind: string; amount: number; apiKeyId: string | null }>> {
  const res = await t.fetch('/api/v1/credits/ledger?limit=1000');
  const rows = ((await res.json()) as { data: any[] }).data;
  return rows
    .filter((r) => r.taskId === taskId)
    .reverse()
    .map((r) => ({ kind: r.kind, amount: r.amount, apiKeyId: r.apiKeyId }));
}

/** The tasks a key sees, newest first. */
export async function tasksOf(t: TestService, key: string): Promise<any[]> {
  const res = await t.fetch('/api/v1/tasks?limit=100', { token: key });
  return ((await res.json()) as { data: { tasks: any[] } }).data.tasks;
}

/** The library a key sees, newest first. */
export async function assetsOf(t: TestService, key: string): Promise<any[]> {
  const res = await t.fetch('/api/v1/assets?limit=100', { token: key });
  return ((await res.json()) as { data: { assets: any[] } }).data.assets;
}

/**
 * A text of `n` characters in sentences (no word longer than the alpha limit). Spanish, so the
 * sandbox speaks it with espeak-ng: these tests are about how long answers are streamed, cut and
 * stored, not about the English voices (test/unit/sandbox-flite.test.ts), and on texts this long
 * flite takes about 2.5x espeak-ng's time (BENCHMARKS.md "Offline speech engines").
 */
export function sentences(n: number): string {
  const s = 'El farero subió la escalera y encendió la lámpara una vez más. ';
  return (
    s
      .repeat(Math.ceil(n / s.length))
      .slice(0, n)
      .trim()
      .replace(/\s+\S*$/, '') + '.'
  );
}

/** A task as its key sees it (get-task-status). */
export async function taskOf(t: TestService, key: string, taskId: string): Promise<any> {
  return (await t.tool('get-task-status', { taskId }, key)).body.data;
}

/** The stored audio of a task (its asset) as WAV bytes. */
export async function storedWav(t: TestService, key: string, taskId: string): Promise<Buffer> {
  const asset = (await assetsOf(t, key)).find((a) => a.taskId === taskId);
  return Buffer.from(await (await fetch(asset.url)).arrayBuffer());
}

/** ffmpeg processes this test process has running (the service runs in it, so they are the service's). */
export function ffmpegChildren(): number {
  return spawnSync('ps', ['-o', 'comm=', '--ppid', String(process.pid)], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter((c) => c.includes('ffmpeg')).length;
}
