import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { SMOKE } from './smoke.ts';

const FILE = new URL('../../BENCHMARKS.md', import.meta.url).pathname;

/** One line describing the machine and runtime a result came from. */
export function machineLine(): string {
  return `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`;
}

/**
 * Replaces (or appends) the section of one benchmark in BENCHMARKS.md, between markers. A smoke
 * run (BENCH_SMOKE=1) records nothing: its tiny figures are not results.
 */
export function writeSection(name: string, markdown: string): void {
  if (SMOKE) {
    console.log(`[${name}] smoke run (BENCH_SMOKE=1): BENCHMARKS.md not written`);
    return;
  }
  const start = `<!-- bench:${name} -->`;
  const end = `<!-- /bench:${name} -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  let doc = existsSync(FILE)
    ? readFileSync(FILE, 'utf8')
    : '# Benchmarks\n\nEach figure sits beside a baseline measured in the same run. Reproduce any section with the command it names.\n';
  const i = doc.indexOf(start);
  const j = doc.indexOf(end);
  doc = i >= 0 && j > i ? doc.slice(0, i) + block + doc.slice(j + end.length) : `${doc.trimEnd()}\n\n${block}\n`;
  writeFileSync(FILE, doc);
}
