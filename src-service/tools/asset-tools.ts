import { stat } from 'node:fs/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { Type } from '@sinclair/typebox';
import { AssetView, AUDIO_EXPORT_FORMATS, SignedAsset } from '../contract/asset.ts';
import { Ref } from '../contract/schema-helpers.ts';
import { invalid } from '../core/app-error.ts';
import { MAX_UPLOAD_BYTES, toAssetView } from '../assets/assets-service.ts';
import { defineQueryTool } from './tool.ts';

const assetId = Type.String({ minLength: 1, maxLength: 100, description: 'An asset id (from a task output or an upload).' });

/** Signed URLs live one hour by default and a week at most. */
const URL_TTL = { default: 3600, max: 7 * 24 * 3600 } as const;

export const getAsset = defineQueryTool({
  name: 'get-asset',
  description: `Returns a signed URL for an asset (and for its waveform peaks if audio, its poster frame if video; valid expiresInSeconds, default ${URL_TTL.default}, at most ${URL_TTL.max}) with its metadata. The URL needs no header and supports HTTP Range. Free.`,
  input: Type.Object(
    {
      assetId,
      expiresInSeconds: Type.Optional(Type.Integer({ minimum: 1, maximum: URL_TTL.max, description: 'Lifetime of the URL in seconds.' })),
    },
    { additionalProperties: false },
  ),
  output: Ref(SignedAsset),
  errors: ['not_found'],
  handle(body, ctx) {
    const row = ctx.deps.assets.get(body.assetId, ctx.principal);
    const signed = ctx.deps.assets.signedUrls(row, body.expiresInSeconds ?? URL_TTL.default);
    // Word timings ride on this one answer only, so listings stay small.
    const words = row.words ? (JSON.parse(row.words) as SignedAsset['words']) : undefined;
    return { kind: 'json', data: { ...toAssetView(row), ...signed, ...(words && { words }) } };
  },
});

export const downloadAsset = defineQueryTool({
  name: 'download-asset',
  description:
    'Fetches the bytes of an asset. Over HTTP the answer is the file itself with its media type. With format, audio comes converted to WAV (16-bit PCM) or MP3, as the studio exports it. Free.',
  input: Type.Object(
    {
      assetId,
      format: Type.Optional(
        Type.Union(
          AUDIO_EXPORT_FORMATS.map((f) => Type.Literal(f)),
          {
            description: 'Audio only: wav or mp3. Left out, the asset comes as stored.',
          },
        ),
      ),
    },
    { additionalProperties: false },
  ),
  output: 'file',
  errors: ['not_found', 'validation_failed'],
  async handle(body, ctx) {
    const row = ctx.deps.assets.get(body.assetId, ctx.principal);
    const file = await ctx.deps.assets.exportFile(row, body.format);
    return {
      kind: 'file',
      assetId: row.id,
      path: file.path,
      mimeType: file.mimeType,
      bytes: (await stat(file.path)).size,
      fileName: file.fileName,
    };
  },
});

/** Largest file upload-asset takes (decoded). */
export const UPLOAD_TOOL_MAX_BYTES = 10 * 1024 * 1024;
/**
 * Its JSON body: base64 is 4/3 of the bytes, MIME-style line breaks (escaped \r\n every 76
 * characters) add 5 %, and the other fields fit in 64 KiB.
 */
const UPLOAD_TOOL_BODY_LIMIT = Math.ceil(((UPLOAD_TOOL_MAX_BYTES * 4) / 3) * 1.05) + 64 * 1024;

export const uploadAsset = defineQueryTool({
  name: 'upload-asset',
  description: `Uploads a media file given as base64 (for MCP clients; HTTP clients can POST /api/v1/assets). At most ${UPLOAD_TOOL_MAX_BYTES / 1024 / 1024} MB here, ${MAX_UPLOAD_BYTES / 1024 / 1024} MB over /api/v1/assets. The type is detected from the bytes; mimeType is only a hint. Free.`,
  input: Type.Object(
    {
      mimeType: Type.String({
        minLength: 1,
        maxLength: 100,
        description: 'Declared media type, e.g. audio/wav (a hint; the bytes decide).',
      }),
      dataBase64: Type.String({ minLength: 1, description: 'The file, base64-encoded.' }),
      fileName: Type.Optional(Type.String({ maxLength: 255 })),
    },
    { additionalProperties: false },
  ),
  output: Ref(AssetView),
  errors: ['payload_too_large', 'unsupported_media_type'],
  bodyLimit: UPLOAD_TOOL_BODY_LIMIT,
  tooLargeHint: 'send larger files as raw bytes to POST /api/v1/assets',
  async handle(body, ctx) {
    // Each step touches every byte of a body of up to 14 MB: each gets its own turn of the event loop.
    await nextTurn();
    if (!/^[A-Za-z0-9+/\r\n]*={0,2}\s*$/.test(body.dataBase64)) throw invalid('dataBase64', 'must be base64');
    await nextTurn();
    const bytes = Buffer.from(body.dataBase64, 'base64');
    await nextTurn();
    if (bytes.length > UPLOAD_TOOL_MAX_BYTES) {
      throw invalid(
        'dataBase64',
        `must decode to at most ${UPLOAD_TOOL_MAX_BYTES / 1024 / 1024} MB; upload larger files with POST /api/v1/assets`,
      );
    }
    const view = await ctx.deps.assets.upload(bytes, { fileName: body.fileName, principal: ctx.principal, field: 'dataBase64' });
    return { kind: 'json', data: view };
  },
});
