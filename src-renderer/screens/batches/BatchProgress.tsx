// One batch as it runs and after: counts by state, a progress bar, credits held, charged and
// refunded, its rows, moving what waits to the front of the queue, cancelling what has not
// ended, and its results as one zip.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowUpToLine, Ban, Download, Plus } from 'lucide-react';
import { useStudio, useStudioStore } from '../../studio-context.ts';
import { messageOf } from '../../api/api-error.ts';
import { keys } from '../../api/query.ts';
import type { Batch } from '../../api/api-types.ts';
import { go } from '../../app/navigate.ts';
import { saveFile } from '../../save-file.ts';
import { ConfirmAction } from '../../ui/ConfirmAction.tsx';
import { when } from '../../ui/time.ts';
import { batchItemsKey, batchKey, batchQuery } from './queries.ts';
import { BatchItems } from './BatchItems.tsx';

const STATES: Array<[keyof Batch['counts'], string]> = [
  ['PENDING', 'Waiting'],
  ['PROCESSING', 'Working'],
  ['COMPLETED', 'Done'],
  ['FAILED', 'Failed'],
  ['CANCELLED', 'Cancelled'],
];

export const batchName = (b: Pick<Batch, 'label' | 'itemCount'>) => b.label || `Batch of ${b.itemCount.toLocaleString()} rows`;

/** A file name from a batch's name: letters, digits, dashes. */
const zipName = (b: Batch) =>
  `${
    (b.label || b.batchId)
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || b.batchId
  }.zip`;

export function BatchProgress({ batchId, side }: { batchId: string; side: React.ReactNode }) {
  const store = useStudioStore();
  const client = useQueryClient();
  const api = useStudio((s) => s.api);
  const ready = useStudio((s) => Boolean(s.connection?.sessionToken));
  const { data: batch, error } = useQuery({ ...batchQuery(api, batchId), enabled: ready });
  const [saving, setSaving] = useState(false);

  if (error)
    return (
      <div className="card">
        <p role="alert" className="error">
          Could not open the batch: {messageOf(error)}
        </p>
        <button type="button" className="button" onClick={() => go('batches')}>
          New batch
        </button>
      </div>
    );
  if (!batch)
    return (
      <div className="batches-top">
        <p className="muted">Opening the batch…</p>
        {side}
      </div>
    );

  const ended = batch.counts.COMPLETED + batch.counts.FAILED + batch.counts.CANCELLED;
  const running = batch.status === 'RUNNING';
  const name = batchName(batch);

  async function cancel() {
    try {
      const { data } = await api.POST('/api/v1/batches/{batchId}/cancel', { params: { path: { batchId } } });
      client.setQueryData(batchKey(batchId), data);
      void client.invalidateQueries({ queryKey: batchItemsKey(batchId) });
      void client.invalidateQueries({ queryKey: keys.credits });
      store.getState().toast({ tone: 'success', title: `${name} cancelled`, description: 'Every row that had not ended is refunded.' });
    } catch (e) {
      store.getState().toast({ tone: 'error', title: `Could not cancel ${name}`, description: messageOf(e) });
    }
  }

  async function moveToFront() {
    try {
      const { data } = await api.POST('/api/v1/batches/{batchId}/front', { params: { path: { batchId } } });
      client.setQueryData(batchKey(batchId), data);
      // Queue positions changed for many rows at once: the Activity listing and the queue are read again.
      void client.invalidateQueries({ queryKey: ['tasks', 'activity'] });
      void client.invalidateQueries({ queryKey: ['tasks', 'queue'] });
      store.getState().announce(`${name} moved to the front of the queue`);
    } catch (e) {
      store.getState().toast({ tone: 'error', title: `Could not move ${name} to the front`, description: messageOf(e) });
    }
  }

  async function exportZip() {
    setSaving(true);
    try {
      const blob = await api.GET('/api/v1/batches/{batchId}/results.zip', {
        params: { path: { batchId } },
        parseAs: 'blob',
        headers: { accept: 'application/zip' },
      });
      store.getState().announce(await saveFile(blob as Blob, zipName(batch!)));
    } catch (e) {
      store.getState().toast({ tone: 'error', title: 'Could not export the results', description: messageOf(e) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="batch-progress" data-testid="batch-progress" data-status={batch.status} data-batch-id={batch.batchId}>
      <div className="batches-top">
        <div className="card">
          <div className="batch-progress-head">
            <div>
              <h3 className="batch-title">{name}</h3>
              <p className="muted">
                {batch.itemCount.toLocaleString()} rows · started {when(batch.createdAt)}
                {batch.completedAt ? ` · ended ${when(batch.completedAt)}` : ''}
              </p>
            </div>
            <span className={`status-word batch-status-${batch.status.toLowerCase()}`} data-testid="batch-status">
              {running ? 'Running' : batch.status === 'COMPLETED' ? 'Finished' : 'Cancelled'}
            </span>
          </div>
          <div className="batch-bar">
            <progress
              max={100}
              value={batch.progress}
              aria-label={`Progress of ${name}`}
              aria-valuetext={`${ended} of ${batch.itemCount} rows ended`}
            />
            <span data-testid="batch-ended">
              {ended.toLocaleString()} of {batch.itemCount.toLocaleString()} ended ({batch.progress}%)
            </span>
          </div>
          <dl className="batch-counts" aria-label="Rows by state">
            {STATES.map(([state, word]) => (
              <div key={state} className={`batch-count status-${state.toLowerCase()}`} data-state={state}>
                <dt>{word}</dt>
                <dd>{batch.counts[state].toLocaleString()}</dd>
              </div>
            ))}
          </dl>
          <dl className="batch-credits" aria-label="Credits">
            <div>
              <dt>Estimated</dt>
              <dd data-testid="batch-estimated">{batch.estimatedCredits.toLocaleString()}</dd>
            </div>
            <div>
              <dt>Charged</dt>
              <dd>{batch.chargedCredits.toLocaleString()}</dd>
            </div>
            <div>
              <dt>Refunded</dt>
              <dd>{(batch.refundedCredits + batch.releasedCredits).toLocaleString()}</dd>
            </div>
          </dl>
          <div className="row batch-actions">
            <button type="button" className="button primary" onClick={() => void exportZip()} disabled={saving} data-testid="batch-export">
              <Download size={16} aria-hidden="true" /> {saving ? 'Exporting…' : 'Export results (.zip)'}
            </button>
            {running && batch.counts.PENDING > 0 && (
              <button type="button" className="button" onClick={() => void moveToFront()} data-testid="batch-front">
                <ArrowUpToLine size={16} aria-hidden="true" /> Move to front
              </button>
            )}
            {running && (
              <ConfirmAction
                trigger={
                  <>
                    <Ban size={16} aria-hidden="true" /> Cancel batch
                  </>
                }
                title={`Cancel ${name}?`}
                description="Every row that has not ended is cancelled and its credits are refunded. Finished rows are kept."
                action="Cancel the batch"
                onConfirm={cancel}
              />
            )}
            <button type="button" className="button" onClick={() => go('batches')}>
              <Plus size={16} aria-hidden="true" /> New batch
            </button>
          </div>
        </div>
        {side}
      </div>
      <BatchItems batchId={batchId} itemCount={batch.itemCount} label={name} running={running} />
    </div>
  );
}
