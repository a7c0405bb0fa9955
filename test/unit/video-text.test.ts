// The sandbox video engine's pure parts: frame sizes, the reference timeline, and the
// prompt text pipeline (cleaning, wrapping, filter escaping — the last checked against
// real ffmpeg with a font in a folder whose name is full of filter-graph syntax).
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AspectRatio } from '../../src-service/contract/video.ts';
import { frameSize, nearestAspectRatio, referenceTimeline } from '../../src-service/providers/sandbox/video/index.ts';
import { displayText, filterValue, fontFile, layout, MAX_RENDERED_CHARS, wrap } from '../../src-service/providers/sandbox/video/text.ts';

describe('frameSize', () => {
  const expected: Record<AspectRatio, [string, string]> = {
    '16:9': ['854x480', '1280x720'],
    '9:16': ['480x854', '720x1280'],
    '21:9': ['1120x480', '1680x720'],
    '4:3': ['640x480', '960x720'],
    '1:1': ['480x480', '720x720'],
    '3:4': ['480x640', '720x960'],
    '3:2': ['720x480', '1080x720'],
    '2:3': ['480x720', '720x1080'],
  };
  it.each(Object.entries(expected))('%s → %j (short side = resolution, both even)', (ar, [p480, p720]) => {
    const a = frameSize(ar as AspectRatio, '480p');
    const b = frameSize(ar as AspectRatio, '720p');
    expect(`${a.width}x${a.height}`).toBe(p480);
    expect(`${b.width}x${b.height}`).toBe(p720);
  });

  it('rejects unknown values', () => {
    expect(() => frameSize('5:4' as AspectRatio, '720p')).toThrow(RangeError);
    expect(() => frameSize('16:9', '1080p' as '720p')).toThrow(RangeError);
  });

  it('nearestAspectRatio picks the tool ratio closest to a picture', () => {
    expect(nearestAspectRatio(1920, 1080)).toBe('16:9');
    expect(nearestAspectRatio(1080, 1920)).toBe('9:16');
    expect(nearestAspectRatio(1000, 990)).toBe('1:1');
    expect(nearestAspectRatio(3000, 1200)).toBe('21:9');
    expect(nearestAspectRatio(1500, 1000)).toBe('4:3'); // 3:2 is app-only
    expect(nearestAspectRatio(1500, 1000, ['3:2', '16:9'])).toBe('3:2');
  });
});

describe('referenceTimeline', () => {
  it('gives each reference its own window, in order, covering the clip', () => {
    const w = referenceTimeline(6, 3);
    expect(w.map((x) => x.index)).toEqual([0, 1, 2]);
    expect(w[0].startSeconds).toBe(0);
    expect(w[2].endSeconds).toBe(6);
    for (let i = 0; i < w.length; i++) {
      expect(w[i].endSeconds - w[i].startSeconds).toBeGreaterThan(1); // alone on screen for a while
      if (i > 0) expect(w[i].startSeconds).toBeGreaterThan(w[i - 1].endSeconds); // a dissolve between
    }
  });

  it('still fits seven references into one second', () => {
    const w = referenceTimeline(1, 7);
    expect(w).toHaveLength(7);
    expect(w.every((x) => x.endSeconds > x.startSeconds)).toBe(true);
  });

  it('one reference fills the whole clip', () => {
    expect(referenceTimeline(4, 1)).toEqual([{ index: 0, startSeconds: 0, endSeconds: 4 }]);
  });
});

describe('prompt text', () => {
  it('keeps quotes, colons, backslashes, % and brackets as typed; drops controls and trigger words', () => {
    const raw = `It's "quoted": 100% \\ back\\slash, [a] {b}; %{pts} \u0007bell\r\nline two\t\ttabs\n\n\n\nafter gaps sandbox:slow`;
    expect(displayText(raw)).toBe(`It's "quoted": 100% \\ back\\slash, [a] {b}; %{pts} bell\nline two tabs\n\nafter gaps`);
  });

  it(`caps at ${MAX_RENDERED_CHARS} characters, counting an emoji as one`, () => {
    const text = displayText('🎬'.repeat(1000));
    expect(Array.from(text)).toHaveLength(MAX_RENDERED_CHARS);
    expect(text.endsWith('…')).toBe(true);
    expect(displayText(undefined)).toBe('');
  });

  it('wraps on spaces and breaks words longer than a line', () => {
    const lines = wrap('the quick brown fox jumps over the lazy dog '.repeat(3).trim(), 12);
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.join(' ')).toBe('the quick brown fox jumps over the lazy dog '.repeat(3).trim());
    const long = wrap('x'.repeat(100), 10);
    expect(long.length).toBeGreaterThan(5);
    expect(long.join('')).toBe('x'.repeat(100));
  });

  it('shrinks the font to fit a box, then cuts with an ellipsis', () => {
    const roomy = layout('short prompt', 1000, 400, 40, 20);
    expect(roomy).toMatchObject({ lines: ['short prompt'], fontSize: 40 });
    const long = 'word '.repeat(80).trim();
    const shrunk = layout(long, 1000, 400, 40, 20);
    expect(shrunk.fontSize).toBeLessThan(40);
    expect(shrunk.lines.length * (shrunk.fontSize + shrunk.lineSpacing)).toBeLessThanOrEqual(400 + shrunk.lineSpacing);
    const cut = layout(long, 300, 60, 40, 30, 2);
    expect(cut.lines).toHaveLength(1); // 60 px holds one line of 30 px text with spacing
    expect(cut.lines[0].endsWith('…')).toBe(true);
  });

  it('filterValue escapes a font path so ffmpeg opens it, whatever characters it holds', () => {
    const dir = mkdtempSync(join(tmpdir(), 'timbre-font-'));
    try {
      const odd = join(dir, `it's: [a,b];c\\d`);
      mkdirSync(odd);
      const font = join(odd, 'font.ttf');
      copyFileSync(fontFile(), font);
      execFileSync('ffmpeg', [
        '-v',
        'error',
        '-f',
        'lavfi',
        '-i',
        'color=c=black:s=64x32',
        '-vf',
        `drawtext=fontfile=${filterValue(font)}:text=ok:fontcolor=white`,
        '-frames:v',
        '1',
        '-f',
        'null',
        '-',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
