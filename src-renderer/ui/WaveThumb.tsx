// An audio clip's loudness as one small SVG path, drawn from a listing's inline levels (no audio
// decoding, no wavesurfer): the Library's rows and a batch's rows show the same picture.
import { memo } from 'react';
import '../styles/wave-thumb.css';

const W = 128;
const H = 32;

/** One path of vertical bars, centred on the middle line; levels run 0 (silence) to 255. */
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

export const WaveThumb = memo(function WaveThumb({ levels, className = '' }: { levels: number[]; className?: string }) {
  return (
    <svg className={`thumb wave ${className}`.trim()} viewBox={`0 0 ${W} ${H}`} width={W} height={H} aria-hidden="true" focusable="false">
      <path d={wavePath(levels)} />
    </svg>
  );
});

/** The thumbnail's height, for pictures drawn beside it (a poster frame). */
export const THUMB_HEIGHT = H;
