import type Database from 'better-sqlite3';
import type { Db } from '../db/open.ts';
import type { TaskBrief, TaskStatus } from '../contract/task.ts';
import type { TaskRow } from './task-row.ts';

/** What the task listing is narrowed by; null: not narrowed. `scopeKeyId` is the caller's (a key sees only its own). */
export interface TaskFilter {
  scopeKeyId: string | null;
  statuses: TaskStatus[] | null;
  /** A key's id, or 'studio' for what the studio asked (no key). */
  apiKeyId: string | null;
  tool: string | null;
  /** Only the items of this batch. */
  batchId?: string | null;
}

const EXCERPT = 120;
const excerpt = (v: unknown): string | undefined => {
  if (typeof v !== 'string' || !v.trim()) return undefined;
  const flat = v.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT ? `${flat.slice(0, EXCERPT - 1).trimEnd()}…` : flat;
};

/**
 * The listing's filters beyond one status and the caller's key (those keep the tuned statements
 * of task-repo.ts), its total, and what a row is told with: the key's label, the voice's name,
 * and a brief of what was asked.
 */
export function createTaskListing(db: Db) {
  const statements = new Map<string, Database.Statement>();
  const prepared = (sql: string) => {
    let stmt = statements.get(sql);
    if (!stmt) statements.set(sql, (stmt = db.prepare(sql)));
    return stmt;
  };
  const where = (f: TaskFilter, params: Record<string, unknown>): string[] => {
    const w: string[] = [];
    if (f.scopeKeyId !== null) {
      w.push('api_key_id = @scopeKeyId');
      params.scopeKeyId = f.scopeKeyId;
    }
    if (f.apiKeyId === 'studio') w.push('api_key_id IS NULL');
    else if (f.apiKeyId !== null) {
      w.push('api_key_id = @apiKeyId');
      params.apiKeyId = f.apiKeyId;
    }
    if (f.statuses) {
      f.statuses.forEach((s, i) => (params[`s${i}`] = s));
      w.push(`status IN (${f.statuses.map((_, i) => `@s${i}`).join(', ')})`);
    }
    if (f.tool !== null) {
      w.push('tool = @tool');
      params.tool = f.tool;
    }
    if (f.batchId) {
      w.push('batch_id = @batchId');
      params.batchId = f.batchId;
    }
    return w;
  };
  const keyLabel = db.prepare('SELECT label FROM api_keys WHERE id = ?').pluck();
  const voiceName = db.prepare('SELECT name FROM voices WHERE voice_id = ?').pluck();

  return {
    /** Newest first, ids below `before`. */
    page(f: TaskFilter, before: string, limit: number): TaskRow[] {
      const params: Record<string, unknown> = { before, limit };
      const w = [...where(f, params), 'id < @before'];
      return prepared(`SELECT * FROM tasks WHERE ${w.join(' AND ')} ORDER BY id DESC LIMIT @limit`).all(params) as TaskRow[];
    },
    count(f: TaskFilter): number {
      const params: Record<string, unknown> = {};
      const w = where(f, params);
      return prepared(`SELECT COUNT(*) FROM tasks ${w.length ? `WHERE ${w.join(' AND ')}` : ''}`)
        .pluck()
        .get(params) as number;
    },
    keyLabel(keyId: string | null): string | null {
      return keyId === null ? null : ((keyLabel.get(keyId) as string | undefined) ?? null);
    },
    /** What was asked, in brief: text or script and prompt excerpts, the voice (with its name), the model, the screen. */
    brief(row: Pick<TaskRow, 'request' | 'input'>): TaskBrief {
      let p: Record<string, unknown>;
      try {
        p = JSON.parse(row.request ?? row.input) as Record<string, unknown>;
      } catch {
        return {};
      }
      const b: TaskBrief = {};
      const text = excerpt(p.text) ?? excerpt(p.script);
      if (text) b.text = text;
      const prompt = excerpt(p.prompt);
      if (prompt) b.prompt = prompt;
      if (typeof p.voiceId === 'string') {
        b.voiceId = p.voiceId;
        const name = voiceName.get(p.voiceId) as string | undefined;
        if (name) b.voiceName = name;
      }
      if (typeof p.model === 'string') b.model = p.model;
      if (typeof p.workerId === 'string') b.workerId = p.workerId;
      return b;
    },
  };
}
