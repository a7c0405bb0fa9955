// Step 2: which column holds what (guessed from the header names, then the creator's), and
// what every row gets where its column is empty or there is none.
import type { ColumnMap, MappedField } from './columns.ts';
import { FIELD_LABELS } from './columns.ts';
import { BATCH_TOOLS, type BatchTool, type RowDefaults } from './items.ts';
import type { Voice } from '../../store/voices-slice.ts';
import { ALPHA_LANGUAGES } from '../../../src-service/contract/languages.ts';

const FIELDS: MappedField[] = ['text', 'voice', 'fileName', 'language', 'style', 'tool'];

const HINTS: Partial<Record<MappedField, string>> = {
  voice: 'A voice’s name (any case) or id.',
  fileName: 'Names each file in the results zip; the row number when empty.',
  tool: 'speech or narration per row; empty cells use the tool below.',
};

interface Props {
  columns: string[];
  map: ColumnMap;
  onMap(map: ColumnMap): void;
  defaults: RowDefaults;
  onDefaults(d: RowDefaults): void;
  voices: Voice[];
  label: string;
  onLabel(label: string): void;
}

export function ColumnsCard({ columns, map, onMap, defaults, onDefaults, voices, label, onLabel }: Props) {
  return (
    <section className="card batch-step" aria-labelledby="batch-columns-heading">
      <h3 id="batch-columns-heading">2. Columns</h3>
      <div className="batch-map">
        {FIELDS.map((f) => (
          <div className="field" key={f}>
            <label htmlFor={`batch-map-${f}`}>{FIELD_LABELS[f]}</label>
            <select
              id={`batch-map-${f}`}
              value={map[f]}
              onChange={(e) => onMap({ ...map, [f]: e.target.value })}
              aria-describedby={HINTS[f] ? `batch-map-${f}-hint` : undefined}
            >
              <option value="">{f === 'text' ? 'Pick a column' : 'No column'}</option>
              {columns.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
            {HINTS[f] && (
              <small id={`batch-map-${f}-hint`} className="hint">
                {HINTS[f]}
              </small>
            )}
          </div>
        ))}
      </div>
      <div className="batch-map batch-defaults">
        <div className="field">
          <label htmlFor="batch-tool">Tool for every row</label>
          <select id="batch-tool" value={defaults.tool} onChange={(e) => onDefaults({ ...defaults, tool: e.target.value as BatchTool })}>
            {Object.entries(BATCH_TOOLS).map(([tool, name]) => (
              <option key={tool} value={tool}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="batch-voice">Voice where a row names none</label>
          <select id="batch-voice" value={defaults.voiceId} onChange={(e) => onDefaults({ ...defaults, voiceId: e.target.value })}>
            <option value="">None</option>
            {voices.map((v) => (
              <option key={v.voiceId} value={v.voiceId}>
                {v.name} ({v.provider})
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="batch-language">Language where a row names none</label>
          <select id="batch-language" value={defaults.language} onChange={(e) => onDefaults({ ...defaults, language: e.target.value })}>
            {ALPHA_LANGUAGES.map((l) => (
              <option key={l}>{l}</option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="batch-label">Batch name</label>
          <input
            id="batch-label"
            value={label}
            maxLength={200}
            placeholder="e.g. Course, chapter 1"
            onChange={(e) => onLabel(e.target.value)}
          />
        </div>
      </div>
    </section>
  );
}
