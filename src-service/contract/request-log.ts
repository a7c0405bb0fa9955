// The request log as the API shows it: one entry per call an API key made (REST and MCP tool
// calls), never a secret, bodies only for keys with body capture on.
import { Type, type Static } from '@sinclair/typebox';
import { Closed, Nullable, Ref, StringEnum, Timestamp } from './schema-helpers.ts';

/** Page sizes of the log's listing. */
export const REQUEST_LOG_PAGE = { default: 50, max: 200 } as const;

/** Retention: how many entries and how many days are kept, with their bounds. */
export const REQUEST_LOG_RETENTION = {
  maxEntries: { default: 10_000, min: 10, max: 1_000_000 },
  maxAgeDays: { default: 30, min: 1, max: 365 },
} as const;

/** The most bytes of a request or response body that capture keeps. */
export const CAPTURE_MAX_BYTES = 8 * 1024;

/** Where a call came in. */
const REQUEST_TRANSPORTS = ['rest', 'mcp'] as const;

/** One call, as listed. */
export const RequestLogEntry = Closed(
  {
    id: Type.Integer({ minimum: 1, description: 'Grows with every entry: newer calls have larger ids.' }),
    createdAt: Timestamp({ description: 'When the answer was sent.' }),
    apiKeyId: Nullable(Type.String(), { description: 'The key that made the call.' }),
    transport: StringEnum(REQUEST_TRANSPORTS, {
      description: '`rest` for /api/v1 and the compatible routes, `mcp` for a tool call over MCP.',
    }),
    method: Type.String({ examples: ['POST'] }),
    route: Type.String({
      description: 'The route pattern (`/api/v1/tools/{name}/execute`, `/api/v1/tasks/{id}`), or `mcp` for a tool call over MCP.',
    }),
    path: Type.String({ description: 'The concrete path and query, with credentials in the query redacted.' }),
    tool: Nullable(Type.String(), { description: 'The tool of a tool call (REST or MCP).' }),
    status: Type.Integer({ description: 'The HTTP status answered (for MCP, the status the same call answers over REST).' }),
    latencyMs: Type.Number({ minimum: 0 }),
    errorCode: Nullable(Type.String()),
    errorMessage: Nullable(Type.String()),
    taskId: Nullable(Type.String(), { description: 'The task the call made or read, from its answer.' }),
    bytesIn: Type.Integer({ minimum: 0 }),
    bytesOut: Type.Integer({ minimum: 0 }),
    captured: Type.Boolean({ description: 'Body capture was on for the key when the call was made.' }),
    resentFrom: Nullable(Type.Integer(), { description: 'The entry this call re-sent from the studio.' }),
  },
  {
    $id: 'RequestLogEntry',
    examples: [
      {
        id: 42,
        createdAt: '2026-01-05T10:00:00.000Z',
        apiKeyId: 'key_0m5x2k1a9AbCdEfGhIjKlMnOp',
        transport: 'rest',
        method: 'POST',
        route: '/api/v1/tools/{name}/execute',
        path: '/api/v1/tools/generate-tts/execute',
        tool: 'generate-tts',
        status: 400,
        latencyMs: 2.4,
        errorCode: 'validation_failed',
        errorMessage: 'text: must NOT have more than 5000 characters',
        taskId: null,
        bytesIn: 5120,
        bytesOut: 120,
        captured: false,
        resentFrom: null,
      },
    ],
  },
);
export type RequestLogEntry = Static<typeof RequestLogEntry>;

/** The bodies of a call, when capture was on: JSON text, truncated and redacted. */
export const CapturedBodies = Closed(
  {
    request: Nullable(Type.String(), { description: 'The request body as JSON text; null when not captured or not JSON.' }),
    requestTruncated: Type.Boolean(),
    response: Nullable(Type.String(), { description: 'The response body as JSON text; null when not captured or not JSON.' }),
    responseTruncated: Type.Boolean(),
  },
  { description: `At most ${CAPTURE_MAX_BYTES} bytes each. Secret-looking fields are redacted, long base64 and audio never kept.` },
);
export type CapturedBodies = Static<typeof CapturedBodies>;

/** One call with its captured bodies. */
export const RequestLogDetail = Closed(
  { entry: Ref(RequestLogEntry), bodies: Nullable(CapturedBodies, { description: 'Null when body capture was off for the key.' }) },
  { $id: 'RequestLogDetail' },
);
export type RequestLogDetail = Static<typeof RequestLogDetail>;

/** A page of the log, newest first; `nextBefore` goes in `before` for the next page. */
export const RequestLogPage = Closed(
  { data: Type.Array(Ref(RequestLogEntry)), nextBefore: Nullable(Type.Integer(), { description: 'Null on the last page.' }) },
  { $id: 'RequestLogPage' },
);
export type RequestLogPage = Static<typeof RequestLogPage>;

/** `GET /api/v1/request-log` query. */
export const RequestLogQuery = Closed({
  apiKeyId: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: "Only this key's calls (a key sees only its own)." })),
  status: Type.Optional(
    Type.String({
      pattern: '^([1-5]xx|[1-5][0-9][0-9])$',
      description: 'A status (`200`, `402`) or a class (`2xx`, `4xx`, `5xx`).',
      examples: ['4xx'],
    }),
  ),
  errorCode: Type.Optional(Type.String({ minLength: 1, maxLength: 100, examples: ['validation_failed'] })),
  route: Type.Optional(Type.String({ minLength: 1, maxLength: 300, description: 'A route pattern as listed, or `mcp`.' })),
  tool: Type.Optional(Type.String({ minLength: 1, maxLength: 100, examples: ['generate-tts'] })),
  before: Type.Optional(Type.Integer({ minimum: 1, description: 'An entry id: older calls than it.' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: REQUEST_LOG_PAGE.max, default: REQUEST_LOG_PAGE.default })),
});
export type RequestLogQuery = Static<typeof RequestLogQuery>;

/** `{id}` of an entry. */
export const RequestLogParams = Closed({ id: Type.Integer({ minimum: 1, description: "The entry's id." }) });

/** What a re-sent call answered: the new entry, and the tool's data when it worked. */
export const ResendResult = Closed(
  {
    entry: Ref(RequestLogEntry),
    result: Type.Unknown({ description: "The tool's answer (`data`) when it worked; null when it failed (see entry.error*)." }),
  },
  {
    $id: 'ResendResult',
    examples: [
      {
        entry: {
          id: 43,
          createdAt: '2026-01-05T10:01:00.000Z',
          apiKeyId: 'key_0m5x2k1a9AbCdEfGhIjKlMnOp',
          transport: 'rest',
          method: 'POST',
          route: '/api/v1/tools/{name}/execute',
          path: '/api/v1/tools/generate-tts/execute',
          tool: 'generate-tts',
          status: 200,
          latencyMs: 3.1,
          errorCode: null,
          errorMessage: null,
          taskId: 'task_0m5x2k1a9AbCdEfGhIjKlMnOp',
          bytesIn: 52,
          bytesOut: 180,
          captured: true,
          resentFrom: 42,
        },
        result: { taskId: 'task_0m5x2k1a9AbCdEfGhIjKlMnOp', status: 'PENDING' },
      },
    ],
  },
);
export type ResendResult = Static<typeof ResendResult>;

/** Retention of the log (`GET`/`PUT /api/v1/settings/request-log`). */
const retentionFields = {
  maxEntries: Type.Integer({
    minimum: REQUEST_LOG_RETENTION.maxEntries.min,
    maximum: REQUEST_LOG_RETENTION.maxEntries.max,
    description: 'Most entries kept; older ones are removed in the background.',
  }),
  maxAgeDays: Type.Integer({
    minimum: REQUEST_LOG_RETENTION.maxAgeDays.min,
    maximum: REQUEST_LOG_RETENTION.maxAgeDays.max,
    description: 'Entries older than this are removed in the background.',
  }),
};
export const RequestLogSettings = Closed(retentionFields, {
  $id: 'RequestLogSettings',
  examples: [{ maxEntries: 10_000, maxAgeDays: 30 }],
});
/** The body of `PUT /api/v1/settings/request-log` (both fields). */
export const RequestLogSettingsUpdate = Closed(retentionFields, { examples: [{ maxEntries: 50_000, maxAgeDays: 7 }] });
export type RequestLogSettings = Static<typeof RequestLogSettings>;
