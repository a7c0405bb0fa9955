// One asset of the library: what it is, who made it with which engine and parameters,
// playback, export, and "make another like this".
import { useState } from 'react';
import { useStudioStore } from '../studio-context.ts';
import { messageOf } from '../api/errors.ts';
import { AssetPlayer } from '../components.tsx';
import type { Prefill } from '../store/library-slice.ts';
import { extensionOf, type AudioExportFormat } from '../../src-service/contract/asset.ts';
import type { LibraryAsset } from '../api/shapes.ts';
import { VIDEO_TOOLS } from '../../src-service/contract/video.ts';
import { DIALECT_LABEL } from '../../src-service/contract/compat-speech.ts';

/** Tools whose form the studio can reopen prefilled. */
export const REMAKE_TOOLS = ['generate-tts', 'design-voice', ...Object.values(VIDEO_TOOLS)];

/** A readable title: the text or prompt it was made from, else its file name. */
export function titleOf(a: LibraryAsset): string {
  const p = a.provenance.params;
  const text = typeof p?.text === 'string' ? p.text : typeof p?.prompt === 'string' ? p.prompt : null;
  if (text) return text.length > 60 ? `${text.slice(0, 57)}…` : text;
  return a.fileName ?? a.assetId;
}

/** What the export control offers for audio; the service converts (PCM 16-bit, or MP3 at 192 kb/s). */
const AUDIO_FORMATS: Array<{ value: AudioExportFormat; label: string }> = [
  { value: 'wav', label: 'WAV (lossless)' },
  { value: 'mp3', label: 'MP3 (smaller)' },
];

/** A file name for export: the stored name, or one made from the title and the type; `format` sets the extension. */
export function exportName(a: LibraryAsset, format?: AudioExportFormat): string {
  let name: string;
  if (a.fileName && /\.[a-z0-9]{2,4}$/i.test(a.fileName)) {
    name = a.fileName;
  } else {
    const stem =
      (a.fileName ?? titleOf(a))
        .replace(/[^\p{L}\p{N}]+/gu, '-')
        .replace(/^-|-$/g, '')
        .slice(0, 40) || a.kind;
    name = `${stem}.${extensionOf(a.mimeType)}`;
  }
  return format ? name.replace(/\.[a-z0-9]{2,4}$/i, `.${format}`) : name;
}

export function AssetCard({ asset: a, onMakeAnother }: { asset: LibraryAsset; onMakeAnother(prefill: Prefill): void }) {
  const store = useStudioStore();
  const [open, setOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  // Audio leaves as WAV or MP3 (what editors and players take); video and images as stored.
  const audio = a.kind === 'audio';
  const [format, setFormat] = useState<AudioExportFormat>(a.mimeType === 'audio/mpeg' ? 'mp3' : 'wav');
  const [error, setError] = useState<string | null>(null);
  const title = titleOf(a);
  const params = a.provenance.params ?? null;
  const tool = typeof params?.tool === 'string' ? params.tool : null;
  const who = a.provenance.keyLabel ?? (a.provenance.apiKeyId ? a.provenance.apiKeyId : 'the studio');
  const engine = a.provenance.engine ?? a.engine;

  async function exportIt() {
    setExporting(true);
    setError(null);
    try {
      await store.getState().exportAsset(a.assetId, exportName(a, audio ? format : undefined), audio ? format : undefined);
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
        {engine ? (
          <>
            {' '}
            with the <strong>{engine}</strong> engine
          </>
        ) : null}
        {tool ? <> using {tool}</> : null}
        {a.provenance.via ? <> {DIALECT_LABEL[a.provenance.via]}</> : null}
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
        {audio && (
          <>
            <label htmlFor={`export-format-${a.assetId}`}>
              Export as<span className="sr-only"> (format for {title})</span>
            </label>
            <select
              id={`export-format-${a.assetId}`}
              value={format}
              onChange={(e) => setFormat(e.target.value as AudioExportFormat)}
              disabled={exporting}
            >
              {AUDIO_FORMATS.map((f) => (
                <option key={f.value} value={f.value}>
                  {f.label}
                </option>
              ))}
            </select>
          </>
        )}
        <button
          type="button"
          className="small"
          onClick={() => void exportIt()}
          disabled={exporting}
          aria-label={audio ? `Export ${title} as ${format.toUpperCase()}` : `Export ${title}`}
        >
          {exporting ? 'Exporting…' : 'Export'}
        </button>
        {tool && params && REMAKE_TOOLS.includes(tool) && (
          <button type="button" className="small" onClick={() => onMakeAnother({ tool, params })} aria-label={`Make another like ${title}`}>
            Make another like this
          </button>
        )}
      </div>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
    </li>
  );
}
