import { generateTts } from './generate-tts.ts';
import { listVoices } from './list-voices.ts';
import { cancelTask, getTaskStatus, waitForTask } from './task-tools.ts';
import { downloadAsset, getAsset, uploadAsset } from './asset-tools.ts';
import { cloneVoiceFromAudio } from './clone-voice.ts';
import { designVoice } from './design-voice.ts';
import { editVideo, generateVideoExtension, generateVideoFromImage, generateVideoFromReference, generateVideoFromText } from './video/video-tools.ts';
import { analyzeAudioTool } from './analyze-audio.ts';
import { generateNarration } from './narration/generate-narration.ts';
import { previewNarration } from './narration/preview-narration.ts';
import { regenerateNarrationSegment } from './narration/regenerate-segment.ts';
import { combineVideoAudio } from './combine-video-audio.ts';
import type { Tool } from './tool.ts';

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
  getAsset,
  downloadAsset,
  uploadAsset,
  analyzeAudioTool,
];

export function toolMap(tools: readonly Tool[] = TOOLS): ReadonlyMap<string, Tool> {
  return new Map(tools.map((t) => [t.name, t]));
}
