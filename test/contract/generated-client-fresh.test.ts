// The studio's client types are generated from the served document and checked in; when a
// route or a tool changes, they must be regenerated (`npm run generate:client`).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_TYPES_PATH, clientTypes, servedOpenApi } from '../../scripts/openapi-document.ts';

describe('the generated client', () => {
  it(`${CLIENT_TYPES_PATH} is what the served document generates now`, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'timbre-client-'));
    try {
      const fresh = join(dir, 'schema.d.ts');
      writeFileSync(fresh, await clientTypes(await servedOpenApi()));
      const now = readFileSync(fresh, 'utf8').split('\n');
      const checkedIn = readFileSync(resolve(import.meta.dirname, '..', '..', CLIENT_TYPES_PATH), 'utf8').split('\n');
      const line = now.findIndex((l, i) => l !== checkedIn[i]);
      const stale =
        line === -1 && now.length === checkedIn.length
          ? null
          : `line ${line + 1}: checked in "${checkedIn[line]}", generated "${now[line]}"`;
      expect(stale, `${CLIENT_TYPES_PATH} is stale; run npm run generate:client`).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
