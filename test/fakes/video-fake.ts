import { randomBytes } from 'node:crypto';
import { sendJson, startFakeServer, type FakeServer } from './fake-server.ts';

/** How a job ends: `failed` rejects the request, `internal` is the provider's own failure. */
type JobOutcome = 'done' | 'moderation' | 'failed' | 'internal';

/** A job as the fake keeps it. */
interface FakeJob {
  id: string;
  body: any;
  polls: number;
  outcome: JobOutcome;
}

/** The fake video API: async jobs created, polled and downloaded. */
export interface VideoFake extends FakeServer {
  /** Base URL as configured in settings (`{url}/v1`). */
  base: string;
  jobs: Map<string, FakeJob>;
  /** Polls a job answers `pending` before it ends (default 2). */
  pendingPolls: number;
  /** While true, every job stays pending (a slow job); set false to let them finish. */
  hold: boolean;
  /** Outcomes for the next created jobs, in order; then `done`. */
  outcomes: JobOutcome[];
  /** When set, the model ids the upstream knows; any other is refused as the upstream's own 400. */
  models: string[] | null;
}

/** Starts a fake speaking the video wire protocol; finished jobs link to `mp4` on this server. */
export async function startVideoFake(options: { key: string; mp4: Buffer }): Promise<VideoFake> {
  const jobs = new Map<string, FakeJob>();
  let fake: VideoFake;
  const server = await startFakeServer((req, res) => {
    if (req.method === 'GET' && req.path.startsWith('/files/')) {
      res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': String(options.mp4.length) });
      return void res.end(options.mp4);
    }
    if (req.headers.authorization !== `Bearer ${options.key}`) {
      return sendJson(res, 401, {
        code: 'unauthenticated',
        error: `Incorrect API key provided: ${String(req.headers.authorization ?? '').slice(7)}`,
      });
    }
    if (req.method === 'POST') {
      if (!/^application\/json/.test(String(req.headers['content-type'])))
        return sendJson(res, 415, { code: 'unsupported_media_type', error: 'Content-Type must be application/json' });
      const b = req.body ?? {};
      if (req.path !== '/v1/videos/generations' && req.path !== '/v1/videos/extensions')
        return sendJson(res, 404, { code: 'not_found', error: 'no such route' });
      if (typeof b.model !== 'string') return sendJson(res, 422, { code: 'invalid_argument', error: 'model is required' });
      if (fake.models && !fake.models.includes(b.model))
        return sendJson(res, 400, { code: 'invalid_argument', error: `Model not found: ${b.model}` });
      if (req.path === '/v1/videos/extensions' && !/^data:video\//.test(b.video?.url ?? ''))
        return sendJson(res, 400, { code: 'invalid_argument', error: 'video.url is required' });
      const images = [b.image, ...(b.reference_images ?? [])].filter(Boolean);
      if (images.some((i: any) => !/^(data:image\/(png|jpeg|webp);base64,|https:)/.test(i.url ?? ''))) {
        return sendJson(res, 400, { code: 'invalid_argument', error: 'image url must be https or a data URI' });
      }
      const id = randomBytes(8).toString('hex');
      jobs.set(id, { id, body: b, polls: 0, outcome: fake.outcomes.shift() ?? 'done' });
      return sendJson(res, 200, { request_id: id });
    }
    const m = /^\/v1\/videos\/([^/]+)$/.exec(req.path);
    const job = m ? jobs.get(m[1]) : undefined;
    if (!job) return sendJson(res, 404, { code: 'not_found', error: `No video request with id ${m?.[1] ?? ''}` });
    job.polls++;
    if (fake.hold || job.polls <= fake.pendingPolls) {
      return sendJson(res, 202, { status: 'pending', progress: Math.min(95, job.polls * 10) });
    }
    if (job.outcome === 'failed')
      return sendJson(res, 200, { status: 'failed', error: { code: 'invalid_argument', message: 'The image could not be decoded.' } });
    if (job.outcome === 'internal')
      return sendJson(res, 200, { status: 'failed', error: { code: 'internal_error', message: 'The job failed on our side.' } });
    if (job.outcome === 'moderation') {
      return sendJson(res, 200, { status: 'done', progress: 100, video: { url: '', duration: 0, respect_moderation: false } });
    }
    sendJson(res, 200, {
      status: 'done',
      progress: 100,
      video: { url: `${fake.url}/files/${job.id}.mp4`, duration: job.body.duration ?? 6, respect_moderation: true },
      usage: { cost_in_usd_ticks: 5_000_000 },
    });
  });
  fake = Object.assign(server, {
    base: `${server.url}/v1`,
    jobs,
    pendingPolls: 2,
    hold: false,
    outcomes: [] as JobOutcome[],
    models: null,
  });
  return fake;
}
