// Record a sample (or pick/drop a file), check it, and hand it to Clone.
import { useEffect, useRef, useState } from 'react';
import { useStudioStore } from '../studio-context.ts';
import { messageOf } from '../api/errors.ts';
import { encodeWav, peaksOf, sliceMono } from '../wav.ts';
import { SampleQuality } from './SampleQuality.tsx';
import { judgeLength } from './sample-length.ts';
import { TrimControls, type Region } from './TrimControls.tsx';
import type { AudioQuality } from '../api/shapes.ts';
import { CLONE_SAMPLE } from '../../src-service/contract/limits.ts';
import { go } from '../app/routes.ts';

const { minSeconds: MIN_S, maxSeconds: MAX_S, recommendedSeconds: BEST } = CLONE_SAMPLE;
const COUNTDOWN_S = 3;

type Phase = 'idle' | 'countdown' | 'recording' | 'done';

/** A take: the recorded or picked media and what was measured in it. */
interface Take {
  blob: Blob;
  url: string;
  seconds: number;
  fileName: string;
  peaks: number[];
  audio: AudioBuffer;
}

/** The kept region, uploaded as WAV (once per region). */
interface Prepared {
  assetId: string;
  blob: Blob;
  seconds: number;
}

export function RecordScreen() {
  const onUse = () => go('clone');
  const store = useStudioStore();
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  const [deviceId, setDeviceId] = useState('');
  const [phase, setPhase] = useState<Phase>('idle');
  const [count, setCount] = useState(COUNTDOWN_S);
  const [elapsedS, setElapsedS] = useState(0);
  const [level, setLevel] = useState({ db: -90, clipping: false, quiet: false });
  const [take, setTake] = useState<Take | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [region, setRegion] = useState<Region>({ start: 0, end: 0 });
  const [quality, setQuality] = useState<{ key: string; value: AudioQuality | null; error: string | null } | null>(null);
  const uploads = useRef(new Map<string, Promise<Prepared>>());
  const live = useRef<{
    stream: MediaStream;
    ctx: AudioContext;
    recorder?: MediaRecorder;
    raf?: number;
    timer?: number;
    started?: number;
  } | null>(null);

  const listDevices = async () => {
    const all = await navigator.mediaDevices?.enumerateDevices().catch(() => []);
    setDevices((all ?? []).filter((d) => d.kind === 'audioinput'));
  };
  useEffect(() => {
    void listDevices();
    return () => stopLive();
  }, []);

  function stopLive() {
    const l = live.current;
    if (!l) return;
    if (l.raf) cancelAnimationFrame(l.raf);
    if (l.timer) clearInterval(l.timer);
    l.stream.getTracks().forEach((t) => t.stop());
    void l.ctx.close();
    live.current = null;
  }

  async function start() {
    setError(null);
    setTake(null);
    try {
      const stream = await navigator.mediaDevices.getUserMedia({
        audio: {
          deviceId: deviceId ? { exact: deviceId } : undefined,
          echoCancellation: false,
          noiseSuppression: false,
          autoGainControl: false,
        },
      });
      void listDevices();
      const ctx = new AudioContext();
      const analyser = ctx.createAnalyser();
      analyser.fftSize = 2048;
      ctx.createMediaStreamSource(stream).connect(analyser);
      live.current = { stream, ctx };
      const buf = new Float32Array(analyser.fftSize);
      let quietSince = performance.now();
      let clipUntil = 0;
      const tick = () => {
        analyser.getFloatTimeDomainData(buf);
        let peak = 0;
        let sum = 0;
        for (const v of buf) {
          peak = Math.max(peak, Math.abs(v));
          sum += v * v;
        }
        const rmsDb = 20 * Math.log10(Math.sqrt(sum / buf.length) || 1e-5);
        const now = performance.now();
        if (peak >= 0.99) clipUntil = now + 1500;
        if (rmsDb > -45) quietSince = now;
        setLevel({ db: Math.max(-90, rmsDb), clipping: now < clipUntil, quiet: now - quietSince > 1500 });
        if (live.current) live.current.raf = requestAnimationFrame(tick);
      };
      tick();
      setPhase('countdown');
      for (let n = COUNTDOWN_S; n > 0; n--) {
        setCount(n);
        store.getState().announce(`Recording in ${n}`);
        await new Promise((r) => setTimeout(r, 1000));
        if (!live.current) return;
      }
      const chunks: Blob[] = [];
      const recorder = new MediaRecorder(stream, {
        mimeType: MediaRecorder.isTypeSupported('audio/webm;codecs=opus') ? 'audio/webm;codecs=opus' : '',
      });
      recorder.ondataavailable = (e) => e.data.size && chunks.push(e.data);
      recorder.onstop = () =>
        void finish(
          new Blob(chunks, { type: recorder.mimeType || 'audio/webm' }),
          `recording-${new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-')}.webm`,
        );
      recorder.start(250);
      live.current.recorder = recorder;
      live.current.started = performance.now();
      live.current.timer = window.setInterval(() => {
        const s = (performance.now() - (live.current?.started ?? 0)) / 1000;
        setElapsedS(s);
        if (s >= MAX_S) stop();
      }, 100);
      setElapsedS(0);
      setPhase('recording');
      store.getState().announce('Recording');
    } catch (e) {
      stopLive();
      setPhase('idle');
      setError(`Could not use the microphone: ${messageOf(e)}`);
    }
  }

  function stop() {
    const l = live.current;
    if (l?.recorder && l.recorder.state !== 'inactive') l.recorder.stop();
    else {
      stopLive();
      setPhase('idle');
    }
  }

  async function finish(blob: Blob, fileName: string) {
    stopLive();
    await load(blob, fileName);
  }

  async function load(blob: Blob, fileName: string) {
    try {
      const ctx = new AudioContext();
      const audio = await ctx.decodeAudioData(await blob.arrayBuffer());
      void ctx.close();
      const next = {
        blob,
        url: URL.createObjectURL(blob),
        seconds: audio.duration,
        fileName,
        peaks: peaksOf(audio.getChannelData(0), 240),
        audio,
      };
      const all = { start: 0, end: audio.duration };
      uploads.current.clear();
      setTake(next);
      setRegion(all);
      setPhase('done');
      store.getState().announce(`Take ready: ${audio.duration.toFixed(1)} seconds; checking its quality`);
      void check(next, all);
    } catch (e) {
      setPhase('idle');
      setError(`This file could not be decoded as audio: ${messageOf(e)}`);
    }
  }

  const keyOf = (r: Region) => `${r.start.toFixed(1)}-${r.end.toFixed(1)}`;

  /** Trims the take to `r` in the page (Web Audio), encodes WAV and uploads it, once per region. */
  function prepare(t: Take, r: Region): Promise<Prepared> {
    const key = keyOf(r);
    let p = uploads.current.get(key);
    if (!p) {
      const samples = sliceMono(t.audio, r.start, r.end);
      const blob = encodeWav(samples, t.audio.sampleRate);
      const whole = r.start === 0 && r.end === t.seconds;
      const name = t.fileName.replace(/\.[^.]+$/, '') + (whole ? '' : `-${r.start.toFixed(1)}-${r.end.toFixed(1)}s`) + '.wav';
      p = store
        .getState()
        .upload(blob, name, 'recording')
        .then((a) => ({ assetId: a.assetId, blob, seconds: samples.length / t.audio.sampleRate }));
      p.catch(() => uploads.current.delete(key));
      uploads.current.set(key, p);
    }
    return p;
  }

  async function check(t: Take, r: Region) {
    const key = keyOf(r);
    setQuality({ key, value: null, error: null });
    try {
      const prepared = await prepare(t, r);
      const value = await store.getState().analyzeAudio(prepared.assetId);
      setQuality((q) => (q?.key === key ? { key, value, error: null } : q));
      const n = value.warnings.length;
      store
        .getState()
        .announce(
          `Sample checked: ${value.durationSeconds.toFixed(1)} s, ${n ? `${n} warning${n > 1 ? 's' : ''}: ${value.warnings[0].message}` : 'no problems found'}`,
        );
    } catch (e) {
      setQuality((q) => (q?.key === key ? { key, value: null, error: messageOf(e) } : q));
    }
  }

  async function use() {
    if (!take) return;
    setBusy(true);
    setError(null);
    try {
      const asset = await prepare(take, region);
      const fileName = take.fileName.replace(/\.[^.]+$/, '.wav');
      store.getState().setSample({ assetId: asset.assetId, blobUrl: URL.createObjectURL(asset.blob), seconds: asset.seconds, fileName });
      store.getState().announce('Sample uploaded; fill in the clone form');
      onUse();
    } catch (e) {
      setError(`Upload failed: ${messageOf(e)}`);
    } finally {
      setBusy(false);
    }
  }

  const kept = region.end - region.start;
  const verdict = take ? judgeLength(kept) : null;
  const checked = quality && take && quality.key === keyOf(region);
  const meterPct = Math.round(((level.db + 90) / 90) * 100);
  return (
    <section aria-labelledby="record-heading" className="screen">
      <h2 id="record-heading">Record a sample</h2>
      <p className="hint">
        {MIN_S} to {MAX_S} seconds of one speaker; {BEST.min} to {BEST.max} seconds works best. Browser echo cancellation, noise suppression
        and auto gain are off.
      </p>
      <div className="field">
        <label htmlFor="mic">Microphone</label>
        <select
          id="mic"
          value={deviceId}
          onChange={(e) => setDeviceId(e.target.value)}
          disabled={phase === 'recording' || phase === 'countdown'}
        >
          <option value="">System default</option>
          {devices.map((d, i) => (
            <option key={d.deviceId || i} value={d.deviceId}>
              {d.label || `Microphone ${i + 1}`}
            </option>
          ))}
        </select>
      </div>
      <div className="meter-row">
        <label htmlFor="level">Input level</label>
        <meter id="level" min={0} max={100} low={40} high={92} optimum={70} value={meterPct}>
          {level.db.toFixed(0)} dBFS
        </meter>
        <span className="db">{phase === 'idle' || phase === 'done' ? '—' : `${level.db.toFixed(0)} dBFS`}</span>
        {level.clipping && <strong className="warn">Clipping: move back or lower the input gain</strong>}
        {level.quiet && phase === 'recording' && <strong className="warn">Too quiet: move closer or raise the gain</strong>}
      </div>
      <div className="row">
        {phase === 'idle' || phase === 'done' ? (
          <button type="button" onClick={() => void start()}>
            {take ? 'Re-record' : 'Start recording'}
          </button>
        ) : (
          <button type="button" onClick={stop}>
            Stop
          </button>
        )}
        {phase === 'countdown' && (
          <span className="countdown" aria-hidden="true">
            Starting in {count}…
          </span>
        )}
        {phase === 'recording' && (
          <span className="elapsed" data-testid="elapsed">
            <span className="rec-dot" aria-hidden="true" /> {elapsedS.toFixed(1)} s of {MIN_S}–{MAX_S} s ({BEST.min}–{BEST.max} s
            recommended)
          </span>
        )}
      </div>
      <div
        className="dropzone"
        onDragOver={(e) => e.preventDefault()}
        onDrop={(e) => {
          e.preventDefault();
          const f = e.dataTransfer.files[0];
          if (f) void load(f, f.name);
        }}
      >
        <label htmlFor="sample-file">Or drop a file here, or pick one (WAV, MP3, M4A, WebM, OGG, FLAC)</label>
        <input
          id="sample-file"
          type="file"
          accept="audio/*,.wav,.mp3,.m4a,.webm,.ogg,.flac"
          onChange={(e) => {
            const f = e.target.files?.[0];
            if (f) void load(f, f.name);
          }}
        />
      </div>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {take && (
        <div className="take" role="group" aria-label="Your take">
          <TrimControls peaks={take.peaks} seconds={take.seconds} region={region} onChange={setRegion} />
          <audio controls src={take.url} aria-label="Play the take" />
          <p>
            Duration <strong data-testid="take-seconds">{kept.toFixed(1)} s</strong>
            {kept < take.seconds - 0.05 ? ` (trimmed from ${take.seconds.toFixed(1)} s)` : ''} —{' '}
            <span className={verdict!.ok ? '' : 'warn'}>{verdict!.text}</span>
          </p>
          {checked ? (
            <SampleQuality quality={quality.value} checking={!quality.value && !quality.error} error={quality.error} />
          ) : (
            <button type="button" className="small" onClick={() => void check(take, region)}>
              Check quality of the kept part
            </button>
          )}
          <button type="button" onClick={() => void use()} disabled={!verdict!.ok || busy}>
            {busy ? 'Uploading…' : 'Use this take for cloning'}
          </button>
        </div>
      )}
    </section>
  );
}
