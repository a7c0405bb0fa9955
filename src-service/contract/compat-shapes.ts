/**
 * The bodies and answers of the OpenAI- and ElevenLabs-compatible endpoints, in those APIs'
 * own field names (snake_case), declared once for the routes, the document and the client.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Closed, Nullable, Ref, StringEnum } from './schema-helpers.ts';
import { COMPAT_TEXT_LIMIT, OPENAI_SPEED, OPENAI_VOICES } from './compat-speech.ts';
import { ELEVENLABS_DEFAULT_FORMAT, ELEVENLABS_FORMAT_NAMES, OPENAI_FORMAT_NAMES } from './compat-formats.ts';
import { TTS_PROMPT_LIMIT } from './limits.ts';

/** `POST /v1/audio/speech`. */
export const OpenAiSpeechRequest = Closed(
  {
    model: Type.String({
      minLength: 1,
      maxLength: 200,
      description: "tts-1, tts-1-hd, gpt-4o-mini-tts (the voice's provider speaks), or alpha / beta (that provider only).",
    }),
    input: Type.String({
      minLength: 1,
      maxLength: COMPAT_TEXT_LIMIT.openai,
      description: `The text, 1 to ${COMPAT_TEXT_LIMIT.openai} characters. Over the voice's provider limit it is spoken whole as a narration.`,
    }),
    voice: Type.Union(
      [
        Type.String({ minLength: 1, maxLength: 200 }),
        Closed({ id: Type.String({ minLength: 1, maxLength: 200, description: 'A Timbre voiceId.' }) }),
      ],
      {
        description: `An OpenAI voice name (${Object.keys(OPENAI_VOICES).join(', ')}: mapped to Timbre built-ins), a Timbre voiceId, or {"id": voiceId}.`,
      },
    ),
    response_format: Type.Optional(
      StringEnum(OPENAI_FORMAT_NAMES, {
        default: 'mp3',
        description: 'mp3 (default), opus (Ogg), aac (ADTS), flac, wav, or pcm (raw 24 kHz signed 16-bit little-endian mono).',
      }),
    ),
    speed: Type.Optional(
      Type.Number({
        minimum: OPENAI_SPEED.min,
        maximum: OPENAI_SPEED.max,
        default: OPENAI_SPEED.default,
        description: "Playback speed, applied with ffmpeg's atempo (the pitch is kept).",
      }),
    ),
    instructions: Type.Optional(
      Type.String({
        maxLength: TTS_PROMPT_LIMIT,
        description: `Style direction, passed on as the prompt; at most ${TTS_PROMPT_LIMIT} characters.`,
      }),
    ),
    stream_format: Type.Optional(
      StringEnum(['audio', 'sse'] as const, {
        default: 'audio',
        description:
          '`audio`: the bytes, in response_format. `sse`: the same bytes as server-sent events (text/event-stream), ' +
          'speech.audio.delta events carrying base64 chunks, then speech.audio.done with the usage. Offered for every model.',
      }),
    ),
  },
  { examples: [{ model: 'tts-1', input: 'Hello from Timbre.', voice: 'alloy' }] },
);
export type OpenAiSpeechRequest = Static<typeof OpenAiSpeechRequest>;

/** One chunk of the audio, when `stream_format` is `sse`: the `data` of one event. */
const OpenAiSpeechDelta = Closed(
  {
    type: Type.Literal('speech.audio.delta'),
    audio: Type.String({ contentEncoding: 'base64', description: 'The next bytes of the audio in response_format, base64.' }),
  },
  { $id: 'OpenAiSpeechDelta' },
);

/** The last event of an `sse` answer. */
export const OpenAiSpeechDone = Closed(
  {
    type: Type.Literal('speech.audio.done'),
    usage: Closed(
      {
        input_tokens: Type.Integer({ minimum: 0, description: "The input's characters: Timbre bills characters, not tokens." }),
        output_tokens: Type.Integer({ minimum: 0, description: 'Always 0.' }),
        total_tokens: Type.Integer({ minimum: 0 }),
      },
      { description: 'Characters standing in for tokens.' },
    ),
  },
  { $id: 'OpenAiSpeechDone' },
);
export type OpenAiSpeechDone = Static<typeof OpenAiSpeechDone>;

/** OpenAI's error shape. */
export const OpenAiError = Closed(
  {
    error: Closed({
      message: Type.String({ description: 'Names the field and the rule it broke, or what went wrong.' }),
      type: Type.String({
        description:
          'invalid_request_error, authentication_error, permission_error, not_found_error, insufficient_quota, rate_limit_error, server_error.',
      }),
      param: Nullable(Type.String(), { description: 'The field at fault, when one is.' }),
      code: Nullable(Type.String(), { description: "Timbre's own error code (or the task's failure code)." }),
    }),
  },
  { $id: 'OpenAiError', description: "An error in OpenAI's shape." },
);
export type OpenAiError = Static<typeof OpenAiError>;

/** A failure after an `sse` answer began: the last event, OpenAI's error shape with a type. */
const OpenAiSpeechStreamError = Closed(
  { type: Type.Literal('error'), error: OpenAiError.properties.error },
  { $id: 'OpenAiSpeechStreamError' },
);

/** The `data` of each event of an `sse` answer: deltas, then done (or an error). */
export const OpenAiSpeechEvent = Type.Union([Ref(OpenAiSpeechDelta), Ref(OpenAiSpeechDone), Ref(OpenAiSpeechStreamError)], {
  description: 'Each event is one `data:` line holding one of these, JSON; the stream ends after speech.audio.done or error.',
});

/** One entry of OpenAI's model listing. */
const OpenAiModel = Closed(
  { id: Type.String(), object: Type.Literal('model'), created: Type.Integer(), owned_by: Type.String() },
  { $id: 'OpenAiModel' },
);
export const OpenAiModelList = Closed({ object: Type.Literal('list'), data: Type.Array(Ref(OpenAiModel)) }, { $id: 'OpenAiModelList' });

/** `POST /v1/text-to-speech/{voice_id}`: ElevenLabs' body. Fields Timbre has no use for are accepted and ignored. */
export const ElevenLabsSpeechRequest = Closed(
  {
    text: Type.String({
      minLength: 1,
      maxLength: COMPAT_TEXT_LIMIT.elevenlabs,
      description: `The text, 1 to ${COMPAT_TEXT_LIMIT.elevenlabs.toLocaleString('en')} characters. Over the voice's provider limit it is spoken whole as a narration.`,
    }),
    model_id: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 200,
        description: "An eleven_* model (the voice's provider speaks), or alpha / beta (that provider only).",
      }),
    ),
    language_code: Type.Optional(
      Type.String({
        maxLength: 40,
        description: 'ISO 639-1 (en, de, …): for alpha voices one of the ten alpha languages; beta ignores it.',
      }),
    ),
    voice_settings: Type.Optional(
      Type.Object(
        {},
        {
          additionalProperties: true,
          description: 'Accepted and ignored: stability, similarity_boost, style, use_speaker_boost, speed have no Timbre counterpart.',
        },
      ),
    ),
    seed: Type.Optional(Type.Integer({ description: 'Ignored.' })),
    previous_text: Type.Optional(Type.String({ description: 'Ignored.' })),
    next_text: Type.Optional(Type.String({ description: 'Ignored.' })),
    previous_request_ids: Type.Optional(Type.Array(Type.String(), { description: 'Ignored.' })),
    next_request_ids: Type.Optional(Type.Array(Type.String(), { description: 'Ignored.' })),
    pronunciation_dictionary_locators: Type.Optional(
      Type.Array(Type.Object({}, { additionalProperties: true }), { description: 'Ignored.' }),
    ),
    apply_text_normalization: Type.Optional(StringEnum(['auto', 'on', 'off'] as const, { description: 'Ignored.' })),
    apply_language_text_normalization: Type.Optional(Type.Boolean({ description: 'Ignored.' })),
    use_pvc_as_ivc: Type.Optional(Type.Boolean({ description: 'Ignored.' })),
  },
  { examples: [{ text: 'Hello from Timbre.', model_id: 'eleven_multilingual_v2' }] },
);
export type ElevenLabsSpeechRequest = Static<typeof ElevenLabsSpeechRequest>;

/** ElevenLabs' query of a speech request. */
export const ElevenLabsSpeechQuery = Closed({
  output_format: Type.Optional(
    StringEnum(ELEVENLABS_FORMAT_NAMES, {
      default: ELEVENLABS_DEFAULT_FORMAT,
      description: 'codec_rate[_kbps]; every ElevenLabs value is produced.',
    }),
  ),
  enable_logging: Type.Optional(Type.Boolean({ description: 'Ignored (nothing is sent anywhere but the provider).' })),
  optimize_streaming_latency: Type.Optional(Type.Integer({ minimum: 0, maximum: 4, description: 'Ignored.' })),
});

/** ElevenLabs' error shape. */
export const ElevenLabsError = Closed(
  {
    detail: Closed({
      status: Type.String({ description: "Timbre's error code (or the task's failure code)." }),
      message: Type.String({ description: 'Names the field and the rule it broke, or what went wrong.' }),
    }),
  },
  { $id: 'ElevenLabsError', description: "An error in ElevenLabs' shape." },
);
export type ElevenLabsError = Static<typeof ElevenLabsError>;

/** A voice of the library in ElevenLabs' shape. */
export const ElevenLabsVoice = Closed(
  {
    voice_id: Type.String({ examples: ['alpha-cherry'] }),
    name: Type.String(),
    category: StringEnum(['premade', 'generated', 'cloned'] as const, {
      description: 'premade: built-in and prebuilt; generated: designed; cloned.',
    }),
    description: Nullable(Type.String()),
    labels: Type.Record(Type.String(), Type.String(), { description: 'provider, kind, gender, languages (comma-separated).' }),
    preview_url: Nullable(Type.String({ description: 'A signed URL of the preview (valid 1 h), when the voice has one.' })),
  },
  { $id: 'ElevenLabsVoice' },
);
export const ElevenLabsVoiceList = Closed({ voices: Type.Array(Ref(ElevenLabsVoice)) }, { $id: 'ElevenLabsVoiceList' });
export const ElevenLabsVoicePage = Closed(
  {
    voices: Type.Array(Ref(ElevenLabsVoice)),
    has_more: Type.Boolean(),
    total_count: Type.Integer({ minimum: 0 }),
    next_page_token: Nullable(Type.String()),
  },
  { $id: 'ElevenLabsVoicePage' },
);

/** A model in ElevenLabs' shape. */
export const ElevenLabsModel = Closed(
  {
    model_id: Type.String(),
    name: Type.String(),
    description: Type.String(),
    can_do_text_to_speech: Type.Boolean(),
    can_do_voice_conversion: Type.Boolean(),
    can_be_finetuned: Type.Boolean(),
    can_use_style: Type.Boolean(),
    can_use_speaker_boost: Type.Boolean(),
    serves_pro_voices: Type.Boolean(),
    requires_alpha_access: Type.Boolean(),
    token_cost_factor: Type.Number(),
    max_characters_request_free_user: Type.Integer(),
    max_characters_request_subscribed_user: Type.Integer(),
    maximum_text_length_per_request: Type.Integer(),
    languages: Type.Array(Closed({ language_id: Type.String(), name: Type.String() })),
  },
  { $id: 'ElevenLabsModel' },
);

/** `GET /v1/models`: the caller's dialect decides the shape. */
export const CompatModelList = Type.Union([Ref(OpenAiModelList), Type.Array(Ref(ElevenLabsModel))], {
  description: "OpenAI's listing when the credential came in Authorization; ElevenLabs' array when it came in xi-api-key.",
});

/** `GET /v1/user/subscription`: the key's credits as ElevenLabs' character counts. */
export const ElevenLabsSubscription = Closed(
  {
    tier: Type.String(),
    character_count: Type.Integer({ minimum: 0, description: 'Characters the key has used: its charged and held credits, as characters.' }),
    character_limit: Type.Integer({ minimum: 0, description: 'Characters it may use: used plus what it can still hold, as characters.' }),
    max_credit_limit_extension: Type.Integer(),
    can_extend_character_limit: Type.Boolean(),
    allowed_to_extend_character_limit: Type.Boolean(),
    next_character_count_reset_unix: Nullable(Type.Integer()),
    voice_slots_used: Type.Integer({ minimum: 0 }),
    professional_voice_slots_used: Type.Integer(),
    professional_voice_slots_used_in_workspace: Type.Integer(),
    voice_limit: Type.Integer(),
    voice_add_edit_counter: Type.Integer(),
    professional_voice_limit: Type.Integer(),
    can_extend_voice_limit: Type.Boolean(),
    can_use_instant_voice_cloning: Type.Boolean(),
    can_use_professional_voice_cloning: Type.Boolean(),
    current_overage: Closed({ amount: Type.String(), currency: Type.String() }),
    open_invoices: Type.Array(Type.Unknown()),
    has_open_invoices: Type.Boolean(),
    status: Type.String(),
    timbre_credits: Closed(
      { used: Type.Integer({ minimum: 0 }), available: Type.Integer({ minimum: 0 }), characters_per_credit: Type.Number() },
      { description: "The same numbers in Timbre's credits." },
    ),
  },
  { $id: 'ElevenLabsSubscription' },
);
export type ElevenLabsSubscription = Static<typeof ElevenLabsSubscription>;

/** The named schemas of the compatible endpoints (for the document's components). */
export const COMPAT_COMPONENTS = [
  OpenAiSpeechDelta,
  OpenAiSpeechDone,
  OpenAiSpeechStreamError,
  OpenAiError,
  OpenAiModel,
  OpenAiModelList,
  ElevenLabsError,
  ElevenLabsVoice,
  ElevenLabsVoiceList,
  ElevenLabsVoicePage,
  ElevenLabsModel,
  ElevenLabsSubscription,
] as const;
