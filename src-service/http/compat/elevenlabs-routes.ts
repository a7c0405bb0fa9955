/**
 * ElevenLabs' text-to-speech, voices and subscription routes, as its API answers them: an
 * ElevenLabs client with its base URL at `http://127.0.0.1:PORT` and the Timbre API key in
 * `xi-api-key` works unchanged. Speech is a thin translation onto generate-tts /
 * generate-narration (speech-request.ts); voices are the library; the subscription is the key's credits.
 */
import { Type } from '@sinclair/typebox';
import type { HttpContext } from '../http-context.ts';
import { defineRoute, principalOf, type RouteDef } from '../route-table.ts';
import { IDEMPOTENCY_HEADER } from '../routes/tools.ts';
import {
  ElevenLabsSpeechQuery,
  ElevenLabsSpeechRequest,
  ElevenLabsSubscription,
  ElevenLabsVoiceList,
  ElevenLabsVoicePage,
} from '../../contract/compat-shapes.ts';
import { COMPAT_AUDIO_TYPES, ELEVENLABS_DEFAULT_FORMAT, elevenLabsFormat, type ElevenLabsFormat } from '../../contract/compat-formats.ts';
import { Ref } from '../../contract/schema-helpers.ts';
import { TTS_TEXT_LIMIT } from '../../contract/limits.ts';
import { speak } from './speech-request.ts';
import { SPEECH_ERRORS } from './speech-errors.ts';
import { elevenLabsVoices, subscriptionOf } from './listing-views.ts';

const FIELDS = { text: 'text', voice: 'voice_id', model: 'model_id', prompt: 'prompt', language: 'language_code' };
const VoiceParams = Type.Object({
  voice_id: Type.String({
    minLength: 1,
    maxLength: 200,
    description: 'A Timbre voiceId (GET /v1/voices lists them).',
    examples: ['alpha-cherry'],
  }),
});
const common = { auth: 'apiKey', dialect: 'elevenlabs', xiApiKey: true, tags: ['elevenlabs'] } as const;

export function elevenLabsRoutes(ctx: HttpContext): RouteDef[] {
  const speech = (url: string, operationId: string, summary: string, progressive: boolean) =>
    defineRoute({
      ...common,
      method: 'POST',
      url,
      operationId,
      summary,
      description:
        (progressive
          ? "ElevenLabs' streaming text-to-speech request. Text within the provider limit, and wav_* formats, are answered once the task completes; " +
            'longer text (a narration) is answered as it is made: the 200 comes once its first segment is kept, then each segment as it finishes, chunked ' +
            '(no content-length or timbre-asset-id), the same audio as the narration stored in the library. A failure after the first byte breaks the connection. '
          : "ElevenLabs' text-to-speech request, answered with the audio once the task completes. ") +
        `It runs as generate-tts (text within the voice's provider limit: ${TTS_TEXT_LIMIT.alpha} characters alpha, ${TTS_TEXT_LIMIT.beta} beta) or generate-narration (longer text), ` +
        'with their validation, prices, task, webhooks and library entry (marked via the ElevenLabs-compatible API). voice_settings and the other tuning fields are accepted and ignored. ' +
        "Headers: `request-id` (the task id), `x-character-count`, `timbre-task-id`, `timbre-asset-id`. Errors in ElevenLabs' shape; an unknown voice_id is a 404.",
      params: VoiceParams,
      querystring: ElevenLabsSpeechQuery,
      headers: IDEMPOTENCY_HEADER,
      body: ElevenLabsSpeechRequest,
      bodyLimit: 160 * 1024,
      answers: {
        200: {
          description: 'The audio, in output_format.',
          content: Object.fromEntries(COMPAT_AUDIO_TYPES.map((t) => [t, Type.String({ format: 'binary' })])),
        },
      },
      errors: SPEECH_ERRORS,
      accepts: ['json'],
      handler: (req, reply) => {
        const b = req.body;
        return speak(ctx, req, reply, {
          dialect: 'elevenlabs',
          fields: FIELDS,
          text: b.text,
          voiceId: req.params.voice_id,
          unknownVoice: 'not_found',
          model: b.model_id,
          languageCode: b.language_code,
          format: elevenLabsFormat((req.query.output_format ?? ELEVENLABS_DEFAULT_FORMAT) as ElevenLabsFormat),
          progressive,
        });
      },
    });

  return [
    speech('/v1/text-to-speech/:voice_id', 'elevenlabsTextToSpeech', "Speech, as ElevenLabs' /v1/text-to-speech", false),
    speech('/v1/text-to-speech/:voice_id/stream', 'elevenlabsTextToSpeechStream', "Speech, as ElevenLabs' streaming text-to-speech", true),
    defineRoute({
      ...common,
      method: 'GET',
      url: '/v1/voices',
      operationId: 'elevenlabsListVoices',
      summary: "The voice library, in ElevenLabs' shape",
      description:
        'Every voice of the library (as list-voices): voice_id, name, category (premade, generated, cloned), labels (provider, kind, gender, languages), preview_url (signed, 1 h) where a preview exists.',
      querystring: Type.Object({ show_legacy: Type.Optional(Type.Boolean({ description: 'Ignored.' })) }, { additionalProperties: false }),
      answers: { 200: { description: 'The voices.', schema: Ref(ElevenLabsVoiceList) } },
      handler: () => ({ voices: elevenLabsVoices(ctx) }),
    }),
    defineRoute({
      ...common,
      method: 'GET',
      url: '/v2/voices',
      operationId: 'elevenlabsSearchVoices',
      summary: "The voice library, paged, in ElevenLabs' shape",
      description:
        'The library as GET /v1/voices, filtered by `search` (name, description, labels) and `category`, in pages of `page_size` (`next_page_token` continues).',
      querystring: Type.Object(
        {
          page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
          next_page_token: Type.Optional(Type.String({ pattern: '^[0-9]{1,9}$', description: 'From the previous page.' })),
          search: Type.Optional(Type.String({ maxLength: 200 })),
          category: Type.Optional(Type.String({ maxLength: 40 })),
          voice_type: Type.Optional(Type.String({ maxLength: 40, description: 'Ignored.' })),
          sort: Type.Optional(Type.String({ maxLength: 40, description: 'Ignored (library order).' })),
          sort_direction: Type.Optional(Type.String({ maxLength: 10, description: 'Ignored.' })),
          include_total_count: Type.Optional(Type.Boolean({ description: 'Ignored (always counted).' })),
        },
        { additionalProperties: false },
      ),
      answers: { 200: { description: 'A page of voices.', schema: Ref(ElevenLabsVoicePage) } },
      handler: (req) => {
        const q = req.query;
        const words = q.search?.trim().toLowerCase();
        const all = elevenLabsVoices(ctx).filter(
          (v) =>
            (!q.category || v.category === q.category) &&
            (!words || JSON.stringify([v.name, v.description, v.labels]).toLowerCase().includes(words)),
        );
        const from = Number(q.next_page_token ?? 0);
        const size = q.page_size ?? 10;
        const more = from + size < all.length;
        return {
          voices: all.slice(from, from + size),
          has_more: more,
          total_count: all.length,
          next_page_token: more ? String(from + size) : null,
        };
      },
    }),
    defineRoute({
      ...common,
      method: 'GET',
      url: '/v1/user/subscription',
      operationId: 'elevenlabsSubscription',
      summary: "The key's credits as ElevenLabs' character counts",
      description:
        "character_count: the key's used (charged and held) credits as characters; character_limit: those plus what it can still hold (the workspace's available credits, within the key's creditLimit), as characters. " +
        "Characters are the credits' worth at the alpha rate (15 credits per 1,000 characters), rounded down; timbre_credits gives the credits themselves.",
      answers: { 200: { description: 'The subscription.', schema: Ref(ElevenLabsSubscription) } },
      handler: (req) => subscriptionOf(ctx, principalOf(req)),
    }),
  ];
}
