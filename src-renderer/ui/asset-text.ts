// How the studio names an asset wherever it lists one (the library, recent results, pickers):
// its title, who made it, an export name.
import { extensionOf } from '../../src-service/contract/asset.ts';
import type { LibraryAsset } from '../api/api-types.ts';
import { excerpt, toolName } from './task-text.ts';
import { when } from './time.ts';

/** A row as the listing sends it; `waveform` and `posterUrl` come with the derived media. */
export type LibraryRow = LibraryAsset & { waveform?: number[]; posterUrl?: string };

/**
 * What to call it: the service's title (a narration's first words, else the file name), or,
 * when that is only a file name, the text or prompt it was made from.
 */
export function titleOf(a: LibraryAsset): string {
  if (a.title && a.title !== a.fileName) return a.title;
  const p = a.provenance.params;
  const asked = typeof p?.text === 'string' ? p.text : typeof p?.prompt === 'string' ? p.prompt : null;
  return asked ? excerpt(asked, 70) : a.title || a.fileName || a.assetId;
}

/** A name that tells rows apart for assistive technology: title and time made. */
export const rowName = (a: LibraryAsset): string => `${titleOf(a)}, ${when(a.createdAt)}`;

/** The app (its key's label) or the studio screen that made it. */
export function madeByOf(a: LibraryAsset): string {
  if (a.madeBy === 'apiKey') return a.provenance.keyLabel ?? 'An app';
  return a.tool ? `Studio · ${toolName(a.tool)}` : a.origin === 'upload' ? 'Studio · Upload' : 'Studio';
}

/** A file name for export: the stored name, or one made from the title and the type. */
export function exportName(a: LibraryAsset): string {
  if (a.fileName && /\.[a-z0-9]{2,4}$/i.test(a.fileName)) return a.fileName;
  const stem =
    titleOf(a)
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || a.kind;
  return `${stem}.${extensionOf(a.mimeType)}`;
}
