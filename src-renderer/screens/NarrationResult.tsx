// A finished narration as a timeline: its waveform with the segments coloured by speaker (click
// one to play from it), the segment list, a retake of one segment compared with the take it
// would replace before one is kept, the narration before the last kept retake, export, and
// laying it under a video from the library.
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { useStudio, useStudioStore } from '../studio-context.ts';
import { messageOf } from '../api/api-error.ts';
import { AssetPlayer, SelectField, TaskProgress } from '../components.tsx';
import type { NarrationSegment } from '../api/api-types.ts';
import { go } from '../app/navigate.ts';
import type { NarrationView } from '../store/narration-slice.ts';
import { AudioClip } from '../ui/AudioClip.tsx';
import { clock } from '../ui/time.ts';
import { token } from '../waveform/Waveform.tsx';
import { SegmentRetake } from './script/SegmentRetake.tsx';
import { speakerColours } from './script/speakers.ts';
import { VideoPicker } from './video/VideoPicker.tsx';
import { AUDIO_EXPORT_FORMATS, type AudioExportFormat } from '../../src-service/contract/asset.ts';

/** The segment the player is in while it plays this narration (-1 otherwise). */
function usePlayingSegment(assetId: string, segments: NarrationSegment[]): number {
  const media = useStudio((s) => (s.nowPlaying?.assetId === assetId ? s.media : null));
  const subscribe = useCallback(
    (notify: () => void) => {
      media?.addEventListener('timeupdate', notify);
      return () => media?.removeEventListener('timeupdate', notify);
    },
    [media],
  );
  // The index (not the time) is the snapshot: it changes only when the playhead crosses a segment.
  return useSyncExternalStore(subscribe, () =>
    media ? segments.findIndex((s) => media.currentTime >= s.startSeconds && media.currentTime < s.endSeconds) : -1,
  );
}

export function NarrationResult({ narration, beforeId }: { narration: NarrationView; beforeId: string | null }) {
  const store = useStudioStore();
  const voices = useStudio((s) => s.voices);
  const theme = useStudio((s) => s.theme);
  const { assetId, segments } = narration;
  const [retaking, setRetaking] = useState<number | null>(null);
  const [format, setFormat] = useState<AudioExportFormat>('wav');
  const [videoId, setVideoId] = useState('');
  const [combineId, setCombineId] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const combined = useStudio((s) => (combineId ? s.tasks[combineId] : undefined));
  const current = usePlayingSegment(assetId, segments);
  const colours = useMemo(() => speakerColours(segments), [segments]);

  // Who speaks each segment: the script's label for that voice, else the voice's name.
  const speakerOf = useMemo(() => {
    const labels = new Map<string, string>();
    const speakers = narration.params.speakers as Record<string, string> | undefined;
    for (const [label, voiceId] of Object.entries(speakers ?? {})) if (!labels.has(voiceId)) labels.set(voiceId, label);
    return (voiceId: string) => labels.get(voiceId) ?? voices.find((v) => v.voiceId === voiceId)?.name ?? voiceId;
  }, [narration.params, voices]);

  const regions = useMemo(
    () =>
      segments.map((s) => ({
        id: `segment-${s.index}`,
        start: s.startSeconds,
        end: s.endSeconds,
        color: token(`--speaker-${colours.get(s.voiceId) ?? 1}`, 'rgba(47, 95, 208, 0.2)'),
      })),
    // The colours are read from the theme's tokens, so a theme change redraws them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [segments, colours, theme],
  );

  const playSegment = (s: NarrationSegment) => {
    void store.getState().play({ assetId, title: `Narration, segment ${s.index + 1}`, origin: 'Script', from: s.startSeconds });
    store.getState().announce(`Playing segment ${s.index + 1} from ${clock(s.startSeconds)}`);
  };

  async function run(action: () => Promise<unknown>) {
    setError(null);
    setSending(true);
    try {
      await action();
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setSending(false);
    }
  }

  const title = `Narration: ${String(narration.params.script ?? narration.params.text ?? '').slice(0, 40)}`;
  return (
    <div className="result narration-result card" data-testid="narration-result" data-asset-id={assetId}>
      <div className="narration-head">
        <h3>Narration</h3>
        <p className="muted">
          {segments.length} segments · {clock(segments.at(-1)?.endSeconds ?? 0)}
          {narration.keyLabel && narration.keyLabel !== 'Timbre Studio' ? ` · made by ${narration.keyLabel}` : ''}
          {narration.tool === 'regenerate-narration-segment' ? ' · with a retake' : ''}
        </p>
      </div>
      <AudioClip
        assetId={assetId}
        title={title}
        origin="Script"
        height={84}
        regions={regions}
        onRegionClick={(id) => playSegment(segments[Number(id.split('-')[1])])}
      />
      <ul className="speaker-legend" aria-label="Speakers">
        {[...colours].map(([voiceId, n]) => (
          <li key={voiceId} data-speaker={n}>
            <span className="swatch" aria-hidden="true" />
            {speakerOf(voiceId)}
          </li>
        ))}
      </ul>
      <ol aria-label="Narration segments" className="segment-list timeline" tabIndex={0}>
        {segments.map((s) => (
          <li key={s.index} data-speaker={colours.get(s.voiceId)} aria-current={current === s.index ? 'true' : undefined}>
            <div className="segment-head">
              <span className="swatch" aria-hidden="true" />
              <button
                type="button"
                className="small"
                onClick={() => playSegment(s)}
                aria-label={`Play segment ${s.index + 1} from ${clock(s.startSeconds)}`}
              >
                {clock(s.startSeconds)}
              </button>
              <strong>{speakerOf(s.voiceId)}</strong>
              <button
                type="button"
                className="small segment-retake-toggle"
                onClick={() => setRetaking(retaking === s.index ? null : s.index)}
                aria-expanded={retaking === s.index}
              >
                Retake segment {s.index + 1}
              </button>
            </div>
            <span className="segment-text">{s.text}</span>
            {retaking === s.index && <SegmentRetake narration={narration} segment={s} onClose={() => setRetaking(null)} />}
          </li>
        ))}
      </ol>
      {beforeId && beforeId !== assetId && (
        <section className="before-after" aria-labelledby="before-heading">
          <h4 id="before-heading">Before the last retake</h4>
          <AudioClip assetId={beforeId} title="Narration before the retake" origin="Script" height={48} />
          <button type="button" className="small" onClick={() => go('script', { asset: beforeId, before: assetId })}>
            Go back to the narration before
          </button>
        </section>
      )}
      <div className="row narration-actions">
        <SelectField
          id="narration-format"
          label="Export as"
          value={format}
          options={AUDIO_EXPORT_FORMATS}
          onChange={(v) => setFormat(v as AudioExportFormat)}
        />
        <button type="button" onClick={() => void run(() => store.getState().exportAsset(assetId, `narration.${format}`, format))}>
          Export narration
        </button>
      </div>
      <VideoPicker name="narration-video" legend="Lay under a video" value={videoId} onChange={(id) => setVideoId(id)} />
      <button
        type="button"
        disabled={!videoId || sending || combined?.status === 'PENDING' || combined?.status === 'PROCESSING'}
        onClick={() =>
          void run(async () =>
            setCombineId(
              (await store.getState().submit('combine-video-audio', { videoAssetId: videoId, audioAssetId: assetId }, 'Narrated video'))
                .taskId,
            ),
          )
        }
      >
        Make narrated video
      </button>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <TaskProgress taskId={combineId} />
      {combined?.status === 'COMPLETED' && combined.output.assetIds[0] && (
        <AssetPlayer assetId={combined.output.assetIds[0]} label="Narrated video" origin="Script" />
      )}
    </div>
  );
}
