// "Copy as curl" for a logged call: the real URL, the key as $TIMBRE_API_KEY (the studio never
// holds an app's key), and the captured body, or a note that capture was off.
import type { RequestLogDetail } from './queries.ts';

/** Quotes a value for a POSIX shell: single quotes, with any single quote closed and escaped. */
const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

export function curlOf(d: RequestLogDetail, base: string): string {
  const e = d.entry;
  const body = d.bodies?.request ?? null;
  const mcp = e.transport === 'mcp';
  const url = `${base}${mcp ? '/mcp' : e.path}`;
  const lines = [`curl -s -X ${e.method} ${shellQuote(url)}`, `  -H "Authorization: Bearer $TIMBRE_API_KEY"`];
  if (mcp) lines.push(`  -H 'Accept: application/json, text/event-stream'`);
  let note: string | null = null;
  if (e.method !== 'GET' && e.method !== 'DELETE') {
    const whole = body !== null && !d.bodies?.requestTruncated;
    const args = whole ? (JSON.parse(body) as unknown) : {};
    // Over MCP the arguments go in a JSON-RPC tools/call message.
    const sent = mcp
      ? JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: e.tool, arguments: args } })
      : whole
        ? body
        : '{}';
    lines.push(`  -H 'Content-Type: application/json'`, `  -d ${shellQuote(sent)}`);
    if (!whole) {
      note = !d.bodies
        ? '# Body capture was off for this key: the body was not kept. Fill it in, or turn capture on and make the call again.'
        : d.bodies.requestTruncated
          ? '# The body was cut to 8 KB when it was kept: fill it in before running this.'
          : '# The body was not JSON (files and audio are never kept): fill it in before running this.';
    }
  }
  const command = lines.join(' \\\n');
  return note ? `${note}\n${command}` : command;
}
