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
  let doc = existsSync(FILE)
    ? readFileSync(FILE, 'utf8')
    : '# Reliability\n\nCounts from the last recorded run of each test family (`TIMBRE_RECORD_RELIABILITY=1 npm test`).\n';
  const i = doc.indexOf(start);
  const j = doc.indexOf(end);
  doc = i >= 0 && j > i ? doc.slice(0, i) + block + doc.slice(j + end.length) : `${doc.trimEnd()}\n\n${block}\n`;
  writeFileSync(FILE, doc);
}

/** The fault table's rows, in the order the table lists them. */
const FAULT_ORDER = [
  'crash-harness',
  'full-disk',
  'read-only',
  'hostile-bodies',
  'second-instance',
  'ffmpeg-faults',
  'locked-keychain',
  'corrupt-database',
  'backups',
];
const FAULT_HEADER = [
  '| Fault | What the user sees | What the test checks | Slowest health answer | Largest event-loop delay |',
  '| --- | --- | --- | --- | --- |',
];

export interface FaultRow {
  fault: string;
  userSees: string;
  testChecks: string;
  /** The slowest health answer during the fault, ms; null where no service runs (a refused start). */
  slowestHealthMs: number | null;
  /** The largest event-loop delay the service reported during the fault, ms; null where none runs. */
  maxEventLoopDelayMs: number | null;
  /** Said instead of a figure where none applies. */
  note?: string;
}

/**
 * Records one family's row of the fault table at the top of RELIABILITY.md: the table is
 * rebuilt from the rows already there plus this one, so each family keeps its own row current
 * and the table stays one table (a marker between rows would break it).
 */
export function recordFaultRow(family: string, row: FaultRow): void {
  if (process.env.TIMBRE_RECORD_RELIABILITY !== '1') return;
  const start = '<!-- faults -->';
  const end = '<!-- /faults -->';
  const doc = existsSync(FILE) ? readFileSync(FILE, 'utf8') : '# Reliability\n';
  const i = doc.indexOf(start);
  const j = doc.indexOf(end);
  const rows = new Map<string, string>();
  if (i >= 0 && j > i) {
    for (const line of doc.slice(i + start.length, j).split('\n')) {
      const m = /^\| .* <!-- ([a-z-]+) --> \|$/.exec(line);
      if (m) rows.set(m[1]!, line);
    }
  }
  const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');
  const ms = (v: number | null) => (v === null ? (row.note ?? '—') : `${v} ms`);
  rows.set(
    family,
    `| ${cell(row.fault)} | ${cell(row.userSees)} | ${cell(row.testChecks)} | ${ms(row.slowestHealthMs)} | ${ms(row.maxEventLoopDelayMs)} <!-- ${family} --> |`,
  );
  const ordered = [...rows].sort(([a], [b]) => rank(a) - rank(b)).map(([, line]) => line);
  const block = `${start}\n${[...FAULT_HEADER, ...ordered].join('\n')}\n${end}`;
  const next = i >= 0 && j > i ? doc.slice(0, i) + block + doc.slice(j + end.length) : insertAfterIntro(doc, block);
  writeFileSync(FILE, next);
}

const rank = (family: string) => {
  const k = FAULT_ORDER.indexOf(family);
  return k < 0 ? FAULT_ORDER.length : k;
};

/** New tables go after the file's opening paragraph, before the first family. */
function insertAfterIntro(doc: string, block: string): string {
  const k = doc.indexOf('<!-- family:');
  return k < 0 ? `${doc.trimEnd()}\n\n${block}\n` : `${doc.slice(0, k)}${block}\n\n${doc.slice(k)}`;
}
