// The microphone: the inputs to choose from, a live level (with clipping and too-quiet warnings),
// a countdown, and a recording that stops by itself at the longest sample a clone takes.
import { useEffect, useRef, useState } from 'react';
import { messageOf } from '../../api/api-error.ts';
import { useStudioStore } from '../../studio-context.ts';
import { CLONE_SAMPLE } from '../../../src-service/contract/limits.ts';

const COUNTDOWN_S = 3;
export type MicPhase = 'idle' | 'countdown' | 'recording';

export function useMicrophone(onTake: (blob: Blob, fileName: string) => void) {
  const store = useStudioStore();
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  const [deviceId, setDeviceId] = useState('');
  const [phase, setPhase] = useState<MicPhase>('idle');
  const [count, setCount] = useState(COUNTDOWN_S);
  const [elapsed, setElapsed] = useState(0);
  const [level, setLevel] = useState({ db: -90, clipping: false, quiet: false });
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(onTake);
  latest.current = onTake;
  const live = useRef<{
    stream: MediaStream;
    ctx: AudioContext;
    recorder?: MediaRecorder;
    raf?: number;
    timer?: number;
    started?: number;
  } | null>(null);

  const listDevices = () =>
    navigator.mediaDevices?.enumerateDevices().then(
      (all) => setDevices(all.filter((d) => d.kind === 'audioinput')),
      () => undefined,
    );
  useEffect(() => {
    void listDevices();
    return () => release();
  }, []);

  function release() {
    const l = live.current;
    if (!l) return;
    if (l.raf) cancelAnimationFrame(l.raf);
    if (l.timer) clearInterval(l.timer);
    l.stream.getTracks().forEach((t) => t.stop());
    void l.ctx.close();
    live.current = null;
  }

  /** Measures the input while it is open: RMS level, clipping (held 1.5 s), quiet for 1.5 s. */
  function meter(analyser: AnalyserNode) {
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
  }

  async function start() {
    setError(null);
    try {
      // Browser processing off: a clone should hear the voice, not the browser's filters.
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
      meter(analyser);
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
      recorder.onstop = () => {
        release();
        setPhase('idle');
        const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
        latest.current(new Blob(chunks, { type: recorder.mimeType || 'audio/webm' }), `recording-${stamp}.webm`);
      };
      recorder.start(250);
      live.current.recorder = recorder;
      live.current.started = performance.now();
      live.current.timer = window.setInterval(() => {
        const s = (performance.now() - (live.current?.started ?? 0)) / 1000;
        setElapsed(s);
        if (s >= CLONE_SAMPLE.maxSeconds) stop();
      }, 100);
      setElapsed(0);
      setPhase('recording');
      store.getState().announce('Recording');
    } catch (e) {
      release();
      setPhase('idle');
      setError(`Could not use the microphone: ${messageOf(e)}`);
    }
  }

  function stop() {
    const l = live.current;
    if (l?.recorder && l.recorder.state !== 'inactive') l.recorder.stop();
    else {
      release();
      setPhase('idle');
    }
  }

  return { devices, deviceId, setDeviceId, phase, count, elapsed, level, error, start, stop };
}
