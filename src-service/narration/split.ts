/**
 * Splits text into pieces no longer than a provider's limit: at sentence boundaries first,
 * then at clause boundaries, then between words, never inside a word. Boundaries come from
 * ICU through `Intl.Segmenter` (built into Node), which also finds word boundaries in
 * Chinese and Japanese text that has no spaces. Pieces are packed greedily, so a script is
 * spoken in as few requests as its limit allows (each request is billed at least one unit).
 */
import { charCount } from '../contract/limits.ts';

/** A piece of text and what separated it from the previous piece in the source. */
export interface TextPiece {
  text: string;
  /** ' ' where the source had whitespace before this piece, '' where it had none (CJK); ' ' for the first. */
  joiner: ' ' | '';
}

/** A word longer than the limit: it cannot be split without cutting it. */
export class UnsplittableWordError extends Error {
  readonly word: string;
  readonly length: number;
  readonly limit: number;
  constructor(word: string, limit: number) {
    const length = charCount(word);
    super(`a word of ${length} characters (“${[...word].slice(0, 24).join('')}…”) is longer than the ${limit}-character limit`);
    this.name = 'UnsplittableWordError';
    this.word = word;
    this.length = length;
    this.limit = limit;
  }
}

/** Cuts text into consecutive substrings that cover it exactly. */
type Level = (text: string) => string[];

const sentenceSegmenter = new Intl.Segmenter(undefined, { granularity: 'sentence' });
const wordSegmenter = new Intl.Segmenter(undefined, { granularity: 'word' });

const sentences: Level = (text) => Array.from(sentenceSegmenter.segment(text), (s) => s.segment);

/** After a comma, semicolon, colon or dash followed by a space, or after a CJK clause mark. */
const clauses: Level = (text) => text.split(/(?<=[,;:—–])(?=\s)|(?<=[、，；：])/u);

/** A word with the punctuation around it; a CJK run gives one unit per word. */
const words: Level = (text) => {
  const units: string[] = [];
  let cur = '';
  let hasWord = false;
  let closed = false;
  for (const { segment, isWordLike } of wordSegmenter.segment(text)) {
    if (/^\s+$/u.test(segment)) {
      cur += segment;
      closed = true;
      continue;
    }
    if ((closed || (isWordLike && hasWord)) && cur) {
      units.push(cur);
      cur = '';
      hasWord = false;
    }
    closed = false;
    cur += segment;
    if (isWordLike) hasWord = true;
  }
  if (cur) units.push(cur);
  return units;
};

/** Moves each unit's leading whitespace to the end of the one before, so no unit starts with a space. */
function normalize(units: string[]): Array<{ text: string; length: number }> {
  const out: Array<{ text: string; length: number }> = [];
  for (const unit of units) {
    const lead = /^\s*/u.exec(unit)![0];
    if (lead && out.length) {
      out[out.length - 1].text += lead;
      out[out.length - 1].length += charCount(lead);
    }
    const rest = unit.slice(lead.length);
    if (rest) out.push({ text: rest, length: charCount(rest) });
  }
  return out;
}

const trailing = (s: string) => charCount(/\s*$/u.exec(s)![0]);

/** Greedy packing of one level's units; a unit over the limit is cut by the next level. */
function pack(units: string[], limit: number, levels: readonly Level[]): string[] {
  const chunks: string[] = [];
  let cur = '';
  let curLength = 0;
  for (const unit of normalize(units)) {
    if (curLength + unit.length - trailing(unit.text) <= limit) {
      cur += unit.text;
      curLength += unit.length;
      continue;
    }
    if (cur) chunks.push(cur);
    if (unit.length - trailing(unit.text) <= limit) {
      cur = unit.text;
      curLength = unit.length;
      continue;
    }
    const [next, ...rest] = levels;
    if (!next) throw new UnsplittableWordError(unit.text.trim(), limit);
    const sub = pack(next(unit.text), limit, rest);
    // The end of a long sentence may share a request with what follows it.
    cur = sub.pop() ?? '';
    curLength = charCount(cur);
    chunks.push(...sub);
  }
  if (cur) chunks.push(cur);
  return chunks;
}

/**
 * Splits collapsed text (single spaces, trimmed) into pieces of at most `limit` characters.
 * Joining the pieces with their joiners gives the text back.
 */
export function splitText(text: string, limit: number): TextPiece[] {
  if (charCount(text) <= limit) return [{ text, joiner: ' ' }];
  const chunks = pack(sentences(text), limit, [clauses, words]);
  return chunks.map((chunk, i) => ({
    text: chunk.trim(),
    joiner: i === 0 || /\s$/u.test(chunks[i - 1]) ? ' ' : '',
  }));
}
