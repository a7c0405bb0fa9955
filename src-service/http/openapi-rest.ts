// The non-tool endpoints of the OpenAPI document, described by hand (few and stable).
import { AUDIO_EXPORT_FORMATS } from '../contract/asset.ts';
import { MAX_UPLOAD_BYTES } from '../assets/assets-service.ts';

const err = { $ref: '#/components/schemas/Error' };
const json = (schema: unknown) => ({ 'application/json': { schema } });
const id = (name = 'id') => ({ name, in: 'path', required: true, schema: { type: 'string' } });
const session = [{ sessionToken: [] }];
const apiKey = [{ apiKey: [] }];
const either = [{ apiKey: [] }, { sessionToken: [] }];

/** One operation: its id, who may call it, what it does, and its answers. */
function op(operationId: string, security: unknown[], description: string, extra: Record<string, unknown> = {}) {
  return {
    operationId,
    security,
    description,
    responses: { '200': { description: 'OK', content: json({ type: 'object' }) }, '400': { description: 'validation_failed', content: json(err) }, '401': { description: 'unauthorized', content: json(err) }, '403': { description: 'forbidden', content: json(err) } },
    ...extra,
  };
}

export function restPaths() {
  return {
    '/api/v1/health': { get: op('health', [], 'Service status: version, engines per provider, where secrets are kept, ffmpeg.') },
    '/api/v1/events': { get: op('events', session, 'Server-sent events: every task change and a heartbeat every 15 s.') },
    '/api/v1/assets': {
      post: op('uploadAsset', apiKey, `Upload a media file (at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB) as multipart (part "file") or as the raw body with a media Content-Type (audio/*, image/*, video/* or application/octet-stream; any other → 415). The type is sniffed from the bytes. 201 with the asset.`, {
        requestBody: { content: { 'multipart/form-data': { schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } } }, 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } },
      }),
      get: op('listAssets', either, 'The library, newest first (?kind=audio|image|video&q=&limit=&before=), with a signed URL and provenance (key, engine, parameters) per asset. A key sees its own.'),
    },
    '/api/v1/assets/{id}/content': {
      get: op('assetContent', [], 'Signed content URL from get-asset; supports Range. 403 when tampered or expired.', {
        parameters: [id(), { name: 'expires', in: 'query', required: true, schema: { type: 'integer' } }, { name: 'signature', in: 'query', required: true, schema: { type: 'string' } }],
      }),
    },
    '/api/v1/assets/{id}/export': {
      get: op('exportAsset', either, 'The asset as a download (Content-Disposition: attachment, with the extension of what is sent; Range supported). format=wav (PCM 16-bit, source rate and channels) or format=mp3 (192 kb/s) converts audio; the stored format, or no format, sends the file as is. 400 naming format for another value or for converting an image or video. A key exports its own assets, the session token any.', {
        parameters: [id(), { name: 'format', in: 'query', required: false, schema: { type: 'string', enum: [...AUDIO_EXPORT_FORMATS] } }],
        responses: {
          '200': { description: 'The file', content: { 'audio/wav': { schema: { type: 'string', format: 'binary' } }, 'audio/mpeg': { schema: { type: 'string', format: 'binary' } }, '*/*': { schema: { type: 'string', format: 'binary' } } } },
          '206': { description: 'Partial content (Range)' },
          '400': { description: 'validation_failed', content: json(err) },
          '401': { description: 'unauthorized', content: json(err) },
          '404': { description: 'not_found', content: json(err) },
          '416': { description: 'range_not_satisfiable', content: json(err) },
        },
      }),
    },
    '/api/v1/tasks': { get: op('listTasks', either, 'Tasks newest first (?status=&limit=&before=). A key sees its own; the session token sees all, with their parameters.') },
    '/api/v1/voices': { get: op('listVoices', either, 'The voice library (same as list-voices).') },
    '/api/v1/voices/{id}': {
      patch: op('renameVoice', either, 'Rename a designed or cloned voice: {name}. A key may change only the voices it made.', { parameters: [id()] }),
      delete: op('deleteVoice', either, 'Delete a designed or cloned voice.', { parameters: [id()] }),
    },
    '/api/voices/clone-from-audio': {
      post: op('cloneFromAudio', apiKey, 'REST alternative to clone-voice-from-audio: multipart with name, audio (file), language, referenceText. Same rules, same acknowledgement. With an Idempotency-Key, the same fields and the same sample (by SHA-256) replay the first acknowledgement without a second upload.'),
    },
    '/api/v1/studio/key': { post: op('studioKey', session, "The studio's own API key, kept in the OS keychain; created on first use, replaced if revoked.") },
    '/api/v1/api-keys': {
      post: op('createApiKey', session, '{label, webhookUrl?, creditLimit?} → {key, webhookSecret?, apiKey}: the key and the webhook secret are shown once. 201.'),
      get: op('listApiKeys', session, 'Keys (never their secrets).'),
    },
    '/api/v1/api-keys/{id}': {
      get: op('getApiKey', session, 'One key.', { parameters: [id()] }),
      patch: op('updateApiKey', session, 'Change label, webhookUrl or creditLimit.', { parameters: [id()] }),
      delete: op('revokeApiKey', session, 'Revoke: refused from the next request on.', { parameters: [id()] }),
    },
    '/api/v1/api-keys/{id}/webhook/rotate': { post: op('rotateWebhookSecret', session, 'New webhook secret, shown once; the old one keeps signing alongside for 24 h.', { parameters: [id()] }) },
    '/api/v1/api-keys/{id}/webhook/test': { post: op('testWebhook', session, 'Sends a signed synthetic event: {delivered, httpStatus, latencyMs, eventId, error}.', { parameters: [id()] }) },
    '/api/v1/webhook-events': { get: op('listWebhookEvents', session, 'Webhook events (?keyId=&status=pending|delivered|failed).') },
    '/api/v1/webhook-events/{id}': { get: op('getWebhookEvent', session, 'One event with every delivery attempt.', { parameters: [id()] }) },
    '/api/v1/webhook-events/{id}/redeliver': { post: op('redeliverWebhookEvent', session, 'Same event id, a new attempt series.', { parameters: [id()] }) },
    '/api/v1/credits': { get: op('credits', either, '{data:{balance, held, available}}') },
    '/api/v1/credits/ledger': { get: op('ledger', session, 'Ledger rows, newest first (?limit=&before=).') },
    '/api/v1/credits/grants': { post: op('grantCredits', session, '{amount, note?} adds credits. 201 with the new balance.') },
    '/api/v1/settings': { get: op('settings', session, 'Engines per provider, base URLs, model ids, rate limits; whether a provider key is set (never the key).') },
    '/api/v1/settings/providers/{name}': { put: op('putProviderSettings', session, '{engine: sandbox|live, baseUrl?, apiKey?, models?, rateLimit?}', { parameters: [id('name')] }) },
    '/api/v1/settings/providers/{name}/test': { post: op('testProvider', session, 'A minimal authenticated call upstream: does the key work?', { parameters: [id('name')] }) },
    '/mcp': { post: op('mcp', apiKey, 'MCP streamable HTTP transport: the same tools for agents.') },
  };
}
