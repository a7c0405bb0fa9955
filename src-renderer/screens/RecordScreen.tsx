// Record a sample (or pick/drop a file), trim it on its waveform, check its quality, and hand it
// to Clone. The take is uploaded whole once (so the studio's player plays it and analyze-audio
// reads it); the quality read-out follows the selection; only "Use" uploads the trimmed part.
import { useEffect, useRef, useState } from 'react';
import { useStudioStore } from '../studio-context.ts';
import { messageOf } from '../api/api-error.ts';
import { encodeWav, peaksOf, sliceMono } from '../wav.ts';
import { SampleQuality } from './SampleQuality.tsx';
import { judgeLength } from './sample-length.ts';
import { TrimControls, type Region } from './TrimControls.tsx';
import { useMicrophone } from './voices/useMicrophone.ts';
import type { AudioQuality } from '../api/api-types.ts';
import type { Peaks } from '../waveform/peaks.ts';
import { CLONE_SAMPLE } from '../../src-service/contract/limits.ts';
import { go } from '../app/navigate.ts';
import '../styles/record.css';

const { minSeconds: MIN_S, maxSeconds: MAX_S, recommendedSeconds: BEST } = CLONE_SAMPLE;
/** How long the selection rests before its quality is read (ms): a drag is one read, not dozens. */
const QUALITY_DELAY_MS = 400;
/** Waveform points per second of take (enough to zoom in on a word). */
const POINTS_PER_SECOND = 100;

/** A take: the recorded or picked media, decoded, and the whole of it uploaded as WAV. */
interface Take {
  fileName: string;
  audio: AudioBuffer;
  peaks: Peaks;
  whole: Blob;
  assetId: string | null;
}

type Quality = { key: string; value: AudioQuality | null; error: string | null };

const keyOf = (r: Region) => `${r.start.toFixed(2)}-${r.end.toFixed(2)}`;
const isWhole = (r: Region, seconds: number) => r.start <= 0.001 && r.end >= seconds - 0.001;

export function RecordScreen() {
  const store = useStudioStore();
  const [take, setTake] = useState<Take | null>(null);
  const [region, setRegion] = useState<Region>({ start: 0, end: 0 });
  const [zoom, setZoom] = useState(0);
  const [quality, setQuality] = useState<Quality | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const mic = useMicrophone((blob, fileName) => void load(blob, fileName));
  const generation = useRef(0);

  async function load(blob: Blob, fileName: string) {
    setError(null);
    const mine = ++generation.current;
    try {
      const ctx = new AudioContext();
      const audio = await ctx.decodeAudioData(await blob.arrayBuffer());
      void ctx.close();
      const points = Math.max(400, Math.round(audio.duration * POINTS_PER_SECOND));
      const whole = encodeWav(sliceMono(audio, 0, audio.duration), audio.sampleRate);
      const next: Take = {
        fileName,
        audio,
        whole,
        peaks: { data: peaksOf(audio.getChannelData(0), points), duration: audio.duration },
        assetId: null,
      };
      setTake(next);
      setRegion({ start: 0, end: audio.duration });
      setQuality(null);
      store.getState().announce(`Take ready: ${audio.duration.toFixed(1)} seconds; checking its quality`);
      const asset = await store.getState().upload(whole, fileName.replace(/\.[^.]+$/, '') + '.wav', 'recording');
      if (generation.current === mine) setTake({ ...next, assetId: asset.assetId });
    } catch (e) {
      if (generation.current === mine) setError(`This take could not be used: ${messageOf(e)}`);
    }
  }

  // The read-out follows the selection, once it rests.
  const assetId = take?.assetId;
  const seconds = take?.audio.duration ?? 0;
  useEffect(() => {
    if (!assetId) return;
    const key = keyOf(region);
    const timer = setTimeout(() => {
      setQuality({ key, value: null, error: null });
      void store
        .getState()
        .checkSample(assetId, isWhole(region, seconds) ? undefined : region)
        .then(
          (value) => {
            setQuality((q) => (q?.key === key ? { key, value, error: null } : q));
            const n = value.warnings.length;
            store
              .getState()
              .announce(
                `Selection checked: ${value.durationSeconds.toFixed(1)} s, ${n ? `${n} warning${n > 1 ? 's' : ''}: ${value.warnings[0].message}` : 'no problems found'}`,
              );
          },
          (e: unknown) => setQuality((q) => (q?.key === key ? { key, value: null, error: messageOf(e) } : q)),
        );
    }, QUALITY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [assetId, region, seconds, store]);

  /** Hands the selection to Clone: the whole take as uploaded, or the selection as its own WAV. */
  async function use() {
    if (!take?.assetId) return;
    setBusy(true);
    setError(null);
    try {
      const whole = isWhole(region, seconds);
      const blob = whole ? take.whole : encodeWav(sliceMono(take.audio, region.start, region.end), take.audio.sampleRate);
      const base = take.fileName.replace(/\.[^.]+$/, '');
      const fileName = whole ? `${base}.wav` : `${base}-${region.start.toFixed(1)}-${region.end.toFixed(1)}s.wav`;
      const sampleId = whole ? take.assetId : (await store.getState().upload(blob, fileName, 'recording')).assetId;
      store.getState().setSample({ assetId: sampleId, blobUrl: URL.createObjectURL(blob), seconds: region.end - region.start, fileName });
      store.getState().announce('Sample ready; name your voice');
      go('clone');
    } catch (e) {
      setError(`Upload failed: ${messageOf(e)}`);
    } finally {
      setBusy(false);
    }
  }

  const kept = region.end - region.start;
  const verdict = take ? judgeLength(kept) : null;
  const current = quality && quality.key === keyOf(region) ? quality : null;
  const live = mic.phase !== 'idle';
  const meterPct = Math.round(((mic.level.db + 90) / 90) * 100);
  return (
    <section aria-labelledby="record-heading" className="screen record">
      <h2 id="record-heading">Record a sample</h2>
      <p className="hint">
        {MIN_S} to {MAX_S} seconds of one speaker; {BEST.min} to {BEST.max} seconds works best. Browser echo cancellation, noise suppression
        and auto gain are off.
      </p>
      <div className="record-controls">
        <div className="field">
          <label htmlFor="mic">Microphone</label>
          <select id="mic" value={mic.deviceId} onChange={(e) => mic.setDeviceId(e.target.value)} disabled={live}>
            <option value="">System default</option>
            {mic.devices.map((d, i) => (
              <option key={d.deviceId || i} value={d.deviceId}>
                {d.label || `Microphone ${i + 1}`}
              </option>
            ))}
          </select>
        </div>
        <div className="meter-row">
          <label htmlFor="level">Input level</label>
          <meter id="level" min={0} max={100} low={40} high={92} optimum={70} value={meterPct}>
            {mic.level.db.toFixed(0)} dBFS
          </meter>
          <span className="db">{live ? `${mic.level.db.toFixed(0)} dBFS` : '—'}</span>
          {mic.level.clipping && <strong className="warn">Clipping: move back or lower the input gain</strong>}
          {mic.level.quiet && mic.phase === 'recording' && <strong className="warn">Too quiet: move closer or raise the gain</strong>}
        </div>
        <div className="row">
          {live ? (
            <button type="button" className="danger" onClick={mic.stop}>
              Stop
            </button>
          ) : (
            <button type="button" className="primary" onClick={() => void mic.start()}>
              {take ? 'Re-record' : 'Start recording'}
            </button>
          )}
          {mic.phase === 'countdown' && (
            <span className="countdown" aria-hidden="true">
              Starting in {mic.count}…
            </span>
          )}
          {mic.phase === 'recording' && (
            <span className="elapsed" data-testid="elapsed">
              <span className="rec-dot" aria-hidden="true" /> {mic.elapsed.toFixed(1)} s of {MIN_S}–{MAX_S} s ({BEST.min}–{BEST.max} s
              recommended)
            </span>
          )}
        </div>
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
      {(error || mic.error) && (
        <p role="alert" className="error">
          {error ?? mic.error}
        </p>
      )}
      {take && (
        <div className="take" role="group" aria-label="Your take">
          {take.assetId ? (
            <TrimControls assetId={take.assetId} peaks={take.peaks} region={region} zoom={zoom} onZoom={setZoom} onChange={setRegion} />
          ) : (
            <p className="muted">Preparing the take…</p>
          )}
          <p>
            Selection <strong data-testid="take-seconds">{kept.toFixed(1)} s</strong>
            {kept < seconds - 0.05 ? ` of ${seconds.toFixed(1)} s` : ''} —{' '}
            <span className={verdict!.ok ? '' : 'warn'}>{verdict!.text}</span>
          </p>
          <SampleQuality
            quality={current?.value ?? null}
            checking={!current || (!current.value && !current.error)}
            error={current?.error ?? null}
          />
          <button type="button" className="primary" onClick={() => void use()} disabled={!verdict!.ok || busy || !take.assetId}>
            {busy ? 'Uploading…' : 'Use this selection for cloning'}
          </button>
        </div>
      )}
    </section>
  );
}
