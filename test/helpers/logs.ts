import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Every log file of a data folder (`logs/timbre.<n>.log`, rotated), oldest first, as one text. */
export function readLogs(dataDir: string): string {
  const dir = join(dataDir, 'logs');
  if (!existsSync(dir)) return '';
  const number = (f: string) => Number(/\.(\d+)\.log$/.exec(f)?.[1] ?? 0);
  return readdirSync(dir)
    .filter((f) => /^timbre\.\d+\.log$/.test(f))
    .sort((a, b) => number(a) - number(b))
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .join('');
}
