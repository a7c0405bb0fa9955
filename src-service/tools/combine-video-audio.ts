import { Type } from '@sinclair/typebox';
import { invalid } from '../core/app-error.ts';
import { defineGenerationTool, type TaskPlan } from './tool.ts';
import { muxAudioIntoVideo } from '../media/mux-audio.ts';
import { assetOfKind } from './video/video-task.ts';

const assetId = (what: string) =>
  Type.String({ minLength: 1, maxLength: 100, description: `The ${what} asset id (from a task output or an upload).` });

/** What a combine-video-audio task stores: the two assets, checked to be a video and an audio. */
interface CombineTask {
  videoAssetId: string;
  audioAssetId: string;
  workerId?: string;
}

/**
 * Lays an audio track under a video, on this machine with ffmpeg: free, and not the provider's
 * video edit (edit-video), which changes the picture and stays a 400 on this model family.
 */
export const combineVideoAudio = defineGenerationTool({
  name: 'combine-video-audio',
  description:
    'Puts an audio asset (a narration, speech, an upload) under a video asset: the result is an MP4 with the video picture unchanged and the audio as an AAC track, ' +
    'exactly as long as the video (longer audio is cut, shorter audio is padded with silence). Local ffmpeg work, charged 0, run as a task. ' +
    'This is not video edit (edit-video), which would change the picture and is not offered by this model family.',
  input: Type.Object(
    {
      videoAssetId: assetId('video'),
      audioAssetId: assetId('audio'),
      workerId: Type.Optional(Type.String({ maxLength: 200, description: 'Session identifier of the caller.' })),
    },
    { additionalProperties: false },
  ),
  errors: ['validation_failed', 'conflict', 'idempotency_mismatch'],
  plan(body, ctx): TaskPlan<CombineTask> {
    const video = assetOfKind(ctx, body.videoAssetId, 'video', 'videoAssetId');
    const audio = assetOfKind(ctx, body.audioAssetId, 'audio', 'audioAssetId');
    return {
      taskType: 'COMBINE_VIDEO_AUDIO',
      credits: 0,
      engine: 'local',
      lane: 'local',
      input: { videoAssetId: video.id, audioAssetId: audio.id, workerId: body.workerId },
    };
  },
  async run(ctx) {
    const { videoAssetId, audioAssetId } = ctx.input;
    const { deps, task } = ctx;
    const video = deps.assets.byId(videoAssetId);
    const audio = deps.assets.byId(audioAssetId);
    if (!video) throw invalid('videoAssetId', `asset ${videoAssetId} was deleted before the task ran; nothing was charged`);
    if (!audio) throw invalid('audioAssetId', `asset ${audioAssetId} was deleted before the task ran; nothing was charged`);
    const out = deps.store.scratchPath('combined.mp4');
    const result = await muxAudioIntoVideo({
      video: deps.store.pathOf(video.id),
      audio: deps.store.pathOf(audio.id),
      out,
      signal: ctx.signal,
      onProgress: ctx.progress,
    });
    const asset = deps.store.stageFile(out, {
      kind: 'video',
      mime_type: 'video/mp4',
      file_name: `${(video.file_name ?? 'video').replace(/\.[^.]+$/, '')}-with-audio.mp4`,
      duration_seconds: result.durationSeconds,
      width: video.width,
      height: video.height,
      sample_rate: result.sampleRate,
      channels: result.channels,
      origin: 'generated',
      engine: 'local',
      task_id: task.id,
      api_key_id: task.api_key_id,
      params: JSON.stringify({ tool: 'combine-video-audio', videoAssetId, audioAssetId }),
    });
    return { assets: [asset] };
  },
});
