/**
 * The client side of bench/batch-submit.ts, in its own process so building and sending the
 * bodies does not share the service's event loop. Prints one JSON line.
 * node bench/lib/batch-client.ts <url> <key> batch|single <items> [concurrency]
 */
import { performance } from 'node:perf_hooks';

const [url, key, mode, countText, concurrencyText] = process.argv.slice(2);
const n = Number(countText);
const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
const input = (i: number) => ({ text: `Line ${i + 1} of the benchmark, spoken once.`, voiceId: 'alpha-cherry' });

if (mode === 'batch') {
  const body = JSON.stringify({
    items: Array.from({ length: n }, (_, i) => ({ tool: 'generate-tts', input: input(i), fileName: `line-${i + 1}` })),
  });
  const t0 = performance.now();
  const res = await fetch(`${url}/api/v1/batches`, { method: 'POST', headers, body });
  const answer = (await res.json()) as { data: { batchId: string } };
  const ackMs = performance.now() - t0;
  if (res.status !== 202) throw new Error(`batch: ${res.status} ${JSON.stringify(answer)}`);
  console.log(JSON.stringify({ ackMs, batchId: answer.data.batchId, bytes: body.length }));
} else {
  const concurrency = Number(concurrencyText ?? 16);
  let next = 0;
  const latencies: number[] = [];
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < n) {
        const body = JSON.stringify(input(next++));
        const s = performance.now();
        const res = await fetch(`${url}/api/v1/tools/generate-tts/execute`, { method: 'POST', headers, body });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`generate-tts: ${res.status}`);
        latencies.push(performance.now() - s);
      }
    }),
  );
  const ackMs = performance.now() - t0;
  latencies.sort((a, b) => a - b);
  console.log(JSON.stringify({ ackMs, p99: latencies[Math.floor(latencies.length * 0.99)] }));
}
