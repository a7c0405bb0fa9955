// Video: a form per mode (Radix tabs, arrow keys move between them) that offers only what the
// chosen model and mode accept (the contract's video rules, which the service validates with).
// What the creator typed and picked is a draft: it survives navigation and reloads.
import { useState } from 'react';
import { Tabs } from 'radix-ui';
import { useStudio, useStudioStore } from '../studio-context.ts';
import { messageOf } from '../api/api-error.ts';
import { AssetPlayer, str, TaskProgress, usePrefill } from '../components.tsx';
import { estimateCredits } from '../estimates.ts';
import { useDraft } from '../store/drafts.ts';
import { RecentResults } from './make/RecentResults.tsx';
import { VideoForm, type Picked, type VideoDraft, type VideoTool } from './video/VideoForm.tsx';
import {
  DEFAULT_ASPECT_RATIO,
  DEFAULT_RESOLUTION,
  VIDEO_DURATION,
  VIDEO_MODES,
  VIDEO_TOOLS,
  billedSeconds,
  maxDuration,
  modeOfTool,
  supportsMode,
  takesAspectRatio,
  versionOfModel,
  VIDEO_MODELS,
  type VideoMode,
  type VideoVersion,
} from '../../src-service/contract/video.ts';
import '../styles/make.css';
import '../styles/video.css';

/** The name of each mode's tab. */
export const MODE_LABELS: Record<VideoMode, string> = {
  t2v: 'Text to video',
  i2v: 'Image to video',
  r2v: 'Reference images',
  extension: 'Extend a video',
};

export function VideoScreen() {
  const store = useStudioStore();
  const [mode, setModeDraft] = useDraft<VideoMode>('video', 'mode', 't2v');
  const [version, setVersion] = useDraft<VideoVersion>('video', 'version', 'classic');
  const [prompt, setPrompt] = useDraft('video', 'prompt', '');
  const [aspect, setAspect] = useDraft<string>('video', 'aspect', DEFAULT_ASPECT_RATIO);
  const [resolution, setResolution] = useDraft<string>('video', 'resolution', DEFAULT_RESOLUTION);
  const [duration, setDuration] = useDraft<number>('video', 'duration', VIDEO_DURATION.default);
  const [images, setImages] = useDraft<Picked[]>('video', 'images', []);
  const [video, setVideo] = useDraft<Picked | null>('video', 'video', null);
  const [taskId, setTaskId] = useDraft<string | null>('video', 'taskId', null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const task = useStudio((s) => (taskId ? s.tasks[taskId] : undefined));
  usePrefill(Object.values(VIDEO_TOOLS), (p, tool) => {
    setModeDraft(modeOfTool(tool) ?? 't2v');
    setVersion(versionOfModel(typeof p.model === 'string' ? p.model : undefined) ?? 'classic');
    setPrompt(str(p.prompt));
    setResolution(str(p.resolution, DEFAULT_RESOLUTION));
    setAspect(str(p.aspectRatio, DEFAULT_ASPECT_RATIO));
    if (typeof p.durationSeconds === 'number') setDuration(p.durationSeconds);
    if (typeof p.imageAssetId === 'string') setImages([{ assetId: p.imageAssetId, name: 'The image it was made from' }]);
    if (Array.isArray(p.referenceImageAssetIds))
      setImages(p.referenceImageAssetIds.map((id, i) => ({ assetId: String(id), name: `Reference image ${i + 1}` })));
    if (typeof p.videoAssetId === 'string') setVideo({ assetId: p.videoAssetId, name: 'The video it extended' });
  });

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
    if (m === mode) return;
    setModeDraft(m);
    if (!supportsMode(version, m)) setVersion('classic');
    setImages([]);
  };

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    setSending(true);
    try {
      const ack = await store
        .getState()
        .submit(VIDEO_TOOLS[mode] as VideoTool, input, `${MODE_LABELS[mode]}${prompt.trim() ? `: ${prompt.trim().slice(0, 40)}` : ''}`);
      setTaskId(ack.taskId);
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setSending(false);
    }
  }

  return (
    <section aria-labelledby="video-heading" className="screen make-screen">
      <h2 id="video-heading">Video</h2>
      <div className="make-layout">
        <div className="make-main">
          <Tabs.Root value={mode} onValueChange={(v) => selectMode(v as VideoMode)} className="video-tabs">
            <Tabs.List aria-label="Video mode" className="tabs">
              {VIDEO_MODES.map((m) => (
                <Tabs.Trigger key={m} value={m} id={`mode-${m}`}>
                  {MODE_LABELS[m]}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {VIDEO_MODES.map((m) => (
              <Tabs.Content key={m} value={m}>
                <VideoForm
                  mode={m}
                  draft={{ version, prompt, aspect, resolution, duration, images, video, seconds, cost, sending }}
                  set={{ setVersion, setPrompt, setAspect, setResolution, setDuration, setImages, setVideo, setError }}
                  onSubmit={(e) => void submit(e)}
                />
              </Tabs.Content>
            ))}
          </Tabs.Root>
          {error && (
            <p role="alert" className="error">
              {error}
            </p>
          )}
          <TaskProgress taskId={taskId} />
          {task?.status === 'COMPLETED' && task.output.assetIds[0] && (
            <div className="result" data-testid="video-result">
              <AssetPlayer assetId={task.output.assetIds[0]} label="Generated video" origin="Video" />
            </div>
          )}
        </div>
        <aside className="make-side">
          <RecentResults tool={VIDEO_TOOLS[mode]} kind="video" origin="Video" heading={`Recent: ${MODE_LABELS[mode].toLowerCase()}`} />
        </aside>
      </div>
    </section>
  );
}
