import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { rmSync } from 'node:fs';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { startTestService, tempDir, type TestService } from '../helpers/service.ts';
import { TOOLS } from '../../src-service/tools/registry.ts';

const STDIO = fileURLToPath(new URL('../../src-service/mcp/stdio.ts', import.meta.url));
let t: TestService;
let key: string;
const clients: Client[] = [];

/** Spawns the stdio server as an MCP client would, with only the env it is given; collects its stderr. */
async function spawnStdio(
  env: Record<string, string>,
  args: string[] = [],
  script = STDIO,
): Promise<{ client: Client; stderr: () => string }> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [script, ...args],
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stderr: 'pipe',
  });
  let err = '';
  transport.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  const client = new Client({ name: 'timbre-stdio-test', version: '0' });
  await client.connect(transport);
  clients.push(client);
  return { client, stderr: () => err };
}

const textOf = (r: CallToolResult) => (r.content[0] as { text: string }).text;

beforeAll(async () => {
  t = await startTestService({ sandboxSlowMs: 1500 });
  key = await t.createKey('stdio');
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await t?.dispose();
});

describe('stdio MCP server (a proxy to the running service)', () => {
  it('lists the tools, generates with wait and progress, and links the asset', async () => {
    const { client } = await spawnStdio({ TIMBRE_URL: t.url, TIMBRE_API_KEY: key });
    const { tools } = await client.listTools();
    expect(tools.map((x) => x.name).sort()).toEqual(TOOLS.map((x) => x.name).sort());

    const progress: number[] = [];
    const r = (await client.callTool(
      { name: 'generate-tts', arguments: { text: 'Through stdio sandbox:slow', voiceId: 'alpha-cherry', wait: true } },
      undefined,
      { onprogress: (p) => progress.push(p.progress) },
    )) as CallToolResult;
    expect(r.isError).toBeFalsy();
    expect((r.structuredContent as any).status).toBe('COMPLETED');
    expect(progress.length).toBeGreaterThan(0);

    const asset = (await client.callTool({
      name: 'get-asset',
      arguments: { assetId: (r.structuredContent as any).output.assetIds[0] },
    })) as CallToolResult;
    const link = asset.content.find((c) => c.type === 'resource_link') as { uri: string };
    const res = await fetch(link.uri);
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe('RIFF');

    const bad = (await client.callTool({
      name: 'generate-tts',
      arguments: { text: 'a'.repeat(601), voiceId: 'alpha-cherry' },
    })) as CallToolResult;
    expect(bad.isError).toBe(true);
    expect(textOf(bad)).toMatch(/^validation_failed: text: /);
  });

  it('finds the service through the discovery file of --data-dir', async () => {
    const { client, stderr } = await spawnStdio({ TIMBRE_API_KEY: key }, ['--data-dir', t.dataDir]);
    expect((await client.listTools()).tools.length).toBe(TOOLS.length);
    expect(stderr()).toContain(`${t.dataDir}/service.json`);
  });

  it('the bin launcher (timbre-mcp) runs the same server', async () => {
    const { client } = await spawnStdio(
      { TIMBRE_URL: t.url, TIMBRE_API_KEY: key },
      [],
      fileURLToPath(new URL('../../bin/timbre-mcp.js', import.meta.url)),
    );
    const r = (await client.callTool({ name: 'list-voices', arguments: {} })) as CallToolResult;
    expect(r.isError).toBeFalsy();
    expect((r.structuredContent as any).voices.length).toBeGreaterThan(0);
  });

  it('explains a missing service, on stderr and as tool errors', async () => {
    const empty = tempDir('timbre-mcp-none-');
    try {
      const { client, stderr } = await spawnStdio({ TIMBRE_API_KEY: key, TIMBRE_DATA_DIR: empty });
      const r = (await client.callTool({ name: 'list-voices', arguments: {} })) as CallToolResult;
      expect(r.isError).toBe(true);
      expect(textOf(r)).toMatch(/^unavailable: No running Timbre service found: .*service\.json does not exist\. Start the Timbre app/);
      await expect(client.listTools()).rejects.toThrow(/No running Timbre service found/);
      expect(stderr()).toMatch(/No running Timbre service found/);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('explains a wrong or missing key', async () => {
    const wrong = await spawnStdio({ TIMBRE_URL: t.url, TIMBRE_API_KEY: 'tmb_wrong' });
    const r = (await wrong.client.callTool({ name: 'list-voices', arguments: {} })) as CallToolResult;
    expect(r.isError).toBe(true);
    expect(textOf(r)).toMatch(
      /^unauthorized: The Timbre service at .* rejected TIMBRE_API_KEY: The credential is not valid.*Create an API key/,
    );
    expect(wrong.stderr()).toMatch(/rejected TIMBRE_API_KEY/);

    const none = await spawnStdio({ TIMBRE_URL: t.url });
    const r2 = (await none.client.callTool({ name: 'list-voices', arguments: {} })) as CallToolResult;
    expect(textOf(r2)).toMatch(/^unauthorized: TIMBRE_API_KEY is not set/);
    expect(none.stderr()).toMatch(/TIMBRE_API_KEY is not set/);
  });

  it('explains an address where nothing listens', async () => {
    const { client } = await spawnStdio({ TIMBRE_URL: 'http://127.0.0.1:9', TIMBRE_API_KEY: key });
    const r = (await client.callTool({ name: 'list-voices', arguments: {} })) as CallToolResult;
    expect(r.isError).toBe(true);
    expect(textOf(r)).toMatch(/^unavailable: Cannot reach the Timbre service at http:\/\/127\.0\.0\.1:9\/mcp .*Is the app running/);
  });
});
