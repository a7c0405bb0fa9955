import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/service.ts';
import { makeMedia } from '../helpers/media.ts';
import { api, killHard, spawnService, type ChildService } from '../helpers/child-service.ts';
import { startVideoFake, type VideoFake } from '../fakes/video-fake.ts';

const KEY = 'xai-restart-9f8e7d6c5b4a';
const children: ChildService[] = [];
let video: VideoFake;

beforeAll(async () => {
  video = await startVideoFake({
    key: KEY,
    mp4: makeMedia(['-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=24:duration=4', '-c:v', 'libx264', '-pix_fmt', 'yuv420p'], 'mp4'),
  });
});
afterAll(async () => {
  for (const c of children) if (c.proc.exitCode === null) c.proc.kill('SIGKILL');
  await video?.close();
});

const until = async (what: string, check: () => boolean | Promise<boolean>) => {
  for (let i = 0; i < 400; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
};

// Each test starts the real service twice as a child process; on a loaded two-core machine a
// start alone has taken over 20 s, so the test gets room (nothing here waits on a timer).
describe('live video across a crash', { timeout: 120_000 }, () => {
  it('SIGKILL during polling: the restarted service resumes polling the same job, creates no second one, and completes', async () => {
    const dataDir = tempDir();
    const first = await spawnService(dataDir);
    children.push(first);
    const put = await fetch(`${first.url}/api/v1/settings/providers/video`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${first.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ engine: 'live', baseUrl: video.base, apiKey: KEY, pollIntervalMs: 50 }),
    });
    expect(put.status).toBe(200);
    const key = (await api(first.url, first.token, '/api/v1/api-keys', { label: 'crash' })).body.key as string;

    video.hold = true;
    const sub = await api(first.url, key, '/api/v1/tools/generate-video-from-text/execute', {
      prompt: 'Survive a crash.',
      durationSeconds: 4,
    });
    expect(sub.status).toBe(200);
    const taskId = sub.body.data.taskId as string;
    await until('polls before the crash', () => video.jobs.size === 1 && [...video.jobs.values()][0].polls >= 3);
    const jobId = [...video.jobs.keys()][0];
    await killHard(first);
    const pollsBefore = video.jobs.get(jobId)!.polls;

    const second = await spawnService(dataDir);
    children.push(second);
    await until('polls after the restart', () => video.jobs.get(jobId)!.polls > pollsBefore + 1);
    video.hold = false;
    const done = await api(second.url, key, '/api/v1/tools/wait-for-task/execute', { taskId, timeoutSeconds: 30 });
    expect(done.body.data.status).toBe('COMPLETED');
    expect(video.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    const gets = video.requests.filter((r) => r.method === 'GET' && r.path.startsWith('/v1/videos/'));
    expect(new Set(gets.map((r) => r.path))).toEqual(new Set([`/v1/videos/${jobId}`]));
    const credits = (await api(second.url, key, '/api/v1/credits')).body.data;
    expect(credits.held).toBe(0);
    second.proc.kill('SIGTERM');
  });
});
