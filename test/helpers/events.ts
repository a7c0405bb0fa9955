/** Server-sent events of GET /api/v1/events, as a test reads them. */

/** Reads events from an open stream until `until` says stop. */
export async function readEvents(res: Response, until: (events: Array<{ event: string; data: any }>) => boolean, timeoutMs = 20_000) {
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: Array<{ event: string; data: any }> = [];
  let buffer = '';
  const deadline = Date.now() + timeoutMs;
  while (!until(events)) {
    if (Date.now() > deadline) throw new Error(`timed out; got ${JSON.stringify(events)}`);
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let i: number;
    while ((i = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, i);
      buffer = buffer.slice(i + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (event && data) events.push({ event, data: JSON.parse(data) });
    }
  }
  await reader.cancel();
  return events;
}
