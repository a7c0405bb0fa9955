// The take's waveform with the kept region, and two sliders to trim it (keyboard: arrows move 0.1 s).
import { useEffect, useRef } from 'react';

export interface Region {
  start: number;
  end: number;
}

export function TrimControls({
  peaks,
  seconds,
  region,
  onChange,
}: {
  peaks: number[];
  seconds: number;
  region: Region;
  onChange(r: Region): void;
}) {
  const min = 0.5;
  return (
    <div className="trim">
      <Waveform peaks={peaks} seconds={seconds} region={region} />
      <div className="row">
        <div className="field">
          <label htmlFor="trim-start">Trim start (s)</label>
          <input
            id="trim-start"
            type="range"
            min={0}
            max={seconds}
            step={0.1}
            value={region.start}
            aria-valuetext={`${region.start.toFixed(1)} seconds`}
            onChange={(e) => onChange({ start: Math.min(Number(e.target.value), region.end - min), end: region.end })}
          />
          <output htmlFor="trim-start">{region.start.toFixed(1)} s</output>
        </div>
        <div className="field">
          <label htmlFor="trim-end">Trim end (s)</label>
          <input
            id="trim-end"
            type="range"
            min={0}
            max={seconds}
            step={0.1}
            value={region.end}
            aria-valuetext={`${region.end.toFixed(1)} seconds`}
            onChange={(e) => onChange({ start: region.start, end: Math.max(Number(e.target.value), region.start + min) })}
          />
          <output htmlFor="trim-end">{region.end.toFixed(1)} s</output>
        </div>
        <button
          type="button"
          className="small"
          onClick={() => onChange({ start: 0, end: seconds })}
          disabled={region.start === 0 && region.end === seconds}
        >
          Keep all
        </button>
      </div>
    </div>
  );
}

function Waveform({ peaks, seconds, region }: { peaks: number[]; seconds: number; region: Region }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const c = ref.current;
    const g = c?.getContext('2d');
    if (!c || !g) return;
    g.clearRect(0, 0, c.width, c.height);
    const w = c.width / peaks.length;
    const a = (region.start / seconds) * c.width;
    const b = (region.end / seconds) * c.width;
    g.fillStyle = 'rgba(59, 110, 232, 0.12)';
    g.fillRect(a, 0, b - a, c.height);
    peaks.forEach((p, i) => {
      const x = i * w;
      g.fillStyle = x >= a && x <= b ? '#3b6ee8' : '#9aa3b5';
      const h = Math.max(1, p * c.height);
      g.fillRect(x, (c.height - h) / 2, Math.max(1, w - 1), h);
    });
  }, [peaks, seconds, region]);
  return (
    <canvas
      ref={ref}
      width={720}
      height={80}
      className="waveform"
      role="img"
      aria-label={`Waveform of the take; kept from ${region.start.toFixed(1)} to ${region.end.toFixed(1)} seconds`}
    />
  );
}
