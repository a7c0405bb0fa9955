#!/usr/bin/env node
// timbre-mcp: the stdio MCP server (src-service/mcp/stdio.ts). The service code is TypeScript
// run directly, which needs Node >= 22.18 (type stripping on by default). On an older Node
// (e.g. a system Node 20) this re-launches the script on the Node 22 bundled in
// node_modules/node, passing stdio straight through so the MCP stream is untouched.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const entry = new URL('../src-service/mcp/stdio.ts', import.meta.url);
const [major, minor] = process.versions.node.split('.').map(Number);
const stripsTypes = major > 22 || (major === 22 && minor >= 18);

if (stripsTypes) {
  await import(entry.href);
} else {
  const bundled = ['../node_modules/node/bin/node', '../node_modules/node/bin/node.exe']
    .map((p) => fileURLToPath(new URL(p, import.meta.url)))
    .find((p) => existsSync(p));
  if (!bundled) {
    process.stderr.write(
      `timbre-mcp: Node ${process.versions.node} cannot run TypeScript and the bundled Node 22 (node_modules/node) is missing; run npm install, or start this with Node >= 22.18.\n`,
    );
    process.exit(1);
  }
  const child = spawn(bundled, [fileURLToPath(entry), ...process.argv.slice(2)], { stdio: 'inherit' });
  // The MCP client stops us with a signal or by closing stdin; pass the signal on.
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
