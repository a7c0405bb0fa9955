// Server-Sent Events over fetch: EventSource cannot send an Authorization header, and the
// session token must not travel in a query string (it would be logged).

/** One parsed event. */
export interface SseEvent {
  event: string;
  data: string;
  id?: string;
}

/** Parses a text/event-stream body chunk by chunk; returns the events completed so far. */
function createSseParser(): (chunk: string) => SseEvent[] {
  let buffer = '';
  return (chunk) => {
    buffer += chunk.replace(/\r\n?/g, '\n');
    const out: SseEvent[] = [];
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      let id: string | undefined;
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (!line || line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
        else if (field === 'id') id = value;
      }
      if (data.length) out.push({ event, data: data.join('\n'), id });
    }
    return out;
  };
}

/**
 * Keeps a stream open, reconnecting with backoff; returns a stop function. `open` makes the
 * request (through the studio's client, which attaches the token) and answers the body of a 2xx.
 */
export function openEventStream(opts: {
  open(signal: AbortSignal): Promise<ReadableStream<Uint8Array<ArrayBuffer>> | null>;
  onEvent(e: SseEvent): void;
  onState(connected: boolean): void;
}): () => void {
  let stopped = false;
  let controller: AbortController | null = null;
  let delay = 1000;
  const run = async () => {
    while (!stopped) {
      controller = new AbortController();
      try {
        const body = await opts.open(controller.signal);
        if (!body) throw new Error('the event stream has no body');
        opts.onState(true);
        delay = 1000;
        const parse = createSseParser();
        const reader = body.pipeThrough(new TextDecoderStream()).getReader();
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          for (const e of parse(value)) opts.onEvent(e);
        }
      } catch {
        // reconnect below
      }
      opts.onState(false);
      if (stopped) break;
      await new Promise((r) => setTimeout(r, delay));
      delay = Math.min(delay * 2, 15_000);
    }
  };
  void run();
  return () => {
    stopped = true;
    controller?.abort();
  };
}
