// The main thread's side of the parse worker: one worker for the screen's lifetime, one answer
// per request (a newer request wins; older answers are dropped by the caller).
import type { ParseAnswer, ParseRequest } from './parse-worker.ts';
import type { SourceTable } from './table.ts';

let worker: Worker | null = null;
let next = 0;
const waiting = new Map<number, { resolve(t: SourceTable): void; reject(e: Error): void }>();

function theWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./parse-worker.ts', import.meta.url), { type: 'module', name: 'batch-parse' });
  worker.onmessage = (e: MessageEvent<ParseAnswer>) => {
    const w = waiting.get(e.data.id);
    if (!w) return;
    waiting.delete(e.data.id);
    if ('table' in e.data) w.resolve(e.data.table);
    else w.reject(new Error(e.data.error));
  };
  worker.onerror = (e) => {
    for (const w of waiting.values()) w.reject(new Error(e.message || 'the file could not be read'));
    waiting.clear();
    worker?.terminate();
    worker = null;
  };
  return worker;
}

/** Reads a file or pasted text into a table, in the worker. */
export function parseSource(source: Omit<ParseRequest, 'id'>): Promise<SourceTable> {
  const id = ++next;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    theWorker().postMessage({ ...source, id } satisfies ParseRequest);
  });
}
