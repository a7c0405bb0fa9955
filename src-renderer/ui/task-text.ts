// What a task was asked, in words: the tool as a creator names it, and the text, prompt or
// file it worked on, read from the parameters it was submitted with.

/** Tools by the name a creator knows them by. */
export const TOOL_NAMES: Record<string, string> = {
  'generate-tts': 'Speech',
  'generate-narration': 'Narration',
  'regenerate-segment': 'Narration retake',
  'clone-voice-from-audio': 'Voice clone',
  'design-voice': 'Voice design',
  'generate-video-from-text': 'Video from text',
  'generate-video-from-image': 'Video from image',
  'generate-video-from-reference': 'Video from reference',
  'generate-video-extension': 'Video extension',
  'edit-video': 'Video edit',
  'combine-video-audio': 'Narrated video',
  'analyze-audio': 'Sample analysis',
  'upload-asset': 'Upload',
};

/** Task statuses in words. */
export const STATUS_WORDS: Record<string, string> = {
  PENDING: 'Waiting',
  PROCESSING: 'Working',
  COMPLETED: 'Done',
  FAILED: 'Failed',
  CANCELLED: 'Cancelled',
};

export const toolName = (tool: string) => TOOL_NAMES[tool] ?? tool;

/** The first words of a text, cut at a word boundary. */
export function excerpt(text: string, max = 60): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 15))}…`;
}

/** What the task was asked: its text, prompt or name, if the parameters say. */
export function askedOf(params: Record<string, unknown> | undefined): string | null {
  if (!params) return null;
  for (const field of ['text', 'prompt', 'script', 'name', 'description']) {
    const v = params[field];
    if (typeof v === 'string' && v.trim()) return excerpt(v);
  }
  return null;
}

/** "Speech: “Hello there…”", or the label the studio gave it. */
export function describeTask(task: { tool: string; label?: string; params?: unknown }): string {
  if (task.label) return task.label;
  const asked = askedOf(task.params as Record<string, unknown> | undefined);
  return asked ? `${toolName(task.tool)}: “${asked}”` : toolName(task.tool);
}
