import type { TestService } from '../helpers/service.ts';

/** Puts a provider on the live engine against a fake (PUT settings, as the studio does). */
export async function goLive(
  t: TestService,
  provider: 'alpha' | 'beta' | 'video',
  baseUrl: string,
  apiKey: string,
  extra: Record<string, unknown> = {},
): Promise<any> {
  const res = await t.fetch(`/api/v1/settings/providers/${provider}`, {
    method: 'PUT',
    json: { engine: 'live', baseUrl, apiKey, ...extra },
  });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`PUT settings ${provider}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/** The task row as stored, for checks the API does not show. */
export function taskRow(t: TestService, taskId: string): any {
  return t.service.internals.db.prepare('SELECT * FROM tasks WHERE id = ?').get(taskId);
}

/** Submits a tool call and waits for its task to end. */
export async function runTool(t: TestService, key: string, tool: string, body: unknown): Promise<any> {
  const r = await t.tool(tool, body, key);
  if (r.status !== 200) throw new Error(`${tool}: ${r.status} ${JSON.stringify(r.body)}`);
  return t.waitDone(r.body.data.taskId, key);
}

/** Downloads an asset's bytes through its signed URL. */
export async function assetBytes(t: TestService, key: string, assetId: string): Promise<{ meta: any; bytes: Buffer }> {
  const meta = (await t.tool('get-asset', { assetId }, key)).body.data;
  return { meta, bytes: Buffer.from(await (await fetch(meta.url)).arrayBuffer()) };
}
