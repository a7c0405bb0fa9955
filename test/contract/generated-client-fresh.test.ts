// The studio's client types are generated from the served document and checked in
// (src-renderer/api/schema.d.ts); when a route or a tool changes, they must be regenerated
// (`npm run generate:client`).
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_TYPES_PATH, clientTypes, servedOpenApi } from '../../scripts/openapi-document.ts';

const file = resolve(import.meta.dirname, '..', '..', CLIENT_TYPES_PATH);

describe('the generated client', () => {
  it(`${CLIENT_TYPES_PATH} is what the served document generates now`, async () => {
    const now = (await clientTypes(await servedOpenApi())).split('\n');
    const kept = existsSync(file) ? readFileSync(file, 'utf8').split('\n') : [];
    // The first line that differs, a missing or an extra one included.
    const line = [...Array(Math.max(now.length, kept.length)).keys()].find((i) => now[i] !== kept[i]);
    const stale = line === undefined ? null : `line ${line + 1}: checked in "${kept[line]}", generated "${now[line]}"`;
    expect(stale, `${CLIENT_TYPES_PATH} is stale; run npm run generate:client`).toBeNull();
  }, 60_000);
});
