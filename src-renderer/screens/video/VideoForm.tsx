// One video mode's form: model, source images or video (picked from the service's library or
// uploaded), prompt, shape and length, and the exact cost before submitting.
import { useState } from 'react';
import { useStudioStore } from '../../studio-context.ts';
import { messageOf } from '../../api/api-error.ts';
import { Field, SelectField } from '../../components.tsx';
import type { SubmitTool, ToolInput } from '../../api/api-types.ts';
import { PRICING } from '../../../src-service/contract/pricing.ts';
import { VideoPicker } from './VideoPicker.tsx';
import {
  MAX_REFERENCE_IMAGES,
  maxDuration,
  supportsMode,
  takesAspectRatio,
  TOOL_ASPECT_RATIOS,
  VIDEO_DURATION,
  VIDEO_PROMPT_MAX,
  VIDEO_RESOLUTIONS,
  type VideoMode,
  type VideoVersion,
} from '../../../src-service/contract/video.ts';

/** The video tools of the document (VIDEO_TOOLS names them by mode). */
export type VideoTool = Extract<SubmitTool, `generate-video-${string}`>;
/** Every member of a union at once (the fields of all of them). */
type AllOf<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
/** The form's input: the fields of the video tools, of which the chosen mode sets its own. */
export type VideoDraft = Partial<AllOf<ToolInput<VideoTool>>>;

/** An image or video the form uses: its asset and what to call it. */
export interface Picked {
  assetId: string;
  name: string;
}

interface Values {
  version: VideoVersion;
  prompt: string;
  aspect: string;
  resolution: string;
  duration: number;
  images: Picked[];
  video: Picked | null;
  seconds: number;
  cost: number | null;
  sending: boolean;
}
interface Setters {
  setVersion(v: VideoVersion): void;
  setPrompt(v: string): void;
  setAspect(v: string): void;
  setResolution(v: string): void;
  setDuration(v: number): void;
  setImages(v: Picked[]): void;
  setVideo(v: Picked | null): void;
  setError(v: string | null): void;
}

export function VideoForm({
  mode,
  draft,
  set,
  onSubmit,
}: {
  mode: VideoMode;
  draft: Values;
  set: Setters;
  onSubmit(e: React.FormEvent): void;
}) {
  const store = useStudioStore();
  const [uploading, setUploading] = useState(false);
  const { version, prompt, aspect, resolution, images, video, seconds, cost, sending } = draft;

  async function pick(files: FileList | null, many: boolean) {
    if (!files?.length) return;
    setUploading(true);
    set.setError(null);
    try {
      const picked: Picked[] = [];
      for (const f of [...files].slice(0, many ? MAX_REFERENCE_IMAGES : 1)) {
        const a = await store.getState().upload(f, f.name);
        picked.push({ assetId: a.assetId, name: f.name });
      }
      if (mode === 'extension') set.setVideo(picked[0]);
      else set.setImages(many ? [...images, ...picked].slice(0, MAX_REFERENCE_IMAGES) : picked);
    } catch (e) {
      set.setError(`Upload failed: ${messageOf(e)}`);
    } finally {
      setUploading(false);
    }
  }

  const needsPrompt = mode === 't2v' || mode === 'r2v';
  const ready =
    (!needsPrompt || prompt.trim()) &&
    (mode !== 'i2v' || images.length === 1) &&
    (mode !== 'r2v' || images.length > 0) &&
    (mode !== 'extension' || video);
  return (
    <form className="card video-form" data-primary="" onSubmit={onSubmit}>
      <Field id="video-model" label="Model" hint="Version 1.5 makes image-to-video only.">
        <select
          id="video-model"
          value={version}
          onChange={(e) => set.setVersion(e.target.value as VideoVersion)}
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
            disabled={uploading}
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
                onClick={() => set.setImages(images.filter((x) => x !== img))}
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
          <VideoPicker
            name="video-source"
            legend="Video to extend"
            value={video?.assetId ?? ''}
            extra={video ? { assetId: video.assetId, title: video.name } : null}
            onChange={(assetId, name) => set.setVideo({ assetId, name })}
          />
          <Field id="video-upload" label="Or upload a video">
            <input id="video-upload" type="file" accept="video/*" onChange={(e) => void pick(e.target.files, false)} disabled={uploading} />
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
          onChange={(e) => set.setPrompt(e.target.value)}
          aria-describedby="video-prompt-hint"
        />
      </Field>
      <div className="row">
        <SelectField
          id="video-aspect"
          label="Aspect ratio"
          value={aspect}
          options={TOOL_ASPECT_RATIOS}
          onChange={set.setAspect}
          hint={takesAspectRatio(mode) ? undefined : 'Follows the source.'}
          disabled={!takesAspectRatio(mode)}
        />
        <SelectField id="video-resolution" label="Resolution" value={resolution} options={VIDEO_RESOLUTIONS} onChange={set.setResolution} />
        <Field
          id="video-duration"
          label="Duration (seconds)"
          hint={mode === 'extension' ? `Fixed at ${VIDEO_DURATION.extensionLocked} s.` : `${VIDEO_DURATION.min} to ${maxDuration(mode)} s`}
        >
          <input
            id="video-duration"
            type="number"
            min={VIDEO_DURATION.min}
            max={maxDuration(mode)}
            value={seconds}
            disabled={mode === 'extension'}
            aria-describedby="video-duration-hint"
            onChange={(e) =>
              set.setDuration(Math.max(VIDEO_DURATION.min, Math.min(maxDuration(mode), Number(e.target.value) || VIDEO_DURATION.min)))
            }
          />
        </Field>
      </div>
      <p className="cost" aria-live="polite" data-testid="video-cost">
        Exact cost: <strong>{cost} credits</strong> ({seconds} s × {PRICING.video.perSecond[version]})
      </p>
      <button type="submit" disabled={!ready || uploading || sending} aria-busy={sending}>
        {sending ? 'Sending…' : 'Generate video'}
      </button>
    </form>
  );
}
