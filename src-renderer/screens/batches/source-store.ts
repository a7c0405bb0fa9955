// The rows the creator dropped or pasted, read in the worker and kept in memory while the
// studio runs (moving to another screen and back keeps them). A small source is also kept in
// the screen's draft, so a reload reads it again; a large one is not written to storage (every
// draft write would copy it), and the screen says to drop it again after a reload.
import { create } from 'zustand';
import { parseSource } from './parse.ts';
import type { SourceTable } from './table.ts';
import { useDrafts } from '../../store/drafts.ts';

/** Largest source kept in the draft (characters). */
const DRAFT_SOURCE_MAX = 256 * 1024;

interface SourceState {
  table: SourceTable | null;
  /** The file's name, or null for pasted lines. */
  name: string | null;
  reading: boolean;
  error: string | null;
  /** Reads a file or pasted text (a newer read replaces an older one still running). */
  load(source: { file?: File; text?: string; name: string | null; header: boolean }): Promise<void>;
  clear(): void;
}

let latest = 0;

export const useBatchSource = create<SourceState>()((set) => ({
  table: null,
  name: null,
  reading: false,
  error: null,
  async load({ file, text, name, header }) {
    const mine = ++latest;
    set({ reading: true, error: null });
    const drafts = useDrafts.getState();
    try {
      const small = file ? file.size <= DRAFT_SOURCE_MAX : (text ?? '').length <= DRAFT_SOURCE_MAX;
      const kept = small ? (text ?? (await file!.text())) : null;
      const table = await parseSource({ file, text, name, header });
      if (mine !== latest) return;
      set({ table, name, reading: false });
      drafts.setField('batches', 'sourceText', kept);
      drafts.setField('batches', 'sourceName', name);
    } catch (e) {
      if (mine !== latest) return;
      set({ reading: false, error: e instanceof Error ? e.message : String(e) });
    }
  },
  clear() {
    latest++;
    set({ table: null, name: null, reading: false, error: null });
    const drafts = useDrafts.getState();
    drafts.setField('batches', 'sourceText', null);
    drafts.setField('batches', 'sourceName', null);
    drafts.setField('batches', 'edits', {});
    drafts.setField('batches', 'removed', []);
  },
}));
