/**
 * Word timings from espeak-ng's synthesis events. A `word` event gives where the word starts
 * in the audio (ms) and where it stands in the text (1-based code points, of the escaped text
 * the worker hands over); it gives no end, so a word ends where its last sounding phoneme
 * does: at the next event after it (a pause, the next word, the clause's end), or at the end
 * of the audio. Words espeak reports over the same stretch of text (it spells out what it has
 * no dictionary for, such as kanji, one event per letter) are merged into one.
 */
import type { WordTiming } from '../../engine.ts';

/** The part of an espeak-ng event this file reads. */
export interface EspeakEvent {
  type: string;
  text_position: number;
  word_length: number;
  /** Milliseconds from the start of the synthesis. */
  audio_position: number;
  id?: string | number;
}

interface Open extends WordTiming {
  from: number;
  to: number;
  /** A phoneme of it has sounded and the event that ends it has not come yet. */
  sounding: boolean;
}

/**
 * `original` is the user's text, `escaped` what espeak-ng was given (see toSsmlSafe: each
 * `&`, `<`, `>` became an entity), `seconds` the audio's length.
 */
export function wordsFromEvents(events: readonly EspeakEvent[], original: string, escaped: string, seconds: number): WordTiming[] {
  const toOriginal = originalIndexes(original, escaped);
  const chars = [...original];
  const words: Open[] = [];
  let current: Open | undefined;
  for (const ev of events) {
    const at = ev.audio_position / 1000;
    if (current?.sounding && at > current.start) {
      current.end = at;
      current.sounding = false;
    }
    if (ev.type === 'word') {
      const from = toOriginal(ev.text_position - 1);
      const to = Math.max(from + 1, toOriginal(ev.text_position - 1 + ev.word_length));
      const last = words.at(-1);
      if (last && last.from === from && last.to === to) {
        current = last; // the same stretch of text again: one word, spoken longer
        continue;
      }
      const text = chars.slice(from, to).join('').trim();
      current = text ? { text, start: at, end: at, from, to, sounding: false } : undefined;
      if (current) words.push(current);
    } else if (ev.type === 'phoneme' && current && ev.id) {
      current.sounding = true;
    }
  }
  if (current?.sounding) current.end = seconds;
  return words.map((w) => ({ text: w.text, start: Math.min(w.start, seconds), end: Math.min(Math.max(w.end, w.start), seconds) }));
}

/** Maps a code-point index of the escaped text to the original's (an entity maps to its character). */
function originalIndexes(original: string, escaped: string): (escapedIndex: number) => number {
  const starts: number[] = []; // escaped index at which each original code point begins
  let e = 0;
  for (const ch of original) {
    starts.push(e);
    e += ch === '&' ? 5 : ch === '<' || ch === '>' ? 4 : 1;
  }
  const length = [...escaped].length;
  return (index) => {
    if (index >= length) return starts.length;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= index) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
}
