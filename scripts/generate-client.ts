// Regenerates the studio's typed client (src-renderer/api/schema.d.ts) from the OpenAPI
// document of a service started in this process: `npm run generate:client`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { CLIENT_TYPES_PATH, clientTypes, servedOpenApi } from './openapi-document.ts';

const target = resolve(import.meta.dirname, '..', CLIENT_TYPES_PATH);
const types = await clientTypes(await servedOpenApi());
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, types);
console.log(`wrote ${CLIENT_TYPES_PATH} (${types.length} bytes)`);
