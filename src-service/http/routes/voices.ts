import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, invalid } from '../../errors.ts';
import { compileValidator } from '../../tools/validate.ts';
import { CLONE_SAMPLE } from '../../voices/clone-sample.ts';
import type { HttpContext } from '../http-context.ts';
import { clientGone } from './tools.ts';

const renameBody = compileValidator<{ name: string }>(
  Type.Object({ name: Type.String({ minLength: 1, maxLength: 100 }) }, { additionalProperties: false }),
);

/** Fields of the REST clone form besides the audio part. */
const CLONE_FIELDS = new Set(['name', 'language', 'referenceText']);

/**
 * The voice library over REST: list, rename, delete (API key or session token), and the
 * spec's multipart clone path `POST /api/voices/clone-from-audio` (no /v1 prefix).
 */
export function registerVoiceRoutes(app: FastifyInstance, ctx: HttpContext): void {
  app.get('/api/v1/voices', async (req) => {
    ctx.authenticate(req, 'any');
    return { data: { voices: ctx.voices.list() } };
  });

  app.patch('/api/v1/voices/:id', async (req: FastifyRequest<{ Params: { id: string } }>) => {
    const principal = ctx.authenticate(req, 'any');
    const body = renameBody(req.body);
    return { data: ctx.voices.rename(req.params.id, body.name, principal) };
  });

  app.delete('/api/v1/voices/:id', async (req: FastifyRequest<{ Params: { id: string } }>) => {
    const principal = ctx.authenticate(req, 'any');
    return { data: ctx.voices.remove(req.params.id, principal) };
  });

  app.post('/api/voices/clone-from-audio', async (req, reply) => {
    const principal = ctx.authenticate(req, 'apiKey');
    if (!req.isMultipart()) throw invalid('body', 'must be multipart/form-data with fields name, audio (file), language, referenceText');
    const fields: Record<string, string> = {};
    let audio: { bytes: Buffer; fileName?: string } | undefined;
    // One pass over the parts: the file part is buffered with a cap just over the sample limit.
    for await (const part of req.parts({ limits: { fileSize: CLONE_SAMPLE.maxBytes + 1, files: 1 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'audio') throw invalid(part.fieldname, 'is not a part of this form; send the sample as the file part "audio"');
        const bytes = await part.toBuffer().catch((err: { code?: string }) => {
          if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw invalid('audio', 'the sample is over 10 MB; a clone sample must be at most 10 MB: trim it or export it compressed (MP3, M4A)');
          throw err;
        });
        audio = { bytes, fileName: part.filename || undefined };
      } else {
        if (!CLONE_FIELDS.has(part.fieldname)) throw invalid(part.fieldname, 'is not a field of this form; use name, audio, language, referenceText');
        fields[part.fieldname] = String(part.value);
      }
    }
    if (!audio) throw invalid('audio', 'is required: send the sample as the file part "audio"');
    if (audio.bytes.length > CLONE_SAMPLE.maxBytes) {
      throw invalid('audio', 'the sample is over 10 MB; a clone sample must be at most 10 MB: trim it or export it compressed (MP3, M4A)');
    }
    if (fields.name === undefined) throw invalid('name', 'is required');
    // The upload is only kept when the clone is accepted: a rejected request changes nothing.
    const asset = await ctx.assets.upload(audio.bytes, { fileName: audio.fileName, principal, field: 'audio' });
    const idem = req.headers['idempotency-key'];
    try {
      const result = await ctx.executor.execute(
        'clone-voice-from-audio',
        { audioAssetId: asset.assetId, ...fields },
        { principal, idempotencyKey: typeof idem === 'string' ? idem : undefined, signal: clientGone(reply) },
      );
      if (result.kind !== 'json') throw new AppError('internal', 'unexpected answer');
      return { data: result.data };
    } catch (err) {
      ctx.assets.remove(asset.assetId);
      if (err instanceof AppError && err.code === 'validation_failed') {
        // Name the form part, not the internal tool field.
        throw new AppError(err.code, err.message.replace(/^audioAssetId: /, 'audio: '), err.details);
      }
      throw err;
    }
  });
}
