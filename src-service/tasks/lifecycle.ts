import type { Db } from '../db/open.ts';
import type { Credits } from '../ledger/credits.ts';
import type { AssetStore, PendingAsset } from '../assets/asset-store.ts';
import type { NewVoice, VoiceRepo } from '../voices/voice-repo.ts';
import type { TaskRecord } from '../contract/task.ts';
import type { TaskEvents } from './task-events.ts';
import { toRecord, type TaskRepo, type TaskRow } from './task-repo.ts';

/** Runs inside the transaction that ends a task (e.g. to enqueue its webhook event). */
export type TerminalHook = (task: TaskRow, record: TaskRecord) => void;

/** A failure as shown on the task: a code and a message that says what to do next. */
export interface TaskFailure {
  code: string;
  message: string;
}

/**
 * The moves that end a task. Each is ONE transaction: status, ledger settlement, outputs
 * and terminal hooks commit together, and a task already terminal is left untouched
 * (so a late engine result after a cancel changes nothing and is discarded).
 */
export function createTaskLifecycle(deps: {
  db: Db;
  repo: TaskRepo;
  credits: Credits;
  store: AssetStore;
  voices: VoiceRepo;
  events: TaskEvents;
  now: () => Date;
  terminalHooks: TerminalHook[];
}) {
  const { db, repo, credits, store, voices, events, now, terminalHooks } = deps;

  const end = (taskId: string, body: (ts: string) => boolean): TaskRecord | null => {
    let record: TaskRecord | null = null;
    db.transaction(() => {
      const ts = now().toISOString();
      if (!body(ts)) return;
      const row = repo.get(taskId)!;
      record = toRecord(row);
      for (const hook of terminalHooks) hook(row, record);
    })();
    if (record) events.emit(record);
    return record;
  };

  return {
    /** COMPLETED + capture, with the run's assets and voice. False when the task had already ended. */
    complete(taskId: string, result: { assets: PendingAsset[]; existingAssetIds?: string[]; voice?: NewVoice }): boolean {
      const done = end(taskId, (ts) => {
        const current = repo.get(taskId);
        if (!current || (current.status !== 'PROCESSING' && current.status !== 'PENDING')) return false;
        store.commit(result.assets);
        if (result.voice) voices.insert(result.voice, ts);
        const charged = credits.capture(taskId);
        const output: TaskRecord['output'] = { assetIds: [...(result.existingAssetIds ?? []), ...result.assets.map((a) => a.id)] };
        if (result.voice) output.voiceId = result.voice.voiceId;
        return repo.finish({ id: taskId, status: 'COMPLETED', output: JSON.stringify(output), error: null, progress: 100, charged, refunded: 0, now: ts });
      });
      if (!done) store.discard(result.assets);
      return done !== null;
    },

    /** FAILED + full refund. */
    fail(taskId: string, failure: TaskFailure): TaskRecord | null {
      return end(taskId, (ts) => {
        const current = repo.get(taskId);
        if (!current || (current.status !== 'PROCESSING' && current.status !== 'PENDING')) return false;
        const refunded = credits.refund(taskId, failure.code);
        return repo.finish({ id: taskId, status: 'FAILED', output: null, error: JSON.stringify(failure), progress: current.progress, charged: 0, refunded, now: ts });
      });
    },

    /** CANCELLED + full refund; null when the task had already ended. */
    cancel(taskId: string): TaskRecord | null {
      return end(taskId, (ts) => {
        const current = repo.get(taskId);
        if (!current || (current.status !== 'PROCESSING' && current.status !== 'PENDING')) return false;
        const refunded = credits.refund(taskId, 'cancelled');
        const error = JSON.stringify({ code: 'cancelled', message: 'The task was cancelled; its credits were refunded.' });
        return repo.finish({ id: taskId, status: 'CANCELLED', output: null, error, progress: current.progress, charged: 0, refunded, now: ts });
      });
    },

    progress(taskId: string, percent: number): void {
      repo.setProgress(taskId, percent, now().toISOString());
      const row = repo.get(taskId);
      if (row && row.status === 'PROCESSING') events.emit(toRecord(row));
    },
  };
}

export type TaskLifecycle = ReturnType<typeof createTaskLifecycle>;
