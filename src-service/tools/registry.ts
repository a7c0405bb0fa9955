import { generateTts } from './generate-tts.ts';
import { listVoices } from './list-voices.ts';
import { cancelTask, getTaskStatus, waitForTask } from './task-tools.ts';
import { cancelBatch, getBatch, moveBatchToFront, submitBatch } from './batch-tools.ts';
import { cancelTasks, moveTaskToFront, pauseQueue, resumeQueue } from './queue-tools.ts';
import { downloadAsset, getAsset, uploadAsset } from './asset-tools.ts';
import { cloneVoiceFromAudio } from './clone-voice.ts';
import { designVoice } from './design-voice.ts';
import {
  editVideo,
  generateVideoExtension,
  generateVideoFromImage,
  generateVideoFromReference,
  generateVideoFromText,
} from './video/video-tools.ts';
import { analyzeAudioTool } from './analyze-audio.ts';
import { getUsage } from './usage-tool.ts';
import { generateNarration } from './narration/generate-narration.ts';
import { previewNarration } from './narration/preview-narration.ts';
import { regenerateNarrationSegment } from './narration/regenerate-segment.ts';
import { combineVideoAudio } from './combine-video-audio.ts';
import type { Tool } from './tool.ts';
import type { RunDeps } from './deps.ts';
import type { TaskJobs } from '../tasks/task-job.ts';

/** Every tool of the service. HTTP, MCP, OpenAPI and the studio's client all read this list. */
export const TOOLS: readonly Tool[] = [
  listVoices,
  generateTts,
  generateNarration,
  previewNarration,
  regenerateNarrationSegment,
  designVoice,
  cloneVoiceFromAudio,
  generateVideoFromText,
  generateVideoFromImage,
  generateVideoFromReference,
  generateVideoExtension,
  editVideo,
  combineVideoAudio,
  getTaskStatus,
  waitForTask,
  cancelTask,
  submitBatch,
  getBatch,
  cancelBatch,
  moveBatchToFront,
  cancelTasks,
  moveTaskToFront,
  pauseQueue,
  resumeQueue,
  getAsset,
  downloadAsset,
  uploadAsset,
  analyzeAudioTool,
  getUsage,
];

export function toolMap(tools: readonly Tool[] = TOOLS): ReadonlyMap<string, Tool> {
  return new Map(tools.map((t) => [t.name, t]));
}

/**
 * The runner's jobs: for a task of a generation tool, that tool's `run`, given the services a
 * run uses and the asset store the runner scoped to this run.
 */
export function taskJobs(tools: ReadonlyMap<string, Tool>, deps: Omit<RunDeps, 'store'>): TaskJobs {
  return (name) => {
    const tool = tools.get(name);
    if (tool?.kind !== 'generation') return undefined;
    return ({ store, ...run }) => tool.run({ ...run, deps: { ...deps, store } });
  };
}
