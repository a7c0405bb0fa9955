import { Type, type Static } from '@sinclair/typebox';
import { Closed, Id, Nullable, Ref, StringEnum, Timestamp } from './schema-helpers.ts';
import { COMPAT_DIALECTS } from './compat-speech.ts';

const assetFields = {
  assetId: Id({ examples: ['asset_0m5x2k1a9AbCdEfGhIjKlMnOp'] }),
  kind: StringEnum(['audio', 'image', 'video'] as const),
  mimeType: Type.String({ examples: ['audio/wav'] }),
  bytes: Type.Integer({ minimum: 0 }),
  fileName: Type.Optional(Type.String()),
  durationSeconds: Type.Optional(Type.Number({ minimum: 0 })),
  width: Type.Optional(Type.Integer({ minimum: 0 })),
  height: Type.Optional(Type.Integer({ minimum: 0 })),
  sampleRate: Type.Optional(Type.Integer({ minimum: 0 })),
  channels: Type.Optional(Type.Integer({ minimum: 0 })),
  origin: StringEnum(['upload', 'generated'] as const),
  engine: Type.Optional(Type.String({ description: 'The engine that made a generated asset.' })),
  taskId: Type.Optional(Type.String({ description: 'The task that made a generated asset.' })),
  createdAt: Timestamp(),
};

/** An asset as the API shows it (uploads, listings, get-asset). */
export const AssetView = Closed(assetFields, { $id: 'AssetView' });
export type AssetView = Static<typeof AssetView>;

/** A URL that needs no header: signed, valid until `expiresAt`, with HTTP Range. */
const signedUrlFields = {
  url: Type.String({ format: 'uri', description: 'GET it without a header (signed; supports Range).' }),
  expiresAt: Timestamp({ description: 'When the URL stops working.' }),
};

/** Signed URLs of what is derived from an asset: its peaks (audio) and poster frame (video). */
const derivedUrlFields = {
  peaksUrl: Type.Optional(
    Type.String({
      format: 'uri',
      description: 'Audio: its waveform peaks (audiowaveform JSON v2; add `&pixels=N`), signed like `url` and valid as long.',
    }),
  ),
  posterUrl: Type.Optional(Type.String({ format: 'uri', description: 'Video: a JPEG poster frame, signed like `url` and valid as long.' })),
};

/** Levels of a library row's inline `waveform`. */
export const WAVEFORM_LEVELS = 64;

/** An audio file's loudness at a glance, inline in a listing (the Library's rows, a batch's rows). */
export const WaveformLevels = () =>
  Type.Array(Type.Integer({ minimum: 0, maximum: 255 }), {
    minItems: WAVEFORM_LEVELS,
    maxItems: WAVEFORM_LEVELS,
    description:
      `Audio: ${WAVEFORM_LEVELS} loudness levels, 0 (silence) to 255 (full scale), each the loudest peak of its ${WAVEFORM_LEVELS}th of the clip, ` +
      'to draw a thumbnail. Absent until the peaks have been computed (moments after the asset is made).',
  });

/** The query of a signed URL (optional where a bearer credential may be used instead). */
const signatureQueryFields = {
  expires: Type.Optional(
    Type.String({
      pattern: '^[0-9]{1,12}$',
      description: 'Signed URLs: Unix time (seconds) the URL expires at.',
      examples: ['1767268800'],
    }),
  ),
  signature: Type.Optional(Type.String({ maxLength: 128, description: 'Signed URLs: HMAC-SHA256 (hex) of the asset id and expires.' })),
};

/** Where each word falls in a speech asset, when its synthesizer reported it. */
const WordTimings = Type.Array(
  Closed({
    text: Type.String({ description: 'The word as written in the text.' }),
    start: Type.Number({ minimum: 0, description: 'Seconds from the start of the audio.' }),
    end: Type.Number({ minimum: 0, description: 'Seconds from the start of the audio; at least `start`.' }),
  }),
  {
    description:
      'Speech made offline by espeak-ng (sandbox voices, languages other than English): its words in order with their times. ' +
      'Absent when the engine gives none (flite, the live engines, uploads, narrations).',
  },
);

/** get-asset's answer: the asset, a signed URL and, for speech that has them, its word timings. */
export const SignedAsset = Closed(
  { ...assetFields, ...signedUrlFields, ...derivedUrlFields, words: Type.Optional(WordTimings) },
  { $id: 'SignedAsset' },
);
export type SignedAsset = Static<typeof SignedAsset>;

/** Where an asset came from: the key (app) that made it, the engine, the parameters. */
export const AssetProvenance = Closed(
  {
    apiKeyId: Nullable(Type.String()),
    keyLabel: Nullable(Type.String()),
    engine: Nullable(Type.String()),
    params: Nullable(Type.Record(Type.String(), Type.Unknown()), { description: 'The parameters of the task that made it.' }),
    via: Type.Optional(
      StringEnum(COMPAT_DIALECTS, {
        description: 'Made through the OpenAI-compatible (`openai`) or ElevenLabs-compatible (`elevenlabs`) speech API; absent otherwise.',
      }),
    ),
  },
  { $id: 'AssetProvenance' },
);
export type AssetProvenance = Static<typeof AssetProvenance>;

/** What the library shows and files each asset by (migration 013). */
const libraryFields = {
  title: Type.String({
    description:
      'The name to show: the first words of the text for a narration (generate-narration, regenerate-segment), else the file name.',
  }),
  tool: Nullable(Type.String(), { description: 'The tool that made it; null for uploads.' }),
  voiceId: Nullable(Type.String(), { description: 'The voice it was spoken with, if any.' }),
  voiceName: Nullable(Type.String(), { description: "That voice's name (null when it has none or the voice is unknown)." }),
  madeBy: StringEnum(['studio', 'apiKey'] as const, {
    description: 'studio: made in the studio (no key); apiKey: by the key of provenance.apiKeyId / keyLabel.',
  }),
  tags: Type.Array(Type.String(), { description: 'Its tags, sorted.' }),
  favorite: Type.Boolean(),
};

/** A row of `GET /api/v1/assets`: the asset, a signed URL, its derived media, its provenance, its tags. */
export const LibraryAsset = Closed(
  {
    ...assetFields,
    ...signedUrlFields,
    ...derivedUrlFields,
    waveform: Type.Optional(WaveformLevels()),
    ...libraryFields,
    provenance: Ref(AssetProvenance),
  },
  { $id: 'LibraryAsset' },
);
export type LibraryAsset = Static<typeof LibraryAsset>;

/** `pixels` of `GET /api/v1/assets/{id}/peaks`: its bounds, and the most points answered without it. */
export const PEAKS_PIXELS = { min: 1, max: 100_000, default: 1000 } as const;

/** `GET /api/v1/assets/{id}/peaks` query: `pixels`, plus the signature of a signed URL. */
export const AssetPeaksQuery = Type.Object(
  {
    pixels: Type.Optional(
      Type.Integer({
        minimum: PEAKS_PIXELS.min,
        maximum: PEAKS_PIXELS.max,
        description: `Points (min/max pairs) wanted: exactly this many. Left out: the full resolution (256 samples a point), at most ${PEAKS_PIXELS.default} points.`,
      }),
    ),
    ...signatureQueryFields,
  },
  { additionalProperties: false },
);

/** `GET /api/v1/assets/{id}/poster` query: the signature of a signed URL, or nothing with a bearer credential. */
export const AssetPosterQuery = Type.Object({ ...signatureQueryFields }, { additionalProperties: false });

/**
 * Waveform peaks in BBC audiowaveform's JSON format, version 2 (one channel, 8 bits): `data`
 * holds `length` pairs of min and max sample values (-128..127), each over `samples_per_pixel`
 * samples of the mono mix at `sample_rate`. Players such as wavesurfer.js and peaks.js read it as is.
 */
export const AssetPeaks = Closed(
  {
    version: Type.Literal(2),
    channels: Type.Literal(1),
    sample_rate: Type.Integer({ minimum: 1, examples: [24000] }),
    samples_per_pixel: Type.Integer({ minimum: 1, examples: [256] }),
    bits: Type.Literal(8),
    length: Type.Integer({ minimum: 0, description: 'Pairs in `data`.' }),
    data: Type.Array(Type.Integer({ minimum: -128, maximum: 127 }), { description: 'min, max, min, max… (2 × length values).' }),
  },
  { $id: 'AssetPeaks' },
);
export type AssetPeaks = Static<typeof AssetPeaks>;

/** Formats an audio asset can be exported in (`GET /api/v1/assets/{id}/export?format=`). */
export const AUDIO_EXPORT_FORMATS = ['wav', 'mp3'] as const;

/** One of {@link AUDIO_EXPORT_FORMATS}. */
export type AudioExportFormat = (typeof AUDIO_EXPORT_FORMATS)[number];

/** File extensions of the media types assets are stored in. */
const EXTENSIONS: Record<string, string> = {
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'audio/x-m4a': 'm4a',
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/flac': 'flac',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/** Every media type an asset is stored and sent with (the `Content-Type` of its bytes). */
export const ASSET_MEDIA_TYPES: readonly string[] = Object.keys(EXTENSIONS);

/** The extension a file of `mimeType` is named with (its subtype when unknown). */
export function extensionOf(mimeType: string): string {
  return EXTENSIONS[mimeType] ?? mimeType.split('/')[1] ?? 'bin';
}
