import { ERROR_STATUS, type ErrorCode } from '../contract/errors.ts';
import { toolBodyLimit, type Tool } from '../tools/tool.ts';
import { restPaths } from './openapi-rest.ts';

const COMMON_ERRORS: ErrorCode[] = ['validation_failed', 'unauthorized', 'forbidden', 'payload_too_large', 'unsupported_media_type', 'rate_limited', 'internal'];

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
        requestBody: {
          required: true,
          description: `JSON only (any other Content-Type → 415), at most ${toolBodyLimit(tool)} bytes (more → 413); both checked before the body is read.`,
          content: { 'application/json': { schema: tool.input } },
        },
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
