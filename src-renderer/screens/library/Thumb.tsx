// A row's picture: a video's poster frame (loaded lazily), or an audio clip's loudness (WaveThumb).
import { memo } from 'react';
import { FileAudio, Image as ImageIcon, Video } from 'lucide-react';
import type { LibraryRow } from '../../ui/asset-text.ts';
import { THUMB_HEIGHT, WaveThumb } from '../../ui/WaveThumb.tsx';

const H = THUMB_HEIGHT;

export const Thumb = memo(function Thumb({ asset }: { asset: LibraryRow }) {
  if (asset.kind === 'video' && asset.posterUrl)
    return <img className="thumb poster" src={asset.posterUrl} alt="" loading="lazy" decoding="async" width={57} height={H} />;
  if (asset.kind === 'image' && asset.url)
    return <img className="thumb poster" src={asset.url} alt="" loading="lazy" decoding="async" width={57} height={H} />;
  if (asset.kind === 'audio' && asset.waveform?.length) return <WaveThumb levels={asset.waveform} />;
  const Icon = asset.kind === 'video' ? Video : asset.kind === 'image' ? ImageIcon : FileAudio;
  return (
    <span className="thumb placeholder" aria-hidden="true">
      <Icon size={18} />
    </span>
  );
});
