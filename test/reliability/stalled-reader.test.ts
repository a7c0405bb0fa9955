/**
 * A caller that stops reading a streamed answer, on a real socket: its bytes pile up (the
 * kernel's buffers, then the service's), and once they have waited unread longer than the
 * limit (2 s here, 5 min by default) the service closes the connection, stops what produced
 * them (the narration's ffmpeg encoder) and logs why; the task itself completes. A caller that
 * pauses for less than the limit gets every byte.
 */
import { request, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../helpers/service.ts';
import { readLogs } from '../helpers/logs.ts';
import { until } from '../helpers/child-tasks.ts';
import { assetsOf, ffmpegChildren, sentences } from '../compat/compat-helpers.ts';
import { startHealthProbe, type HealthProbe } from '../helpers/health-probe.ts';
import { recordFaultRow, recordReliability } from '../helpers/reliability-report.ts';
import { configFromArgs } from '../../src-service/config/service-config.ts';

const LIMIT_SECONDS = 2;
const CUT = 'the caller stopped reading the answer';

let t: TestService;
let key: string;
let probe: HealthProbe;
const figures: { cutAfterMs: number[]; encodersLeft?: number; pauseBytes?: number; downloadBytes?: string } = { cutAfterMs: [] };

beforeAll(async () => {
  t = await startTestService({ stalledReaderSeconds: LIMIT_SECONDS, sandboxSlowMs: 1_000 });
  key = await t.createKey('stalled reader');
  probe = startHealthProbe(() => t.url);
});
afterAll(async () => {
  const health = await probe?.stop();
  await t?.dispose();
  if (!health || figures.cutAfterMs.length < 2) return;
  const cut = figures.cutAfterMs.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(' and ');
  recordReliability(
    'stalled-reader',
    `## A caller that stops reading (\`test/reliability/stalled-reader.test.ts\`)

An in-process service with the limit at ${LIMIT_SECONDS} s (5 min by default), on real loopback sockets.

| Figure | Value |
|---|---|
| Speech stream (10,000 characters as MP3 192 kb/s, about 14 MB) and a 29 MB WAV download, left unread | cut ${cut} after the reader stopped |
| ffmpeg encoders left after the cut | ${figures.encodersLeft} |
| Pauses of ${LIMIT_SECONDS / 2} s while backed up, then read to the end | ${figures.pauseBytes} bytes, every one (the stored narration's samples) |
| Download left unread | ${figures.downloadBytes} |
| Health answers (misses) | ${health.samples} (${health.misses}) |
| Slowest health answer | ${health.maxMs} ms |
`,
  );
  recordFaultRow('stalled-reader', {
    fault: 'a caller that stops reading a streamed answer (speech sent as it is made, a download)',
    userSees: `the connection closes once the bytes have waited unread for the limit (5 min; ${LIMIT_SECONDS} s in the test); the task completes and its audio is in the library`,
    testChecks: `cut ${cut} after the reader stopped; the ffmpeg encoder stopped; the task COMPLETED; a shorter pause lost no byte`,
    slowestHealthMs: health.maxMs,
    maxEventLoopDelayMs: health.maxEventLoopDelayMs,
  });
});

/**
 * Starts a request on a connection of its own and answers its response with the body not yet
 * read (paused). Not a kept-alive one: a connection that has just carried a fast read has had
 * its receive buffer grown by the kernel (up to tcp_rmem's maximum, 32 MB here), which could
 * take a whole answer without the service ever waiting on the reader.
 */
function open(method: string, path: string, headers: Record<string, string>, body?: string): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = request(`${t.url}${path}`, { method, headers, agent: false }, (res) => {
      res.pause();
      resolve(res);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Reads the rest of a response: its bytes, and whether it ended whole or was cut. */
function drain(res: IncomingMessage): Promise<{ bytes: number; cut: boolean }> {
  return new Promise((resolve) => {
    let bytes = 0;
    res.on('data', (c: Buffer) => (bytes += c.length));
    res.on('end', () => resolve({ bytes, cut: !res.complete }));
    res.on('error', () => resolve({ bytes, cut: true }));
    res.on('aborted', () => resolve({ bytes, cut: true }));
    res.resume();
  });
}

const cutsLogged = () =>
  readLogs(t.dataDir)
    .split('\n')
    .filter((l) => l.includes(CUT)).length;
const speak = (text: string, format: string) =>
  open(
    'POST',
    `/v1/text-to-speech/alpha-kai/stream?output_format=${format}`,
    { 'xi-api-key': key, 'content-type': 'application/json' },
    JSON.stringify({ text }),
  );

describe('a caller that stops reading a streamed answer', () => {
  it('speech sent as it is made: the connection is closed after the limit, the encoder stops, the task completes', async () => {
    // About 10 minutes of speech: 14 MB of MP3, far more than the socket buffers hold.
    const res = await speak(sentences(10_000), 'mp3_44100_192');
    expect(res.statusCode).toBe(200);
    const taskId = res.headers['request-id'] as string;
    const before = cutsLogged();
    const stoppedAt = Date.now();
    await until(() => cutsLogged() > before, 60_000, 'the service to close the stalled connection', 50);
    figures.cutAfterMs.push(Date.now() - stoppedAt);
    await until(() => ffmpegChildren() === 0, 10_000, 'the encoder to stop');
    figures.encodersLeft = ffmpegChildren();
    const rest = await drain(res);
    expect(rest.cut, 'the answer was cut, not completed').toBe(true);
    expect((await t.waitDone(taskId, key, 120)).status).toBe('COMPLETED');
  }, 120_000);

  it('a pause shorter than the limit loses nothing; a download left unread longer is closed', async () => {
    const res = await speak(sentences(10_000), 'pcm_24000');
    const taskId = res.headers['request-id'] as string;
    const before = cutsLogged();
    // Paused for half the limit, twice, while the answer is backed up; then read to the end.
    let bytes = 0;
    res.on('data', (c: Buffer) => (bytes += c.length));
    for (let i = 0; i < 2; i++) {
      res.resume();
      await new Promise((r) => setTimeout(r, 200));
      res.pause();
      await new Promise((r) => setTimeout(r, (LIMIT_SECONDS * 1000) / 2));
    }
    const rest = await drain(res);
    expect(rest.cut).toBe(false);
    expect((await t.waitDone(taskId, key, 120)).status).toBe('COMPLETED');
    const asset = (await assetsOf(t, key)).find((a) => a.taskId === taskId);
    expect(bytes, 'every byte, counted from the first').toBe(asset.bytes - 44); // the stored WAV's samples
    expect(cutsLogged()).toBe(before);
    figures.pauseBytes = bytes;

    // The same narration as a file download (about 29 MB), left unread: closed after the limit.
    const download = await open('GET', new URL(asset.url).pathname + new URL(asset.url).search, {});
    expect(download.statusCode).toBe(200);
    const stoppedAt = Date.now();
    await until(() => cutsLogged() > before, 60_000, 'the service to close the stalled download', 50);
    figures.cutAfterMs.push(Date.now() - stoppedAt);
    const got = await drain(download);
    expect(got.cut).toBe(true);
    expect(got.bytes).toBeLessThan(asset.bytes);
    figures.downloadBytes = `${got.bytes.toLocaleString('en')} of ${asset.bytes.toLocaleString('en')} bytes sent, then closed`;
  }, 120_000);

  it('the limit is read from TIMBRE_STALLED_READER_SECONDS, a whole number of seconds', () => {
    expect(configFromArgs([], { TIMBRE_DATA_DIR: '/tmp/x', TIMBRE_STALLED_READER_SECONDS: '90' }).stalledReaderSeconds).toBe(90);
    expect(configFromArgs([], { TIMBRE_DATA_DIR: '/tmp/x' }).stalledReaderSeconds).toBeUndefined();
    expect(() => configFromArgs([], { TIMBRE_DATA_DIR: '/tmp/x', TIMBRE_STALLED_READER_SECONDS: '0' })).toThrow(
      /TIMBRE_STALLED_READER_SECONDS must be a whole number of seconds, 1 or more/,
    );
  }, 120_000);
});
