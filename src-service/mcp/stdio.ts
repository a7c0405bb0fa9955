import { readFileSync } from 'node:fs';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { resolveTarget } from './discovery.ts';
import { createProxyServer } from './proxy.ts';

/*
 * `npm run mcp` / `timbre-mcp`: an MCP server on stdin/stdout for clients that launch a
 * command. It proxies to the running service (TIMBRE_URL, or the discovery file of
 * --data-dir / TIMBRE_DATA_DIR / the default data dir) with TIMBRE_API_KEY.
 * stdout carries the protocol only; everything for people goes to stderr.
 */
const log = (line: string) => process.stderr.write(`timbre-mcp: ${line}\n`);
const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
const argv = process.argv.slice(2);

const server = createProxyServer({ resolve: () => resolveTarget(argv, process.env), apiKey: process.env.TIMBRE_API_KEY, version, log });
await server.connect(new StdioServerTransport());

// Say at once whether the service is usable, instead of only at the first call.
const target = resolveTarget(argv, process.env);
if (!process.env.TIMBRE_API_KEY)
  log('TIMBRE_API_KEY is not set; every call will fail until it is. Create an API key in the Timbre app (Keys & webhooks screen).');
else if ('problem' in target) log(`${target.problem} (tools will answer with this error until then)`);
else log(`will forward tool calls to ${target.url} (from ${target.from})`);
