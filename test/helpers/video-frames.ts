// Probes and pixel reads for the sandbox video renderer tests: ffprobe's view of an output,
// stills made with ffmpeg's lavfi sources, frames as raw RGB, and their differences.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';

export const NEVER = new AbortController().signal;
export const quiet = () => {};

const dirs: string[] = [];
/** Removes the folders `dir()` made (call from afterAll). */
export function removeDirs(): void {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
}

export function dir(): string {
  const d = mkdtempSync(join(tmpdir(), 'timbre-video-test-'));
  dirs.push(d);
  return d;
}

export function ffmpeg(...args: string[]): Buffer {
  return execFileSync('ffmpeg', ['-v', 'error', '-nostdin', ...args], { maxBuffer: 256 * 2 ** 20 });
}

function probeVideo(path: string) {
  const out = execFileSync('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', path], {
    encoding: 'utf8',
  });
  const data = JSON.parse(out) as { format: { duration: string; format_name: string }; streams: Array<Record<string, string | number>> };
  return { duration: Number(data.format.duration), format: data.format.format_name, streams: data.streams };
}

export function expectVideo(path: string, width: number, height: number, seconds: number): void {
  const info = probeVideo(path);
  expect(info.format).toContain('mp4');
  expect(info.streams).toHaveLength(1); // picture only, no audio track
  expect(info.streams[0]).toMatchObject({ codec_type: 'video', codec_name: 'h264', pix_fmt: 'yuv420p', width, height });
  expect(Math.abs(info.duration - seconds)).toBeLessThanOrEqual(0.1);
}

/** A still with four coloured quadrants (red, green / blue, white) and a diagonal, so any misplacement shows. */
export function quadrants(path: string, w: number, h: number): string {
  const half = (v: 'X' | 'Y', n: number) => `lt(${v},${n / 2})`;
  const r = `if(${half('Y', h)},if(${half('X', w)},255,0),if(${half('X', w)},0,255))`;
  const g = `if(${half('Y', h)},if(${half('X', w)},0,255),if(${half('X', w)},0,255))`;
  const b = `if(${half('Y', h)},0,255)`;
  const diag = `lt(abs(X/${w}-Y/${h}),0.02)`;
  ffmpeg(
    '-f',
    'lavfi',
    '-i',
    `color=c=black:s=${w}x${h}`,
    '-vf',
    `geq=r='if(${diag},128,${r})':g='if(${diag},128,${g})':b='if(${diag},128,${b})'`,
    '-frames:v',
    '1',
    '-y',
    path,
  );
  return path;
}

export function solid(path: string, color: string, w = 320, h = 240): string {
  ffmpeg('-f', 'lavfi', '-i', `color=c=${color}:s=${w}x${h}`, '-frames:v', '1', '-y', path);
  return path;
}

/** Frame `index` of a file (or of a still) as raw RGB, optionally through a filter first. */
export function frameRgb(path: string, index: number, filter?: string): Buffer {
  const vf = [filter, `select=eq(n\\,${index})`].filter(Boolean).join(',');
  return ffmpeg('-i', path, '-vf', vf, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-');
}

export function frameCount(path: string): number {
  return Number(
    execFileSync(
      'ffprobe',
      ['-v', 'error', '-select_streams', 'v:0', '-count_frames', '-show_entries', 'stream=nb_read_frames', '-of', 'csv=p=0', path],
      { encoding: 'utf8' },
    ).trim(),
  );
}

/** Mean absolute difference per channel, 0..255. */
export function mad(a: Buffer, b: Buffer): number {
  expect(a.length).toBe(b.length);
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i] - b[i]);
  return sum / a.length;
}

export function meanColor(rgb: Buffer): [number, number, number] {
  const s = [0, 0, 0];
  for (let i = 0; i < rgb.length; i++) s[i % 3] += rgb[i];
  const n = rgb.length / 3;
  return [s[0] / n, s[1] / n, s[2] / n];
}

/** The letterbox fit the i2v renderer documents, done independently with scale + pad. */
export const letterbox = (w: number, h: number) =>
  `scale=${w}:${h}:force_original_aspect_ratio=decrease,pad=${w}:${h}:(ow-iw)/2:(oh-ih)/2:black,format=rgb24`;

/** A prompt full of what breaks filter graphs: quotes, escapes, expansions, newlines, emoji. */
export const SPECIAL = `It's "sandbox" time: 100% \\ back\\slash, [brackets] {braces}; semi; %{pts} %{localtime}\nnew line 🎬🙂 ünïcödé ${'long words '.repeat(60)}`;
