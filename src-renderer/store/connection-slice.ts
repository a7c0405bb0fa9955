// The connection: finding the service, its health, the studio's own key, the event stream,
// and the status line every slice announces on.
import { ApiError, messageOf } from '../api/api-error.ts';
import type { ServiceHealth, TaskQueue, TaskRecord } from '../api/api-types.ts';
import { openEventStream } from '../sse.ts';
import type { SliceContext, StudioSlice } from './slice.ts';
import type { HealthView, ConnectionSlice } from './connection-state.ts';

export type { HealthView, ConnectionSlice } from './connection-state.ts';

export const createConnectionSlice =
  ({ deps, api }: SliceContext): StudioSlice<ConnectionSlice> =>
  (set, get) => {
    let stopEvents: (() => void) | null = null;

    const openEvents = () => {
      stopEvents = openEventStream({
        open: (signal) => api.GET('/api/v1/events', { parseAs: 'stream', signal }),
        onState: (eventsConnected) => {
          set({ eventsConnected });
          // (Re)connected: catch up with what changed while the stream was down.
          if (eventsConnected)
            void get()
              .loadTasks()
              .catch(() => undefined);
        },
        onEvent: (e) => {
          if (e.event === 'task') get().receiveTask(JSON.parse(e.data) as TaskRecord);
          else if (e.event === 'queue') get().receiveQueue(JSON.parse(e.data) as TaskQueue);
        },
      });
    };

    return {
      connection: null,
      connectionError: null,
      health: { kind: 'unknown' },
      healthRaw: {},
      apiKey: null,
      apiKeyError: null,
      eventsConnected: false,
      announcement: '',
      async connect() {
        try {
          set({ connection: await deps.resolveConnection(), connectionError: null });
        } catch (error) {
          set({ connectionError: messageOf(error) });
          return;
        }
        const health = get().refreshHealth();
        if (!get().connection?.sessionToken) return health;
        if (deps.events && !stopEvents) openEvents();
        // The voices and the work in progress are read with the session token: they need not
        // wait for the studio's key, which only submissions use. With the event stream, the
        // tasks are read once it is connected (its catch-up), so no event falls between the two.
        const lists = Promise.all([
          get().loadVoices(),
          deps.events
            ? undefined
            : get()
                .loadTasks()
                .catch(() => undefined),
        ]);
        try {
          // The service keeps the studio's key in the OS keychain and hands it to the session holder.
          const { data } = await api.POST('/api/v1/studio/key');
          set({ apiKey: data.key, apiKeyError: null });
        } catch (error) {
          set({ apiKeyError: messageOf(error) });
        }
        await Promise.all([health, lists]);
      },
      async refreshHealth(opts = {}) {
        if (!get().connection) return;
        if (!opts.quiet) set({ health: { kind: 'checking' } });
        try {
          const body: unknown = await api.GET('/api/v1/health');
          set({ health: describeHealth(body), healthRaw: unwrap(body) as Partial<ServiceHealth> });
        } catch (error) {
          const message = error instanceof ApiError ? error.message : `The service did not answer: ${messageOf(error)}`;
          set({ health: { kind: 'error', message } });
        }
      },
      announce: (announcement) => set({ announcement }),
    };
  };

/** Turns the health body (bare or wrapped in `data`) into a status and readable fields. */
export function describeHealth(body: unknown): HealthView {
  const record = unwrap(body);
  const details: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(record)) {
    if (key === 'status') continue;
    details.push([key, typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)]);
  }
  const status = typeof record.status === 'string' ? record.status : 'ok';
  return { kind: 'ok', status, details };
}

function unwrap(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null) return {};
  const data = (body as { data?: unknown }).data;
  if (typeof data === 'object' && data !== null && !Array.isArray(data)) return data as Record<string, unknown>;
  return body as Record<string, unknown>;
}
