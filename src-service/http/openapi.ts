import { ERROR_STATUS, type ErrorCode } from '../contract/errors.ts';
import type { Tool } from '../tools/tool.ts';

const COMMON_ERRORS: ErrorCode[] = ['validation_failed', 'unauthorized', 'forbidden', 'rate_limited', 'internal'];

const errorSchema = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', enum: Object.keys(ERROR_STATUS) },
        message: { type: 'string', description: 'Names the field and the rule it broke, and what to do next.' },
        details: {},
      },
    },
  },
};

const ackSchema = {
  type: 'object',
  required: ['data'],
  properties: {
    data: {
      type: 'object',
      required: ['taskId', 'status', 'estimatedCredits'],
      properties: { taskId: { type: 'string' }, status: { type: 'string', enum: ['PENDING'] }, estimatedCredits: { type: 'integer' } },
    },
  },
};

/** The OpenAPI 3.1 document, generated from the tool registry so it cannot drift from the code. */
export function buildOpenApi(tools: Iterable<Tool>, opts: { version: string; serverUrl: string }) {
  const paths: Record<string, unknown> = {};
  for (const tool of tools) {
    const codes = [...new Set<ErrorCode>([...COMMON_ERRORS, ...tool.errors])];
    const responses: Record<string, unknown> = {
      '200':
        tool.name === 'download-asset'
          ? { description: 'The asset bytes', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } }
          : {
              description: tool.kind === 'generation' ? 'Task acknowledged (PENDING); credits held' : 'Result',
              content: { 'application/json': { schema: tool.kind === 'generation' ? ackSchema : { type: 'object', properties: { data: {} } } } },
            },
    };
    for (const code of codes) {
      const status = String(ERROR_STATUS[code]);
      const prev = responses[status] as { description: string } | undefined;
      responses[status] = {
        description: prev ? `${prev.description}, ${code}` : code,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      };
    }
    paths[`/api/v1/tools/${tool.name}/execute`] = {
      post: {
        operationId: tool.name,
        summary: tool.name,
        description: tool.description,
        tags: [tool.kind === 'generation' ? 'generation' : 'tools'],
        security: [{ apiKey: [] }],
        parameters: [
          { name: 'Idempotency-Key', in: 'header', required: false, schema: { type: 'string', maxLength: 255 }, description: 'Same key and body within 24 h replays the first answer without a second hold.' },
        ],
        requestBody: { required: true, content: { 'application/json': { schema: tool.input } } },
        responses,
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Timbre local API', version: opts.version, description: 'Voice and video generation tools of the Timbre desktop studio.' },
    servers: [{ url: opts.serverUrl }],
    components: {
      securitySchemes: {
        apiKey: { type: 'http', scheme: 'bearer', description: 'An API key (tmb_…) for tool calls.' },
        sessionToken: { type: 'http', scheme: 'bearer', description: 'The session token of the app, for key management and grants.' },
      },
      schemas: { Error: errorSchema },
    },
    paths: { ...paths, ...restPaths() },
  };
}

function json(schema: unknown) {
  return { 'application/json': { schema } };
}

/** The non-tool endpoints, described by hand (few, stable). */
function restPaths() {
  const err = { $ref: '#/components/schemas/Error' };
  return {
    '/api/v1/health': { get: { operationId: 'health', security: [], responses: { '200': { description: 'Service status', content: json({ type: 'object' }) } } } },
    '/api/v1/assets': {
      post: {
        operationId: 'uploadAsset',
        security: [{ apiKey: [] }],
        description: 'Upload a media file as multipart (part "file") or as the raw body with a media Content-Type. The type is sniffed from the bytes.',
        requestBody: { content: { 'multipart/form-data': { schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } } }, 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } },
        responses: { '201': { description: 'Stored asset', content: json({ type: 'object' }) }, '400': { description: 'validation_failed', content: json(err) }, '413': { description: 'payload_too_large', content: json(err) } },
      },
    },
    '/api/v1/assets/{id}/content': {
      get: {
        operationId: 'assetContent',
        security: [],
        description: 'Signed content URL from get-asset; supports Range. 403 when tampered or expired.',
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
          { name: 'expires', in: 'query', required: true, schema: { type: 'integer' } },
          { name: 'signature', in: 'query', required: true, schema: { type: 'string' } },
        ],
        responses: { '200': { description: 'Bytes' }, '206': { description: 'Partial content' }, '403': { description: 'forbidden', content: json(err) } },
      },
    },
    '/api/v1/api-keys': {
      post: { operationId: 'createApiKey', security: [{ sessionToken: [] }], requestBody: { content: json({ type: 'object', required: ['label'], properties: { label: { type: 'string' }, webhookUrl: { type: 'string', format: 'uri' }, creditLimit: { type: ['integer', 'null'] } } }) }, responses: { '201': { description: '{key, webhookSecret?, apiKey}: the key and secret are shown once' } } },
      get: { operationId: 'listApiKeys', security: [{ sessionToken: [] }], responses: { '200': { description: 'Keys (never their secrets)' } } },
    },
    '/api/v1/api-keys/{id}': {
      get: { operationId: 'getApiKey', security: [{ sessionToken: [] }], parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }], responses: { '200': { description: 'The key' } } },
      delete: { operationId: 'revokeApiKey', security: [{ sessionToken: [] }], parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }], responses: { '200': { description: 'Revoked; refused from the next request on' } } },
    },
    '/api/v1/credits': { get: { operationId: 'credits', security: [{ apiKey: [] }, { sessionToken: [] }], responses: { '200': { description: '{data:{balance, held, available}}' } } } },
    '/api/v1/credits/ledger': { get: { operationId: 'ledger', security: [{ sessionToken: [] }], responses: { '200': { description: 'Ledger rows, newest first' } } } },
    '/api/v1/credits/grants': { post: { operationId: 'grantCredits', security: [{ sessionToken: [] }], requestBody: { content: json({ type: 'object', required: ['amount'], properties: { amount: { type: 'integer', minimum: 1 }, note: { type: 'string' } } }) }, responses: { '201': { description: 'New balance' } } } },
  };
}
