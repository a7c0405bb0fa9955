// The queue's state and the actions that steer it, for the Activity screen. The state lives in
// the data cache under ['tasks', …], so each batch of task events marks it stale and it is read
// again (at most once a second, see api/query.ts) while it is on screen.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client.ts';
import { keys } from '../../api/query.ts';
import type { TaskCancelResult, TaskQueue, TaskQueueLane } from '../../api/api-types.ts';

export type Lane = TaskQueueLane['lane'];

const queueKey = keys.queue;

export const queueQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: queueKey,
    queryFn: async ({ signal }) => (await api.GET('/api/v1/queue', { signal })).data,
    staleTime: 30_000,
  });

/** Lanes in words: where the work runs. */
export const LANE_NAMES: Record<Lane, string> = {
  local: 'Local',
  alpha: 'Alpha',
  beta: 'Beta',
  video: 'Video',
};

/** Reads the Activity listing again: queue positions and paused flags changed for many rows at once. */
const refreshListing = (client: QueryClient) => client.invalidateQueries({ queryKey: ['tasks', 'activity'] });

/** Pauses or resumes the whole queue (no lane) or one lane; the cache takes the queue the service answers. */
export async function setPaused(api: ApiClient, client: QueryClient, paused: boolean, lane?: Lane): Promise<TaskQueue> {
  const body = lane ? { lane } : {};
  const { data } = paused ? await api.POST('/api/v1/queue/pause', { body }) : await api.POST('/api/v1/queue/resume', { body });
  client.setQueryData(queueKey, data);
  void refreshListing(client);
  return data;
}

/** Moves a PENDING task to the front of its lane. */
export async function moveToFront(api: ApiClient, client: QueryClient, taskId: string): Promise<void> {
  await api.POST('/api/v1/tasks/{taskId}/front', { params: { path: { taskId } } });
  void refreshListing(client);
}

/** Cancels the tasks given, or every live task of a key (or `studio`), with full refunds. */
export async function cancelMany(
  api: ApiClient,
  client: QueryClient,
  what: { taskIds: string[] } | { apiKeyId: string },
): Promise<TaskCancelResult> {
  const { data } = await api.POST('/api/v1/tasks/cancel', { body: what });
  void client.invalidateQueries({ queryKey: queueKey });
  return data;
}
