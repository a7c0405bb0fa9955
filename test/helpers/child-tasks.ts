/** Reading a child service's tasks, credits and assets over its API, for the fault families. */
import { expect } from 'vitest';
import { api, type ChildService } from './child-service.ts';

/** Polls `check` until it answers something truthy (the state is only visible through the API). */
export async function until<T>(check: () => Promise<T> | T, timeoutMs: number, what: string, everyMs = 250): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await check();
    if (v) return v as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

export const tasksIn = async (c: ChildService, status: string): Promise<any[]> =>
  (await api(c.url, c.token, `/api/v1/tasks?status=${status}&limit=500`)).body.data.tasks;
/** Tasks PENDING or PROCESSING. */
export const unfinished = async (c: ChildService): Promise<number> =>
  (await tasksIn(c, 'PENDING')).length + (await tasksIn(c, 'PROCESSING')).length;
export const credits = async (c: ChildService) =>
  (await api(c.url, c.token, '/api/v1/credits')).body.data as { balance: number; held: number };
export const assetCount = async (c: ChildService) =>
  (await api(c.url, c.token, '/api/v1/assets?limit=500')).body.data.assets.length as number;

/** A 507 `storage_full` in the contract shape whose message names the data folder. */
export function expectStorageFull(res: { status: number; body: any }, dataDir: string): void {
  expect(res.status, JSON.stringify(res.body)).toBe(507);
  expect(res.body.error.code).toBe('storage_full');
  expect(res.body.error.message).toContain(dataDir);
}
