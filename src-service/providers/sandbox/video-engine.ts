import { EngineError, type VideoEngine, type VideoRequest, type VideoResult } from '../engine.ts';
import { classifyStorageFault } from '../../storage/faults.ts';
import { applyTriggers, stripTriggers } from './triggers.ts';
import {
  frameSize,
  renderExtension,
  renderImageToVideo,
  renderReferenceToVideo,
  renderTextToVideo,
  VideoRenderError,
} from './video/index.ts';
import type { AspectRatio, VideoResolution } from '../../contract/video.ts';

/**
 * The offline video engine: ffmpeg renders every mode (docs/architecture.md §7). i2v starts on the
 * image itself, r2v composes the references in order, t2v renders the prompt over a moving
 * background, extension continues from the input's last frame. Output is marked SANDBOX.
 */
export function createSandboxVideoEngine(opts: { slowMs?: number } = {}): VideoEngine {
  return {
    name: 'sandbox',
    async generate(req) {
      try {
        return await render(req, opts.slowMs);
      } catch (err) {
        // A render that failed (ffmpeg killed or crashed, a bad input) is the task's own
        // `render_failed`; one that failed for lack of disk stays as it is, for the runner
        // to tell the user which folder to free.
        if (err instanceof VideoRenderError && !req.signal.aborted && !classifyStorageFault(err)) {
          throw new EngineError(
            'render_failed',
            `${err.message.replace(/\.?$/, '.')} Credits were refunded; try again, and report it if it repeats.`,
          );
        }
        throw err;
      }
    },
  };
}

async function render(req: VideoRequest, slowMs: number | undefined): Promise<VideoResult> {
  await applyTriggers([req.prompt], req.signal, slowMs);
  const prompt = req.prompt ? stripTriggers(req.prompt) : undefined;
  const common = { outPath: req.outPath, durationSeconds: req.durationSeconds, prompt, signal: req.signal, onProgress: req.onProgress };
  const size = () => frameSize(req.aspectRatio as AspectRatio, req.resolution as VideoResolution);
  switch (req.mode) {
    case 't2v':
      await renderTextToVideo({ ...common, ...size() });
      return { ...size(), durationSeconds: req.durationSeconds };
    case 'i2v':
      await renderImageToVideo({ ...common, ...size(), imagePath: req.imagePath! });
      return { ...size(), durationSeconds: req.durationSeconds };
    case 'r2v':
      await renderReferenceToVideo({ ...common, ...size(), imagePaths: req.imagePaths! });
      return { ...size(), durationSeconds: req.durationSeconds };
    case 'extension':
      return renderExtension({
        outPath: req.outPath,
        prompt,
        signal: req.signal,
        onProgress: req.onProgress,
        videoPath: req.videoPath!,
        addSeconds: req.durationSeconds,
      });
    default:
      throw new EngineError('invalid_argument', `unknown video mode ${String(req.mode)}`);
  }
}
