import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import type { TSchema } from '@sinclair/typebox';
import { API_COMPONENTS } from './named-schemas.ts';
import { addExamples } from './openapi-examples.ts';
import { sharedErrorName } from './route-responses.ts';
import { API_TAGS } from './api-tags.ts';

/** The security schemes the routes' `auth` maps to (route-responses.ts `securityOf`). */
const SECURITY_SCHEMES = {
  apiKey: {
    type: 'http',
    scheme: 'bearer',
    description: 'An API key (tmb_…) of a local app, created with POST /api/v1/api-keys: `Authorization: Bearer tmb_…`.',
  },
  sessionToken: {
    type: 'http',
    scheme: 'bearer',
    description: 'The session token of the app (in `<dataDir>/session-token`): key management, grants, settings, the event stream.',
  },
  xiApiKey: {
    type: 'apiKey',
    in: 'header',
    name: 'xi-api-key',
    description: "The same API key (tmb_…) in ElevenLabs' header, for the ElevenLabs-compatible routes: `xi-api-key: tmb_…`.",
  },
  signedUrl: {
    type: 'apiKey',
    in: 'query',
    name: 'signature',
    description:
      'A URL signed by get-asset: `signature` (HMAC-SHA256, hex) over the asset id and `expires` (Unix seconds), both in the query. It needs no header, so players and `<audio>` elements can fetch it.',
  },
} as const;

/**
 * Registers @fastify/swagger before the routes, so that it sees each route's schema as it is
 * added. Only tagged routes are documented (every route of the route table has tags; the
 * studio's static files have none). Named schemas (those with an `$id`) are added to Fastify
 * once, so responses refer to them, and they appear under components with their names.
 */
export async function registerOpenApi(app: FastifyInstance, opts: { version: string }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Timbre local API',
        version: opts.version,
        description:
          'Voice and video generation tools of the Timbre desktop studio, on this machine only (loopback). ' +
          'Every error answers `{"error":{"code","message","details"?}}`; the message names the field and the rule.',
        license: { name: 'GPL-3.0-or-later', identifier: 'GPL-3.0-or-later' },
      },
      servers: [{ url: 'http://127.0.0.1:7717', description: 'The service on this machine (the port may differ).' }],
      tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
      components: { securitySchemes: SECURITY_SCHEMES as never },
    },
    hideUntagged: true,
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
    transformObject: (documentObject) => shareErrorAnswers(addExamples((documentObject as { openapiObject: never }).openapiObject)),
  });
  for (const schema of API_COMPONENTS as readonly TSchema[]) app.addSchema(schema);
}

/** The document as served: the one made at start, with the server this request came to. */
export function openApiDocument(app: FastifyInstance, host: string | undefined): Record<string, unknown> {
  const doc = app.swagger() as unknown as Record<string, unknown>;
  return { ...doc, servers: [{ url: `http://${host ?? '127.0.0.1'}`, description: 'This service.' }] };
}

type Response = { description: string; content?: unknown; $ref?: string };
type Doc = {
  components: { responses?: Record<string, Response> };
  paths: Record<string, Record<string, { responses?: Record<string, Response> }>>;
};

/**
 * Each error answer (the same codes, so the same description and example) is written once,
 * under components.responses, and every operation refers to it: the document and the client
 * made from it would otherwise repeat it for every route.
 */
function shareErrorAnswers(doc: Doc): Doc {
  const shared: Record<string, Response> = {};
  for (const item of Object.values(doc.paths)) {
    for (const op of Object.values(item)) {
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        const name = Number(status) >= 400 ? sharedErrorName(response.description) : null;
        if (!name) continue;
        shared[name] ??= response;
        op.responses![status] = { $ref: `#/components/responses/${name}` } as Response;
      }
    }
  }
  doc.components.responses = { ...doc.components.responses, ...shared };
  return doc;
}
