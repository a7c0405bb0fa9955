/**
 * `POST /v1/audio/speech`, as OpenAI's API answers it: an OpenAI client pointed at
 * `http://127.0.0.1:PORT/v1` speaks with Timbre's voices, on the caller's own API key. A thin
 * translation onto generate-tts / generate-narration (speech-request.ts).
 */
import { Type } from '@sinclair/typebox';
import type { HttpContext } from '../http-context.ts';
import { defineRoute, type RouteDef } from '../route-table.ts';
import { IDEMPOTENCY_HEADER } from '../routes/tools.ts';
import { OpenAiSpeechEvent, OpenAiSpeechRequest } from '../../contract/compat-shapes.ts';
import { OPENAI_FORMATS, type OpenAiFormat } from '../../contract/compat-formats.ts';
import { OPENAI_SPEED, OPENAI_VOICES, timbreVoiceId } from '../../contract/compat-speech.ts';
import { PRICING } from '../../contract/pricing.ts';
import { TTS_TEXT_LIMIT } from '../../contract/limits.ts';
import { speak } from './speech-request.ts';
import { SPEECH_ERRORS } from './speech-errors.ts';
import { EVENT_STREAM } from './speech-events.ts';

const FIELDS = { text: 'input', voice: 'voice', model: 'model', prompt: 'instructions', language: 'language' };

export function openAiRoutes(ctx: HttpContext): RouteDef[] {
  return [
    defineRoute({
      method: 'POST',
      url: '/v1/audio/speech',
      auth: 'apiKey',
      dialect: 'openai',
      operationId: 'openaiCreateSpeech',
      summary: "Speech, as OpenAI's /v1/audio/speech",
      description:
        "OpenAI's text-to-speech request. It runs as generate-tts " +
        `(input within the voice's provider limit: ${TTS_TEXT_LIMIT.alpha} characters alpha, ${TTS_TEXT_LIMIT.beta} beta) or, for longer input, generate-narration (spoken whole in segments), ` +
        `with their validation, prices (${PRICING.speech.perThousandChars.alpha} / ${PRICING.speech.perThousandChars.beta} credits per 1,000 characters, per segment for a narration), task, webhooks and library entry (marked via the OpenAI-compatible API). ` +
        `voice: ${Object.entries(OPENAI_VOICES)
          .map(([k, v]) => `${k} → ${v}`)
          .join(', ')}, or any Timbre voiceId. ` +
        `speed (${OPENAI_SPEED.min}–${OPENAI_SPEED.max}) is applied with ffmpeg's atempo; instructions become the style prompt. ` +
        'Short input is answered once the task completes; a narration is answered as it is made: the 200 comes once its first segment is kept, then each segment as it finishes, chunked ' +
        '(wav is the exception: answered once the task completes), the same audio as the narration stored in the library; a failure after the first byte breaks the connection. ' +
        'stream_format `sse` sends the same bytes as server-sent events (speech.audio.delta with base64 audio, then speech.audio.done with the usage: characters as input tokens); ' +
        "a failure after the first event is an `error` event in OpenAI's error shape, then the end. " +
        "Headers: `timbre-task-id` names the task, and `timbre-asset-id` the WAV it made (answers sent whole only). Errors in OpenAI's shape, with Timbre's status for each.",
      tags: ['openai'],
      headers: IDEMPOTENCY_HEADER,
      body: OpenAiSpeechRequest,
      answers: {
        200: {
          description: 'The audio, in response_format; with stream_format `sse`, server-sent events carrying it.',
          content: {
            ...Object.fromEntries(Object.values(OPENAI_FORMATS).map((f) => [f.mimeType, Type.String({ format: 'binary' })])),
            [EVENT_STREAM]: OpenAiSpeechEvent,
          },
        },
      },
      errors: SPEECH_ERRORS,
      accepts: ['json'],
      handler: (req, reply) => {
        const b = req.body;
        const voice = typeof b.voice === 'string' ? timbreVoiceId(b.voice) : b.voice.id;
        const format = OPENAI_FORMATS[(b.response_format ?? 'mp3') as OpenAiFormat];
        return speak(ctx, req, reply, {
          dialect: 'openai',
          fields: FIELDS,
          text: b.input,
          voiceId: voice,
          unknownVoice: 'invalid',
          model: b.model,
          prompt: b.instructions,
          format,
          speed: b.speed,
          progressive: true,
          events: b.stream_format === 'sse',
        });
      },
    }),
  ];
}
