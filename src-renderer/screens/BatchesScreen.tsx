// Batches: many rows from a spreadsheet or a JSONL file made in one go. A new batch (rows,
// columns, a check against the service, run) or one batch's progress and results, beside the
// list of past batches (top right); `#/batches?batch=…` opens one.
import { useEffect, useState } from 'react';
import { routeParams } from '../app/navigate.ts';
import { NewBatch } from './batches/NewBatch.tsx';
import { BatchProgress } from './batches/BatchProgress.tsx';
import { PastBatches } from './batches/PastBatches.tsx';
import '../styles/batches.css';

export function BatchesScreen() {
  const [batchId, setBatchId] = useState(() => routeParams().get('batch'));
  useEffect(() => {
    const read = () => setBatchId(routeParams().get('batch'));
    addEventListener('hashchange', read);
    return () => removeEventListener('hashchange', read);
  }, []);
  return (
    <section aria-labelledby="batches-heading" className="screen batches-screen">
      <h2 id="batches-heading">Batches</h2>
      <p className="hint">
        Make many files in one go from a CSV, TSV or JSONL file: each row becomes one, named as you say, with the exact cost before you run
        it.
      </p>
      {batchId ? (
        <BatchProgress key={batchId} batchId={batchId} side={<PastBatches current={batchId} />} />
      ) : (
        <NewBatch side={<PastBatches current={null} />} />
      )}
    </section>
  );
}
