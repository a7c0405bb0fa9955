import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { TaskRecord } from '../../contract/task.ts';
import type { HttpContext } from '../http-context.ts';
import { defineRoute, type RouteDef } from '../route-table.ts';

/** How often an idle stream gets a comment line, so proxies and clients see it is alive. */
const HEARTBEAT_MS = 15_000;

/**
 * `GET /api/v1/events`: a Server-Sent Events stream of task changes for the studio (session
 * token, in the Authorization header: a token in the query string would end up in logs).
 * Events: `task` (a TaskRecord), `queue` (the TaskQueue, when it is paused or resumed by anyone),
 * `ready` once subscribed, and a heartbeat comment every 15 s.
 */
export function eventRoutes(ctx: HttpContext, opts: { heartbeatMs?: number } = {}): RouteDef[] {
  const stream = async (req: FastifyRequest, reply: FastifyReply) => {
    const events = ctx.taskEvents;
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    let seq = 0;
    const send = (event: string, data: unknown) => {
      if (res.writableEnded || res.destroyed) return;
      res.write(`id: ${++seq}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    res.write('retry: 2000\n\n');
    // Each record goes with who asked and what, in brief, so a listing updates in place without a refetch.
    const unsubscribe = events ? events.onAny((record: TaskRecord) => send('task', ctx.tasks.describe(record))) : () => {};
    const unsubscribeQueue = events ? events.onQueue((queue) => send('queue', queue)) : () => {};
    send('ready', { heartbeatMs: opts.heartbeatMs ?? HEARTBEAT_MS, taskEvents: Boolean(events) });
    const heartbeat = setInterval(() => {
      if (!res.writableEnded && !res.destroyed) res.write(`: heartbeat ${Date.now()}\n\n`);
    }, opts.heartbeatMs ?? HEARTBEAT_MS);
    heartbeat.unref();
    const close = () => {
      clearInterval(heartbeat);
      unsubscribe();
      unsubscribeQueue();
    };
    req.raw.once('close', close);
    res.once('close', close);
  };
  return [
    defineRoute({
      method: 'GET',
      url: '/api/v1/events',
      auth: 'session',
      operationId: 'streamEvents',
      summary: "The studio's event stream",
      description:
        'Server-Sent Events: `ready` once subscribed (`{heartbeatMs, taskEvents}`), then `task` with a TaskRecord at every task change ' +
        '(with `apiKeyId`, `keyLabel` and `brief`: the tool is on the record, the text excerpt and voice in the brief), ' +
        '`queue` with the queue (as GET /api/v1/queue answers) whenever it or a lane is paused or resumed, by the studio or an app, ' +
        'and a comment line every 15 s. ' +
        'The session token goes in the Authorization header (a token in the query string would end up in logs).',
      tags: ['events'],
      answers: {
        200: {
          description: 'The stream; it stays open until the client closes it.',
          content: {
            'text/event-stream': Type.String({ description: 'event: task, data: a TaskRecord as JSON (see the TaskRecord schema).' }),
          },
        },
      },
      handler: stream,
    }),
  ];
}
