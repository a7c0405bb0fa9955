// The studio's state (zustand): the service connection and the service's health.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ErrorBody } from '../src-service/contract/errors.ts';
import type { StudioConnection } from './connection.ts';

/** Health of the service as last fetched from `GET /api/v1/health`. */
export type HealthView =
  | { kind: 'unknown' }
  | { kind: 'checking' }
  | { kind: 'ok'; status: string; details: Array<[string, string]> }
  | { kind: 'error'; message: string };

/** Everything the placeholder studio shows. */
export interface StudioState {
  connection: StudioConnection | null;
  connectionError: string | null;
  health: HealthView;
  /** Finds the service, then checks its health. */
  connect(): Promise<void>;
  refreshHealth(): Promise<void>;
}

/** What the store needs from the outside world. */
export interface StudioDeps {
  resolveConnection(): Promise<StudioConnection>;
  fetch: typeof fetch;
}

/** Creates the studio store. */
export function createStudioStore(deps: StudioDeps): StoreApi<StudioState> {
  return createStore<StudioState>()((set, get) => ({
    connection: null,
    connectionError: null,
    health: { kind: 'unknown' },
    async connect() {
      try {
        set({ connection: await deps.resolveConnection(), connectionError: null });
      } catch (error) {
        set({ connectionError: messageOf(error) });
        return;
      }
      await get().refreshHealth();
    },
    async refreshHealth() {
      const connection = get().connection;
      if (!connection) return;
      set({ health: { kind: 'checking' } });
      try {
        const headers: Record<string, string> = { accept: 'application/json' };
        if (connection.sessionToken) headers.authorization = `Bearer ${connection.sessionToken}`;
        const res = await deps.fetch(`${connection.serviceUrl}/api/v1/health`, { headers });
        const body: unknown = await res.json().catch(() => null);
        if (!res.ok) {
          const apiError = (body as Partial<ErrorBody> | null)?.error;
          set({ health: { kind: 'error', message: apiError?.message ?? `HTTP ${res.status}` } });
          return;
        }
        set({ health: describeHealth(body) });
      } catch (error) {
        set({ health: { kind: 'error', message: `The service did not answer: ${messageOf(error)}` } });
      }
    },
  }));
}

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

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
