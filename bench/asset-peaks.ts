/**
 * Waveform peaks (`GET /api/v1/assets/{id}/peaks`): the first request computes them (WAV read in
 * Node, anything else decoded by ffmpeg) and caches them beside the asset; later requests read
 * the cache. Baseline, same run: downloading the whole file (`GET /api/v1/assets/{id}/export`),
 * which is what a screen would have to fetch, and then decode, to draw the waveform itself.
 * Speech of 60 s and 10 min, as 24 kHz WAV and as MP3. Medians of 5 (the first request once per
 * fresh asset).
 * Run: node bench/asset-peaks.ts   (or: node bench/run.ts asset-peaks)
 */
import { readFileSync } from 'node:fs';
import { makeSample, type SampleFormat } from '../test/helpers/media-fixtures.ts';
import { startTestService } from '../test/helpers/service.ts';
import { machineLine, writeSection } from './lib/report.ts';
import { sized } from './lib/smoke.ts';

const RUNS = sized(5, 1);
/** Lengths of speech, seconds. */
const LENGTHS = sized([60, 600], [3]);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const t = await startTestService();
const key = await t.createKey('peaks bench');

async function upload(path: string): Promise<string> {
  const res = await t.fetch('/api/v1/assets', {
    method: 'POST',
    body: readFileSync(path),
    token: key,
    headers: { 'content-type': 'application/octet-stream' },
  });
  const body = (await res.json()) as { data: { assetId: string } };
  if (res.status !== 201) throw new Error(`upload ${res.status}: ${JSON.stringify(body)}`);
  return body.data.assetId;
}

/** Time to the last byte of an answer, and its size. */
async function timed(path: string): Promise<{ ms: number; bytes: number }> {
  const start = performance.now();
  const res = await t.fetch(path);
  const bytes = (await res.arrayBuffer()).byteLength;
  if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
  return { ms: performance.now() - start, bytes };
}

const rows: string[] = [];
try {
  for (const seconds of LENGTHS) {
    for (const format of ['wav', 'mp3'] as SampleFormat[]) {
      const file = await makeSample({ seconds, format, sampleRate: 24_000 });
      const first: number[] = [];
      const cached: number[] = [];
      const whole: number[] = [];
      let peakBytes = 0;
      let fileBytes = 0;
      for (let i = 0; i < RUNS; i++) {
        // A fresh asset each run: its first peaks request computes them.
        const id = await upload(file);
        const computed = await timed(`/api/v1/assets/${id}/peaks`);
        first.push(computed.ms);
        peakBytes = computed.bytes;
        cached.push((await timed(`/api/v1/assets/${id}/peaks`)).ms);
        const all = await timed(`/api/v1/assets/${id}/export`);
        whole.push(all.ms);
        fileBytes = all.bytes;
      }
      const label = `${seconds < 600 ? `${seconds} s` : `${seconds / 60} min`} ${format.toUpperCase()}`;
      rows.push(
        `| ${label} | ${Math.round(median(first))} ms | ${median(cached).toFixed(1)} ms | ${peakBytes.toLocaleString('en')} B | ${median(whole).toFixed(1)} ms | ${fileBytes.toLocaleString('en')} B |`,
      );
    }
  }
} finally {
  await t.dispose();
}

const md = `## Waveform peaks: computed once, then read

\`node bench/asset-peaks.ts\` — a test service on loopback; speech at 24 kHz mono uploaded as WAV and as MP3; the default peaks resolution. Median of ${RUNS} (each run a fresh asset). ${machineLine()}.

| Asset | First peaks request (computes and caches) | Later peaks requests | Peaks answer | Baseline: whole file download | File |
|---|---|---|---|---|---|
${rows.join('\n')}`;
writeSection('asset-peaks', md);
console.log(md);
