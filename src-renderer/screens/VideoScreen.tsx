// Video: a form per mode that offers only what the chosen model and mode accept (the
// contract's video rules, which the service validates with).
import { useMemo, useState } from 'react';
import { useStudio, useStudioStore } from '../studio-context.ts';
import { messageOf } from '../api/errors.ts';
import { AssetPlayer, Field, SelectField, str, TaskProgress, usePrefill } from '../components.tsx';
import { estimateCredits } from '../estimates.ts';
import type { SubmitTool, ToolInput } from '../api/shapes.ts';
import { PRICING } from '../../src-service/contract/pricing.ts';
import {
  billedSeconds,
  DEFAULT_ASPECT_RATIO,
  DEFAULT_RESOLUTION,
  MAX_REFERENCE_IMAGES,
  maxDuration,
  modeOfTool,
  supportsMode,
  takesAspectRatio,
  TOOL_ASPECT_RATIOS,
  versionOfModel,
  VIDEO_DURATION,
  VIDEO_MODELS,
  VIDEO_MODES,
  VIDEO_PROMPT_MAX,
  VIDEO_RESOLUTIONS,
  VIDEO_TOOLS,
  type VideoMode,
  type VideoVersion,
} from '../../src-service/contract/video.ts';

/** The video tools of the document (VIDEO_TOOLS names them by mode). */
type VideoTool = Extract<SubmitTool, `generate-video-${string}`>;
/** Every member of a union at once (the fields of all of them). */
type AllOf<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
/** The form's input: the fields of the video tools, of which the chosen mode sets its own. */
type VideoDraft = Partial<AllOf<ToolInput<VideoTool>>>;

/** The name of each mode's tab. */
const MODE_LABELS: Record<VideoMode, string> = {
  t2v: 'Text to video',
  i2v: 'Image to video',
  r2v: 'Reference images',
  extension: 'Extend a video',
};

interface Picked {
  assetId: string;
  name: string;
}

export function VideoScreen() {
  const store = useStudioStore();
  const [mode, setMode] = useState<VideoMode>('t2v');
  const [version, setVersion] = useState<VideoVersion>('classic');
  const [prompt, setPrompt] = useState('');
  const [aspect, setAspect] = useState<string>(DEFAULT_ASPECT_RATIO);
  const [resolution, setResolution] = useState<string>(DEFAULT_RESOLUTION);
  const [duration, setDuration] = useState<number>(VIDEO_DURATION.default);
  const [images, setImages] = useState<Picked[]>([]);
  const [video, setVideo] = useState<Picked | null>(null);
  const [busy, setBusy] = useState(false);
  const [taskId, setTaskId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const task = useStudio((s) => (taskId ? s.tasks[taskId] : undefined));
  const library = useStudio((s) => s.library);
  usePrefill(Object.values(VIDEO_TOOLS), (p, tool) => {
    setMode(modeOfTool(tool) ?? 't2v');
    setVersion(versionOfModel(typeof p.model === 'string' ? p.model : undefined) ?? 'classic');
    setPrompt(str(p.prompt));
    setResolution(str(p.resolution, DEFAULT_RESOLUTION));
    setAspect(str(p.aspectRatio, DEFAULT_ASPECT_RATIO));
    if (typeof p.durationSeconds === 'number') setDuration(p.durationSeconds);
    if (typeof p.imageAssetId === 'string') setImages([{ assetId: p.imageAssetId, name: p.imageAssetId }]);
    if (Array.isArray(p.referenceImageAssetIds))
      setImages(p.referenceImageAssetIds.map((id) => ({ assetId: String(id), name: String(id) })));
    if (typeof p.videoAssetId === 'string') setVideo({ assetId: p.videoAssetId, name: p.videoAssetId });
  });
  const libraryVideos = useMemo(() => library.filter((i) => i.kind === 'video'), [library]);

  const seconds = billedSeconds(mode, Math.min(duration, maxDuration(mode)));
  const input: VideoDraft = { model: VIDEO_MODELS[version], resolution };
  if (prompt.trim()) input.prompt = prompt.trim();
  if (mode !== 'extension') input.durationSeconds = seconds;
  if (takesAspectRatio(mode)) input.aspectRatio = aspect;
  if (mode === 'i2v') input.imageAssetId = images[0]?.assetId;
  if (mode === 'r2v') input.referenceImageAssetIds = images.map((i) => i.assetId);
  if (mode === 'extension') input.videoAssetId = video?.assetId;
  const cost = estimateCredits(VIDEO_TOOLS[mode], input, []);
  const selectMode = (m: VideoMode) => {
    setMode(m);
    if (!supportsMode(version, m)) setVersion('classic');
    setImages([]);
  };

  async function pick(files: FileList | null, many: boolean) {
    if (!files?.length) return;
    setBusy(true);
    setError(null);
    try {
      const picked: Picked[] = [];
      for (const f of [...files].slice(0, many ? MAX_REFERENCE_IMAGES : 1)) {
        const a = await store.getState().upload(f, f.name);
        picked.push({ assetId: a.assetId, name: f.name });
      }
      if (mode === 'extension') setVideo(picked[0]);
      else setImages(many ? [...images, ...picked].slice(0, MAX_REFERENCE_IMAGES) : picked);
    } catch (e) {
      setError(`Upload failed: ${messageOf(e)}`);
    } finally {
      setBusy(false);
    }
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    try {
      const ack = await store
        .getState()
        .submit(VIDEO_TOOLS[mode] as VideoTool, input, `${MODE_LABELS[mode]}${prompt.trim() ? `: ${prompt.trim().slice(0, 40)}` : ''}`);
      setTaskId(ack.taskId);
    } catch (err) {
      setError(messageOf(err));
    }
  }

  const needsPrompt = mode === 't2v' || mode === 'r2v';
  const ready =
    (!needsPrompt || prompt.trim()) &&
    (mode !== 'i2v' || images.length === 1) &&
    (mode !== 'r2v' || images.length > 0) &&
    (mode !== 'extension' || video);
  return (
    <section aria-labelledby="video-heading" className="screen">
      <h2 id="video-heading">Video</h2>
      <div role="tablist" aria-label="Video mode" className="tabs">
        {VIDEO_MODES.map((m) => (
          <button
            key={m}
            type="button"
            role="tab"
            id={`mode-${m}`}
            aria-selected={mode === m}
            aria-controls="video-form"
            onClick={() => selectMode(m)}
          >
            {MODE_LABELS[m]}
          </button>
        ))}
      </div>
      <form id="video-form" role="tabpanel" aria-labelledby={`mode-${mode}`} onSubmit={(e) => void submit(e)}>
        <Field id="video-model" label="Model" hint="Version 1.5 makes image-to-video only.">
          <select
            id="video-model"
            value={version}
            onChange={(e) => setVersion(e.target.value as VideoVersion)}
            aria-describedby="video-model-hint"
          >
            <option value="classic">Classic ({PRICING.video.perSecond.classic} credits/s)</option>
            <option value="1.5" disabled={!supportsMode('1.5', mode)}>
              1.5 preview ({PRICING.video.perSecond['1.5']} credits/s){supportsMode('1.5', mode) ? '' : ' — image to video only'}
            </option>
          </select>
        </Field>
        {(mode === 'i2v' || mode === 'r2v') && (
          <Field
            id="video-images"
            label={mode === 'i2v' ? 'Image (first frame)' : `Reference images (1–${MAX_REFERENCE_IMAGES})`}
            hint={
              mode === 'r2v'
                ? 'Refer to them in the prompt as <IMAGE_1>, <IMAGE_2>, … in the order shown.'
                : 'PNG, JPEG or WebP; the frame follows its shape.'
            }
          >
            <input
              id="video-images"
              type="file"
              accept="image/png,image/jpeg,image/webp"
              multiple={mode === 'r2v'}
              onChange={(e) => void pick(e.target.files, mode === 'r2v')}
              aria-describedby="video-images-hint"
              disabled={busy}
            />
          </Field>
        )}
        {images.length > 0 && (
          <ol className="picked">
            {images.map((img, i) => (
              <li key={img.assetId}>
                {mode === 'r2v' && <code>{`<IMAGE_${i + 1}>`}</code>} {img.name}{' '}
                <button
                  type="button"
                  className="small"
                  onClick={() => setImages(images.filter((x) => x !== img))}
                  aria-label={`Remove ${img.name}`}
                >
                  Remove
                </button>
              </li>
            ))}
          </ol>
        )}
        {mode === 'extension' && (
          <>
            <Field id="video-source" label="Video to extend">
              <select
                id="video-source"
                value={video?.assetId ?? ''}
                onChange={(e) => setVideo(e.target.value ? { assetId: e.target.value, name: e.target.value } : null)}
              >
                <option value="">Pick from the library…</option>
                {video && !libraryVideos.some((v) => v.assetId === video.assetId) && <option value={video.assetId}>{video.name}</option>}
                {libraryVideos.map((v) => (
                  <option key={v.assetId} value={v.assetId}>
                    {v.label}
                  </option>
                ))}
              </select>
            </Field>
            <Field id="video-upload" label="Or upload a video">
              <input id="video-upload" type="file" accept="video/*" onChange={(e) => void pick(e.target.files, false)} disabled={busy} />
            </Field>
          </>
        )}
        <Field
          id="video-prompt"
          label={needsPrompt ? 'Prompt' : 'Prompt (optional)'}
          hint={`${prompt.length} / ${VIDEO_PROMPT_MAX} characters`}
        >
          <textarea
            id="video-prompt"
            rows={3}
            maxLength={VIDEO_PROMPT_MAX}
            required={needsPrompt}
            value={prompt}
            onChange={(e) => setPrompt(e.target.value)}
            aria-describedby="video-prompt-hint"
          />
        </Field>
        <div className="row">
          <SelectField
            id="video-aspect"
            label="Aspect ratio"
            value={aspect}
            options={TOOL_ASPECT_RATIOS}
            onChange={setAspect}
            hint={takesAspectRatio(mode) ? undefined : 'Follows the source.'}
            disabled={!takesAspectRatio(mode)}
          />
          <SelectField id="video-resolution" label="Resolution" value={resolution} options={VIDEO_RESOLUTIONS} onChange={setResolution} />
          <Field
            id="video-duration"
            label="Duration (seconds)"
            hint={
              mode === 'extension' ? `Fixed at ${VIDEO_DURATION.extensionLocked} s.` : `${VIDEO_DURATION.min} to ${maxDuration(mode)} s`
            }
          >
            <input
              id="video-duration"
              type="number"
              min={VIDEO_DURATION.min}
              max={maxDuration(mode)}
              value={seconds}
              disabled={mode === 'extension'}
              onChange={(e) =>
                setDuration(Math.max(VIDEO_DURATION.min, Math.min(maxDuration(mode), Number(e.target.value) || VIDEO_DURATION.min)))
              }
            />
          </Field>
        </div>
        <p className="cost">
          Estimated cost: {cost} credits ({seconds} s × {PRICING.video.perSecond[version]})
        </p>
        <button type="submit" disabled={!ready || busy}>
          Generate video
        </button>
      </form>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <TaskProgress taskId={taskId} />
      {task?.status === 'COMPLETED' && task.output.assetIds[0] && <AssetPlayer assetId={task.output.assetIds[0]} label="Generated video" />}
    </section>
  );
}
