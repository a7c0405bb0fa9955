import { describe, expect, it } from 'vitest';
import { collapse, parseScript } from '../../src-service/narration/script.ts';
import { splitText, UnsplittableWordError } from '../../src-service/narration/split.ts';
import { charCount, SPEAKER_CHANGE_EXTRA_MS } from '../../src-service/contract/limits.ts';
import { gapBeforeMs, narrationCredits, planSegments, spokenText } from '../../src-service/narration/segments.ts';

const providerOf = (voiceId: string) => (voiceId.startsWith('beta-') ? 'beta' : 'alpha') as 'alpha' | 'beta';
const len = (s: string) => charCount(s);

describe('narration scripts: speakers and parts', () => {
  it('text before the first label goes to the default voice; a label starts its speaker and is not spoken', () => {
    const parts = parseScript('Welcome to the show.\nAnn: Hello there.\nIt is me.\nBob:   Hi,\n  Ann!\n', 'alpha-cherry', {
      Ann: 'beta-kore',
      Bob: 'alpha-ethan',
    });
    expect(parts).toEqual([
      { speaker: null, voiceId: 'alpha-cherry', text: 'Welcome to the show.' },
      { speaker: 'Ann', voiceId: 'beta-kore', text: 'Hello there. It is me.' },
      { speaker: 'Bob', voiceId: 'alpha-ethan', text: 'Hi, Ann!' },
    ]);
  });

  it('a Label: that is not a speaker is ordinary text, labels match whole and longest first, empty parts vanish', () => {
    const parts = parseScript('Note: this is read.\nAnn Marie: First.\nAnn: Second.\nAnn:\nAnnie: not a label', 'alpha-cherry', {
      Ann: 'alpha-serena',
      'Ann Marie': 'beta-kore',
    });
    expect(parts.map((p) => [p.speaker, p.text])).toEqual([
      [null, 'Note: this is read.'],
      ['Ann Marie', 'First.'],
      ['Ann', 'Second.'],
      ['Ann', 'Annie: not a label'],
    ]);
  });

  it('collapses every whitespace run (tabs, CRLF, non-breaking spaces) to one space', () => {
    expect(collapse('  a\t\tb\r\n\r\nc\u00a0 d  ')).toBe('a b c d');
  });
});

describe('narration scripts: splitting to the provider limit', () => {
  const check = (text: string, limit: number) => {
    const pieces = splitText(text, limit);
    for (const p of pieces) {
      expect(len(p.text)).toBeLessThanOrEqual(limit);
      expect(p.text).toBe(p.text.trim());
      expect(p.text).not.toBe('');
    }
    // Joined as they stood in the source, the pieces are the text.
    expect(pieces.map((p, i) => (i ? p.joiner : '') + p.text).join('')).toBe(text);
    return pieces;
  };

  it('text within the limit is one piece', () => {
    expect(splitText('Short and sweet.', 600)).toEqual([{ text: 'Short and sweet.', joiner: ' ' }]);
  });

  it('splits at sentence boundaries when sentences fit, packing as many as fit', () => {
    const text = Array.from({ length: 40 }, (_, i) => `Sentence number ${i} is here and it is fine.`).join(' ');
    const pieces = check(text, 600);
    // Greedy: the next piece's first sentence would not have fitted in this one.
    for (let i = 0; i + 1 < pieces.length; i++) {
      const firstSentence = /^.*?\.(?= |$)/.exec(pieces[i + 1].text)![0];
      expect(len(pieces[i].text) + 1 + len(firstSentence)).toBeGreaterThan(600);
    }
    for (const p of pieces) expect(p.text).toMatch(/\.$/);
    for (const p of pieces.slice(1)) expect(p.joiner).toBe(' ');
  });

  it('a sentence longer than the limit is split at clauses (commas, semicolons, colons), not mid-clause', () => {
    const clause = 'and then the long road wound on through the hills';
    const text = `${Array.from({ length: 30 }, () => clause).join(', ')}.`;
    const pieces = check(text, 200);
    for (const p of pieces.slice(0, -1)) expect(p.text).toMatch(/,$/);
  });

  it('text without any punctuation is split between words, never inside one', () => {
    const words = Array.from({ length: 700 }, (_, i) => `word${i}`);
    const text = words.join(' ');
    const pieces = check(text, 600);
    expect(pieces.length).toBeGreaterThan(1);
    // Every word survives whole in exactly one piece.
    const seen = pieces.flatMap((p) => p.text.split(' '));
    expect(seen).toEqual(words);
  });

  it('CJK text without spaces or punctuation is split at ICU word boundaries, with no space added', () => {
    const text = '我们今天去公园玩吧好吗'.repeat(120); // 1,320 characters, no punctuation
    const pieces = check(text, 600);
    expect(pieces.length).toBe(3);
    for (const p of pieces.slice(1)) expect(p.joiner).toBe('');
    // Splits fall between words: no piece ends in the middle of 公园 or 今天.
    for (const p of pieces.slice(0, -1)) {
      expect(p.text.endsWith('公')).toBe(false);
      expect(p.text.endsWith('今')).toBe(false);
    }
  });

  it('Japanese sentences split at 。 and are rejoined without spaces', () => {
    const text = '今日は良い天気ですね。明日も晴れるでしょう。'.repeat(80);
    const pieces = check(text, 600);
    for (const p of pieces) expect(p.text.endsWith('。')).toBe(true);
  });

  it('a single word longer than the limit cannot be split and says so', () => {
    const word = 'x'.repeat(700);
    expect(() => splitText(`Visit ${word} today.`, 600)).toThrow(UnsplittableWordError);
    try {
      splitText(`Visit ${word} today.`, 600);
    } catch (err) {
      expect((err as UnsplittableWordError).length).toBe(700);
      expect((err as Error).message).toContain('600-character limit');
    }
  });
});

describe('narration segments: plan, price and pauses', () => {
  const script = [
    'Narrator text comes first. '.repeat(30),
    'Ann: ' + 'Ann speaks on the beta voice for a good while. '.repeat(150),
    'Bob: ' + 'Bob answers on alpha. '.repeat(40),
  ].join('\n');
  const speakers = { Ann: 'beta-kore', Bob: 'alpha-ethan' };

  it('cuts each part to its own provider limit and numbers the segments in order', () => {
    const segments = planSegments(parseScript(script, 'alpha-cherry', speakers), providerOf);
    expect(segments.map((s) => s.index)).toEqual(segments.map((_, i) => i));
    for (const s of segments) expect(len(s.text)).toBeLessThanOrEqual(s.provider === 'alpha' ? 600 : 5000);
    expect(new Set(segments.map((s) => s.speaker))).toEqual(new Set([null, 'Ann', 'Bob']));
    expect(segments.filter((s) => s.provider === 'beta').length).toBe(2); // 7,050 characters in 5,000-character requests
    // Joined with single spaces, the segments are the script without labels, whitespace collapsed.
    expect(segments.map((s) => s.text).join(' ')).toBe(collapse(script.replace(/^(Ann|Bob):/gm, '')));
    expect(spokenText(segments)).toBe(segments.map((s) => s.text).join(' '));
  });

  it('the price is the speech rule per segment, at each segment provider rate', () => {
    const segments = planSegments(parseScript(script, 'alpha-cherry', speakers), providerOf);
    const expected = segments.reduce((sum, s) => sum + Math.max(1, Math.ceil(len(s.text) / 1000)) * (s.provider === 'alpha' ? 15 : 25), 0);
    expect(narrationCredits(segments)).toBe(expected);
    // A 12-character request still costs a full unit.
    expect(
      narrationCredits([
        { provider: 'alpha', text: 'Hello there.' },
        { provider: 'beta', text: 'Hi.' },
      ]),
    ).toBe(15 + 25);
  });

  it('pauses: none before the first segment, pauseMs within a speaker, a little more at a change of speaker', () => {
    expect(gapBeforeMs(undefined, { speaker: null }, 400)).toBe(0);
    expect(gapBeforeMs({ speaker: 'Ann' }, { speaker: 'Ann' }, 400)).toBe(400);
    expect(gapBeforeMs({ speaker: 'Ann' }, { speaker: 'Bob' }, 400)).toBe(400 + SPEAKER_CHANGE_EXTRA_MS);
    expect(gapBeforeMs({ speaker: null }, { speaker: 'Bob' }, 0)).toBe(SPEAKER_CHANGE_EXTRA_MS);
  });
});
