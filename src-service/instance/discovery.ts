import { chmodSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Who holds the data folder: written as soon as the lock is taken, removed at a clean stop. */
const OWNER_FILE = 'instance.json';
/** How clients find the running service (`{url, pid, version}`), written once it listens. */
const DISCOVERY_FILE = 'service.json';
/** The running service's session token (mode 0600). */
const TOKEN_FILE = 'session-token';

/** The process that holds a data folder's lock. */
export interface Owner {
  pid: number;
  /** What it is doing: `serve` (a service, headless or in the app) or a CLI command such as `restore`. */
  command: string;
  version: string;
  startedAt: string;
}

/** What another process can learn about the holder of a folder; fields are missing while it starts. */
export interface Holder extends Partial<Owner> {
  /** The service's address, once it listens. */
  url?: string;
}

function readJson(file: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** Small files others read while we run: written whole (temp + rename), never seen half-written. */
function writeWhole(file: string, text: string, mode?: number): void {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, text, mode === undefined ? undefined : { mode });
  if (mode !== undefined) chmodSync(tmp, mode);
  renameSync(tmp, file);
}

export function readOwner(dataDir: string): Owner | undefined {
  const o = readJson(join(dataDir, OWNER_FILE));
  if (!o || typeof o.pid !== 'number') return undefined;
  return { pid: o.pid, command: String(o.command ?? 'serve'), version: String(o.version ?? ''), startedAt: String(o.startedAt ?? '') };
}

export function writeOwner(dataDir: string, owner: Owner): void {
  writeWhole(join(dataDir, OWNER_FILE), JSON.stringify(owner, null, 2));
}

export function removeOwner(dataDir: string): void {
  rmSync(join(dataDir, OWNER_FILE), { force: true });
}

/**
 * The holder as recorded in the folder. The URL comes from the discovery file only when it
 * was written by the holder: one left by a process that died is stale.
 */
export function readHolder(dataDir: string): Holder {
  const owner = readOwner(dataDir);
  const discovery = readJson(join(dataDir, DISCOVERY_FILE));
  const url = owner && discovery?.pid === owner.pid && typeof discovery.url === 'string' ? discovery.url : undefined;
  return { ...owner, url };
}

/** Publishes a started service: the token first, so whoever sees the URL can read the token. */
export function publishService(dataDir: string, info: { url: string; version: string }, sessionToken: string): void {
  writeWhole(join(dataDir, TOKEN_FILE), sessionToken, 0o600);
  writeWhole(join(dataDir, DISCOVERY_FILE), JSON.stringify({ url: info.url, pid: process.pid, version: info.version }, null, 2));
}

/** Removes the discovery file at a stop, if it is still ours. */
export function unpublishService(dataDir: string): void {
  const info = readJson(join(dataDir, DISCOVERY_FILE));
  if (info?.pid === process.pid) rmSync(join(dataDir, DISCOVERY_FILE), { force: true });
}

/** Whether a process with this pid exists (EPERM: it does, owned by another user). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A running service's address and token, read from its folder. */
export interface RunningInstance {
  pid: number;
  url: string;
  sessionToken: string;
}

/**
 * Waits (polling the folder's files, up to `timeoutMs`) until the service that holds the
 * folder has published its address, and checks that it answers. Undefined when the holder is
 * not a service, died, or did not get there in time.
 */
export async function waitForRunningService(dataDir: string, timeoutMs: number): Promise<RunningInstance | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const holder = readHolder(dataDir);
    if (holder.command !== undefined && holder.command !== 'serve') return undefined;
    if (holder.pid !== undefined && holder.url) {
      const sessionToken = readToken(dataDir);
      if (sessionToken && (await answers(holder.url))) return { pid: holder.pid, url: holder.url, sessionToken };
    }
    if (Date.now() >= deadline) return undefined;
    await new Promise((r) => setTimeout(r, 100));
  }
}

function readToken(dataDir: string): string | undefined {
  try {
    return readFileSync(join(dataDir, TOKEN_FILE), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/api/v1/health`, { signal: AbortSignal.timeout(3000) });
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}
