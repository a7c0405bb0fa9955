/**
 * The JSON calls benchmarks make to set a service up (keys, grants, tools). A call that is not
 * answered as expected throws, so a bench fails loudly instead of measuring errors. A
 * Content-Type goes only with a body: the HTTP edge answers 415 to a typed request without one.
 */
export async function call<T = any>(
  url: string,
  opts: { method?: string; token?: string; body?: unknown; expect?: number } = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const method = opts.method ?? (opts.body === undefined ? 'GET' : 'POST');
  const res = await fetch(url, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
  const text = await res.text();
  if (opts.expect === undefined ? !res.ok : res.status !== opts.expect) {
    throw new Error(
      `${method} ${url.split('?')[0]} answered ${res.status}${opts.expect ? ` (expected ${opts.expect})` : ''}: ${text.slice(0, 500)}`,
    );
  }
  return (text ? JSON.parse(text) : undefined) as T;
}
