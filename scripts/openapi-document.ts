// The OpenAPI document as a running service serves it, and the client types made from it.
// Used by scripts/generate-client.ts, scripts/openapi-lint.ts and their tests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import openapiTS, { astToString } from 'openapi-typescript';
import { startService } from '../src-service/index.ts';

/** The generated client types, one file, where the studio imports them from. */
export const CLIENT_TYPES_PATH = 'src-renderer/api/schema.d.ts';

/** Starts a service in this process on a fresh data folder, fetches its document, stops it. */
export async function servedOpenApi(): Promise<Record<string, unknown>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'timbre-openapi-'));
  const service = await startService({ dataDir, port: 0, secretStore: 'file', backupIntervalSeconds: 0, logLevel: 'warn' });
  try {
    const res = await fetch(`${service.url}/api/v1/openapi.json`);
    if (res.status !== 200) throw new Error(`GET /api/v1/openapi.json answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as Record<string, unknown>;
  } finally {
    await service.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const BANNER = `// Generated from the service's /api/v1/openapi.json by scripts/generate-client.ts: do not edit.
// The test suite fails when it is stale; run \`npm run generate:client\` after changing a route or a tool.
`;

/**
 * The TypeScript types of a document, for openapi-fetch: the text of CLIENT_TYPES_PATH, as
 * openapi-typescript emits it (`paths`, `operations`, `components`, `webhooks`, `$defs`).
 */
export async function clientTypes(doc: Record<string, unknown>): Promise<string> {
  // The server URL carries the port this run happened to get; the types do not depend on it.
  const { servers: _servers, ...stable } = doc;
  const ast = await openapiTS(stable as never, {
    defaultNonNullable: false,
    // File bytes (uploads, downloads) are Blobs in a browser and in Node's fetch.
    transform: (schema) => (schema.format === 'binary' ? ts.factory.createTypeReferenceNode('Blob') : undefined),
  });
  return BANNER + astToString(ast);
}
