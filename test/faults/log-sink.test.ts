/**
 * The service log on a real disk: rotation at the size cap with a few old files kept (by
 * pino-roll), and a full disk (a real tmpfs) that never makes a write throw or block: failed
 * writes are counted, kept lines are written once space returns.
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openLogSink, type LogSink } from '../../src-service/logging/log-sink.ts';
import { tempDir } from '../helpers/service.ts';
import { readLogs } from '../helpers/logs.ts';
import { fillDisk, mountTmpfs, tmpfsUnavailable, type Tmpfs } from '../helpers/tmpfs.ts';

const cannotMount = tmpfsUnavailable();
if (cannotMount) console.warn(`log-sink test on a full tmpfs skipped: ${cannotMount}`);

const disks: Tmpfs[] = [];
const sinks: LogSink[] = [];
afterAll(async () => {
  for (const s of sinks) await s.close();
  for (const d of disks) d.unmount();
});

/** Resolves once the sink reports `test` true, checking after each turn of the event loop's I/O. */
async function until(sink: LogSink, test: (s: ReturnType<LogSink['stats']>) => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!test(sink.stats())) {
    if (Date.now() > deadline) throw new Error(`log sink never reached the state; now ${JSON.stringify(sink.stats())}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const line = (i: number, pad = 200) => `${JSON.stringify({ level: 30, i, msg: 'x'.repeat(pad) })}\n`;

describe('the log sink', () => {
  it('rotates at the size cap and keeps only the newest few files', async () => {
    const dir = join(tempDir('timbre-logs-'), 'logs');
    const sink = await openLogSink(dir, { fileBytes: 8 * 1024, keep: 2 });
    sinks.push(sink);
    // As a running service logs: a few lines at a time, each batch on disk before the next.
    for (let i = 0; i < 400; i++) {
      sink.stream.write(line(i));
      if (i % 10 === 9) await until(sink, () => readLogs(dirname(dir)).includes(`"i":${i},`));
    }
    await until(sink, () => readdirSync(dir).length <= 3);
    const files = readdirSync(dir).sort();
    expect(Number(/(\d+)\.log$/.exec(sink.stats().file)![1])).toBeGreaterThan(5); // 92 KB in 8 KB files
    expect(files.length).toBeLessThanOrEqual(3); // the current one and 2 kept
    for (const f of files) expect(f).toMatch(/^timbre\.\d+\.log$/);
    expect(sink.stats()).toMatchObject({ writeFailures: 0, droppedLines: 0, failing: false });
  });

  it.skipIf(!!cannotMount)(
    'on a full disk: writes never throw, failures are counted, kept lines are written when space returns',
    async () => {
      const disk = mountTmpfs('1m');
      disks.push(disk);
      const sink = await openLogSink(join(disk.dir, 'logs'));
      sinks.push(sink);
      sink.stream.write(line(0, 10));
      await until(sink, () => readFileSync(sink.stats().file, 'utf8').length > 0);
      await fillDisk(join(disk.dir, 'filler'));
      for (let i = 1; i <= 200; i++) expect(() => sink.stream.write(line(i))).not.toThrow();
      await until(sink, (s) => s.failing && s.writeFailures > 0);
      expect(sink.stats().lastError).toMatchObject({ code: 'ENOSPC' });

      rmSync(join(disk.dir, 'filler'));
      sink.retry(); // what the service does when its monitor sees space return
      await until(sink, (s) => !s.failing);
      await until(sink, () => readFileSync(sink.stats().file, 'utf8').includes('"i":200'));
      const written = readFileSync(sink.stats().file, 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l).i as number);
      expect(written).toEqual(Array.from({ length: 201 }, (_, i) => i)); // every line, once, in order
      expect(sink.stats().droppedLines).toBe(0);
    },
  );

  it.skipIf(!!cannotMount)('a disk full for long: past the buffer, lines are dropped and counted, never queued without end', async () => {
    const disk = mountTmpfs('1m');
    disks.push(disk);
    const sink = await openLogSink(join(disk.dir, 'logs'), { bufferBytes: 16 * 1024 });
    sinks.push(sink);
    await fillDisk(join(disk.dir, 'filler'));
    for (let i = 0; i < 500; i++) sink.stream.write(line(i));
    await until(sink, (s) => s.droppedLines > 0 && s.writeFailures > 0);
    expect(sink.stats().droppedLines).toBeGreaterThan(400); // 500 lines of ~230 bytes into 16 KB
  });
});
