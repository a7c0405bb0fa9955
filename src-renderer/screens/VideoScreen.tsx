// Video: a form per mode that offers only what the chosen model and mode accept.
import { useMemo, useState } from 'react';
import { useStudio, useStudioStore } from '../studio-context.ts';
import { messageOf } from '../api.ts';
import { AssetPlayer, Field, str, TaskProgress, usePrefill } from '../components.tsx';
import { VIDEO_CREDITS_PER_SECOND } from '../format.ts';

type Mode = 't2v' | 'i2v' | 'r2v' | 'extension';
const MODES: Array<{ id: Mode; label: string; tool: string }> = [
  { id: 't2v', label: 'Text to video', tool: 'generate-video-from-text' },
  { id: 'i2v', label: 'Image to video', tool: 'generate-video-from-image' },
  { id: 'r2v', label: 'Reference images', tool: 'generate-video-from-reference' },
  { id: 'extension', label: 'Extend a video', tool: 'generate-video-extension' },
];
const MODELS = { classic: 'imagine-video', '1.5': 'imagine-video-1.5-preview' } as const;
const ASPECTS = ['16:9', '9:16', '21:9', '4:3', '1:1', '3:4'];
const MAX_DURATION: Record<Mode, number> = { t2v: 15, i2v: 10, r2v: 10, extension: 8 };
const MAX_REFS = 7;

interface Picked {
  assetId: string;
  name: string;
}

export function VideoScreen() {
  const store = useStudioStore();
  const [mode, setMode] = useState<Mode>('t2v');
  const [version, setVersion] = useState<'classic' | '1.5'>('classic');
  const [prompt, setPrompt] = useState('');
  const [aspect, setAspect] = useState('16:9');
  const [resolution, setResolution] = useState('720p');
  const [duration, setDuration] = useState(6);
  const [images, setImages] = useState<Picked[]>([]);
  const [video, setVideo] = useState<Picked | null>(null);
  const [busy, setBusy] = useState(false);
  const [taskId, setTaskId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const task = useStudio((s) => (taskId ? s.tasks[taskId] : undefined));
  const library = useStudio((s) => s.library);
  usePrefill(MODES.map((m) => m.tool), (p, tool) => {
    const m = MODES.find((x) => x.tool === tool)!;
    setMode(m.id);
    setVersion(p.model === MODELS['1.5'] ? '1.5' : 'classic');
    setPrompt(str(p.prompt));
    setResolution(str(p.resolution, '720p'));
    setAspect(str(p.aspectRatio, '16:9'));
    if (typeof p.durationSeconds === 'number') setDuration(p.durationSeconds);
    if (typeof p.imageAssetId === 'string') setImages([{ assetId: p.imageAssetId, name: p.imageAssetId }]);
    if (Array.isArray(p.referenceImageAssetIds)) setImages(p.referenceImageAssetIds.map((id) => ({ assetId: String(id), name: String(id) })));
    if (typeof p.videoAssetId === 'string') setVideo({ assetId: p.videoAssetId, name: p.videoAssetId });
  });
  const libraryVideos = useMemo(() => library.filter((i) => i.kind === 'video'), [library]);

  const seconds = mode === 'extension' ? 8 : Math.min(duration, MAX_DURATION[mode]);
  const cost = VIDEO_CREDITS_PER_SECOND[version] * seconds;
  const selectMode = (m: Mode) => {
    setMode(m);
    if (m !== 'i2v') setVersion('classic');
    setImages([]);
  };

  async function pick(files: FileList | null, many: boolean) {
    if (!files?.length) return;
    setBusy(true);
    setError(null);
    try {
      const picked: Picked[] = [];
      for (const f of [...files].slice(0, many ? MAX_REFS : 1)) {
        const a = await store.getState().upload(f, f.name);
        picked.push({ assetId: a.assetId, name: f.name });
      }
      if (mode === 'extension') setVideo(picked[0]);
      else setImages(many ? [...images, ...picked].slice(0, MAX_REFS) : picked);
    } catch (e) {
      setError(`Upload failed: ${messageOf(e)}`);
    } finally {
      setBusy(false);
    }
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    const m = MODES.find((x) => x.id === mode)!;
    const input: Record<string, unknown> = { model: MODELS[version], resolution };
    if (prompt.trim()) input.prompt = prompt.trim();
    if (mode !== 'extension') input.durationSeconds = seconds;
    if (mode === 't2v' || mode === 'r2v') input.aspectRatio = aspect;
    if (mode === 'i2v') input.imageAssetId = images[0]?.assetId;
    if (mode === 'r2v') input.referenceImageAssetIds = images.map((i) => i.assetId);
    if (mode === 'extension') input.videoAssetId = video?.assetId;
    try {
      const ack = await store.getState().submit(m.tool, input, `${m.label}${prompt.trim() ? `: ${prompt.trim().slice(0, 40)}` : ''}`);
      setTaskId(ack.taskId);
    } catch (err) {
      setError(messageOf(err));
    }
  }

  const needsPrompt = mode === 't2v' || mode === 'r2v';
  const ready = (!needsPrompt || prompt.trim()) && (mode !== 'i2v' || images.length === 1) && (mode !== 'r2v' || images.length > 0) && (mode !== 'extension' || video);
  return (
    <section aria-labelledby="video-heading" className="screen">
      <h2 id="video-heading">Video</h2>
      <div role="tablist" aria-label="Video mode" className="tabs">
        {MODES.map((m) => (
          <button key={m.id} type="button" role="tab" id={`mode-${m.id}`} aria-selected={mode === m.id} aria-controls="video-form" onClick={() => selectMode(m.id)}>
            {m.label}
          </button>
        ))}
      </div>
      <form id="video-form" role="tabpanel" aria-labelledby={`mode-${mode}`} onSubmit={(e) => void submit(e)}>
        <Field id="video-model" label="Model" hint="Version 1.5 makes image-to-video only.">
          <select id="video-model" value={version} onChange={(e) => setVersion(e.target.value as 'classic' | '1.5')} aria-describedby="video-model-hint">
            <option value="classic">Classic ({VIDEO_CREDITS_PER_SECOND.classic} credits/s)</option>
            <option value="1.5" disabled={mode !== 'i2v'}>
              1.5 preview ({VIDEO_CREDITS_PER_SECOND['1.5']} credits/s){mode !== 'i2v' ? ' — image to video only' : ''}
            </option>
          </select>
        </Field>
        {(mode === 'i2v' || mode === 'r2v') && (
          <Field
            id="video-images"
            label={mode === 'i2v' ? 'Image (first frame)' : `Reference images (1–${MAX_REFS})`}
            hint={mode === 'r2v' ? 'Refer to them in the prompt as <IMAGE_1>, <IMAGE_2>, … in the order shown.' : 'PNG, JPEG or WebP; the frame follows its shape.'}
          >
            <input id="video-images" type="file" accept="image/png,image/jpeg,image/webp" multiple={mode === 'r2v'} onChange={(e) => void pick(e.target.files, mode === 'r2v')} aria-describedby="video-images-hint" disabled={busy} />
          </Field>
        )}
        {images.length > 0 && (
          <ol className="picked">
            {images.map((img, i) => (
              <li key={img.assetId}>
                {mode === 'r2v' && <code>{`<IMAGE_${i + 1}>`}</code>} {img.name}{' '}
                <button type="button" className="small" onClick={() => setImages(images.filter((x) => x !== img))} aria-label={`Remove ${img.name}`}>
                  Remove
                </button>
              </li>
            ))}
          </ol>
        )}
        {mode === 'extension' && (
          <>
            <Field id="video-source" label="Video to extend">
              <select id="video-source" value={video?.assetId ?? ''} onChange={(e) => setVideo(e.target.value ? { assetId: e.target.value, name: e.target.value } : null)}>
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
        <Field id="video-prompt" label={needsPrompt ? 'Prompt' : 'Prompt (optional)'} hint={`${prompt.length} / 2000 characters`}>
          <textarea id="video-prompt" rows={3} maxLength={2000} required={needsPrompt} value={prompt} onChange={(e) => setPrompt(e.target.value)} aria-describedby="video-prompt-hint" />
        </Field>
        <div className="row">
          <Field id="video-aspect" label="Aspect ratio" hint={mode === 'i2v' || mode === 'extension' ? 'Follows the source.' : undefined}>
            <select id="video-aspect" value={aspect} onChange={(e) => setAspect(e.target.value)} disabled={mode === 'i2v' || mode === 'extension'}>
              {ASPECTS.map((a) => (
                <option key={a}>{a}</option>
              ))}
            </select>
          </Field>
          <Field id="video-resolution" label="Resolution">
            <select id="video-resolution" value={resolution} onChange={(e) => setResolution(e.target.value)}>
              <option>480p</option>
              <option>720p</option>
            </select>
          </Field>
          <Field id="video-duration" label="Duration (seconds)" hint={mode === 'extension' ? 'Fixed at 8 s.' : `4 to ${MAX_DURATION[mode]} s`}>
            <input id="video-duration" type="number" min={4} max={MAX_DURATION[mode]} value={seconds} disabled={mode === 'extension'} onChange={(e) => setDuration(Math.max(4, Math.min(MAX_DURATION[mode], Number(e.target.value) || 4)))} />
          </Field>
        </div>
        <p className="cost">Estimated cost: {cost} credits ({seconds} s × {VIDEO_CREDITS_PER_SECOND[version]})</p>
        <button type="submit" disabled={!ready || busy}>
          Generate video
        </button>
      </form>
      {error && <p role="alert" className="error">{error}</p>}
      <TaskProgress taskId={taskId} />
      {task?.status === 'COMPLETED' && task.output.assetIds[0] && <AssetPlayer assetId={task.output.assetIds[0]} label="Generated video" />}
    </section>
  );
}
