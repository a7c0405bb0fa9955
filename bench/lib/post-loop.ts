/**
 * A plain HTTP client in its own process: POSTs one JSON body to a URL with up to 16
 * requests in flight for a number of seconds, at most `rate` per second when given, then
 * prints `{"sent": n}`. The webhook benchmark runs it beside the submit load to show what
 * the same deliveries cost when they only share the CPU.
 * Usage: node bench/lib/post-loop.ts <url> <seconds> [rate]
 */
import http from 'node:http';

const [url, secondsText, rateText] = process.argv.slice(2);
const start = Date.now();
const end = start + Number(secondsText) * 1000;
const rate = rateText ? Number(rateText) : Infinity;
const agent = new http.Agent({ keepAlive: true });
const body = JSON.stringify({
  id: 'whev_reference',
  type: 'task.completed',
  createdAt: new Date().toISOString(),
  data: { taskId: 'task_reference', taskType: 'TEXT_TO_SPEECH', status: 'COMPLETED', output: { assetIds: ['asset_reference'] } },
});
let sent = 0;

const post = () =>
  new Promise<void>((resolve, reject) => {
    const req = http.request(
      url,
      { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        res.resume();
        // A receiver that refuses the posts would make this reference measure errors: fail instead.
        if ((res.statusCode ?? 0) >= 300) return reject(new Error(`POST ${url} answered ${res.statusCode}`));
        res.on('end', () => resolve());
      },
    );
    req.on('error', reject);
    req.end(body);
  });

await Promise.all(
  Array.from({ length: 16 }, async () => {
    while (Date.now() < end) {
      // Paced: never ahead of `rate` requests per second since the start.
      const ahead = (sent + 1) / rate - (Date.now() - start) / 1000;
      if (ahead > 0) await new Promise((r) => setTimeout(r, ahead * 1000));
      await post();
      sent++;
    }
  }),
);
agent.destroy();
process.stdout.write(JSON.stringify({ sent }) + '\n');
