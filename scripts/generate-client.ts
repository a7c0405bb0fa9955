// Regenerates the studio's typed client (src-renderer/api/schema.d.ts and its parts in
// src-renderer/api/schema/) from the OpenAPI document of a service started in this process:
// `npm run generate:client`.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { CLIENT_TYPES_DIR, clientTypes, servedOpenApi } from './openapi-document.ts';

const root = resolve(import.meta.dirname, '..', CLIENT_TYPES_DIR);
const files = await clientTypes(await servedOpenApi());
// Parts of areas that no longer exist must not linger.
rmSync(join(root, 'schema'), { recursive: true, force: true });
for (const [file, text] of Object.entries(files)) {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
}
console.log(`wrote ${Object.keys(files).length} files in ${CLIENT_TYPES_DIR}: ${Object.keys(files).join(', ')}`);
