// One asset of the library: what it is, who made it with which engine and parameters,
// playback, export, and "make another like this".
import { useState } from 'react';
import { useStudioStore } from '../studio-context.ts';
import { messageOf } from '../api.ts';
import { AssetPlayer } from '../components.tsx';
import type { AssetRecord, Prefill } from '../studio-store.ts';

/** Tools whose form the studio can reopen prefilled. */
export const REMAKE_TOOLS = ['generate-tts', 'design-voice', 'generate-video-from-text', 'generate-video-from-image', 'generate-video-from-reference', 'generate-video-extension'];

const EXT: Record<string, string> = {
  'audio/wav': 'wav', 'audio/x-wav': 'wav', 'audio/mpeg': 'mp3', 'audio/mp4': 'm4a', 'audio/webm': 'webm', 'audio/ogg': 'ogg', 'audio/flac': 'flac',
  'video/mp4': 'mp4', 'video/webm': 'webm', 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp',
};

/** A readable title: the text or prompt it was made from, else its file name. */
export function titleOf(a: AssetRecord): string {
  const p = a.provenance?.params;
  const text = typeof p?.text === 'string' ? p.text : typeof p?.prompt === 'string' ? p.prompt : null;
  if (text) return text.length > 60 ? `${text.slice(0, 57)}…` : text;
  return a.fileName ?? a.assetId;
}

/** A file name for export: the stored name, or one made from the title and the type. */
export function exportName(a: AssetRecord): string {
  if (a.fileName && /\.[a-z0-9]{2,4}$/i.test(a.fileName)) return a.fileName;
  const stem = (a.fileName ?? titleOf(a)).replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '').slice(0, 40) || a.kind;
  return `${stem}.${EXT[a.mimeType] ?? a.mimeType.split('/')[1] ?? 'bin'}`;
}

export function AssetCard({ asset: a, onMakeAnother }: { asset: AssetRecord; onMakeAnother(prefill: Prefill): void }) {
  const store = useStudioStore();
  const [open, setOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const title = titleOf(a);
  const params = a.provenance?.params ?? null;
  const tool = typeof params?.tool === 'string' ? params.tool : null;
  const who = a.provenance?.keyLabel ?? (a.provenance?.apiKeyId ? a.provenance.apiKeyId : 'the studio');
  const engine = a.provenance?.engine ?? a.engine;

  async function exportIt() {
    setExporting(true);
    setError(null);
    try {
      await store.getState().exportAsset(a.assetId, exportName(a));
    } catch (e) {
      setError(`Export failed: ${messageOf(e)}`);
    } finally {
      setExporting(false);
    }
  }

  return (
    <li data-kind={a.kind} data-asset-id={a.assetId}>
      <div>
        <strong>{title}</strong>{' '}
        <span className="muted">
          {a.kind} · {a.origin}
          {a.durationSeconds ? ` · ${a.durationSeconds.toFixed(1)} s` : ''} · {new Date(a.createdAt).toLocaleString()}
        </span>
      </div>
      <p className="provenance muted" data-testid="provenance">
        Made by <strong>{who}</strong>
        {engine ? <> with the <strong>{engine}</strong> engine</> : null}
        {tool ? <> using {tool}</> : null}
      </p>
      {params && (
        <details>
          <summary>Parameters</summary>
          <dl className="facts params">
            {Object.entries(params).map(([k, v]) => (
              <div className="fact" key={k}>
                <dt>{k}</dt>
                <dd>{typeof v === 'string' ? v : JSON.stringify(v)}</dd>
              </div>
            ))}
          </dl>
        </details>
      )}
      {open && <AssetPlayer assetId={a.assetId} label={title} showFacts />}
      <div className="row actions">
        {!open && (
          <button type="button" className="small" onClick={() => setOpen(true)} aria-label={`Open ${title}`}>
            Open
          </button>
        )}
        <button type="button" className="small" onClick={() => void exportIt()} disabled={exporting} aria-label={`Export ${title}`}>
          {exporting ? 'Exporting…' : 'Export'}
        </button>
        {tool && params && REMAKE_TOOLS.includes(tool) && (
          <button type="button" className="small" onClick={() => onMakeAnother({ tool, params })} aria-label={`Make another like ${title}`}>
            Make another like this
          </button>
        )}
      </div>
      {error && <p role="alert" className="error">{error}</p>}
    </li>
  );
}
