/**
 * The one path of a compatible speech request, whichever dialect asked: it becomes a call of
 * generate-tts (text within the voice's provider limit) or generate-narration (longer text,
 * spoken whole) through the tool executor, so validation, the credit hold, the price, the
 * task, its webhooks and its library provenance are those tools' own. Then it waits for the
 * task and answers its audio, re-encoded into the format asked for; a progressive ask of a
 * narration is answered as its segments are made instead (stream-narration.ts), and either may
 * go out as OpenAI's server-sent speech events (speech-events.ts).
 */
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, invalid } from '../../core/app-error.ts';
import type { HttpContext } from '../http-context.ts';
import { principalOf } from '../route-table.ts';
import { clientGone, idempotencyKeyOf } from '../routes/tools.ts';
import { charCount, TTS_TEXT_LIMIT } from '../../contract/limits.ts';
import { LANGUAGES, LANGUAGE_CODES } from '../../contract/languages.ts';
import { modelProvider, speechModelsOf, type CompatDialect } from '../../contract/compat-speech.ts';
import type { SpeechFormat } from '../../contract/compat-formats.ts';
import { TERMINAL_STATUSES, type TaskAck, type TaskRecord } from '../../contract/task.ts';
import { WAIT_MAX_SECONDS } from '../../tools/task-tools.ts';
import type { Principal } from '../../auth/principal.ts';
import { encodeSpeech } from '../../media/encode-speech.ts';
import { FfmpegMissingError } from '../../media/ffmpeg-path.ts';
import { taskOutcomeError } from './task-outcome.ts';
import { streamNarration } from './stream-narration.ts';
import { EVENT_STREAM, speechEvents } from './speech-events.ts';
import type { AssetRow } from '../../assets/asset-repo.ts';

/** The dialect's names of the fields Timbre's tools check, so a 400 names what the caller sent. */
interface DialectFields {
  text: string;
  voice: string;
  model: string;
  prompt: string;
  language: string;
}

/** A speech request translated out of its dialect. */
export interface SpeechAsk {
  dialect: CompatDialect;
  fields: DialectFields;
  text: string;
  /** A Timbre voiceId (OpenAI names already mapped). */
  voiceId: string;
  /** An unknown voice: a 400 naming the field (body), or a 404 (a path parameter). */
  unknownVoice: 'invalid' | 'not_found';
  model?: string;
  prompt?: string;
  /** An ISO 639-1 code (ElevenLabs' language_code). */
  languageCode?: string;
  format: SpeechFormat;
  speed?: number;
  /** Send a narration's audio as its segments are made (stream-narration.ts), not once it completes. */
  progressive?: boolean;
  /** Send the audio as OpenAI's speech events (speech-events.ts) rather than bare bytes. */
  events?: boolean;
}

/** Which tool speaks a request, and its body: the tool's own input, so its rules apply. */
function toolCallOf(
  ctx: Pick<HttpContext, 'voices'>,
  ask: SpeechAsk,
): { tool: 'generate-tts' | 'generate-narration'; body: Record<string, unknown>; characters: number } {
  const voice = ctx.voices.get(ask.voiceId);
  if (!voice) {
    if (ask.unknownVoice === 'not_found')
      throw new AppError('not_found', `Voice ${ask.voiceId} does not exist; GET /v1/voices lists them`, { field: ask.fields.voice });
    throw invalid(ask.fields.voice, `no voice ${ask.voiceId} exists; use an OpenAI voice name or a voiceId from GET /api/v1/voices`);
  }
  if (ask.model !== undefined) {
    const wants = modelProvider(ask.dialect, ask.model);
    if (wants === undefined)
      throw invalid(ask.fields.model, `must be one of ${speechModelsOf(ask.dialect).join(', ')} (got "${ask.model.slice(0, 60)}")`);
    if (wants !== null && wants !== voice.provider) {
      throw invalid(
        ask.fields.model,
        `${ask.model} speaks ${wants} voices only, and ${voice.voiceId} is a ${voice.provider} voice; pick a ${wants} voice or another model`,
      );
    }
  }
  let language: string | undefined;
  if (ask.languageCode !== undefined && voice.provider === 'alpha') {
    language = LANGUAGES.find((l) => l.code === ask.languageCode!.toLowerCase())?.name;
    if (!language)
      throw invalid(
        ask.fields.language,
        `must be one of ${LANGUAGE_CODES.join(', ')} for alpha voices (got "${ask.languageCode.slice(0, 20)}")`,
      );
  }
  const characters = charCount(ask.text);
  const shared = { voiceId: voice.voiceId, ...(ask.prompt ? { prompt: ask.prompt } : {}), ...(language ? { language } : {}) };
  // Over the provider's limit generate-tts would refuse; narration speaks it whole, in segments, at its price.
  if (characters > TTS_TEXT_LIMIT[voice.provider]) return { tool: 'generate-narration', body: { script: ask.text, ...shared }, characters };
  return { tool: 'generate-tts', body: { text: ask.text, ...shared }, characters };
}

/** Answers the audio of a speech request, or throws the error to answer instead. */
export async function speak(ctx: HttpContext, req: FastifyRequest, reply: FastifyReply, ask: SpeechAsk): Promise<FastifyReply> {
  const principal = principalOf(req);
  const { tool, body, characters } = toolCallOf(ctx, ask);
  const signal = clientGone(reply);
  let ack: TaskAck;
  try {
    const result = await ctx.executor.execute(tool, body, { principal, idempotencyKey: idempotencyKeyOf(req), signal, via: ask.dialect });
    ack = (result as { data: TaskAck }).data;
  } catch (err) {
    throw renamed(err, ask.fields);
  }
  if (tool === 'generate-narration' && ask.progressive) {
    const stream = { taskId: ack.taskId, principal, signal, characters, format: ask.format, speed: ask.speed };
    const body = await streamNarration(ctx, stream).catch((err: unknown) => {
      throw signal.aborted ? hungUp(ack.taskId) : err;
    });
    if (body) return sendSpeech(reply, ask, signal, { taskId: ack.taskId, characters, body });
  }
  const record = await untilEnded(ctx, ack.taskId, principal, signal);
  if (record.status !== 'COMPLETED') throw taskOutcomeError(record);

  const asset = ctx.assets.get(record.output.assetIds[0], principal);
  const { path, size, temporary } = await audioFile(ctx, asset, ask, signal);
  const file = createReadStream(path);
  if (temporary) file.once('close', () => void rm(path, { force: true }));
  return sendSpeech(reply, ask, signal, { taskId: record.taskId, characters, body: file, assetId: asset.id, size });
}

/** Sends the audio: as it is, or (OpenAI's `stream_format: "sse"`) as speech events. */
function sendSpeech(
  reply: FastifyReply,
  ask: SpeechAsk,
  signal: AbortSignal,
  a: { taskId: string; characters: number; body: Readable; assetId?: string; size?: number },
): FastifyReply {
  // ElevenLabs' clients read these two; the task id also lets any caller find the task and its asset.
  reply.header('request-id', a.taskId);
  reply.header('x-character-count', String(a.characters));
  reply.header('timbre-task-id', a.taskId);
  if (a.assetId) reply.header('timbre-asset-id', a.assetId);
  if (ask.events) {
    reply.header('content-type', EVENT_STREAM);
    reply.header('cache-control', 'no-cache');
    return reply.send(speechEvents(a.body, { characters: a.characters, signal }));
  }
  reply.header('content-type', ask.format.mimeType);
  if (a.size !== undefined) reply.header('content-length', String(a.size));
  return reply.send(a.body);
}

/**
 * The file to answer: the speech's own WAV when a plain WAV at its rate is asked for at normal
 * speed (no ffmpeg run: a spawn costs about 100 ms), otherwise a re-encoded copy in scratch.
 */
async function audioFile(
  ctx: HttpContext,
  asset: AssetRow,
  ask: SpeechAsk,
  signal: AbortSignal,
): Promise<{ path: string; size: number; temporary: boolean }> {
  const stored = ctx.assets.pathOf(asset.id);
  if (ask.format.muxer === 'wav' && ask.format.sampleRate === undefined && (ask.speed ?? 1) === 1 && asset.mime_type === 'audio/wav') {
    return { path: stored, size: asset.bytes, temporary: false };
  }
  const out = ctx.assets.scratchPath(`speech.${ask.format.muxer}`);
  try {
    await encodeSpeech(stored, out, ask.format, { speed: ask.speed, signal });
  } catch (err) {
    await rm(out, { force: true });
    if (err instanceof FfmpegMissingError) throw new AppError('unavailable', err.message);
    throw err;
  }
  return { path: out, size: (await stat(out)).size, temporary: true };
}

/** Waits (event-driven, in turns of the longest wait-for-task) until the task ends or the caller hangs up. */
async function untilEnded(ctx: HttpContext, taskId: string, principal: Principal, signal: AbortSignal): Promise<TaskRecord> {
  let record = await ctx.tasks.wait(taskId, principal, WAIT_MAX_SECONDS, signal);
  while (!TERMINAL_STATUSES.includes(record.status) && !signal.aborted)
    record = await ctx.tasks.wait(taskId, principal, WAIT_MAX_SECONDS, signal);
  if (signal.aborted) throw hungUp(taskId);
  return record;
}

/** Nobody reads this answer; the task runs on, and its audio lands in the library. */
function hungUp(taskId: string): AppError {
  return new AppError('conflict', `The caller hung up before task ${taskId} ended; it runs on and its audio will be in the library`, {
    taskId,
  });
}

/** Timbre's field names → the dialect's, in a 400 from the tools (message prefix and details.field). */
function renamed(err: unknown, fields: DialectFields): unknown {
  if (!(err instanceof AppError)) return err;
  const details = err.details as { field?: unknown } | undefined;
  const from = typeof details?.field === 'string' ? details.field : null;
  const names: Record<string, string> = {
    text: fields.text,
    script: fields.text,
    voiceId: fields.voice,
    prompt: fields.prompt,
    language: fields.language,
  };
  const to = from === null ? undefined : names[from];
  if (from === null || to === undefined) return err;
  const message = err.message.startsWith(`${from}:`) ? `${to}:${err.message.slice(from.length + 1)}` : err.message;
  return new AppError(err.code, message, { ...(details as object), field: to }, err.headers);
}
