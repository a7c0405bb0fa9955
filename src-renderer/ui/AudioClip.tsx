// An audio asset as a creator sees it anywhere in the studio: a play button (through the one
// player), its waveform from the service's peaks (click to play from there), and its length.
import { Pause, Play } from 'lucide-react';
import { useStudio, useStudioStore } from '../studio-context.ts';
import { usePeaks } from '../waveform/peaks.ts';
import { Waveform, type WaveRegion } from '../waveform/Waveform.tsx';
import { clock } from './time.ts';

export interface AudioClipProps {
  assetId: string;
  /** What it is, shown in the player ("Speech: Hello…"). */
  title: string;
  /** Which screen shows it. */
  origin: string;
  height?: number;
  zoom?: number;
  regions?: WaveRegion[];
  onRegionChange?(id: string, start: number, end: number): void;
  onRegionClick?(id: string): void;
}

export function AudioClip(props: AudioClipProps) {
  const { assetId, title, origin } = props;
  const store = useStudioStore();
  const peaks = usePeaks(assetId);
  const isThis = useStudio((s) => s.nowPlaying?.assetId === assetId);
  const playing = useStudio((s) => s.playing && s.nowPlaying?.assetId === assetId);
  const toggle = () => {
    if (isThis) store.getState().togglePlay();
    else void store.getState().play({ assetId, title, origin });
  };
  return (
    <div className="audio-clip" data-asset-id={assetId}>
      <button type="button" className="play-button" onClick={toggle} aria-label={`${playing ? 'Pause' : 'Play'} ${title}`}>
        {playing ? <Pause size={18} aria-hidden={true} /> : <Play size={18} aria-hidden={true} />}
      </button>
      <div className="audio-clip-wave">
        {peaks.data ? (
          <Waveform
            assetId={assetId}
            title={title}
            origin={origin}
            peaks={peaks.data}
            label={`Waveform of ${title}`}
            height={props.height}
            zoom={props.zoom}
            regions={props.regions}
            onRegionChange={props.onRegionChange}
            onRegionClick={props.onRegionClick}
          />
        ) : (
          <div className="waveform placeholder" aria-hidden="true" />
        )}
      </div>
      {peaks.data && <span className="audio-clip-length">{clock(peaks.data.duration)}</span>}
    </div>
  );
}
