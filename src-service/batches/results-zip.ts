import { extname } from 'node:path';
import type archiver from 'archiver';
import { zipArchive } from '../assets/zip-archive.ts';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Principal } from '../auth/principal.ts';
import type { AssetRow } from '../assets/asset-repo.ts';
import type { BatchItem } from '../contract/batch.ts';
import type { Batches } from './batch-service.ts';

/** Rows read per page while the zip is made (a turn of the event loop between pages). */
const PAGE = 500;

/** Extensions by media type, for an asset whose stored name has none. */
const EXT: Record<string, string> = {
  'audio/wav': '.wav',
  'audio/mpeg': '.mp3',
  'video/mp4': '.mp4',
  'image/png': '.png',
  'image/jpeg': '.jpg',
};

/** One line of manifest.csv / one entry of manifest.json. */
interface ManifestRow {
  row: number;
  fileName: string | null;
  files: string[];
  taskId: string | null;
  tool: string;
  status: string;
  estimatedCredits: number;
  chargedCredits: number;
  refundedCredits: number;
  errorCode: string | null;
  error: string | null;
}

const csvCell = (v: unknown) => {
  const s = v === null || v === undefined ? '' : String(v);
  // Quoted when needed, and a leading = + - @ is neutralised so a spreadsheet never runs it.
  const safe = /^[=+\-@]/.test(s) ? `'${s}` : s;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/**
 * A batch's results as a zip, streamed as it is made: each completed item's files named by
 * its fileName (else its row number), made unique, and manifest.csv and manifest.json
 * (row → file names, status, credits, error). Entries are stored, not compressed: audio and
 * video are compressed already.
 */
export function resultsZip(
  deps: { batches: Batches; assets: { byId(id: string): AssetRow | undefined; pathOf(id: string): string } },
  batchId: string,
  principal: Principal,
): archiver.Archiver {
  // Checked before anything is sent: an unknown batch is a 404, not an empty zip.
  deps.batches.get(batchId, principal);
  const zip = zipArchive({ store: true });
  // A file gone missing mid-way ends the stream early; the client sees a truncated zip, not a false success.
  zip.on('error', (err) => zip.destroy(err));
  const used = new Set<string>(['manifest.csv', 'manifest.json']);
  const unique = (name: string) => {
    const ext = extname(name);
    const stem = name.slice(0, name.length - ext.length);
    let candidate = name;
    for (let n = 2; used.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${ext}`;
    used.add(candidate.toLowerCase());
    return candidate;
  };
  const filesOf = (item: BatchItem): string[] => {
    const names: string[] = [];
    const base = item.fileName ?? `row-${String(item.row).padStart(5, '0')}`;
    item.assetIds.forEach((assetId, i) => {
      const asset = deps.assets.byId(assetId);
      if (!asset) return; // deleted from the library since
      const ext = extname(asset.file_name ?? '') || EXT[asset.mime_type] || '';
      const stem = item.assetIds.length > 1 ? `${base}-${i + 1}` : base;
      const name = unique(extname(stem).toLowerCase() === ext.toLowerCase() && ext ? stem : `${stem}${ext}`);
      zip.file(deps.assets.pathOf(assetId), { name });
      names.push(name);
    });
    return names;
  };

  void (async () => {
    const manifest: ManifestRow[] = [];
    let after = 0;
    for (;;) {
      const page = deps.batches.items(batchId, principal, after, PAGE, false);
      for (const item of page.items) {
        manifest.push({
          row: item.row,
          fileName: item.fileName,
          files: item.status === 'COMPLETED' ? filesOf(item) : [],
          taskId: item.taskId,
          tool: item.tool,
          status: item.status,
          estimatedCredits: item.estimatedCredits,
          chargedCredits: item.chargedCredits,
          refundedCredits: item.refundedCredits,
          errorCode: item.error?.code ?? null,
          error: item.error?.message ?? null,
        });
      }
      if (page.nextAfter === null) break;
      after = page.nextAfter;
      await nextTurn();
    }
    const header: Array<keyof ManifestRow> = [
      'row',
      'fileName',
      'files',
      'taskId',
      'tool',
      'status',
      'estimatedCredits',
      'chargedCredits',
      'refundedCredits',
      'errorCode',
      'error',
    ];
    const csv = [header.join(','), ...manifest.map((m) => header.map((h) => csvCell(h === 'files' ? m.files.join(';') : m[h])).join(','))];
    zip.append(`${csv.join('\r\n')}\r\n`, { name: 'manifest.csv' });
    zip.append(JSON.stringify({ batch: deps.batches.get(batchId, principal), items: manifest }, null, 2), { name: 'manifest.json' });
    await zip.finalize();
  })().catch((err: unknown) => zip.destroy(err as Error));
  return zip;
}
