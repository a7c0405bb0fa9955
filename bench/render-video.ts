/**
 * Sandbox video rendering: each mode rendered at 720p 16:9 (6 s of output), best of 5 (BENCH_SMOKE=1: 480p, 1 s, once),
 * beside plain ffmpeg encoding the renderer's own frames (decoded beforehand to a raw
 * .y4m file) with the same x264 settings, timed in the same run with the runs interleaved.
 * The gap is what the mode's filter graph (zoom, dissolves, text) and the joins cost over
 * encoding that very picture. CPU time (this process and its children, from /proc) is reported
 * beside wall time: on a loaded machine it is the steadier measure.
 * Run: node bench/render-video.ts
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { requireFfmpeg } from '../src-service/media/ffmpeg-path.ts';
import {
  frameSize,
  renderExtension,
  renderImageToVideo,
  renderReferenceToVideo,
  renderTextToVideo,
  X264_PRESET,
} from '../src-service/providers/sandbox/video/index.ts';
import { machineLine, writeSection } from './lib/report.ts';
import { sized } from './lib/smoke.ts';

const RUNS = sized(5, 1);
const FPS = 24;
/** Output lengths (s): a clip, the short clip an extension starts from, and the two extensions. */
const [CLIP, SHORT, ADD_SHORT, ADD_LONG] = sized([6, 2, 4, 8], [1, 1, 1, 1]);
const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'timbre-bench-video-'));
const ffmpeg = requireFfmpeg().ffmpeg;
const { width, height } = frameSize('16:9', sized('720p', '480p'));
const signal = new AbortController().signal;
const quiet = () => {};
const PROMPT =
  'A lighthouse on a cliff at dusk, waves rolling in, gulls circling, warm light sweeping over the sea; slow cinematic push-in.';

async function time(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

/** CPU seconds used so far by this process and its finished children (Linux /proc; 0 elsewhere). */
function cpuSeconds(): number {
  try {
    const f = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) / 100;
  } catch {
    return 0;
  }
}

/** The renderer's own output decoded to raw frames, for the baseline to encode. */
function rawFrames(video: string, y4m: string): Promise<unknown> {
  return run(ffmpeg, ['-v', 'error', '-y', '-i', video, '-pix_fmt', 'yuv420p', '-f', 'yuv4mpegpipe', y4m]);
}

/** The baseline: those raw frames encoded with the renderers' x264 settings, `frames` frames. */
function plain(frames: number, out: string, y4m: string): Promise<unknown> {
  return run(ffmpeg, [
    '-hide_banner',
    '-nostdin',
    '-v',
    'error',
    '-y',
    '-i',
    y4m,
    '-frames:v',
    String(frames),
    '-c:v',
    'libx264',
    '-preset',
    X264_PRESET,
    '-crf',
    '20',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    out,
  ]);
}

async function still(name: string, source: string): Promise<string> {
  const path = join(dir, name);
  await run(ffmpeg, ['-v', 'error', '-y', '-f', 'lavfi', '-i', source, '-frames:v', '1', path]);
  return path;
}

// Inputs: a photo-sized test card for i2v, seven differently sized stills for r2v, and
// clips to extend made by the t2v renderer itself (what the extension tool receives).
const image = await still('image.png', 'testsrc2=s=2000x1300');
const refs = await Promise.all(
  Array.from({ length: 7 }, (_, i) =>
    still(`ref${i}.${i % 2 ? 'jpg' : 'png'}`, `testsrc=s=${800 + 120 * i}x${600 + 40 * i},hue=h=${i * 50}`),
  ),
);
const clip2 = join(dir, 'clip2.mp4');
const clip6 = join(dir, 'clip6.mp4');
await renderTextToVideo({ outPath: clip2, durationSeconds: SHORT, width, height, prompt: PROMPT, signal, onProgress: quiet });
await renderTextToVideo({ outPath: clip6, durationSeconds: CLIP, width, height, prompt: PROMPT, signal, onProgress: quiet });

const out = join(dir, 'out.mp4');
const base = { outPath: out, width, height, prompt: PROMPT, signal, onProgress: quiet };
const modes: Array<{ label: string; seconds: number; render: () => Promise<unknown> }> = [
  { label: 't2v', seconds: CLIP, render: () => renderTextToVideo({ ...base, durationSeconds: CLIP }) },
  { label: 'i2v (2000x1300 PNG)', seconds: CLIP, render: () => renderImageToVideo({ ...base, durationSeconds: CLIP, imagePath: image }) },
  {
    label: 'r2v, 3 references',
    seconds: CLIP,
    render: () => renderReferenceToVideo({ ...base, durationSeconds: CLIP, imagePaths: refs.slice(0, 3) }),
  },
  { label: 'r2v, 7 references', seconds: CLIP, render: () => renderReferenceToVideo({ ...base, durationSeconds: CLIP, imagePaths: refs }) },
  {
    label: `extension, ${SHORT} s clip + ${ADD_SHORT} s`,
    seconds: SHORT + ADD_SHORT,
    render: () => renderExtension({ outPath: out, videoPath: clip2, addSeconds: ADD_SHORT, prompt: PROMPT, signal, onProgress: quiet }),
  },
  {
    label: `extension, ${CLIP} s clip + ${ADD_LONG} s`,
    seconds: CLIP + ADD_LONG,
    render: () => renderExtension({ outPath: out, videoPath: clip6, addSeconds: ADD_LONG, prompt: PROMPT, signal, onProgress: quiet }),
  },
];

const rows: string[] = [];
const loads: number[] = [];
const y4m = join(dir, 'frames.y4m');
for (const mode of modes) {
  loads.push(loadavg()[0]);
  await mode.render(); // warm-up, and the frames the baseline encodes
  await rawFrames(out, y4m);
  const renderer: number[] = [];
  const cli: number[] = [];
  const rendererCpu: number[] = [];
  const cliCpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    let cpu = cpuSeconds();
    cli.push(await time(() => plain(mode.seconds * FPS, join(dir, 'plain.mp4'), y4m)));
    cliCpu.push(cpuSeconds() - cpu);
    cpu = cpuSeconds();
    renderer.push(await time(mode.render));
    rendererCpu.push(cpuSeconds() - cpu);
  }
  loads.push(loadavg()[0]);
  const best = (xs: number[]) => Math.min(...xs);
  const kb = statSync(out).size / 1024;
  const r = renderer.indexOf(best(renderer));
  const c = cli.indexOf(best(cli));
  rows.push(
    `| ${mode.label} | ${mode.seconds} s | ${(renderer[r] / 1000).toFixed(2)} s | ${(cli[c] / 1000).toFixed(2)} s | ` +
      `${(renderer[r] / cli[c]).toFixed(2)}× | ${(rendererCpu[r] / (renderer[r] / 1000)).toFixed(2)} | ` +
      `${best(rendererCpu).toFixed(2)} s | ${best(cliCpu).toFixed(2)} s | ${(best(rendererCpu) / best(cliCpu)).toFixed(2)}× | ${kb.toFixed(0)} KiB |`,
  );
  console.log(rows.at(-1));
}
rmSync(dir, { recursive: true, force: true });

const md = [
  `## Sandbox video render (${width}x${height}, ${FPS} fps, x264 ${X264_PRESET})`,
  '',
  `${machineLine()}. Best of ${RUNS}, runs interleaved. Baseline: plain ffmpeg encoding the renderer's own`,
  'frames (its output decoded beforehand to a raw .y4m) with the same x264 settings: the cheapest way to',
  'produce that very file, so the ratio is what the filter graphs, probes and joins cost on top (a solid',
  'colour, the earlier baseline, encodes several times faster than real pictures and overstated the gap).',
  `The renderer may split a clip into windows rendered by parallel ffmpeg processes (up to ${cpus().length} here) joined by`,
  'stream copy (r2v always; t2v, i2v and an added part only past 7 s of 720p a window, so not in these rows);',
  'an extension copies its input when the stream is compatible. "Cores" is the CPU time of the',
  "render's processes over its wall time; CPU is user + system time of all its processes (best run), which a",
  'loaded machine does not inflate the way it does wall time: with every core taken by other work, the wall',
  'ratio tends to the CPU ratio, and parallel windows only pay off on free cores. Target: within 1.5×.',
  `1-minute load average while measuring: ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} on ${cpus().length} cores`,
  '(other work shares this machine; compare each row with its baseline).',
  'Command: `node bench/render-video.ts`.',
  '',
  '| Mode | Output | Renderer | ffmpeg encoding the same frames | ratio | Cores busy | Renderer CPU | ffmpeg CPU | CPU ratio | File |',
  '|---|---|---|---|---|---|---|---|---|---|',
  ...rows,
].join('\n');
console.log(`\n${md}`);
writeSection('render-video', md);
