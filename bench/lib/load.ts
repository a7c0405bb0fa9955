import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';

/** Throughput and latency of one load run. */
export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
}

const AUTOCANNON = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/**
 * Runs autocannon against a loopback URL for `seconds` with `connections` clients, in its
 * own process so the load generator does not share the server's event loop. A run with any
 * non-2xx answer or client error rejects: its figures would measure errors, not the path.
 */
export function load(opts: {
  url: string;
  connections: number;
  seconds: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}): Promise<LoadResult> {
  if (!/^http:\/\/127\.0\.0\.1:/.test(opts.url)) throw new Error('load targets loopback only');
  // The HTTP edge answers 415 to a typed request without a body: a bench mistake, not a measurement.
  if (opts.body === undefined && Object.keys(opts.headers ?? {}).some((k) => k.toLowerCase() === 'content-type')) {
    throw new Error('load: a Content-Type without a body');
  }
  const args = [AUTOCANNON, '--json', '-c', String(opts.connections), '-d', String(opts.seconds), '-m', opts.method ?? 'POST'];
  for (const [k, v] of Object.entries(opts.headers ?? {})) args.push('-H', `${k}=${v}`);
  if (opts.body !== undefined) args.push('-b', opts.body);
  args.push(opts.url);
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { maxBuffer: 64 * 1024 * 1024, timeout: (opts.seconds + 60) * 1000 }, (err, stdout) => {
      if (err) return reject(err);
      const r = JSON.parse(stdout) as {
        requests: { average: number; total: number };
        latency: { p50: number; p99: number };
        non2xx: number;
        errors: number;
        statusCodeStats?: Record<string, { count: number }>;
      };
      if (r.non2xx > 0 || r.errors > 0 || r.requests.total === 0) {
        const what = `${opts.method ?? 'POST'} ${opts.url.split('?')[0]}`;
        const statuses = Object.entries(r.statusCodeStats ?? {}).map(([code, { count }]) => `${count} × ${code}`);
        return reject(
          new Error(`${what}: ${r.non2xx} non-2xx answers and ${r.errors} errors in ${r.requests.total} requests (${statuses.join(', ')})`),
        );
      }
      resolve({
        requestsPerSecond: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        total: r.requests.total,
        non2xx: r.non2xx,
        errors: r.errors,
      });
    });
  });
}
