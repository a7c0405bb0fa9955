import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { wordsFromEvents, type EspeakEvent } from '../../src-service/providers/sandbox/speech/espeak-words.ts';
import { createSegmentStore } from '../../src-service/narration/segment-store.ts';

const word = (pos: number, len: number, ms: number): EspeakEvent => ({
  type: 'word',
  text_position: pos,
  word_length: len,
  audio_position: ms,
});
const phone = (ms: number, id = 'a'): EspeakEvent => ({ type: 'phoneme', text_position: 0, word_length: 0, audio_position: ms, id });

describe('wordsFromEvents', () => {
  it('ends a word at the pause after its last phoneme, maps entities back, merges repeats of one stretch', () => {
    const original = 'Hi & yo 今日';
    const escaped = 'Hi &amp; yo 今日';
    const events = [
      word(1, 2, 0),
      phone(10),
      phone(200, ''), // a pause: "Hi" ends here
      word(4, 5, 300),
      phone(300),
      word(10, 2, 500),
      phone(500),
      word(13, 2, 700),
      phone(700),
      word(13, 2, 900), // the same characters spelled out again
      phone(900),
    ];
    expect(wordsFromEvents(events, original, escaped, 1.2)).toEqual([
      { text: 'Hi', start: 0, end: 0.2 },
      { text: '&', start: 0.3, end: 0.5 },
      { text: 'yo', start: 0.5, end: 0.7 },
      { text: '今日', start: 0.7, end: 1.2 },
    ]);
  });
});

describe('segment store', () => {
  const root = mkdtempSync(join(tmpdir(), 'timbre-segments-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('keeps who spoke each segment, so a resumed narration names them all, each once', async () => {
    const store = createSegmentStore(root);
    await store.save('task_1', 0, new Int16Array(4), { name: 'flite', voice: 'slt' });
    await store.save('task_1', 1, new Int16Array(4), { name: 'espeak-ng', voice: 'de' });
    await store.save('task_1', 2, new Int16Array(4), { name: 'flite', voice: 'slt' });
    await store.save('task_1', 3, new Int16Array(4));
    // A second store over the same folder: what a restarted service sees.
    const again = createSegmentStore(root);
    expect(await again.finished('task_1')).toEqual(new Set([0, 1, 2, 3]));
    expect(await again.synthesizers('task_1')).toEqual([
      { name: 'espeak-ng', voice: 'de' },
      { name: 'flite', voice: 'slt' },
    ]);
  });
});
