import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const FILE = new URL('../../RELIABILITY.md', import.meta.url).pathname;

/**
 * Records one test family's counts from this run in RELIABILITY.md (between markers), so the
 * file always reflects the last run. Only written when TIMBRE_RECORD_RELIABILITY=1, so a
 * routine CI run leaves the working tree clean.
 */
export function recordReliability(name: string, markdown: string): void {
  if (process.env.TIMBRE_RECORD_RELIABILITY !== '1') return;
  const start = `<!-- family:${name} -->`;
  const end = `<!-- /family:${name} -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  let doc = existsSync(FILE) ? readFileSync(FILE, 'utf8') : '# Reliability\n\nCounts from the last recorded run of each test family (`TIMBRE_RECORD_RELIABILITY=1 npm test`).\n';
  const i = doc.indexOf(start);
  const j = doc.indexOf(end);
  doc = i >= 0 && j > i ? doc.slice(0, i) + block + doc.slice(j + end.length) : `${doc.trimEnd()}\n\n${block}\n`;
  writeFileSync(FILE, doc);
}
