// One row of the library: select box, thumbnail, title, voice, maker, length, date, play, and
// every other action in one menu. Rows are memoised: a live batch re-renders only new rows.
import { memo, useState } from 'react';
import { DropdownMenu } from 'radix-ui';
import { Copy, Download, FolderOpen, MoreHorizontal, Play, Star, Tag, Trash2 } from 'lucide-react';
import { clock, when } from '../../ui/time.ts';
import { madeByOf, rowName, titleOf, type LibraryRow as Row } from '../../ui/asset-text.ts';
import { Thumb } from './Thumb.tsx';
import { screenOfTool } from '../../app/navigate.ts';

export type RowAction = 'play' | 'open' | 'again' | 'export' | 'tag' | 'favorite' | 'delete';

/** Narrations reopen in the Script screen, where their segments can be retaken. */
const opensInScript = (a: Row) => a.tool === 'generate-narration' || a.tool === 'regenerate-segment';

interface Props {
  asset: Row;
  index: number;
  total: number;
  selected: boolean;
  highlighted: boolean;
  onSelect(assetId: string, on: boolean): void;
  onAction(action: RowAction, asset: Row): void;
  style: React.CSSProperties;
}

/**
 * A row's action menu. Until first opened it is a plain button: a menu per row (its providers,
 * popper and layout effects) is most of what mounting a row costs, and a burst of new assets
 * mounts every visible row at once. Pressing it mounts the Radix menu already open.
 */
function RowMenu({ asset: a, name, onAction }: { asset: Row; name: string; onAction(action: RowAction, asset: Row): void }) {
  const [armed, setArmed] = useState(false);
  const label = `Actions for ${name}`;
  if (!armed)
    return (
      <button
        type="button"
        className="icon-button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={false}
        onPointerDown={(e) => e.button === 0 && !e.ctrlKey && (e.preventDefault(), setArmed(true))}
        onKeyDown={(e) => ['Enter', ' ', 'ArrowDown'].includes(e.key) && (e.preventDefault(), setArmed(true))}
      >
        <MoreHorizontal size={16} aria-hidden="true" />
      </button>
    );
  return (
    <DropdownMenu.Root defaultOpen>
      <DropdownMenu.Trigger className="icon-button" aria-label={label}>
        <MoreHorizontal size={16} aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" sideOffset={4} align="end">
          {a.kind !== 'image' && (
            <DropdownMenu.Item className="menu-item" onSelect={() => onAction('play', a)}>
              <Play size={14} aria-hidden="true" /> Play
            </DropdownMenu.Item>
          )}
          {opensInScript(a) && (
            <DropdownMenu.Item className="menu-item" onSelect={() => onAction('open', a)}>
              <FolderOpen size={14} aria-hidden="true" /> Open in Script
            </DropdownMenu.Item>
          )}
          {screenOfTool(a.tool) && a.provenance.params && (
            <DropdownMenu.Item className="menu-item" onSelect={() => onAction('again', a)}>
              <Copy size={14} aria-hidden="true" /> Make another like this
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item className="menu-item" onSelect={() => onAction('export', a)}>
            <Download size={14} aria-hidden="true" /> Export…
          </DropdownMenu.Item>
          <DropdownMenu.Item className="menu-item" onSelect={() => onAction('tag', a)}>
            <Tag size={14} aria-hidden="true" /> Tags…
          </DropdownMenu.Item>
          <DropdownMenu.Item className="menu-item" onSelect={() => onAction('favorite', a)}>
            <Star size={14} aria-hidden="true" /> {a.favorite ? 'Remove from favourites' : 'Add to favourites'}
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="menu-separator" />
          <DropdownMenu.Item className="menu-item danger" onSelect={() => onAction('delete', a)}>
            <Trash2 size={14} aria-hidden="true" /> Delete…
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export const LibraryRow = memo(function LibraryRow({ asset: a, index, total, selected, highlighted, onSelect, onAction, style }: Props) {
  const name = rowName(a);
  const title = titleOf(a);
  return (
    <div
      role="listitem"
      aria-posinset={index + 1}
      aria-setsize={total}
      className={`lib-row${selected ? ' selected' : ''}${highlighted ? ' highlighted' : ''}`}
      data-asset-id={a.assetId}
      data-kind={a.kind}
      style={style}
    >
      <input type="checkbox" checked={selected} onChange={(e) => onSelect(a.assetId, e.target.checked)} aria-label={`Select ${name}`} />
      <Thumb asset={a} />
      <div className="lib-what">
        <span className="lib-title" title={title}>
          {a.favorite && <Star size={12} aria-label="Favourite" className="fav" />} {title}
        </span>
        <span className="lib-meta muted">
          {a.voiceName && <span data-testid="row-voice">{a.voiceName}</span>}
          <span>{madeByOf(a)}</span>
          {a.tags.map((t) => (
            <span key={t} className="tag-chip">
              {t}
            </span>
          ))}
        </span>
      </div>
      <span className="lib-length muted">{a.durationSeconds ? clock(a.durationSeconds) : ''}</span>
      <time className="lib-date muted" dateTime={a.createdAt}>
        {when(a.createdAt)}
      </time>
      {a.kind !== 'image' ? (
        <button type="button" className="icon-button" onClick={() => onAction('play', a)} aria-label={`Play ${name}`}>
          <Play size={16} aria-hidden="true" />
        </button>
      ) : (
        <span />
      )}
      <RowMenu asset={a} name={name} onAction={onAction} />
    </div>
  );
});
