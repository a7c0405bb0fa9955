/**
 * The sandbox's two offline synthesizers side by side: CMU Flite (WASI, English) and
 * espeak-ng (emscripten), each in its worker thread, same voice profile, same texts.
 * First-request latency: a fresh synthesizer's first 100-character request, which includes
 * starting the worker and compiling the WebAssembly module. Real-time factor (synthesis
 * time / audio duration, lower is faster) for 100, 600 and 5,000 characters, median of the
 * runs, the engines interleaved so machine load hits both alike.
 * Run: npm run bench -- speech-engines   (or: node bench/speech-engines.ts)
 */
import type { VoiceProfile } from '../src-service/providers/engine.ts';
import { fliteVoiceFor } from '../src-service/providers/sandbox/flite-voice.ts';
import { createFlitePool } from '../src-service/providers/sandbox/speech/flite-pool.ts';
import { createSpeechSynth } from '../src-service/providers/sandbox/speech/synth.ts';
import { machineLine, writeSection } from './lib/report.ts';
import { sized } from './lib/smoke.ts';
import { f, loadAverage, median } from './lib/stats.ts';

const RUNS = sized(5, 1);
const COLD_RUNS = sized(3, 1);
const SIZES = sized([100, 600, 5_000], [100, 600]);
const PROFILE: VoiceProfile = { espeakVoice: 'en-us', variant: 'f2', pitch: 55, pitchRange: 50, rate: 175 };
const PARAGRAPH =
  'The library opens at nine, and the reading room fills quickly on weekday mornings. ' +
  'Visitors may borrow up to six books at a time, renew them twice, and return them at any branch. ' +
  'Please keep your voice low near the study desks, and switch your phone to silent before you enter. ';

function textOf(chars: number): string {
  let text = '';
  while (text.length < chars) text += PARAGRAPH;
  // End on a word boundary so both engines read the same words.
  return text.slice(0, text.lastIndexOf(' ', chars)).trim();
}

interface Engine {
  name: string;
  make(): { render(text: string): Promise<{ durationSeconds: number }>; close(): Promise<void> };
}

const ENGINES: Engine[] = [
  {
    name: 'flite (slt)',
    make() {
      const pool = createFlitePool();
      const voice = fliteVoiceFor(PROFILE);
      return { render: (t) => pool.render(t, voice), close: () => pool.close() };
    },
  },
  {
    name: 'espeak-ng',
    make() {
      const synth = createSpeechSynth();
      return { render: (t) => synth.render(t, PROFILE), close: () => synth.close() };
    },
  },
];

async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await fn();
  return { ms: performance.now() - start, value };
}

const loadBefore = loadAverage();
const cold = new Map<string, number[]>();
for (let i = 0; i < COLD_RUNS; i++) {
  for (const engine of ENGINES) {
    const synth = engine.make();
    const { ms } = await timed(() => synth.render(textOf(100)));
    await synth.close();
    cold.set(engine.name, [...(cold.get(engine.name) ?? []), ms]);
  }
}

const warm = ENGINES.map((e) => ({ engine: e, synth: e.make() }));
for (const { synth } of warm) await synth.render('Warm up.');
const rtf = new Map<string, number[]>();
const audio = new Map<string, number>();
for (const chars of SIZES) {
  const text = textOf(chars);
  for (let i = 0; i < RUNS; i++) {
    for (const { engine, synth } of warm) {
      const { ms, value } = await timed(() => synth.render(text));
      const key = `${engine.name}/${chars}`;
      rtf.set(key, [...(rtf.get(key) ?? []), ms / 1000 / value.durationSeconds]);
      audio.set(key, value.durationSeconds);
    }
  }
}
for (const { synth } of warm) await synth.close();
const loadAfter = loadAverage();

const [flite, espeak] = ENGINES.map((e) => e.name);
const rows = SIZES.map((chars) => {
  const a = median(rtf.get(`${flite}/${chars}`)!);
  const b = median(rtf.get(`${espeak}/${chars}`)!);
  return `| ${chars.toLocaleString('en-US')} | ${f(a, 3)} (${f(audio.get(`${flite}/${chars}`)!)} s) | ${f(b, 3)} (${f(audio.get(`${espeak}/${chars}`)!)} s) | ${f(a / b, 2)}× |`;
});
const coldA = median(cold.get(flite)!);
const coldB = median(cold.get(espeak)!);
const md = [
  '## Offline speech engines: flite beside espeak-ng',
  '',
  `${machineLine()}. Load average ${loadBefore} before, ${loadAfter} after (other work shares the machine; compare the ratio column).`,
  `Same voice profile (en-us f2, pitch 55, 175 wpm; flite: slt), same texts, engines interleaved. Command: \`node bench/speech-engines.ts\`.`,
  '',
  `Real-time factor = synthesis time / audio duration (lower is faster), median of ${RUNS}, one warm worker each:`,
  '',
  '| Characters | flite RTF (audio) | espeak-ng RTF (audio) | flite / espeak-ng |',
  '|---|---|---|---|',
  ...rows,
  '',
  `First request (a fresh synthesizer: worker start, module compile, 100 characters), median of ${COLD_RUNS}: ` +
    `flite ${f(coldA, 0)} ms, espeak-ng ${f(coldB, 0)} ms (${f(coldA / coldB, 2)}×).`,
].join('\n');
console.log(md);
writeSection('speech-engines', md);
