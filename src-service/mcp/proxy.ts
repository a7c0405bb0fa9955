import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport, StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
  type CallToolResult,
} from '@modelcontextprotocol/sdk/types.js';
import { WAIT_MAX_SECONDS } from '../tools/task-tools.ts';
import type { Target } from './discovery.ts';

/** How the stdio proxy finds and authenticates to the service. */
export interface ProxyOptions {
  resolve: () => Target;
  apiKey: string | undefined;
  version: string;
  log: (line: string) => void;
}

/** A failure to reach or use the service, with what the user should do about it. */
class UpstreamProblem extends Error {
  readonly code: 'unavailable' | 'unauthorized' | 'forbidden';
  constructor(code: UpstreamProblem['code'], message: string) {
    super(message);
    this.code = code;
  }
}

const NEW_KEY =
  "Create an API key in the Timbre app (Keys & webhooks screen) or with POST /api/v1/api-keys, and put it in TIMBRE_API_KEY in this MCP server's env.";

/** The service's own error message out of `Error POSTing to endpoint: {"error":{…}}`. */
function serviceMessage(err: Error): string {
  const json = err.message.slice(err.message.indexOf('{'));
  try {
    return (JSON.parse(json) as { error: { message: string } }).error.message;
  } catch {
    return err.message;
  }
}

/** Turns a transport failure into an explanation; anything unknown is reported as is. */
function explain(err: unknown, url: string): UpstreamProblem {
  if (err instanceof UpstreamProblem) return err;
  if (err instanceof StreamableHTTPError && err.code === 401) {
    return new UpstreamProblem('unauthorized', `The Timbre service at ${url} rejected TIMBRE_API_KEY: ${serviceMessage(err)}. ${NEW_KEY}`);
  }
  if (err instanceof StreamableHTTPError && err.code === 403) {
    return new UpstreamProblem('forbidden', `The Timbre service at ${url} refused the request: ${serviceMessage(err)}.`);
  }
  const e = err as Error & { cause?: { code?: string } };
  if (e instanceof TypeError || e.cause?.code === 'ECONNREFUSED') {
    return new UpstreamProblem(
      'unavailable',
      `Cannot reach the Timbre service at ${url} (${e.cause?.code ?? e.message}). Is the app running? Start it, or fix TIMBRE_URL / --data-dir.`,
    );
  }
  return new UpstreamProblem('unavailable', `The Timbre service at ${url} failed: ${e.message}`);
}

/**
 * An MCP server for clients that launch a command: it forwards tools/list and tools/call to
 * the service's /mcp endpoint, so the service keeps the one definition of every tool.
 * Connects lazily and reconnects after a failure, so it can start before the service does.
 */
export function createProxyServer(opts: ProxyOptions): Server {
  let upstream: Promise<{ client: Client; url: string }> | undefined;

  const connect = (): Promise<{ client: Client; url: string }> => {
    upstream ??= (async () => {
      if (!opts.apiKey) throw new UpstreamProblem('unauthorized', `TIMBRE_API_KEY is not set. ${NEW_KEY}`);
      const target = opts.resolve();
      if ('problem' in target) throw new UpstreamProblem('unavailable', target.problem);
      const client = new Client({ name: 'timbre-mcp-stdio', version: opts.version });
      const transport = new StreamableHTTPClientTransport(new URL(target.url), {
        requestInit: { headers: { authorization: `Bearer ${opts.apiKey}` } },
      });
      try {
        await client.connect(transport);
      } catch (err) {
        throw explain(err, target.url);
      }
      opts.log(`connected to ${target.url} (from ${target.from})`);
      return { client, url: target.url };
    })();
    // A failed attempt is forgotten, so the next call re-reads the discovery file and retries.
    upstream.catch(() => (upstream = undefined));
    return upstream;
  };

  /** Runs a call upstream; a failure drops the connection so the next call starts afresh. */
  const forward = async <T>(call: (c: Client) => Promise<T>): Promise<T> => {
    const { client, url } = await connect();
    try {
      return await call(client);
    } catch (err) {
      if (err instanceof McpError && err.code !== ErrorCode.ConnectionClosed) throw err;
      upstream = undefined;
      void client.close().catch(() => {});
      throw explain(err, url);
    }
  };

  const server = new Server({ name: 'timbre', version: opts.version }, { capabilities: { tools: { listChanged: false } } });

  server.setRequestHandler(ListToolsRequestSchema, async () => {
    try {
      return await forward((c) => c.listTools());
    } catch (err) {
      const problem = explain(err, 'the configured address');
      opts.log(problem.message);
      throw new McpError(ErrorCode.InternalError, `${problem.code}: ${problem.message}`);
    }
  });

  server.setRequestHandler(CallToolRequestSchema, async (req, extra): Promise<CallToolResult> => {
    const { progressToken, ...meta } = req.params._meta ?? {};
    try {
      return (await forward((c) =>
        c.callTool({ name: req.params.name, arguments: req.params.arguments, _meta: meta }, undefined, {
          signal: extra.signal,
          // wait-for-task and wait: true may block up to WAIT_MAX_SECONDS; progress keeps it alive too.
          timeout: (WAIT_MAX_SECONDS + 30) * 1000,
          resetTimeoutOnProgress: true,
          onprogress:
            progressToken === undefined
              ? undefined
              : (p) => void extra.sendNotification({ method: 'notifications/progress', params: { ...p, progressToken } }).catch(() => {}),
        }),
      )) as CallToolResult;
    } catch (err) {
      if (err instanceof McpError) throw err;
      const problem = explain(err, 'the configured address');
      opts.log(problem.message);
      return {
        isError: true,
        content: [{ type: 'text', text: `${problem.code}: ${problem.message}` }],
        structuredContent: { error: { code: problem.code, message: problem.message } },
      };
    }
  });
  return server;
}
