// Starts the embedded service for the desktop shell. startService is injected so the
// shell's tests can pass the real service, or a stand-in, without Electron.
import type { RunningService, ServiceConfig } from '../src-service/index.ts';
import { DataDirInUseError } from '../src-service/instance/claim.ts';
import { waitForRunningService } from '../src-service/instance/discovery.ts';
import type { ServiceConnection } from './bridge-types.ts';

/** The service's public start function (src-service/index.ts), reduced to what the shell uses. */
export type StartService = (config: ServiceConfig) => Promise<Pick<RunningService, 'url' | 'port' | 'sessionToken' | 'close'>>;

/** Inputs of {@link bootService}. */
export interface BootOptions {
  dataDir: string;
  /** undefined = 7717, or the next free port; 0 = any free port; other = that port or fail. */
  port: number | undefined;
  startService: StartService;
  /** Built studio to serve at `/` (out/renderer); omitted when the shell loads it itself. */
  staticDir?: string;
  version?: string;
  /** Extra origins allowed to call the service, e.g. the renderer dev server. */
  allowedOrigins?: string[];
  /** How long to wait for a service that holds the data folder but is still starting (default 20 s). */
  attachTimeoutMs?: number;
}

/** A started service as the shell sees it. */
export interface BootedService extends ServiceConnection {
  port: number;
  /**
   * Set when another process already serves this data folder (a headless `serve`): the shell
   * uses that service instead of starting a second one, and does not own it (close does nothing).
   */
  attachedTo?: { pid: number };
  /** Stops the service; safe to call more than once (every call awaits the same close). */
  close(): Promise<void>;
}

/** Starts the service and returns what the renderer needs plus a once-only close. */
export async function bootService(options: BootOptions): Promise<BootedService> {
  const config: ServiceConfig = {
    dataDir: options.dataDir,
    port: options.port,
    // A port the user asked for by number is a requirement, not a preference.
    strictPort: options.port !== undefined && options.port !== 0,
  };
  if (options.staticDir !== undefined) config.staticDir = options.staticDir;
  if (options.version !== undefined) config.version = options.version;
  if (options.allowedOrigins?.length) config.allowedOrigins = options.allowedOrigins;

  let running: Awaited<ReturnType<StartService>>;
  try {
    running = await options.startService(config);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    // One service per data folder: use the one that holds it, once it answers.
    const other = await waitForRunningService(options.dataDir, options.attachTimeoutMs ?? 20_000);
    if (!other) throw error;
    const serviceUrl = other.url.replace(/\/+$/, '');
    return {
      serviceUrl,
      sessionToken: other.sessionToken,
      port: Number(new URL(serviceUrl).port),
      attachedTo: { pid: other.pid },
      close: async () => {},
    };
  }
  let closing: Promise<void> | undefined;
  return {
    serviceUrl: running.url.replace(/\/+$/, ''),
    sessionToken: running.sessionToken,
    port: running.port,
    close: () => (closing ??= running.close()),
  };
}
