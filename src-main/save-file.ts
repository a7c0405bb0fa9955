// Checks what the renderer sends over the save-file IPC channel before the shell opens
// a dialog: the renderer is untrusted input like any other.
import type { SaveFileRequest } from './bridge-types.ts';

/** Characters no file system accepts in a name, plus control characters. */
const UNSAFE_NAME = /[\u0000-\u001f\u007f<>:"/\\|?*]/g;

/** A name safe to propose in a Save dialog: no folders, no reserved characters, not empty. */
export function sanitizeFileName(name: string): string {
  const cleaned = name.replace(UNSAFE_NAME, '_').replace(/^[.\s]+/, '').trim().slice(0, 200);
  return cleaned || 'untitled';
}

/** Validates the IPC payload; throws a plain Error naming the problem. */
export function parseSaveFileRequest(value: unknown): SaveFileRequest {
  if (typeof value !== 'object' || value === null) throw new Error('saveFile: expected an object');
  const { suggestedName, data } = value as Record<string, unknown>;
  if (typeof suggestedName !== 'string') throw new Error('saveFile: suggestedName must be a string');
  if (!(data instanceof Uint8Array)) throw new Error('saveFile: data must be a Uint8Array');
  return { suggestedName: sanitizeFileName(suggestedName), data };
}
