import type Database from 'better-sqlite3';

/**
 * The first problems `PRAGMA quick_check` finds, in one line, or undefined when the file is
 * sound. It reads every page (O(size): about 0.3–0.6 s for 100 MB), so it runs only when
 * there is a reason: after an unclean stop, and on every backup copy.
 */
export function quickCheckProblem(db: Database.Database): string | undefined {
  const rows = db.pragma('quick_check(3)') as Array<{ quick_check: string }>;
  const problems = rows.map((r) => r.quick_check).filter((r) => r !== 'ok');
  return problems.length ? problems.join(' ').split('\n').slice(0, 4).join(' ') : undefined;
}
