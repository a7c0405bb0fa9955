import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/service.ts';
import { api, killHard, spawnService, type ChildService } from '../helpers/child-service.ts';

const children: ChildService[] = [];
afterAll(() => {
  for (const c of children) if (c.proc.exitCode === null) c.proc.kill('SIGKILL');
});

// Each test starts the real service twice as a child process; on a loaded two-core machine a
// start alone has taken over 20 s, so the test gets room (nothing here waits on a timer).
describe('crash recovery', { timeout: 120_000 }, () => {
  it('kill -9 during a sandbox:slow task: after a restart the task ends and the ledger balances', async () => {
    const dataDir = tempDir();
    const first = await spawnService(dataDir, { TIMBRE_SANDBOX_SLOW_MS: '4000' });
    children.push(first);
    const created = await api(first.url, first.token, '/api/v1/api-keys', { label: 'crash test' });
    const key = created.body.key as string;
    const sub = await api(first.url, key, '/api/v1/tools/generate-tts/execute', {
      text: 'sandbox:slow Survive a crash.',
      voiceId: 'alpha-ethan',
    });
    expect(sub.status).toBe(200);
    const taskId = sub.body.data.taskId as string;
    for (let i = 0; ; i++) {
      const s = await api(first.url, key, '/api/v1/tools/get-task-status/execute', { taskId });
      if (s.body.data.status === 'PROCESSING') break;
      if (i > 100) throw new Error('never PROCESSING');
      await new Promise((r) => setTimeout(r, 50));
    }
    expect((await api(first.url, key, '/api/v1/credits')).body.data.held).toBe(15);
    await killHard(first);

    const second = await spawnService(dataDir, { TIMBRE_SANDBOX_SLOW_MS: '500' });
    children.push(second);
    const done = await api(second.url, key, '/api/v1/tools/wait-for-task/execute', { taskId, timeoutSeconds: 60 });
    expect(['COMPLETED', 'FAILED']).toContain(done.body.data.status);
    const credits = (await api(second.url, key, '/api/v1/credits')).body.data;
    expect(credits.held).toBe(0);
    expect(credits.balance).toBe(10_000 - done.body.data.chargedCredits);
    expect(done.body.data.chargedCredits + done.body.data.refundedCredits).toBe(15);
    if (done.body.data.status === 'COMPLETED') {
      // The asset exists as a file with its row.
      const assetId = done.body.data.output.assetIds[0];
      expect(existsSync(join(dataDir, 'assets', assetId))).toBe(true);
    }

    // A clean stop (SIGTERM) removes the discovery file and exits 0.
    const exited = new Promise<number | null>((r) => second.proc.once('exit', (code) => r(code)));
    second.proc.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(existsSync(join(dataDir, 'service.json'))).toBe(false);
  });

  it("kill -9 while a video renders: the render's scratch files are gone after the restart, and the task ends refunded or charged once", async () => {
    const dataDir = tempDir();
    const first = await spawnService(dataDir);
    children.push(first);
    const key = (await api(first.url, first.token, '/api/v1/api-keys', { label: 'video crash' })).body.key as string;
    const sub = await api(first.url, key, '/api/v1/tools/generate-video-from-text/execute', {
      prompt: 'a lighthouse at dusk',
      durationSeconds: 15,
      resolution: '720p',
    });
    expect(sub.status).toBe(200);
    const taskId = sub.body.data.taskId as string;
    const scratch = join(dataDir, 'assets', '.tmp');
    // Killed once ffmpeg is writing frames, with the render's work folder in place.
    for (let i = 0; ; i++) {
      const s = await api(first.url, key, '/api/v1/tools/get-task-status/execute', { taskId });
      if ((s.body.data.progress ?? 0) > 0 && readdirSync(scratch).some((f) => f.startsWith('video-work-'))) break;
      if (s.body.data.status !== 'PENDING' && s.body.data.status !== 'PROCESSING')
        throw new Error(`ended before the kill: ${s.body.data.status}`);
      if (i > 400) throw new Error('the render never started');
      await new Promise((r) => setTimeout(r, 25));
    }
    await killHard(first);
    const left = readdirSync(scratch);
    expect(left.some((f) => f.startsWith('video-work-'))).toBe(true);

    const second = await spawnService(dataDir);
    children.push(second);
    // The recovered task may already be rendering again, in a fresh folder.
    expect(readdirSync(scratch).filter((f) => left.includes(f))).toEqual([]);
    const done = (await api(second.url, key, '/api/v1/tools/wait-for-task/execute', { taskId, timeoutSeconds: 120 })).body.data;
    expect(['COMPLETED', 'FAILED']).toContain(done.status);
    expect(done.chargedCredits + done.refundedCredits).toBe(done.estimatedCredits);
    const credits = (await api(second.url, key, '/api/v1/credits')).body.data;
    expect(credits).toMatchObject({ held: 0, balance: 10_000 - done.chargedCredits });
    // Nothing of the render is left behind once the task has ended.
    expect(readdirSync(scratch)).toEqual([]);
    second.proc.kill('SIGTERM');
  });
});
