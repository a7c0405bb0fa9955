import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startService, type RunningService } from '../../src-service/index.ts';
import type { ServiceConfig } from '../../src-service/config/service-config.ts';

/** A real service on a loopback port with a fresh data dir, and a small client for it. */
export interface TestService {
  service: RunningService;
  url: string;
  dataDir: string;
  session: string;
  /** Raw fetch against the service with a bearer credential. */
  fetch(path: string, init?: RequestInit & { token?: string | null; json?: unknown }): Promise<Response>;
  /** Creates an API key (session token) and returns its secret. */
  createKey(label?: string, extra?: Record<string, unknown>): Promise<string>;
  /** Calls a tool with an API key; answers status and parsed body. */
  tool(
    name: string,
    body: unknown,
    key: string,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: any; headers: Headers }>;
  credits(): Promise<{ balance: number; held: number; available: number }>;
  /** Waits for a task to end (server-side wait, event-driven). */
  waitDone(taskId: string, key: string, timeoutSeconds?: number): Promise<any>;
  stop(): Promise<void>;
  /** Stops and removes the data dir. */
  dispose(): Promise<void>;
}

export function tempDir(prefix = 'timbre-test-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

export async function startTestService(config: Partial<ServiceConfig> = {}): Promise<TestService> {
  const dataDir = config.dataDir ?? tempDir();
  // Every answer is checked against its declared schema: a field the schema leaves out is a 500.
  const service = await startService({ port: 0, sandboxSlowMs: 10_000, checkResponses: true, ...config, dataDir });
  const url = service.url;
  let stopped = false;
  const t: TestService = {
    service,
    url,
    dataDir,
    session: service.sessionToken,
    async fetch(path, init = {}) {
      const headers = new Headers(init.headers);
      const token = init.token === undefined ? service.sessionToken : init.token;
      if (token) headers.set('authorization', `Bearer ${token}`);
      let body = init.body;
      if (init.json !== undefined) {
        headers.set('content-type', 'application/json');
        body = JSON.stringify(init.json);
      }
      return fetch(url + path, { ...init, headers, body });
    },
    async createKey(label = 'test app', extra = {}) {
      const res = await t.fetch('/api/v1/api-keys', { method: 'POST', json: { label, ...extra } });
      if (res.status !== 201) throw new Error(`create key: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { key: string }).key;
    },
    async tool(name, body, key, headers = {}) {
      const res = await t.fetch(`/api/v1/tools/${name}/execute`, { method: 'POST', json: body, token: key, headers });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // binary or empty
      }
      return { status: res.status, body: parsed, headers: res.headers };
    },
    async credits() {
      const res = await t.fetch('/api/v1/credits');
      return ((await res.json()) as { data: { balance: number; held: number; available: number } }).data;
    },
    async waitDone(taskId, key, timeoutSeconds = 60) {
      const r = await t.tool('wait-for-task', { taskId, timeoutSeconds }, key);
      if (r.status !== 200) throw new Error(`wait-for-task: ${r.status} ${JSON.stringify(r.body)}`);
      return r.body.data;
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await service.close();
    },
    async dispose() {
      await t.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return t;
}

/** Uploads raw bytes as an asset with an API key; answers the asset id. */
export async function uploadAsset(t: TestService, key: string, bytes: Buffer): Promise<string> {
  const res = await t.fetch('/api/v1/assets', {
    method: 'POST',
    body: bytes,
    token: key,
    headers: { 'content-type': 'application/octet-stream' },
  });
  const body = (await res.json()) as any;
  if (res.status !== 201) throw new Error(`upload ${res.status}: ${JSON.stringify(body)}`);
  return body.data.assetId;
}
