// Checks what the renderer sends over the save-file IPC channel before the shell opens
// a dialog: the renderer is untrusted input like any other.
import type { SaveFileRequest } from './bridge-types.ts';

/** Characters no file system accepts in a name, plus control characters. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it removes
const UNSAFE_NAME = /[\u0000-\u001f\u007f<>:"/\\|?*]/g;

/** A name safe to propose in a Save dialog: no folders, no reserved characters, not empty. */
export function sanitizeFileName(name: string): string {
  const cleaned = name
    .replace(UNSAFE_NAME, '_')
    .replace(/^[.\s]+/, '')
    .trim()
    .slice(0, 200);
  return cleaned || 'untitled';
}

/** Names of the types the studio exports, shown in the Save dialog's type list. */
const TYPE_NAMES: Record<string, string> = {
  wav: 'WAV audio',
  mp3: 'MP3 audio',
  m4a: 'M4A audio',
  ogg: 'Ogg audio',
  flac: 'FLAC audio',
  webm: 'WebM media',
  mp4: 'MP4 video',
  mov: 'QuickTime video',
  png: 'PNG image',
  jpg: 'JPEG image',
  webp: 'WebP image',
};

/**
 * The Save dialog's file types for a proposed name: its own extension first, so the dialog
 * keeps it (a WAV the user exported as MP3 is saved as .mp3), then any file.
 */
export function saveDialogFilters(name: string): Array<{ name: string; extensions: string[] }> {
  const ext = /\.([a-z0-9]{1,5})$/i.exec(name)?.[1].toLowerCase();
  const any = { name: 'All files', extensions: ['*'] };
  return ext ? [{ name: TYPE_NAMES[ext] ?? `${ext.toUpperCase()} file`, extensions: [ext] }, any] : [any];
}

/** Validates the IPC payload; throws a plain Error naming the problem. */
export function parseSaveFileRequest(value: unknown): SaveFileRequest {
  if (typeof value !== 'object' || value === null) throw new Error('saveFile: expected an object');
  const { suggestedName, data } = value as Record<string, unknown>;
  if (typeof suggestedName !== 'string') throw new Error('saveFile: suggestedName must be a string');
  if (!(data instanceof Uint8Array)) throw new Error('saveFile: data must be a Uint8Array');
  return { suggestedName: sanitizeFileName(suggestedName), data };
}
