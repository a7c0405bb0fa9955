// The service's verdict on the prepared batch (POST /api/v1/batches/validate: the same body as
// the submission, holding nothing): every row's problems, each row's price, the total and what
// is available. Asked again a moment after the rows or the columns change; an answer for rows
// that have changed since is dropped. Each check carries the Idempotency-Key its submission
// will use, made once per prepared batch, so a double click or a retry never submits twice.
import { useEffect, useState } from 'react';
import { useStudio } from '../../studio-context.ts';
import { messageOf } from '../../api/api-error.ts';
import type { BatchValidation } from '../../api/api-types.ts';
import type { BatchItemInput } from './items.ts';

/** How long the rows must stay unchanged before the service is asked (ms). */
const SETTLE_MS = 350;

export interface Check {
  items: BatchItemInput[];
  /** Table row of each item. */
  rows: number[];
  /** The Idempotency-Key of this prepared batch's submission. */
  key: string;
  result: BatchValidation | null;
  error: string | null;
}

const newKey = () =>
  typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** Answers the latest check (null before the first, or with no rows), and whether one is running. */
export function useCheck(items: BatchItemInput[], rows: number[]): { check: Check | null; checking: boolean } {
  const api = useStudio((s) => s.api);
  const ready = useStudio((s) => Boolean(s.connection?.sessionToken));
  const [check, setCheck] = useState<Check | null>(null);

  useEffect(() => {
    if (!ready || !items.length) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      const key = newKey();
      api.POST('/api/v1/batches/validate', { body: { items }, signal: abort.signal }).then(
        ({ data }) => setCheck({ items, rows, key, result: data, error: null }),
        (e: unknown) => {
          if (!abort.signal.aborted) setCheck({ items, rows, key, result: null, error: messageOf(e) });
        },
      );
    }, SETTLE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [api, ready, items, rows]);

  // An answer counts only for the rows it was asked about.
  const current = check && check.items === items ? check : null;
  return { check: current, checking: ready && items.length > 0 && !current };
}
