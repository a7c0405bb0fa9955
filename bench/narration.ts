/**
 * Long-form narration: a 10,000-character two-speaker script through generate-narration,
 * beside the same segments submitted as separate generate-tts tasks in the same run (what a
 * client would do by hand, without the stitching); and the stitcher beside a plain ffmpeg
 * concat of the same files (the segments as WAVs with silence WAVs between them).
 * Rounds alternate the order of the two, on one in-process service (sandbox engines).
 * Run: npm run bench -- narration   (or: node bench/narration.ts)
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startService } from '../src-service/index.ts';
import { requireFfmpeg } from '../src-service/media/ffmpeg-path.ts';
import { parseWav, encodeWav } from '../src-service/providers/sandbox/speech/wav.ts';
import { stitchWav } from '../src-service/narration/stitch.ts';
import { machineLine, writeSection } from './lib/report.ts';
import { sized } from './lib/smoke.ts';
import { f, loadAverage, median } from './lib/stats.ts';

const ROUNDS = sized(3, 1);
/** The script's length; a smoke run (BENCH_SMOKE=1) only proves the bench still runs end to end. */
const CHARS = sized(10_000, 1_500);
const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'timbre-bench-narration-'));
const service = await startService({ dataDir: join(dir, 'data'), port: 0 });
const session = service.sessionToken;
const call = async (path: string, token: string, body?: unknown) => {
  const res = await fetch(service.url + path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res;
};
const tool = async (name: string, key: string, body: unknown) =>
  ((await (await call(`/api/v1/tools/${name}/execute`, key, body)).json()) as { data: any }).data;
const key = ((await (await call('/api/v1/api-keys', session, { label: 'bench' })).json()) as { key: string }).key;
await call('/api/v1/credits/grants', session, { amount: 1_000_000 });

// CHARS characters (10,000): a narrator (alpha, 600-character requests) and a guest (beta, 5,000).
const sentences = [
  'The archive opened at dawn, and the first visitors drifted in from the rain.',
  'Nobody expected the letters to survive another winter, yet here they were.',
  'Each page carried a date, a place, and a name that nobody remembered any more.',
];
let script = '';
for (let i = 0; script.length < CHARS; i++) {
  const who = i % 4 === 3 ? 'Guest: ' : 'Narrator: ';
  script += `${who}${Array.from({ length: 4 }, (_, j) => sentences[(i + j) % 3]).join(' ')}\n`;
}
script = script.slice(0, CHARS).replace(/\s+\S*$/, '.');
const body = { script, voiceId: 'alpha-cherry', speakers: { Narrator: 'alpha-cherry', Guest: 'beta-kore' } };
const plan = await tool('preview-narration', key, body);
const segments = plan.segments as Array<{ text: string; voiceId: string }>;

const waitAll = (ids: string[]) => Promise.all(ids.map((taskId) => tool('wait-for-task', key, { taskId, timeoutSeconds: 300 })));
// CPU time of this process (the service, its espeak-ng workers and this client) during a run.
const cpuSince = (c: NodeJS.CpuUsage) => {
  const d = process.cpuUsage(c);
  return (d.user + d.system) / 1000;
};
async function narrationOnce(): Promise<{ ms: number; cpuMs: number; assetId: string; output: any }> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const ack = await tool('generate-narration', key, body);
  const [done] = await waitAll([ack.taskId]);
  if (done.status !== 'COMPLETED') throw new Error(JSON.stringify(done));
  return { ms: performance.now() - started, cpuMs: cpuSince(cpu), assetId: done.output.assetIds[0], output: done.output };
}
async function separateOnce(): Promise<{ ms: number; cpuMs: number; assetIds: string[] }> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const acks = await Promise.all(segments.map((s) => tool('generate-tts', key, { text: s.text, voiceId: s.voiceId })));
  const done = await waitAll(acks.map((a) => a.taskId));
  if (done.some((d) => d.status !== 'COMPLETED')) throw new Error('a generate-tts task failed');
  return { ms: performance.now() - started, cpuMs: cpuSince(cpu), assetIds: done.map((d) => d.output.assetIds[0]) };
}

const narrationMs: number[] = [];
const separateMs: number[] = [];
const narrationCpu: number[] = [];
const separateCpu: number[] = [];
let last: { assetIds: string[] } | undefined;
let lastNarration: { output: any } | undefined;
for (let r = 0; r < ROUNDS; r++) {
  // Alternate who goes first, so a slower machine moment hits both alike.
  if (r % 2 === 0) {
    const n = await narrationOnce();
    narrationMs.push(n.ms);
    narrationCpu.push(n.cpuMs);
    lastNarration = n;
    const s = await separateOnce();
    separateMs.push(s.ms);
    separateCpu.push(s.cpuMs);
    last = s;
  } else {
    const s = await separateOnce();
    separateMs.push(s.ms);
    separateCpu.push(s.cpuMs);
    last = s;
    const n = await narrationOnce();
    narrationMs.push(n.ms);
    narrationCpu.push(n.cpuMs);
    lastNarration = n;
  }
}

// Stitching alone: the separate tasks' WAVs, with the narration's pauses, by our stitcher
// (raw PCM files) and by ffmpeg's concat demuxer (WAV files, silence WAVs between them).
const work = join(dir, 'stitch');
rmSync(work, { recursive: true, force: true });
const { mkdirSync } = await import('node:fs');
mkdirSync(work);
const times = lastNarration!.output.segments as Array<{ startSeconds: number; endSeconds: number }>;
const gaps = times.map((t, i) => (i === 0 ? 0 : Math.round((t.startSeconds - times[i - 1].endSeconds) * 24_000)));
const pcmFiles: string[] = [];
const concatList: string[] = [];
for (const [i, id] of last!.assetIds.entries()) {
  const wav = Buffer.from(await (await call(`/api/v1/assets/${id}/export`, key)).arrayBuffer());
  const samples = parseWav(wav).samples;
  const pcm = join(work, `${i}.pcm`);
  writeFileSync(pcm, Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength));
  pcmFiles.push(pcm);
  if (gaps[i] > 0) {
    const silence = join(work, `gap-${i}.wav`);
    writeFileSync(silence, encodeWav(new Int16Array(gaps[i]), 24_000));
    concatList.push(`file '${silence}'`);
  }
  const seg = join(work, `${i}.wav`);
  writeFileSync(seg, wav);
  concatList.push(`file '${seg}'`);
}
writeFileSync(join(work, 'list.txt'), concatList.join('\n'));
const stitchMs: number[] = [];
const concatMs: number[] = [];
for (let r = 0; r < 5; r++) {
  let t = performance.now();
  await stitchWav(
    join(work, 'ours.wav'),
    pcmFiles.map((path, i) => ({ path, gapBeforeSamples: gaps[i] })),
    24_000,
  );
  stitchMs.push(performance.now() - t);
  t = performance.now();
  await run(requireFfmpeg().ffmpeg, [
    '-nostdin',
    '-v',
    'error',
    '-y',
    '-f',
    'concat',
    '-safe',
    '0',
    '-i',
    join(work, 'list.txt'),
    '-c',
    'copy',
    join(work, 'ffmpeg.wav'),
  ]);
  concatMs.push(performance.now() - t);
}
const seconds = times.at(-1)!.endSeconds;
await service.close();
rmSync(dir, { recursive: true, force: true });

const md = [
  '## Long-form narration (10,000 characters, two speakers)',
  '',
  `${machineLine()}, load average ${loadAverage()}. Sandbox engines (English on flite, two workers on two cores; espeak-ng for other languages), one in-process service (local lane: 2 at once; the narration speaks up to 2 segments at once in it, one in its own slot and one in the slot left free).`,
  `Script: ${script.length.toLocaleString('en')} characters → ${segments.length} segments (${plan.segments.filter((s: any) => s.provider === 'alpha').length} alpha ≤ 600, ${plan.segments.filter((s: any) => s.provider === 'beta').length} beta ≤ 5,000), ${plan.estimatedCredits} credits; ${f(seconds, 1)} s of audio. Median of ${ROUNDS} alternating rounds.`,
  'Command: `node bench/narration.ts`.',
  '',
  '| Run | Submit → last byte ready | CPU time (service, workers, client) | Requests to the service |',
  '|---|---|---|---|',
  `| generate-narration (one task: speaks, keeps, stitches) | ${f(median(narrationMs) / 1000, 2)} s | ${f(median(narrationCpu) / 1000, 2)} s | 2 (submit, wait) |`,
  `| Baseline: the same ${segments.length} segments as separate generate-tts tasks, all submitted at once (no stitching) | ${f(median(separateMs) / 1000, 2)} s | ${f(median(separateCpu) / 1000, 2)} s | ${segments.length * 2} |`,
  '',
  `Ratio, narration / baseline: ${f(median(narrationMs) / median(separateMs), 2)}×.`,
  'Both runs do the same speech work (the script is English, so flite speaks it, then the 16,000 → 24,000 Hz resampling) on the same two flite workers, which keep both cores busy for nearly all of either run (CPU time about twice the wall time); the per-task work a narration skips is a few percent of the CPU time, so the ratio follows the CPU times. The narration already speaks two segments at once: it cannot beat separate tasks that use the same two workers, since both are bound by the same synthesis CPU.',
  '',
  'Stitching alone (the same segments and pauses; median of 5):',
  '',
  '| Stitcher | Time |',
  '|---|---|',
  `| Timbre's stitcher (raw PCM → one WAV, written once) | ${f(median(stitchMs), 1)} ms |`,
  `| Baseline: \`ffmpeg -f concat -c copy\` of the same WAVs with silence WAVs between them | ${f(median(concatMs), 1)} ms |`,
].join('\n');
console.log(md);
writeSection('narration', md);
