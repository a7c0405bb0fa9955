// Regenerates the studio's typed client (src-renderer/api/schema.d.ts, one generated file) from
// the OpenAPI document of a service started in this process: `npm run generate:client`.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CLIENT_TYPES_PATH, clientTypes, servedOpenApi } from './openapi-document.ts';

const text = await clientTypes(await servedOpenApi());
writeFileSync(resolve(import.meta.dirname, '..', CLIENT_TYPES_PATH), text);
console.log(`wrote ${CLIENT_TYPES_PATH} (${text.split('\n').length} lines)`);
