// Cancelling many at once: the ticked tasks, or every task not yet ended of the key the list is
// filtered by. Each asks first (ui/ConfirmAction: Radix AlertDialog), saying how many tasks and
// how many credits come back, and then says what the service did.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Ban, X } from 'lucide-react';
import { useStudio, useStudioStore } from '../../studio-context.ts';
import { messageOf } from '../../api/api-error.ts';
import type { TaskCancelResult } from '../../api/api-types.ts';
import { ConfirmAction } from '../../ui/ConfirmAction.tsx';
import { cancelMany } from './queue-actions.ts';

const tasksWord = (n: number) => `${n.toLocaleString()} ${n === 1 ? 'task' : 'tasks'}`;

function useReport() {
  const store = useStudioStore();
  return (r: TaskCancelResult) => {
    const ended = r.skipped ? `; ${tasksWord(r.skipped)} had already ended` : '';
    store.getState().toast({
      tone: 'success',
      title: `Cancelled ${tasksWord(r.cancelled)}`,
      description: `${r.refundedCredits.toLocaleString()} credits refunded${ended}.`,
    });
  };
}

/** "N selected": cancel them (after a confirm with the count and the credits held for them), or clear the selection. */
export function SelectionBar({ selected, onClear }: { selected: ReadonlyMap<string, number>; onClear(): void }) {
  const api = useStudio((s) => s.api);
  const store = useStudioStore();
  const client = useQueryClient();
  const report = useReport();
  const count = selected.size;
  const credits = [...selected.values()].reduce((sum, n) => sum + n, 0);
  return (
    <div className="bulk-bar act-bulk" role="toolbar" aria-label="Selected tasks" data-testid="selection-bar">
      <strong>{count.toLocaleString()} selected</strong>
      <span className="muted">{credits.toLocaleString()} credits held</span>
      <ConfirmAction
        trigger={
          <>
            <Ban size={14} aria-hidden="true" /> Cancel selected…
          </>
        }
        title={`Cancel ${tasksWord(count)}?`}
        description={`${credits.toLocaleString()} credits held for them are refunded in full. Any that ended meanwhile are left as they are.`}
        action={`Cancel ${tasksWord(count)}`}
        onConfirm={async () => {
          try {
            report(await cancelMany(api, client, { taskIds: [...selected.keys()] }));
            onClear();
          } catch (e) {
            store.getState().toast({ tone: 'error', title: 'Could not cancel the selected tasks', description: messageOf(e) });
          }
        }}
      />
      <button type="button" className="button small" onClick={onClear} aria-label="Clear the selection">
        <X size={14} aria-hidden="true" /> Clear
      </button>
    </div>
  );
}

/** With the list filtered by a key (or the studio): cancel every task of it that has not ended. */
export function CancelKeyTasks({ apiKeyId, label }: { apiKeyId: string; label: string }) {
  const api = useStudio((s) => s.api);
  const store = useStudioStore();
  const client = useQueryClient();
  const report = useReport();
  // How many are live now: the listing's total for this key (the ['tasks'] prefix keeps it fresh).
  const { data: live } = useQuery({
    queryKey: ['tasks', 'live-of-key', apiKeyId],
    queryFn: async ({ signal }) =>
      (await api.GET('/api/v1/tasks', { params: { query: { apiKeyId, status: 'PENDING,PROCESSING', limit: 1 } }, signal })).data.total,
  });
  return (
    <ConfirmAction
      disabled={!live}
      trigger={
        <>
          <Ban size={14} aria-hidden="true" /> Cancel all unfinished of {label} ({(live ?? 0).toLocaleString()})…
        </>
      }
      title={`Cancel ${tasksWord(live ?? 0)} of ${label}?`}
      description="Every waiting or working task it asked for is cancelled, and the credits held for each are refunded in full."
      action={`Cancel ${tasksWord(live ?? 0)}`}
      onConfirm={async () => {
        try {
          report(await cancelMany(api, client, { apiKeyId }));
        } catch (e) {
          store.getState().toast({ tone: 'error', title: `Could not cancel the tasks of ${label}`, description: messageOf(e) });
        }
      }}
    />
  );
}
