// The connection slice's state and the types it is made of, apart from its actions (connection-slice.ts) so that
// the studio's whole state (studio-state.ts) can be named without importing the slices that build it.
import type { ServiceHealth } from '../api/api-types.ts';
import type { StudioConnection } from '../connection.ts';

/** Health of the service as last fetched from `GET /api/v1/health`. */
export type HealthView =
  | { kind: 'unknown' }
  | { kind: 'checking' }
  | { kind: 'ok'; status: string; details: Array<[string, string]> }
  | { kind: 'error'; message: string };

export interface ConnectionSlice {
  connection: StudioConnection | null;
  connectionError: string | null;
  health: HealthView;
  /** The health body as answered (engines, secret store, ffmpeg…); empty until it answers. */
  healthRaw: Partial<ServiceHealth>;
  apiKey: string | null;
  apiKeyError: string | null;
  eventsConnected: boolean;
  /** The last status message, announced by the aria-live region. */
  announcement: string;
  /** Finds the service, checks its health, gets the studio's key, opens the event stream. */
  connect(): Promise<void>;
  /** Re-reads the health answer; `quiet` keeps the current status shown while it is asked. */
  refreshHealth(opts?: { quiet?: boolean }): Promise<void>;
  announce(message: string): void;
}
