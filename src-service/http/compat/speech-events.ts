/**
 * OpenAI's `stream_format: "sse"`: the same audio bytes, sent as server-sent events. Each
 * chunk is a `speech.audio.delta` event carrying it in base64, and the end is a
 * `speech.audio.done` event with the usage. A failure after the first event is an event too,
 * `{"type":"error","error":{…}}` in OpenAI's error shape (the SDK's own SSE reader raises it as
 * an APIError), followed by the end of the stream: unlike raw audio, an event stream can say
 * why it stopped.
 */
import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { AppError } from '../../core/app-error.ts';
import type { OpenAiSpeechDone } from '../../contract/compat-shapes.ts';
import { dialectBody } from './dialect-errors.ts';

/** The Content-Type of an event stream. */
export const EVENT_STREAM = 'text/event-stream';

const event = (data: unknown): string => `data: ${JSON.stringify(data)}\n\n`;

/**
 * The usage of a speech: Timbre bills characters, not tokens, so the input's characters are
 * reported as its input tokens; speech makes no output tokens.
 */
function speechUsage(characters: number): OpenAiSpeechDone['usage'] {
  return { input_tokens: characters, output_tokens: 0, total_tokens: characters };
}

/**
 * `audio` as OpenAI's speech events. Reading stops when the caller hangs up (`signal`); the
 * source is then destroyed, which ends whatever produces it.
 */
export function speechEvents(audio: Readable, opts: { characters: number; signal: AbortSignal }): Readable {
  const out = new PassThrough();
  out.once('close', () => audio.destroy());
  void (async () => {
    try {
      for await (const chunk of audio as AsyncIterable<Buffer>) {
        if (!out.write(event({ type: 'speech.audio.delta', audio: chunk.toString('base64') }))) {
          await once(out, 'drain', { signal: opts.signal });
        }
      }
      out.end(event({ type: 'speech.audio.done', usage: speechUsage(opts.characters) }));
    } catch (err) {
      if (opts.signal.aborted || out.destroyed) return out.destroy();
      const known = err instanceof AppError ? err : new AppError('internal', 'The speech stopped unexpectedly; try again.');
      out.end(event({ type: 'error', ...dialectBody('openai', known) }));
    }
  })();
  return out;
}
