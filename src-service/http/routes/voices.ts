import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { AppError, invalid } from '../../core/app-error.ts';
import { DataOf, Id, Ref } from '../../contract/schema-helpers.ts';
import { TaskAck } from '../../contract/task.ts';
import { DeletedVoice, VoiceList, VoiceListQuery, VoicePatch, VoicePreview, VoicePreviewRequest, VoiceView } from '../../contract/voice.ts';
import { CLONE_SAMPLE } from '../../voices/clone-sample.ts';
import type { HttpContext } from '../http-context.ts';
import { defineRoute, principalOf, type RouteDef } from '../route-table.ts';
import { readFilePart, readingForm } from '../multipart-file.ts';
import { clientGone, IDEMPOTENCY_HEADER, idempotencyKeyOf } from './tools.ts';

const VoiceParams = Type.Object({ id: Id({ description: "The voice's id.", examples: ['voice_0m5x2k1a9AbCdEfGhIjKlMnOp'] }) });

/** Fields of the REST clone form besides the audio part. */
const CLONE_FIELDS = new Set(['name', 'language', 'referenceText']);
/** The form around the sample: boundaries, part headers and the three short fields. */
const FORM_OVERHEAD = 64 * 1024;
const SAMPLE_TOO_BIG = 'the sample is over 10 MB; a clone sample must be at most 10 MB: trim it or export it compressed (MP3, M4A)';

interface CloneForm {
  fields: Record<string, string>;
  audio: { bytes: Buffer; sha256: string; fileName?: string };
}

/** One pass over the parts; the sample is read with a cap at the sample limit and hashed as it arrives. */
async function readCloneForm(req: FastifyRequest): Promise<CloneForm> {
  const fields: Record<string, string> = {};
  let audio: CloneForm['audio'] | undefined;
  for await (const part of req.parts({ limits: { fileSize: CLONE_SAMPLE.maxBytes, files: 1, fields: 10, fieldSize: 8 * 1024 } })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'audio') throw invalid(part.fieldname, 'is not a part of this form; send the sample as the file part "audio"');
      const read = await readFilePart(req, part, {
        maxBytes: CLONE_SAMPLE.maxBytes,
        sha256: true,
        tooLarge: () => invalid('audio', SAMPLE_TOO_BIG),
      });
      audio = { bytes: read.bytes, sha256: read.sha256!, fileName: part.filename || undefined };
    } else {
      if (!CLONE_FIELDS.has(part.fieldname))
        throw invalid(part.fieldname, 'is not a field of this form; use name, audio, language, referenceText');
      fields[part.fieldname] = String(part.value);
    }
  }
  if (!audio) throw invalid('audio', 'is required: send the sample as the file part "audio"');
  if (fields.name === undefined) throw invalid('name', 'is required');
  return { fields, audio };
}

/**
 * The voice library over REST: list, rename, delete (API key or session token), and the
 * multipart clone path (docs/interface.md#tools) `POST /api/voices/clone-from-audio` (no /v1 prefix).
 */
export function voiceRoutes(ctx: HttpContext): RouteDef[] {
  return [
    defineRoute({
      method: 'GET',
      url: '/api/v1/voices',
      auth: 'any',
      operationId: 'listVoices',
      summary: 'List voices',
      description:
        'The voice library, as list-voices answers it: built-in and prebuilt voices, and the designed and cloned ones, each with favourite, ' +
        'preview clip (null until made) and what making it costs. Optional filters, combined: provider, kind, gender, language, favorite, q.',
      tags: ['voices'],
      querystring: VoiceListQuery,
      answers: { 200: { description: 'The voices.', schema: DataOf(Ref(VoiceList)) } },
      handler: async (req) => ({ data: { voices: ctx.voices.list(req.query) } }),
    }),

    defineRoute({
      method: 'PATCH',
      url: '/api/v1/voices/:id',
      auth: 'any',
      operationId: 'renameVoice',
      summary: 'Rename a voice or mark it favourite',
      description:
        '`name`: designed and cloned voices only, and a key may rename only the voices it made. `favorite`: any voice, for the whole workspace.',
      tags: ['voices'],
      params: VoiceParams,
      body: VoicePatch,
      answers: { 200: { description: 'The voice, changed.', schema: DataOf(Ref(VoiceView)) } },
      errors: ['not_found', 'forbidden'],
      handler: async (req) => ({ data: ctx.voices.update(req.params.id, req.body, principalOf(req)) }),
    }),

    defineRoute({
      method: 'POST',
      url: '/api/v1/voices/:id/preview',
      auth: 'session',
      operationId: 'previewVoice',
      summary: 'Get or make the clip to hear a voice',
      description:
        'A designed voice answers its design preview, a cloned voice its sample. A built-in or prebuilt voice answers the preview made for this workspace, ' +
        'or makes it once: a generate-tts task speaking a short sentence in its first language (the clip lands in the library). ' +
        'Free on the sandbox; on a live engine it costs `previewCredits` and needs `{"acceptCredits":true}` (409 with `details.credits` otherwise). ' +
        'The studio only (session token).',
      tags: ['voices'],
      params: VoiceParams,
      body: VoicePreviewRequest,
      answers: { 200: { description: 'The clip, or the task making it.', schema: DataOf(Ref(VoicePreview)) } },
      errors: ['not_found', 'conflict', 'insufficient_credits'],
      handler: async (req) => ({
        data: await ctx.voices.preview(req.params.id, { acceptCredits: req.body?.acceptCredits === true, principal: principalOf(req) }),
      }),
    }),

    defineRoute({
      method: 'DELETE',
      url: '/api/v1/voices/:id',
      auth: 'any',
      operationId: 'deleteVoice',
      summary: 'Delete a voice',
      description: 'Designed and cloned voices only; a key may delete only the voices it made.',
      tags: ['voices'],
      params: VoiceParams,
      answers: { 200: { description: 'The voice is gone.', schema: DataOf(Ref(DeletedVoice)) } },
      errors: ['not_found'],
      handler: async (req) => ({ data: ctx.voices.remove(req.params.id, principalOf(req)) }),
    }),

    defineRoute({
      method: 'POST',
      url: '/api/voices/clone-from-audio',
      auth: 'apiKey',
      operationId: 'cloneVoiceFromForm',
      summary: 'Clone a voice from a form',
      description:
        'The REST way to clone-voice-from-audio: multipart with name, audio (the sample file), language and referenceText. Same rules, same acknowledgement. ' +
        'With an Idempotency-Key, the same fields and the same sample (by SHA-256) replay the first acknowledgement without a second upload.',
      tags: ['voices', 'tools'],
      headers: IDEMPOTENCY_HEADER,
      body: {
        content: {
          'multipart/form-data': {
            schema: Type.Object(
              {
                name: Type.String({ description: "The new voice's name." }),
                audio: Type.String({ format: 'binary', description: `The sample, at most ${CLONE_SAMPLE.maxBytes / 1024 / 1024} MB.` }),
                language: Type.Optional(Type.String()),
                referenceText: Type.Optional(Type.String({ description: 'What the sample says.' })),
              },
              { additionalProperties: false },
            ),
          },
        },
      },
      answers: { 200: { description: 'The clone is accepted (PENDING) and its credits are held.', schema: DataOf(Ref(TaskAck)) } },
      errors: ['insufficient_credits', 'conflict', 'idempotency_mismatch'],
      accepts: ['multipart'],
      bodyLimit: CLONE_SAMPLE.maxBytes + FORM_OVERHEAD,
      tooLargeHint: 'a clone sample must be at most 10 MB: trim it or export it compressed (MP3, M4A)',
      handler: async (req, reply) => {
        const principal = principalOf(req);
        const { fields, audio } = await readingForm(() => readCloneForm(req));
        // An Idempotency-Key is bound to the form as sent (fields and the sample's SHA-256), not
        // to the asset id an upload gets, so a resend replays. The upload is stored only for a
        // new request, and removed again if the clone is refused: a rejected request keeps nothing.
        let assetId: string | undefined;
        try {
          const result = await ctx.executor.executeDeferred(
            'clone-voice-from-audio',
            {
              fingerprint: { ...fields, audio: { sha256: audio.sha256 } },
              make: async () => {
                assetId = (await ctx.assets.upload(audio.bytes, { fileName: audio.fileName, principal, field: 'audio' })).assetId;
                return { audioAssetId: assetId, ...fields };
              },
              undo: () => {
                if (assetId) ctx.assets.remove(assetId);
              },
            },
            { principal, idempotencyKey: idempotencyKeyOf(req), signal: clientGone(reply) },
          );
          if (result.kind !== 'json') throw new AppError('internal', 'unexpected answer');
          if (result.replayed) reply.header('idempotent-replayed', 'true');
          return { data: result.data };
        } catch (err) {
          if (err instanceof AppError && err.code === 'validation_failed') {
            // Name the form part, not the internal tool field.
            throw new AppError(err.code, err.message.replace(/^audioAssetId: /, 'audio: '), err.details);
          }
          throw err;
        }
      },
    }),
  ];
}
