// The studio's client types are generated from the served document and checked in (an index,
// src-renderer/api/schema.d.ts, and its parts in schema/); when a route or a tool changes,
// they must be regenerated (`npm run generate:client`).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_TYPES_DIR, clientTypes, servedOpenApi } from '../../scripts/openapi-document.ts';

const root = resolve(import.meta.dirname, '..', '..', CLIENT_TYPES_DIR);

describe('the generated client', () => {
  it(`${CLIENT_TYPES_DIR}/schema.d.ts and schema/ are what the served document generates now`, async () => {
    const fresh = await clientTypes(await servedOpenApi());
    const checkedIn = ['schema.d.ts', ...readdirSync(join(root, 'schema')).map((f) => `schema/${f}`)];
    // A part of an area that is gone, or one not generated yet, is stale too.
    expect(checkedIn.sort(), 'the generated files; run npm run generate:client').toEqual(Object.keys(fresh).sort());
    for (const [file, text] of Object.entries(fresh)) {
      const now = text.split('\n');
      const kept = existsSync(join(root, file)) ? readFileSync(join(root, file), 'utf8').split('\n') : [];
      const line = now.findIndex((l, i) => l !== kept[i]);
      const stale =
        line === -1 && now.length === kept.length ? null : `${file} line ${line + 1}: checked in "${kept[line]}", generated "${now[line]}"`;
      expect(stale, `${file} is stale; run npm run generate:client`).toBeNull();
    }
  }, 60_000);
});
