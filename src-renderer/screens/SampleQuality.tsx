// The quality read-out of a sample, as analyze-audio measured it.
import type { AudioQuality } from '../api/api-types.ts';

const pct = (r: number) => `${(r * 100).toFixed(r > 0 && r < 0.01 ? 2 : 0)}%`;
const db = (v: number) => (Number.isFinite(v) ? `${v.toFixed(1)} dBFS` : '—');

export function SampleQuality({ quality, checking, error }: { quality: AudioQuality | null; checking: boolean; error: string | null }) {
  return (
    <section className="quality" aria-labelledby="quality-heading" data-testid="quality" aria-busy={checking}>
      <h3 id="quality-heading">Sample quality</h3>
      {checking && <p>Checking the sample…</p>}
      {error && <p className="error">Could not check the sample: {error}</p>}
      {quality && !checking && (
        <>
          <dl className="facts">
            <dt>Duration</dt>
            <dd data-testid="quality-duration">{quality.durationSeconds.toFixed(1)} s</dd>
            <dt>Level</dt>
            <dd>
              speech {db(quality.speechRmsDbfs)} RMS · peak {db(quality.peakDbfs)}
            </dd>
            <dt>Clipping</dt>
            <dd className={quality.clippingRatio > 0.001 ? 'warn' : ''}>
              {quality.clippingRatio > 0 ? `${pct(quality.clippingRatio)} of samples` : 'none'}
            </dd>
            <dt>Silence</dt>
            <dd className={quality.silenceRatio > 0.4 ? 'warn' : ''}>{pct(quality.silenceRatio)}</dd>
            {quality.speechRateWps !== undefined && (
              <>
                <dt>Pace</dt>
                <dd>{(quality.speechRateWps * 60).toFixed(0)} words per minute</dd>
              </>
            )}
          </dl>
          {quality.warnings.length > 0 ? (
            <ul className="warnings" data-testid="quality-warnings">
              {quality.warnings.map((w) => (
                <li key={w.code} className="warn">
                  {w.message}
                </li>
              ))}
            </ul>
          ) : (
            <p className="success">No problems found.</p>
          )}
        </>
      )}
    </section>
  );
}
