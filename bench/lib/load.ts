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
 * own process so the load generator does not share the server's event loop.
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
      };
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
