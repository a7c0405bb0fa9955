// The take's waveform with the kept part as a region: drag its handles (or the whole region) to
// trim, or type the bounds; zoom in to place them closely; "Play selection" plays only the kept
// part through the studio's player, and its playhead runs over the waveform.
import { Play, ZoomIn } from 'lucide-react';
import { useMemo } from 'react';
import { useStudioStore } from '../studio-context.ts';
import { clock } from '../ui/time.ts';
import { token, Waveform } from '../waveform/Waveform.tsx';
import type { Peaks } from '../waveform/peaks.ts';

export interface Region {
  start: number;
  end: number;
}

/** The shortest selection the handles and fields allow (s). */
const MIN_SELECTION = 0.5;
const round = (s: number) => Math.round(s * 10) / 10;

export function TrimControls({
  assetId,
  peaks,
  region,
  zoom,
  onZoom,
  onChange,
}: {
  /** The whole take, uploaded (what the player plays). */
  assetId: string;
  peaks: Peaks;
  region: Region;
  zoom: number;
  onZoom(pxPerSecond: number): void;
  onChange(r: Region): void;
}) {
  const store = useStudioStore();
  const seconds = peaks.duration;
  const regions = useMemo(
    () => [{ id: 'trim', start: region.start, end: region.end, color: token('--region', 'rgba(47, 95, 208, 0.18)'), editable: true }],
    [region.start, region.end],
  );
  const set = (start: number, end: number) => {
    const s = Math.max(0, Math.min(start, seconds - MIN_SELECTION));
    onChange({ start: s, end: Math.min(seconds, Math.max(end, s + MIN_SELECTION)) });
  };
  const playSelection = () =>
    void store.getState().play({ assetId, title: 'Recording, selection', origin: 'Record', from: region.start, until: region.end });

  return (
    <div className="trim">
      <div className="trim-wave" data-testid="trim-wave">
        <Waveform
          assetId={assetId}
          title="Recording"
          origin="Record"
          peaks={peaks}
          height={96}
          zoom={zoom}
          regions={regions}
          label={`Waveform of the take (${clock(seconds)}); the selection runs from ${region.start.toFixed(1)} to ${region.end.toFixed(1)} seconds. Drag its edges to trim, or use the Start and End fields.`}
          onRegionChange={(_id, start, end) => set(start, end)}
        />
      </div>
      <div className="row trim-row">
        <button type="button" className="primary" onClick={playSelection}>
          <Play size={16} aria-hidden={true} /> Play selection
        </button>
        <div className="field trim-field">
          <label htmlFor="trim-start">Start (s)</label>
          <input
            id="trim-start"
            type="number"
            min={0}
            max={round(region.end - MIN_SELECTION)}
            step={0.1}
            value={round(region.start)}
            data-testid="selection-start"
            onChange={(e) => e.target.value !== '' && set(Number(e.target.value), region.end)}
          />
        </div>
        <div className="field trim-field">
          <label htmlFor="trim-end">End (s)</label>
          <input
            id="trim-end"
            type="number"
            min={round(region.start + MIN_SELECTION)}
            max={round(seconds)}
            step={0.1}
            value={round(region.end)}
            data-testid="selection-end"
            onChange={(e) => e.target.value !== '' && set(region.start, Number(e.target.value))}
          />
        </div>
        <div className="field trim-zoom">
          <label htmlFor="trim-zoom">
            <ZoomIn size={14} aria-hidden={true} /> Zoom
          </label>
          <input
            id="trim-zoom"
            type="range"
            min={0}
            max={300}
            step={10}
            value={zoom}
            aria-valuetext={zoom === 0 ? 'whole take' : `${zoom} pixels per second`}
            onChange={(e) => onZoom(Number(e.target.value))}
          />
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
