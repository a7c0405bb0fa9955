// The Batches screen's own logic: JSONL read line by line (a bad line is a row problem, the
// rows keep their numbers), columns guessed from header names, and voices resolved from a
// name or an id (case-insensitive; an unknown or ambiguous name is a row problem).
import { describe, expect, it } from 'vitest';
import { detectFormat, parseJsonl, tableOfCells } from '../../src-renderer/screens/batches/table.ts';
import { fitMap, guessColumns } from '../../src-renderer/screens/batches/columns.ts';
import { indexVoices, prepareBatch, resolveVoice, toTableRows } from '../../src-renderer/screens/batches/items.ts';

const voices = indexVoices([
  { voiceId: 'alpha-cherry', name: 'Cherry' },
  { voiceId: 'beta-kore', name: 'Kore' },
  { voiceId: 'clone-1', name: 'Narrator' },
  { voiceId: 'clone-2', name: 'narrator' },
]);

describe('JSONL rows', () => {
  it('reads one object per line, keeps a bad line as a row with its problem, skips blank lines', () => {
    const t = parseJsonl('{"text":"One","voice":"Cherry"}\n\n{"text": "Two", oops}\n[1,2]\n{"text":"Four","file":"four","n":4}\r\n');
    expect(t.columns).toEqual(['text', 'voice', 'file', 'n']);
    expect(t.rows).toEqual([
      ['One', 'Cherry', '', ''],
      ['', '', '', ''],
      ['', '', '', ''],
      ['Four', '', 'four', '4'],
    ]);
    expect(t.problems.map((p) => [p.row, p.field, p.rule])).toEqual([
      [2, 'line', 'must be valid JSON'],
      [3, 'line', 'must be a JSON object'],
    ]);
  });

  it('tells the format from the name, else from the first line', () => {
    expect(detectFormat('lines.JSONL', 'a,b')).toBe('jsonl');
    expect(detectFormat('book.tsv', '{')).toBe('tsv');
    expect(detectFormat(null, '\n{"text":"x"}')).toBe('jsonl');
    expect(detectFormat(null, 'text\tvoice\nhi\tCherry')).toBe('tsv');
    expect(detectFormat(null, 'text,voice')).toBe('csv');
  });

  it('names columns from the header (blank and repeated names made unique) and pads short rows', () => {
    const t = tableOfCells('csv', [['Text', '', 'Text'], ['a', 'b', 'c'], ['d']], true);
    expect(t.columns).toEqual(['Text', 'Column 2', 'Text (2)']);
    expect(t.rows).toEqual([
      ['a', 'b', 'c'],
      ['d', '', ''],
    ]);
    expect(tableOfCells('csv', [['a', 'b']], false).columns).toEqual(['Column 1', 'Column 2']);
  });
});

describe('column guessing', () => {
  it('maps common header names, each column to one field', () => {
    expect(guessColumns(['File name', 'Speaker', 'Line', 'Lang', 'Delivery'])).toEqual({
      text: 'Line',
      voice: 'Speaker',
      fileName: 'File name',
      language: 'Lang',
      style: 'Delivery',
      tool: '',
    });
    expect(guessColumns(['chapter_text', 'voice_id', 'output', 'prompt', 'tool'])).toMatchObject({
      text: 'chapter_text',
      voice: 'voice_id',
      fileName: 'output',
      style: 'prompt',
      tool: 'tool',
    });
  });

  it('takes the first free column as the text when no header says so, and drops remembered columns a new file lacks', () => {
    expect(guessColumns(['Column 1']).text).toBe('Column 1');
    expect(fitMap({ text: 'Line', voice: 'Voice', fileName: '', language: '', style: '', tool: '' }, ['Line'])).toMatchObject({
      text: 'Line',
      voice: '',
    });
  });
});

describe('voices and items', () => {
  it('resolves an id or a name in any case; an unknown or ambiguous name is a problem', () => {
    expect(resolveVoice('ALPHA-CHERRY', voices)).toEqual({ voice: { voiceId: 'alpha-cherry', name: 'Cherry' } });
    expect(resolveVoice(' kore ', voices)).toEqual({ voice: { voiceId: 'beta-kore', name: 'Kore' } });
    expect(resolveVoice('Nobody', voices)).toMatchObject({ rule: 'must be a known voice' });
    expect(resolveVoice('NARRATOR', voices)).toMatchObject({ rule: 'must name one voice' });
  });

  it('makes the items from the mapped columns, leaves rows with problems and removed rows out, and maps the service’s rows back', () => {
    const t = tableOfCells(
      'csv',
      [
        ['text', 'voice', 'file', 'lang', 'style', 'tool'],
        ['Hello', 'cherry', 'a', 'en', 'warm', ''],
        ['Bad voice', 'Nobody', 'b', '', '', ''],
        ['Removed', 'Kore', 'c', '', '', ''],
        ['Default voice', '', '', 'Auto', '', 'narration'],
        ['Odd tool', 'Kore', '', '', '', 'video'],
      ],
      true,
    );
    const map = { text: 'text', voice: 'voice', fileName: 'file', language: 'lang', style: 'style', tool: 'tool' };
    const p = prepareBatch(
      t,
      map,
      { tool: 'generate-tts', voiceId: 'beta-kore', language: 'Auto' },
      voices,
      { 2: { voice: 'Nobody' } },
      new Set([3]),
    );
    expect(p.items).toEqual([
      { tool: 'generate-tts', input: { text: 'Hello', voiceId: 'alpha-cherry', language: 'English', prompt: 'warm' }, fileName: 'a' },
      { tool: 'generate-narration', input: { script: 'Default voice', voiceId: 'beta-kore' } },
    ]);
    expect(p.rows).toEqual([1, 4]);
    expect(p.rowCount).toBe(4);
    expect(p.problems.map((x) => [x.row, x.field])).toEqual([
      [2, 'voice'],
      [5, 'tool'],
    ]);
    const served = toTableRows(
      [{ row: 2, field: 'input.script', rule: 'must not be empty', message: 'row 2: input.script: must not be empty' }],
      p.rows,
    );
    expect(served[0]).toMatchObject({ row: 4, message: 'row 4: input.script: must not be empty' });
  });
});
