// Speaker labels of a script, read as generate-narration reads them.
import { NARRATION_LIMITS } from '../../../src-service/contract/limits.ts';

/** Labels a script uses: `Label:` at the start of a line, as generate-narration reads them. */
export function labelsIn(script: string): string[] {
  const found = new Set<string>();
  for (const line of script.split(/\r\n|\n|\r/)) {
    const m = /^\s*([^\s:](?:[^:\r\n]{0,38}[^\s:])?):/.exec(line);
    if (m) found.add(m[1]);
  }
  return [...found].slice(0, NARRATION_LIMITS.speakersMax);
}
