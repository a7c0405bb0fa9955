// GET /api/v1/events: the studio's Server-Sent Events stream of task changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../helpers/service.ts';
import { readEvents } from '../helpers/events.ts';

let svc: TestService;

beforeAll(async () => {
  svc = await startTestService({ secretStore: 'file' });
});
afterAll(() => svc?.dispose());

describe('GET /api/v1/events', () => {
  it('needs the session token in the Authorization header', async () => {
    expect((await svc.fetch('/api/v1/events', { token: null })).status).toBe(401);
    const key = await svc.createKey('events');
    expect((await svc.fetch('/api/v1/events', { token: key })).status).toBe(403);
    // A token in the query string is not a credential.
    expect((await svc.fetch(`/api/v1/events?token=${svc.session}`, { token: null })).status).toBe(401);
  });

  it('streams every change of a task, from PENDING to COMPLETED', async () => {
    const res = await svc.fetch('/api/v1/events');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const key = await svc.createKey('events tts');
    const collected = readEvents(res, (ev) => ev.some((e) => e.event === 'task' && e.data.status === 'COMPLETED'));
    const ack = await svc.tool('generate-tts', { text: 'Events, please.', voiceId: 'alpha-cherry' }, key);
    expect(ack.status).toBe(200);
    const events = await collected;
    expect(events[0]).toMatchObject({ event: 'ready', data: { taskEvents: true } });
    const statuses = events.filter((e) => e.event === 'task' && e.data.taskId === ack.body.data.taskId).map((e) => e.data.status);
    expect(statuses).toContain('COMPLETED');
    expect(statuses.at(-1)).toBe('COMPLETED');
  });
});
