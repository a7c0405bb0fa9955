import autocannon from 'autocannon';

/** Throughput and latency of one load run. */
export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
}

/** Runs autocannon against a loopback URL for `seconds` with `connections` clients. */
export async function load(opts: {
  url: string;
  connections: number;
  seconds: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}): Promise<LoadResult> {
  if (!/^http:\/\/127\.0\.0\.1:/.test(opts.url)) throw new Error('load targets loopback only');
  const r = await autocannon({
    url: opts.url,
    connections: opts.connections,
    duration: opts.seconds,
    method: opts.method ?? 'POST',
    headers: opts.headers,
    body: opts.body,
  });
  return {
    requestsPerSecond: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    total: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
  };
}
