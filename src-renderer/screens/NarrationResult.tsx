// A finished narration: play it with its segments marked and jump to one, give one segment a
// new take (only that segment is billed), export it, or lay it under a video from the library.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useStudio, useStudioStore } from '../studio-context.ts';
import { messageOf } from '../api/errors.ts';
import { AssetPlayer, Field, SelectField, TaskProgress } from '../components.tsx';
import { estimateCredits } from '../estimates.ts';
import type { NarrationSegment } from '../api/shapes.ts';
import { AUDIO_EXPORT_FORMATS, type AudioExportFormat } from '../../src-service/contract/asset.ts';

const at = (s: number) => `${Math.floor(s / 60)}:${(s % 60).toFixed(1).padStart(4, '0')}`;

/** One segment's new take: the text, its price, the task that speaks it. */
function NewTake({ narrationId, segment, onDone }: { narrationId: string; segment: NarrationSegment; onDone(taskId: string): void }) {
  const store = useStudioStore();
  const voices = useStudio((s) => s.voices);
  const [text, setText] = useState(segment.text);
  const [taskId, setTaskId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const task = useStudio((s) => (taskId ? s.tasks[taskId] : undefined));
  const input = { taskId: narrationId, index: segment.index, text, voiceId: segment.voiceId };
  const cost = estimateCredits('regenerate-narration-segment', input, voices);
  useEffect(() => {
    if (task?.status === 'COMPLETED') onDone(task.taskId);
  }, [task?.status, task?.taskId, onDone]);
  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    try {
      setTaskId((await store.getState().submit('regenerate-narration-segment', input, `New take of segment ${segment.index + 1}`)).taskId);
    } catch (err) {
      setError(messageOf(err));
    }
  }
  return (
    <form onSubmit={(e) => void submit(e)} className="new-take">
      <Field id={`take-${segment.index}`} label={`New text for segment ${segment.index + 1}`}>
        <textarea id={`take-${segment.index}`} rows={3} value={text} onChange={(e) => setText(e.target.value)} />
      </Field>
      <button type="submit" disabled={!text.trim() || taskId !== null}>
        Regenerate segment {segment.index + 1}
        {cost === null ? '' : ` (${cost} credits)`}
      </button>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <TaskProgress taskId={taskId} />
    </form>
  );
}

export function NarrationResult({ taskId, onNewTake }: { taskId: string; onNewTake(taskId: string): void }) {
  const store = useStudioStore();
  const task = useStudio((s) => s.tasks[taskId]);
  // Selected whole and filtered here: a filtered array made inside the selector is new on every
  // read, which zustand takes as a change (an endless re-render).
  const library = useStudio((s) => s.library);
  const videos = useMemo(() => library.filter((i) => i.kind === 'video'), [library]);
  const audio = useRef<HTMLAudioElement>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [current, setCurrent] = useState(-1);
  const [editing, setEditing] = useState<number | null>(null);
  const [format, setFormat] = useState<AudioExportFormat>('wav');
  const [videoId, setVideoId] = useState('');
  const [combineId, setCombineId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const combined = useStudio((s) => (combineId ? s.tasks[combineId] : undefined));
  const segments = task?.output.segments ?? [];
  const assetId = task?.output.assetIds[0];

  useEffect(() => {
    if (!assetId) return;
    let live = true;
    store
      .getState()
      .assetInfo(assetId)
      .then(
        (i) => live && setUrl(i.url),
        (e) => live && setError(messageOf(e)),
      );
    return () => {
      live = false;
    };
  }, [assetId, store]);

  const jump = (s: NarrationSegment) => {
    if (!audio.current) return;
    audio.current.currentTime = s.startSeconds;
    void audio.current.play().catch(() => undefined);
    store.getState().announce(`Playing segment ${s.index + 1} from ${at(s.startSeconds)}`);
  };
  const onTime = () => {
    const t = audio.current?.currentTime ?? 0;
    setCurrent(segments.findIndex((s) => t >= s.startSeconds && t < s.endSeconds));
  };
  async function run(action: () => Promise<unknown>) {
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(messageOf(err));
    }
  }

  if (!assetId) return null;
  return (
    <div className="result narration-result" data-testid="narration-result">
      <h3>Narration</h3>
      {url && <audio ref={audio} controls src={url} preload="auto" aria-label="Narration" onTimeUpdate={onTime} />}
      <ol aria-label="Narration segments" className="segment-list">
        {segments.map((s) => (
          <li key={s.index} aria-current={current === s.index ? 'true' : undefined}>
            <button
              type="button"
              className="small"
              onClick={() => jump(s)}
              aria-label={`Play segment ${s.index + 1} from ${at(s.startSeconds)}`}
            >
              {at(s.startSeconds)}
            </button>{' '}
            <span className="segment-text">{s.text}</span>{' '}
            <button
              type="button"
              className="small"
              onClick={() => setEditing(editing === s.index ? null : s.index)}
              aria-expanded={editing === s.index}
            >
              Change segment {s.index + 1}
            </button>
            {editing === s.index && <NewTake narrationId={taskId} segment={s} onDone={onNewTake} />}
          </li>
        ))}
      </ol>
      <div className="row">
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
      <div className="row">
        <Field id="narration-video" label="Lay under a video from the library">
          <select id="narration-video" value={videoId} onChange={(e) => setVideoId(e.target.value)}>
            <option value="">Choose a video</option>
            {videos.map((v) => (
              <option key={v.assetId} value={v.assetId}>
                {v.label}
              </option>
            ))}
          </select>
        </Field>
        <button
          type="button"
          disabled={!videoId}
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
      </div>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <TaskProgress taskId={combineId} />
      {combined?.status === 'COMPLETED' && combined.output.assetIds[0] && (
        <AssetPlayer assetId={combined.output.assetIds[0]} label="Narrated video" />
      )}
    </div>
  );
}
