/**
 * Clone-sample conversion: a 60 s sample (WebM/Opus as MediaRecorder writes it, and MP3)
 * to 24 kHz mono 16-bit WAV with toWav24kMono (fluent-ffmpeg), beside the same ffmpeg
 * command run directly, best of 5 each, interleaved. Also decodePcm + analyzeAudio.
 * Run: npm run bench -- convert-sample   (or: node bench/convert-sample.ts)
 */
import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { analyzeAudio } from '../src-service/media/analyze.ts';
import { decodePcm, toWav24kMono } from '../src-service/media/convert.ts';
import { requireFfmpeg } from '../src-service/media/ffmpeg-path.ts';
import { fixtureDir, makeSample, type SampleFormat } from '../test/helpers/media-fixtures.ts';
import { machineLine, writeSection } from './lib/report.ts';
import { sized } from './lib/smoke.ts';

const RUNS = sized(5, 1);
const SECONDS = sized(60, 3);
const run = promisify(execFile);

async function time(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

/** The command toWav24kMono builds, typed out: what `time ffmpeg …` would measure. */
function cli(input: string, output: string): Promise<unknown> {
  return run(requireFfmpeg().ffmpeg, [
    '-nostdin',
    '-hide_banner',
    '-v',
    'error',
    '-y',
    '-i',
    input,
    '-vn',
    '-map',
    '0:a:0',
    '-ac',
    '1',
    '-ar',
    '24000',
    '-acodec',
    'pcm_s16le',
    '-f',
    'wav',
    '-map_metadata',
    '-1',
    '-fflags',
    '+bitexact',
    output,
  ]);
}

const rows: string[] = [];
const out = join(fixtureDir(), 'out.wav');
let cold: number | undefined;
for (const [label, format, streamed] of [
  ['WebM/Opus (MediaRecorder-style, no duration)', 'webm', true],
  ['MP3 128 kb/s', 'mp3', false],
] as const) {
  const input = await makeSample({ seconds: SECONDS, format: format as SampleFormat, streamed, volume: 0.6 });
  // The first call in a process also runs fluent-ffmpeg's one-off capability probe.
  if (cold === undefined) cold = await time(() => toWav24kMono(input, out));
  const fluent: number[] = [];
  const direct: number[] = [];
  const analyse: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    direct.push(await time(() => cli(input, out)));
    fluent.push(await time(() => toWav24kMono(input, out)));
    analyse.push(await time(async () => analyzeAudio(await decodePcm(input), 24_000)));
  }
  const best = (xs: number[]) => Math.min(...xs);
  rows.push(
    `| ${label} | ${best(fluent).toFixed(0)} ms | ${best(direct).toFixed(0)} ms | ${(best(fluent) - best(direct)).toFixed(0)} ms | ${best(analyse).toFixed(0)} ms |`,
  );
  rmSync(input, { force: true });
}

const md = [
  `## Clone sample conversion (${SECONDS} s → 24 kHz mono s16 WAV)`,
  '',
  `${machineLine()}. Best of ${RUNS}, runs interleaved. Baseline: the identical ffmpeg command spawned directly.`,
  `Command: \`node bench/convert-sample.ts\`.`,
  '',
  `| Input (${SECONDS} s speech) | toWav24kMono | ffmpeg CLI | overhead | decodePcm + analyzeAudio |`,
  '|---|---|---|---|---|',
  ...rows,
  '',
  `First call in a process (fluent-ffmpeg probes ffmpeg's formats and encoders once): ${cold!.toFixed(0)} ms.`,
].join('\n');
console.log(md);
writeSection('convert-sample', md);
