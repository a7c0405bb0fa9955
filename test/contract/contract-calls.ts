// The requests of the contract walk: for every operation of the document a valid request
// (its required parameters and its body from the document's examples, with the world's real
// ids where an id must exist), and the invalid ones the document implies: no credential, a
// wrong one, the other kind of credential, a missing required field, a wrong type, an unknown
// field, a bad parameter, an unknown id, a body of a type the route does not read.
import type { DocOperation } from './openapi-checker.ts';
import type { World } from './contract-world.ts';

/** One request of the walk and the status it must get. */
export interface Call {
  o: DocOperation;
  /** What it tries, for the report. */
  label: string;
  params: Record<string, string>;
  query: Record<string, string | string[]>;
  headers: Record<string, string>;
  /** The bearer credential; null sends none. */
  credential: string | null;
  /** Send the credential as `xi-api-key` (ElevenLabs' header) instead of Authorization. */
  xiApiKey?: boolean;
  body?: { type: 'json'; value: unknown } | { type: 'raw'; contentType: string; bytes: Buffer } | { type: 'form'; form: () => FormData };
  expect: number;
  /** For a 400: the field its message must name. */
  field?: string;
  /** Server-sent events: read until the first event, then hang up. */
  stream?: boolean;
}

const MCP_INIT = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'contract-walk', version: '1' } },
};

/** Bodies of operations whose valid body needs a real id, or differs from the document's example. */
function bodies(w: World): Record<string, unknown> {
  return {
    'list-voices': {},
    'generate-tts': { text: 'Hello from the contract walk.', voiceId: 'alpha-cherry' },
    'generate-narration': { script: 'The walk begins. Every route answers.', voiceId: 'beta-kore' },
    'preview-narration': { script: 'The walk begins. Every route answers.', voiceId: 'beta-kore' },
    'regenerate-narration-segment': { taskId: w.narrationTaskId, index: 0, text: 'The walk begins again.' },
    'design-voice': { prompt: 'A low, slow storyteller.' },
    'clone-voice-from-audio': { audioAssetId: w.sampleId, name: 'Contract clone' },
    'generate-video-from-text': { prompt: 'Rain on a window.', durationSeconds: 4, resolution: '480p' },
    'generate-video-from-image': { imageAssetId: w.imageId, durationSeconds: 4, resolution: '480p' },
    'generate-video-from-reference': {
      referenceImageAssetIds: [w.imageId],
      prompt: 'A blue square drifts.',
      durationSeconds: 4,
      resolution: '480p',
    },
    'generate-video-extension': { videoAssetId: w.videoId, resolution: '480p' },
    'edit-video': {},
    'combine-video-audio': { videoAssetId: w.videoId, audioAssetId: w.speechAssetId },
    'get-task-status': { taskId: w.speechTaskId },
    'wait-for-task': { taskId: w.speechTaskId, timeoutSeconds: 1 },
    'cancel-task': { taskId: w.slowTaskId },
    'get-asset': { assetId: w.speechAssetId },
    'download-asset': { assetId: w.speechAssetId, format: 'mp3' },
    'upload-asset': { mimeType: 'image/png', dataBase64: w.png.toString('base64'), fileName: 'square.png' },
    'analyze-audio': { audioAssetId: w.sampleId },
    'get-usage': { tz: 'Europe/Paris' },
    createApiKey: { label: 'made by the walk', webhookUrl: w.receiver.url, creditLimit: 1000 },
    updateApiKey: { label: 'contract (renamed)', creditLimit: null },
    grantCredits: { amount: 100, note: 'contract walk' },
    renameVoice: { name: 'Renamed by the walk' },
    previewVoice: {},
    updateAsset: { tags: ['contract walk'], favorite: true },
    bulkAssets: { ids: [w.speechAssetId], action: 'favorite' },
    archiveAssets: { ids: [w.speechAssetId, w.imageId] },
    // Stays on the sandbox: the walk must not switch a provider to live.
    updateProviderSettings: { engine: 'sandbox', rateLimit: { requests: 30, perSeconds: 60 } },
    mcp: MCP_INIT,
    'submit-batch': { items: [{ tool: 'generate-tts', input: { text: 'A batch by tool.', voiceId: 'alpha-cherry' } }] },
    'get-batch': { batchId: w.batchId },
    'cancel-batch': { batchId: w.slowBatchIds[1] },
    // The video lane stays paused through the walk (contract-world.ts); resuming another changes nothing.
    pauseQueue: { lane: 'video' },
    'pause-queue': { lane: 'video' },
    resumeQueue: { lane: 'beta' },
    'resume-queue': { lane: 'beta' },
    'move-task-to-front': { taskId: w.pendingTaskId },
    'move-batch-to-front': { batchId: w.frontBatchId },
    cancelTasks: { taskIds: ['task_not_in_the_walk'] },
    'cancel-tasks': { taskIds: ['task_not_in_the_walk'] },
  };
}

/** Path parameters by operation (an id that exists, or may be changed). */
function pathParams(w: World, opId: string): Record<string, string> {
  const id: Record<string, string> = {
    getApiKey: w.keyId,
    updateApiKey: w.keyId,
    rotateWebhookSecret: w.keyId,
    testWebhook: w.keyId,
    revokeApiKey: w.spareKeyId,
    getAssetContent: w.speechAssetId,
    exportAsset: w.speechAssetId,
    getAssetPeaks: w.speechAssetId,
    getAssetPoster: w.videoId,
    updateAsset: w.speechAssetId,
    deleteAsset: w.spareAssetId,
    renameVoice: w.voiceId,
    deleteVoice: w.spareVoiceId,
    previewVoice: w.voiceId,
    getWebhookEvent: w.eventId,
    redeliverWebhookEvent: w.eventId,
    getRequestLogEntry: w.logEntryId,
    resendRequestLogEntry: w.logEntryId,
  };
  if (opId.startsWith('elevenlabsTextToSpeech')) return { voice_id: 'alpha-cherry' };
  if (opId === 'cancelBatch') return { batchId: w.slowBatchIds[0] };
  if (opId === 'moveBatchToFront') return { batchId: w.frontBatchId };
  if (/Batch/.test(opId)) return { batchId: w.batchId };
  if (opId === 'moveTaskToFront') return { taskId: w.pendingTaskId };
  return id[opId] ? { id: id[opId] } : { name: 'alpha' };
}

/** Query parameters of a valid request (beyond the required ones, some optional ones too). */
function queryOf(w: World, opId: string): Record<string, string> {
  const q: Record<string, Record<string, string>> = {
    getAssetContent: { expires: w.signedUrl.searchParams.get('expires')!, signature: w.signedUrl.searchParams.get('signature')! },
    exportAsset: { format: 'wav' },
    listTasks: { limit: '2', status: 'COMPLETED' },
    listAssets: { limit: '2', kind: 'audio', q: 'contract' },
    listWebhookEvents: { keyId: w.keyId, status: 'delivered', limit: '5' },
    listLedger: { limit: '5' },
  };
  return q[opId] ?? {};
}

/** The bearer credentials of the world, by security scheme. */
const credentialFor = (w: World, scheme: string | undefined): string | null =>
  scheme === 'apiKey' || scheme === 'xiApiKey' ? w.key : scheme === 'sessionToken' ? w.t.session : null;

/** The valid request of an operation. */
export function validCall(w: World, o: DocOperation): Call {
  const id = o.op.operationId;
  const scheme = Object.keys(o.op.security?.[0] ?? {})[0];
  const params = Object.fromEntries((o.op.parameters ?? []).filter((p) => p.in === 'path').map((p) => [p.name, pathParams(w, id)[p.name]]));
  const call: Call = {
    o,
    label: 'valid',
    params,
    query: queryOf(w, id),
    headers: {},
    credential: credentialFor(w, scheme),
    xiApiKey: scheme === 'xiApiKey',
    expect: Number(Object.keys(o.op.responses).find((s) => s.startsWith('2')) ?? 0),
  };
  if (id === 'uploadAsset') call.body = { type: 'raw', contentType: 'audio/wav', bytes: w.wav };
  else if (id === 'cloneVoiceFromForm') call.body = { type: 'form', form: () => cloneForm(w, { name: 'Form clone' }) };
  else if (o.op.requestBody?.content['application/json']) {
    const media = o.op.requestBody.content['application/json'];
    call.body = { type: 'json', value: bodies(w)[id] ?? media.example };
  }
  if (id === 'mcp') call.headers.accept = 'application/json, text/event-stream';
  if (id === 'streamEvents') call.stream = true;
  // The answers these give are their only ones: edit-video always refuses, /mcp takes POST only.
  if (id === 'edit-video') Object.assign(call, { expect: 400, field: 'model' });
  if (id === 'mcpStream' || id === 'mcpEndSession') call.expect = 405;
  return call;
}

function cloneForm(w: World, fields: Record<string, string>, audio = true): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (audio) form.append('audio', new Blob([new Uint8Array(w.wav)], { type: 'audio/wav' }), 'sample.wav');
  return form;
}

/** A value of another JSON type than `schema` takes. */
function wrongType(schema: Record<string, unknown> | undefined): unknown {
  const type = Array.isArray(schema?.type) ? (schema!.type as string[])[0] : schema?.type;
  return type === 'string' ? 12345 : type === 'array' ? 'not an array' : type === 'object' ? 'not an object' : 'not a number';
}

/** The invalid requests the document implies for an operation. */
export function invalidCalls(w: World, valid: Call): Call[] {
  const o = valid.o;
  const calls: Call[] = [];
  const add = (label: string, change: Partial<Call>) =>
    calls.push({ ...valid, stream: false, field: undefined, headers: { ...valid.headers }, query: { ...valid.query }, ...change, label });
  const schemes = (o.op.security ?? []).flatMap((s) => Object.keys(s));
  // Routes that take a signed URL or a bearer credential are walked with the credential.
  const signedOnly = schemes.length === 1 && schemes[0] === 'signedUrl';

  // Credentials.
  if (signedOnly) {
    add('no signature', { query: { expires: String(valid.query.expires) }, expect: 400, field: 'signature' });
    add('wrong signature', { query: { ...valid.query, signature: '0'.repeat(64) }, expect: 403 });
  } else if (schemes.length > 0) {
    add('no credential', { credential: null, expect: 401 });
    add('unknown credential', { credential: `tmb_${'x'.repeat(40)}`, expect: 401 });
    if (!schemes.includes('sessionToken')) add('the session token where an API key is needed', { credential: w.t.session, expect: 403 });
    if (!schemes.includes('apiKey')) add('an API key where the session token is needed', { credential: w.key, expect: 403 });
  }

  // A JSON body that breaks its schema.
  const media = o.op.requestBody?.content['application/json'];
  const schema = media?.schema as
    { properties?: Record<string, Record<string, unknown>>; required?: string[]; additionalProperties?: unknown } | undefined;
  const body = valid.body?.type === 'json' ? (valid.body.value as Record<string, unknown>) : undefined;
  if (schema?.properties && body && o.op.operationId !== 'mcp') {
    const required = schema.required ?? [];
    if (required.length > 0) {
      const [first] = required;
      const { [first]: _gone, ...rest } = body;
      add(`without ${first}`, { body: { type: 'json', value: rest }, expect: 400, field: first });
      add(`${first} of the wrong type`, {
        body: { type: 'json', value: { ...body, [first]: wrongType(schema.properties[first]) } },
        expect: 400,
        field: first,
      });
    }
    if (schema.additionalProperties === false) {
      add('an unknown field', { body: { type: 'json', value: { ...body, notAField: 1 } }, expect: 400, field: 'notAField' });
      add('a body that is not an object', { body: { type: 'json', value: [body] }, expect: 400, field: 'body' });
    }
  }
  if (o.op.operationId === 'mcp') add('not a JSON-RPC message', { body: { type: 'json', value: { hello: 'world' } }, expect: 400 });
  if (o.op.operationId === 'cloneVoiceFromForm')
    add('a form without its sample', {
      body: { type: 'form', form: () => cloneForm(w, { name: 'x' }, false) },
      expect: 400,
      field: 'audio',
    });
  if (o.op.operationId === 'uploadAsset')
    add('bytes that are not media', {
      body: { type: 'raw', contentType: 'application/octet-stream', bytes: Buffer.from('not media') },
      expect: 400,
      field: 'file',
    });

  // Parameters.
  for (const p of o.op.parameters ?? []) {
    if (p.in === 'query' && !signedOnly) {
      if (p.schema.type === 'integer')
        add(`${p.name} not a number`, { query: { ...valid.query, [p.name]: 'abc' }, expect: 400, field: p.name });
      if (Array.isArray(p.schema.enum))
        add(`${p.name} not one of its values`, { query: { ...valid.query, [p.name]: 'not-a-value' }, expect: 400, field: p.name });
    }
    if (p.in === 'path') {
      if (Array.isArray(p.schema.enum))
        add(`${p.name} not one of its values`, { params: { ...valid.params, [p.name]: 'gamma' }, expect: 400, field: p.name });
      else if (p.schema.type === 'integer') {
        // A numeric id (a request log entry): a word is a 400 naming it, a number not in use a 404.
        add(`${p.name} not a number`, { params: { ...valid.params, [p.name]: 'abc' }, expect: 400, field: p.name });
        if (o.op.responses['404']) add(`an unknown ${p.name}`, { params: { ...valid.params, [p.name]: '999999999' }, expect: 404 });
      } else if (o.op.responses['404'] && !signedOnly)
        add(`an unknown ${p.name}`, { params: { ...valid.params, [p.name]: 'nope_000000000unknown' }, expect: 404 });
    }
  }
  if ((o.op.parameters ?? []).some((p) => p.in === 'query'))
    add('an unknown query parameter', { query: { ...valid.query, notAParam: '1' }, expect: 400, field: 'notAParam' });

  // A body of a type no route reads (fetch sends no body with GET).
  if (o.method !== 'GET')
    add('a text/plain body', { body: { type: 'raw', contentType: 'text/plain', bytes: Buffer.from('hello') }, expect: 415 });
  return calls;
}
