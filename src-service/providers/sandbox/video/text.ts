/**
 * Prompt text on video: cleaning and wrapping user text, and the drawtext filters that
 * show it. The text reaches ffmpeg through a `textfile=` in the work folder with
 * `expansion=none`, so quotes, colons, backslashes, `%{…}` and newlines in a prompt are
 * shown as typed and never parsed by the filter graph.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { VideoRenderError } from './run-ffmpeg.ts';

/** Longest prompt shown, in characters (code points); longer prompts end with "…". */
export const MAX_RENDERED_CHARS = 400;

const REGULAR = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', // Debian, Ubuntu (fonts-dejavu-core)
  '/usr/share/fonts/dejavu-sans-fonts/DejaVuSans.ttf', // Fedora
  '/usr/share/fonts/TTF/DejaVuSans.ttf', // Arch
  '/System/Library/Fonts/Supplemental/Arial.ttf', // macOS
  'C:\\Windows\\Fonts\\arial.ttf',
];
const BOLD = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/dejavu-sans-fonts/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/TTF/DejaVuSans-Bold.ttf',
  '/System/Library/Fonts/Supplemental/Arial Bold.ttf',
  'C:\\Windows\\Fonts\\arialbd.ttf',
];
const fonts = new Map<string, string>();

/**
 * A TrueType font file for drawtext. drawtext needs an explicit `fontfile` (the
 * system ffmpeg has no fontconfig default it can rely on):
 * known locations first, then fontconfig's choice for the style.
 */
export function fontFile(weight: 'regular' | 'bold' = 'regular'): string {
  const cached = fonts.get(weight);
  if (cached) return cached;
  let found = (weight === 'bold' ? BOLD : REGULAR).find((p) => existsSync(p));
  if (!found) {
    try {
      const style = weight === 'bold' ? 'sans-serif:style=Bold' : 'sans-serif';
      const p = execFileSync('fc-match', ['--format=%{file}', style], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
      if (p && existsSync(p)) found = p;
    } catch {
      // no fontconfig on this system
    }
  }
  if (!found && weight === 'bold') found = fontFile('regular');
  if (!found)
    throw new VideoRenderError(
      'No font was found to draw the prompt with. Install a TrueType font (Debian/Ubuntu: `apt-get install fonts-dejavu-core`).',
      '',
    );
  fonts.set(weight, found);
  return found;
}

/**
 * Escapes a value for a filter option inside a filter graph: first the option level
 * (`\ ' :`), then the graph level (`\ ' [ ] , ;`), as ffmpeg-filters(1) "Notes on
 * filtergraph escaping" describes. Used for font paths, which may hold any character.
 */
export function filterValue(value: string): string {
  return value.replace(/[\\':]/g, '\\$&').replace(/[\\'[\],;]/g, '\\$&');
}

/**
 * Cleans a prompt for display: trigger words dropped (they instruct the sandbox),
 * control characters removed, spaces collapsed, line breaks kept (at most one blank line),
 * capped at {@link MAX_RENDERED_CHARS}.
 */
export function displayText(prompt: string | undefined): string {
  const lines = (prompt ?? '')
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/sandbox:(fail|moderation|slow)/g, ' ')
    // C0/C1 controls and bidi overrides: invisible, or they reorder what follows.
    // eslint-disable-next-line no-control-regex -- removing controls is the point
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, ' ')
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim());
  const text = lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  const chars = Array.from(text);
  return chars.length <= MAX_RENDERED_CHARS
    ? text
    : `${chars
        .slice(0, MAX_RENDERED_CHARS - 1)
        .join('')
        .trimEnd()}…`;
}

/**
 * Rough advance width of a character in ems for DejaVu Sans / Arial: enough to wrap
 * without measuring glyphs (wrapped lines may be a little short; drawtext's fix_bounds
 * keeps a rare over-long line inside the frame).
 */
function charWidth(ch: string): number {
  if (/[iljtfrI.,:;'!|` ]/.test(ch)) return 0.32;
  if (/[mwMW@%]/.test(ch) || ch.codePointAt(0)! > 0x2e80) return 1.0; // wide letters, CJK, emoji
  if (/[A-Z0-9]/.test(ch)) return 0.68;
  return 0.58;
}

/** Greedy word wrap to `maxEm` ems a line; a word longer than a line is broken. */
export function wrap(text: string, maxEm: number): string[] {
  const out: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    let width = 0;
    for (const word of paragraph.split(' ')) {
      const chars = Array.from(word);
      const w = chars.reduce((s, c) => s + charWidth(c), 0);
      const space = line ? charWidth(' ') : 0;
      if (line && width + space + w <= maxEm) {
        line += ` ${word}`;
        width += space + w;
        continue;
      }
      if (line) out.push(line);
      [line, width] = ['', 0];
      for (const c of chars) {
        if (width + charWidth(c) > maxEm && line) {
          out.push(line);
          [line, width] = ['', 0];
        }
        line += c;
        width += charWidth(c);
      }
    }
    out.push(line);
  }
  return out;
}

/** Text laid out in a box: the lines and the font size that fits them. */
export interface TextLayout {
  lines: string[];
  fontSize: number;
  lineSpacing: number;
}

/**
 * Wraps text into a box of `boxW`×`boxH` pixels, shrinking the font from `maxSize` to
 * `minSize` until it fits; at the smallest size extra lines are cut and the last ends in "…".
 */
export function layout(text: string, boxW: number, boxH: number, maxSize: number, minSize: number, maxLines = Infinity): TextLayout {
  minSize = Math.max(8, Math.round(minSize)); // whole pixels: drawtext rounds anyway, and sizes stay comparable
  let size = Math.max(minSize, Math.round(maxSize));
  for (;;) {
    const spacing = Math.round(size * 0.25);
    const fitLines = Math.min(maxLines, Math.max(1, Math.floor((boxH + spacing) / (size + spacing))));
    const lines = wrap(text, boxW / size);
    if (lines.length <= fitLines) return { lines, fontSize: size, lineSpacing: spacing };
    if (size <= minSize) {
      const kept = lines.slice(0, fitLines);
      kept[kept.length - 1] = `${kept[kept.length - 1].replace(/…$/, '').trimEnd()}…`;
      return { lines: kept, fontSize: size, lineSpacing: spacing };
    }
    size = Math.max(minSize, Math.floor(size * 0.9));
  }
}

/** Writes a layout's lines to `name` in `dir`, for drawtext's `textfile` (no trailing newline: it would add a line). */
export async function writeTextFile(dir: string, name: string, lines: string[]): Promise<void> {
  await writeFile(join(dir, name), lines.join('\n'), 'utf8');
}

/** Options of {@link drawText}. */
export interface DrawTextOptions {
  /** File name in the work folder (ffmpeg runs there, so the name needs no escaping). */
  textfile: string;
  layout: TextLayout;
  x: string;
  y: string;
  /** Seconds from which the text fades in over 0.4 s; omitted means visible from the start. */
  fadeInAt?: number;
  boxColor?: string;
  fontColor?: string;
  bold?: boolean;
}

/** A drawtext filter showing a text file as laid out, on a translucent box for legibility. */
export function drawText(o: DrawTextOptions): string {
  const { fontSize, lineSpacing } = o.layout;
  const parts = [
    `fontfile=${filterValue(fontFile(o.bold ? 'bold' : 'regular'))}`,
    `textfile=${o.textfile}`,
    'expansion=none',
    `fontsize=${fontSize}`,
    `line_spacing=${lineSpacing}`,
    `fontcolor=${o.fontColor ?? 'white'}`,
    'box=1',
    `boxcolor=${o.boxColor ?? 'black@0.5'}`,
    `boxborderw=${Math.round(fontSize * 0.4)}`,
    'fix_bounds=1',
    `x='${o.x}'`,
    `y='${o.y}'`,
  ];
  if (o.fadeInAt !== undefined) {
    const t0 = o.fadeInAt.toFixed(3);
    parts.push(`enable='gte(t,${t0})'`, `alpha='min(1,(t-${t0})/0.4)'`);
  }
  return `drawtext=${parts.join(':')}`;
}

/**
 * The caption band and "SANDBOX" badge shared by i2v, r2v and extension: up to two
 * lines of prompt at the bottom, the badge at the top left. Writes the text files and
 * returns the filters (empty caption when there is no prompt).
 */
export async function captionFilters(
  dir: string,
  prompt: string | undefined,
  width: number,
  height: number,
  fadeInAt?: number,
): Promise<string[]> {
  const short = Math.min(width, height);
  const filters = [await badge(dir, width, height, fadeInAt)];
  const text = displayText(prompt);
  if (text) {
    const lay = layout(text.replace(/\n+/g, ' '), width * 0.88, height * 0.2, short * 0.042, short * 0.03, 2);
    await writeTextFile(dir, 'caption.txt', lay.lines);
    const margin = Math.round(short * 0.05);
    filters.push(drawText({ textfile: 'caption.txt', layout: lay, x: '(w-text_w)/2', y: `h-text_h-${margin}`, fadeInAt }));
  }
  return filters;
}

/** The "SANDBOX" mark: sandbox output must never pass for a provider's. */
export async function badge(dir: string, width: number, height: number, fadeInAt?: number): Promise<string> {
  const size = Math.max(12, Math.round(Math.min(width, height) * 0.032));
  await writeTextFile(dir, 'badge.txt', ['SANDBOX']);
  const lay: TextLayout = { lines: ['SANDBOX'], fontSize: size, lineSpacing: 0 };
  const pad = Math.round(size * 1.1);
  return drawText({
    textfile: 'badge.txt',
    layout: lay,
    x: String(pad),
    y: String(pad),
    fadeInAt,
    bold: true,
    fontColor: 'black',
    boxColor: '0xFFD400@0.9',
  });
}
