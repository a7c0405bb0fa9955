import { invalid } from '../../core/app-error.ts';
import type { AssetRow } from '../../assets/asset-repo.ts';
import { probe } from '../../media/probe.ts';
import { FfmpegMissingError } from '../../media/ffmpeg-path.ts';
import { EngineError } from '../../providers/engine.ts';
import { VIDEO_MODELS, type VideoMode, type VideoResolution, type VideoVersion } from '../../contract/video.ts';
import { INLINE_INPUT_LIMITS } from '../../contract/providers.ts';
import type { CallContext, RunContext, RunResult, TaskPlan } from '../tool.ts';
import { laneOf } from '../../tasks/lanes.ts';
import { checkDuration, checkModeSupported, checkResolution, videoPrice, videoVersion } from './video-rules.ts';

const TASK_TYPES: Record<VideoMode, string> = {
  t2v: 'TEXT_TO_VIDEO',
  i2v: 'IMAGE_TO_VIDEO',
  r2v: 'REFERENCE_TO_VIDEO',
  extension: 'VIDEO_EXTENSION',
};

/** An asset the caller may use, of the kind the field needs; otherwise a 400 naming the field. */
export function assetOfKind(ctx: CallContext, id: string, kind: AssetRow['kind'], field: string): AssetRow {
  let row: AssetRow;
  try {
    row = ctx.deps.assets.get(id, ctx.principal);
  } catch {
    throw invalid(field, `no asset ${id} exists for this key; upload it first (POST /api/v1/assets)`);
  }
  const named = (k: string) => (k === 'audio' ? 'audio' : k === 'image' ? 'an image' : `a ${k}`);
  if (row.kind !== kind) throw invalid(field, `asset ${id} is ${named(row.kind)}, not ${named(kind)}`);
  return row;
}

const mb = (n: number): string => `${(n / 1024 / 1024).toFixed(1).replace(/\.0$/, '')} MB`;

/**
 * On the live engine, the inputs go inline as data URIs (docs/providers.md): above
 * INLINE_INPUT_LIMITS the request is refused here, before credits are held, naming the limit
 * and what to do. The sandbox reads files locally and takes anything uploaded.
 */
export function checkInlineInputs(ctx: CallContext, inputs: Array<{ row: AssetRow; field: string }>): void {
  if (ctx.deps.engines.video().name !== 'live') return;
  for (const { row, field } of inputs) {
    if (row.kind === 'image' && row.bytes > INLINE_INPUT_LIMITS.imageBytes) {
      throw invalid(
        field,
        `asset ${row.id} is ${mb(row.bytes)}; the live video provider takes images of at most ${mb(INLINE_INPUT_LIMITS.imageBytes)} each (sent inline as a data URI). Downscale it or save it as JPEG, and upload it again`,
      );
    }
  }
  const total = inputs.reduce((n, i) => n + i.row.bytes, 0);
  if (total > INLINE_INPUT_LIMITS.requestBytes) {
    const video = inputs.some((i) => i.row.kind === 'video');
    throw invalid(
      inputs[0].field.replace(/\.\d+$/, ''),
      `the inputs come to ${mb(total)}; the live video provider takes at most ${mb(INLINE_INPUT_LIMITS.requestBytes)} of inline input per request (sent as data URIs). ` +
        (video
          ? 'Trim the video or re-encode it smaller (720p, a lower bitrate) and upload it again'
          : 'Use fewer or smaller reference images'),
    );
  }
}

/** What a video task stores: the request as planned, and the assets it starts from. */
interface VideoTask {
  mode: VideoMode;
  model: string;
  version: VideoVersion;
  resolution: VideoResolution;
  /** The resolution asked for: 1080p and 4K are accepted and rendered at 720p. */
  requestedResolution: string;
  durationSeconds: number;
  prompt?: string;
  workerId?: string;
  aspectRatio?: string;
  imageAssetId?: string;
  referenceImageAssetIds?: string[];
  videoAssetId?: string;
}

/** The common part of every video plan: version, mode support, duration, resolution, price. */
export function planVideo(
  ctx: CallContext,
  mode: VideoMode,
  body: { model?: string; resolution?: string; durationSeconds?: number; workerId?: string; prompt?: string },
): TaskPlan<VideoTask> {
  const version = videoVersion(body.model);
  checkModeSupported(mode, version);
  const durationSeconds = checkDuration(mode, body.durationSeconds);
  const { resolution, requested } = checkResolution(body.resolution);
  const { credits, providerCost } = videoPrice(version, durationSeconds);
  const engine = ctx.deps.engines.video().name;
  return {
    taskType: TASK_TYPES[mode],
    credits,
    providerCost,
    engine,
    lane: laneOf(engine, 'video'),
    input: {
      mode,
      model: VIDEO_MODELS[version],
      version,
      resolution,
      requestedResolution: requested,
      durationSeconds,
      prompt: body.prompt,
      workerId: body.workerId,
    },
  };
}

/** Runs a planned video task on the video engine and stages the MP4 it wrote. */
export async function runVideo(ctx: RunContext<VideoTask>): Promise<RunResult> {
  const { input } = ctx;
  const path = (id: string | undefined) => {
    if (!id) return undefined;
    if (!ctx.deps.assets.byId(id)) throw invalid('assetId', `asset ${id} was removed before the task ran; credits were refunded`);
    return ctx.deps.assets.pathOf(id);
  };
  const outPath = ctx.deps.store.scratchPath('video.mp4');
  const engine = ctx.deps.engines.video();
  await engine.generate({
    mode: input.mode,
    model: input.model,
    prompt: input.prompt,
    aspectRatio: input.aspectRatio ?? '16:9',
    resolution: input.resolution,
    durationSeconds: input.durationSeconds,
    imagePath: path(input.imageAssetId),
    imagePaths: input.referenceImageAssetIds?.map((id) => path(id)!),
    videoPath: path(input.videoAssetId),
    outPath,
    signal: ctx.signal,
    onProgress: ctx.progress,
    setUpstreamId: ctx.setUpstreamId,
    upstreamId: ctx.task.upstream_id,
  });
  // Measure what was written rather than trusting the engine's report. A file ffprobe cannot
  // read is the engine's failure, told as such (not `internal`); ffmpeg gone stays itself.
  const info = await probe(outPath).catch((err: unknown) => {
    if (err instanceof FfmpegMissingError) throw err;
    throw new EngineError(
      'render_failed',
      'The video came out unreadable (ffprobe could not open it). Credits were refunded; try again, and report it if it repeats.',
    );
  });
  const asset = ctx.deps.store.stageFile(outPath, {
    kind: 'video',
    mime_type: 'video/mp4',
    file_name: `${TASK_TYPES[input.mode].toLowerCase()}-${ctx.task.id.slice(-6)}.mp4`,
    duration_seconds: info.durationSeconds,
    width: info.video?.width ?? null,
    height: info.video?.height ?? null,
    sample_rate: null,
    channels: null,
    origin: 'generated',
    engine: engine.name,
    task_id: ctx.task.id,
    api_key_id: ctx.task.api_key_id,
    params: JSON.stringify({ tool: ctx.task.tool, ...ctx.input }),
  });
  return { assets: [asset] };
}
