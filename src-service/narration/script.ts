/**
 * A narration script as speakers and their parts.
 *
 * A line that begins `Label:`, where Label is a key of `speakers`, starts that speaker's part;
 * the label is not spoken, and the part runs until the next labelled line. Text before the
 * first label is spoken by the default voice. A `Label:` that is not a key of `speakers` is
 * ordinary text. Whitespace inside a part is collapsed to single spaces.
 */

/** One speaker's stretch of the script, labels removed, whitespace collapsed. */
export interface ScriptPart {
  /** The speaker label that started the part; null for text before the first label. */
  speaker: string | null;
  voiceId: string;
  text: string;
}

/** Splits a script into its speakers' parts (empty parts are dropped). */
export function parseScript(script: string, defaultVoiceId: string, speakers: Readonly<Record<string, string>> = {}): ScriptPart[] {
  // Longest label first, so "Ann Marie:" is not read as "Ann" followed by "Marie:".
  const labels = Object.keys(speakers).sort((a, b) => b.length - a.length);
  const parts: Array<{ speaker: string | null; voiceId: string; lines: string[] }> = [];
  let current = { speaker: null as string | null, voiceId: defaultVoiceId, lines: [] as string[] };
  parts.push(current);
  for (const line of script.split(/\r\n|\n|\r/)) {
    const trimmed = line.trimStart();
    const label = labels.find((l) => trimmed.startsWith(`${l}:`));
    if (label === undefined) {
      current.lines.push(line);
      continue;
    }
    current = { speaker: label, voiceId: speakers[label], lines: [trimmed.slice(label.length + 1)] };
    parts.push(current);
  }
  return parts.map((p) => ({ speaker: p.speaker, voiceId: p.voiceId, text: collapse(p.lines.join(' ')) })).filter((p) => p.text !== '');
}

/** Whitespace runs become one space; the ends are trimmed. */
export function collapse(text: string): string {
  return text.replace(/\s+/gu, ' ').trim();
}
