import type { TestService } from './service.ts';

/** A call of a batch route: status, parsed body and headers. */
export async function batchCall(
  t: TestService,
  path: string,
  opts: { token?: string; json?: unknown; method?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: any; headers: Headers }> {
  const res = await t.fetch(`/api/v1/batches${path}`, {
    method: opts.method ?? (opts.json === undefined ? 'GET' : 'POST'),
    token: opts.token,
    json: opts.json,
    headers: opts.headers,
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON (a zip)
  }
  return { status: res.status, body, headers: res.headers };
}

/** `n` generate-tts items; `text(i)` is the text of row i + 1. */
export function ttsItems(n: number, text: (i: number) => string, voiceId = 'alpha-cherry') {
  return Array.from({ length: n }, (_, i) => ({ tool: 'generate-tts', input: { text: text(i), voiceId } }));
}

/** Polls a batch until `done(batch)` holds. */
export async function waitForBatch(t: TestService, id: string, token: string, done: (b: any) => boolean, timeoutMs = 60_000): Promise<any> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const r = await batchCall(t, `/${id}`, { token });
    if (r.status !== 200) throw new Error(`get batch: ${r.status} ${JSON.stringify(r.body)}`);
    if (done(r.body.data)) return r.body.data;
    if (Date.now() > deadline) throw new Error(`batch ${id} never reached the expected state: ${JSON.stringify(r.body.data)}`);
    await new Promise((r2) => setTimeout(r2, 100));
  }
}

/** The workspace's running totals as stored. */
export function accountRow(t: TestService): { balance: number; held: number; reserved: number } {
  return t.service.internals.db.prepare('SELECT balance, held, reserved FROM account').get() as never;
}
