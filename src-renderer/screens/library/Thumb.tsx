// A row's picture: a video's poster frame (loaded lazily), or an audio clip's loudness as one
// small SVG path drawn from the listing's inline levels (no audio decoding, no wavesurfer).
import { memo } from 'react';
import { FileAudio, Image as ImageIcon, Video } from 'lucide-react';
import type { LibraryRow } from '../../ui/asset-text.ts';

const W = 128;
const H = 32;

/** One path of vertical bars, 2 px apart, centred on the middle line. */
function wavePath(levels: number[]): string {
  const step = W / levels.length;
  let d = '';
  levels.forEach((level, i) => {
    const h = Math.max(1, (level / 255) * H);
    const x = (i * step + step / 2).toFixed(1);
    d += `M${x} ${((H - h) / 2).toFixed(1)}v${h.toFixed(1)}`;
  });
  return d;
}

export const Thumb = memo(function Thumb({ asset }: { asset: LibraryRow }) {
  if (asset.kind === 'video' && asset.posterUrl)
    return <img className="thumb poster" src={asset.posterUrl} alt="" loading="lazy" decoding="async" width={57} height={H} />;
  if (asset.kind === 'image' && asset.url)
    return <img className="thumb poster" src={asset.url} alt="" loading="lazy" decoding="async" width={57} height={H} />;
  if (asset.kind === 'audio' && asset.waveform?.length)
    return (
      <svg className="thumb wave" viewBox={`0 0 ${W} ${H}`} width={W} height={H} aria-hidden="true" focusable="false">
        <path d={wavePath(asset.waveform)} />
      </svg>
    );
  const Icon = asset.kind === 'video' ? Video : asset.kind === 'image' ? ImageIcon : FileAudio;
  return (
    <span className="thumb placeholder" aria-hidden="true">
      <Icon size={18} />
    </span>
  );
});
