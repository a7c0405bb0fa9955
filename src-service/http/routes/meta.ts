import { Type } from '@sinclair/typebox';
import { HealthView } from '../../contract/health.ts';
import { Ref } from '../../contract/schema-helpers.ts';
import { openApiDocument } from '../openapi.ts';
import type { HttpContext } from '../http-context.ts';
import { defineRoute, type RouteDef } from '../route-table.ts';

/** Health and the OpenAPI document: no credential needed, nothing secret in either. */
export function metaRoutes(ctx: HttpContext): RouteDef[] {
  return [
    defineRoute({
      method: 'GET',
      url: '/api/v1/health',
      auth: 'none',
      operationId: 'getHealth',
      summary: 'Service status',
      description:
        'Version, the engine of each provider, where secrets are kept, ffmpeg, free space, logging, backups and event-loop delay.',
      tags: ['meta'],
      answers: { 200: { description: 'The service is up.', schema: Ref(HealthView) } },
      // Written with JSON.stringify, not the schema's writer: health is the first thing a
      // launcher or monitor asks, and its schema's unions make fast-json-stringify compile Ajv
      // validators on that first answer (about 130 ms, a fifth of the start). The view is built
      // field by field (health-view.ts), so it holds what the schema lists and nothing else
      // (test/service/health-shape.test.ts checks it against the schema).
      handler: async (_req, reply) =>
        reply
          .type('application/json; charset=utf-8')
          .serializer(JSON.stringify)
          .send({ status: 'ok', ...ctx.health() }),
    }),
    defineRoute({
      method: 'GET',
      url: '/api/v1/openapi.json',
      auth: 'none',
      operationId: 'getOpenApi',
      summary: 'This document',
      description: 'The OpenAPI 3.1 document of the API, made from the same declarations the routes and tools run on.',
      tags: ['meta'],
      answers: {
        200: {
          description: 'An OpenAPI 3.1 document.',
          schema: Type.Object({ openapi: Type.String({ examples: ['3.1.0'] }) }, { additionalProperties: true }),
        },
      },
      handler: async (req, reply) => openApiDocument(reply.server, req.headers.host),
    }),
  ];
}
