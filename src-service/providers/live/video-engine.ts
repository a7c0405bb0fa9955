import { readFile, writeFile } from 'node:fs/promises';
import { setTimeout as delay } from 'node:timers/promises';
import { sniff } from '../../assets/sniff.ts';
import { probe } from '../../media/probe.ts';
import { DEFAULT_POLL_INTERVAL_MS } from '../../contract/providers.ts';
import { takesAspectRatio } from '../../contract/video.ts';
import { EngineError, type VideoEngine, type VideoRequest } from '../engine.ts';
import type { HttpClient } from './http-client.ts';
import type { ProviderClient } from './provider-client.ts';
import { malformed, MODERATION_MESSAGE } from './upstream-error.ts';

const CALL_TIMEOUT_MS = 60_000;
const DOWNLOAD_TIMEOUT_MS = 300_000;
/** Polling gives up after 10 minutes (docs/providers.md). */
const VIDEO_DEADLINE_MS = 10 * 60_000;

/** A local file as the data URI the API takes for images and videos. */
async function dataUri(path: string, fallbackMime: string): Promise<string> {
  const bytes = await readFile(path);
  const mime = (await sniff(bytes))?.mimeType ?? fallbackMime;
  return `data:${mime};base64,${bytes.toString('base64')}`;
}

/** The create call for a mode: generations (t2v, i2v, r2v) or extensions. */
/**
 * A refused creation names the upstream model id that was tried: an id the upstream does not
 * know (a renamed or retired model) is then plain to see, with where to change it. The video
 * API lists no models to check against beforehand, so this answer is where it shows.
 */
function withModelTried(err: unknown, model: string, asked: string): unknown {
  if (!(err instanceof EngineError) || err.code !== 'provider_rejected') return err;
  return new EngineError(
    err.code,
    `${err.message} Model tried: ${model} (for ${asked}); the video model ids are in Settings › Providers.`,
    {
      retryable: err.retryable,
    },
  );
}

async function createBody(req: VideoRequest, model: string): Promise<{ path: string; json: Record<string, unknown> }> {
  if (req.mode === 'extension') {
    const json: Record<string, unknown> = {
      model,
      video: { url: await dataUri(req.videoPath!, 'video/mp4') },
      duration: req.durationSeconds,
    };
    if (req.prompt) json.prompt = req.prompt;
    return { path: '/videos/extensions', json };
  }
  const json: Record<string, unknown> = { model, duration: req.durationSeconds };
  // Image-to-video takes its shape from the image: the tool has no aspect ratio to send (the
  // request's one is the sandbox's guess from the image), as @ai-sdk/xai sends none unasked.
  if (takesAspectRatio(req.mode)) json.aspect_ratio = req.aspectRatio;
  json.resolution = req.resolution;
  if (req.prompt) json.prompt = req.prompt;
  if (req.mode === 'i2v') json.image = { url: await dataUri(req.imagePath!, 'image/png') };
  if (req.mode === 'r2v')
    json.reference_images = await Promise.all(req.imagePaths!.map(async (p) => ({ url: await dataUri(p, 'image/png') })));
  return { path: '/videos/generations', json };
}

/**
 * Live video: create a job, remember its request id on the task (so a restart resumes
 * polling instead of paying for a second job), poll until done, and download the MP4 at
 * once because upstream URLs are temporary.
 */
export function createLiveVideoEngine(deps: {
  client: ProviderClient;
  http: HttpClient;
  now?: () => number;
  deadlineMs?: number;
}): VideoEngine {
  const { client } = deps;
  const now = deps.now ?? Date.now;
  return {
    name: 'live',
    async generate(req) {
      const settings = client.settings();
      let id = req.upstreamId ?? null;
      if (!id) {
        const model = settings.models[req.model];
        if (!model) throw new EngineError('invalid_argument', `No upstream model is set for ${req.model}; check Settings.`);
        const { path, json } = await createBody(req, model);
        const res = await client
          .call({ method: 'POST', path, json, timeoutMs: CALL_TIMEOUT_MS, signal: req.signal })
          .catch((err: unknown) => {
            throw withModelTried(err, model, req.model);
          });
        id = (res.json()?.request_id as string | undefined) ?? null;
        if (typeof id !== 'string' || !id) throw malformed(client.label, 'no request_id');
        req.setUpstreamId?.(id);
      }
      req.onProgress(5);
      const deadline = now() + (deps.deadlineMs ?? VIDEO_DEADLINE_MS);
      for (;;) {
        const res = await client.raw({
          method: 'GET',
          path: `/videos/${encodeURIComponent(id)}`,
          timeoutMs: CALL_TIMEOUT_MS,
          signal: req.signal,
        });
        if (res.status === 404) {
          throw new EngineError(
            'provider_job_lost',
            `The video provider no longer knows job ${id}; credits were refunded. Submit the request again.`,
          );
        }
        if (res.status < 200 || res.status >= 300) throw await client.fail(res);
        // Key off the JSON status: a 202 arrives while the job is pending.
        const job = res.json();
        if (job?.status === 'done') return download(job, req);
        if (job?.status === 'failed' || job?.status === 'expired') {
          const e = job.error ?? {};
          const message = await client.scrub(typeof e.message === 'string' && e.message ? e.message : `the job ${job.status}`);
          // The job is over: a later run of the task (a retry) must start a new one, not poll this one.
          req.setUpstreamId?.(null);
          throw new EngineError(
            e.code === 'internal_error' ? 'provider_failed' : 'provider_rejected',
            `The video provider could not make the video (${e.code ?? job.status}: ${message}). Credits were refunded.`,
            { retryable: e.code === 'internal_error' },
          );
        }
        if (typeof job?.status !== 'string') throw malformed(client.label, 'a job without a status');
        if (typeof job.progress === 'number') req.onProgress(5 + Math.max(0, Math.min(100, job.progress)) * 0.9);
        if (now() >= deadline) {
          throw new EngineError(
            'provider_timeout',
            `The video provider did not finish job ${id} within ${Math.round((deps.deadlineMs ?? VIDEO_DEADLINE_MS) / 60_000)} minutes; credits were refunded.`,
          );
        }
        await delay(client.settings().pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS, undefined, { signal: req.signal });
      }
    },
  };

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the upstream job as parsed; read field by field with ?.
  async function download(job: any, req: VideoRequest) {
    const video = job.video ?? {};
    if (video.respect_moderation === false || !video.url) {
      if (video.respect_moderation === false) throw new EngineError('moderation_blocked', MODERATION_MESSAGE);
      throw malformed(client.label, 'a finished job without a video URL');
    }
    const dl = await deps.http.send({
      method: 'GET',
      url: video.url,
      timeoutMs: DOWNLOAD_TIMEOUT_MS,
      signal: req.signal,
      label: client.label,
      headers: { accept: '*/*' },
    });
    if (dl.status !== 200) {
      throw new EngineError(
        'video_unavailable',
        `The video provider's download link answered ${dl.status}; the video could not be fetched. Credits were refunded.`,
      );
    }
    await writeFile(req.outPath, dl.body);
    const info = await probe(req.outPath).catch(() => null);
    if (!info?.video) throw malformed(client.label, 'the downloaded file is not a video');
    req.onProgress(98);
    return {
      width: info.video.width,
      height: info.video.height,
      durationSeconds: info.durationSeconds ?? video.duration ?? req.durationSeconds,
    };
  }
}
