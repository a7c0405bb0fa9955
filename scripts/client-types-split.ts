// Splits the client types openapi-typescript makes (one file of thousands of lines) by what
// they hold: the paths and the operations of each area of the API, the schemas and the
// responses of each area, and an index (schema.d.ts) that puts them back together under the
// names openapi-fetch and the studio use: `paths`, `operations`, `components`. Nothing is
// renamed or retyped: each part is the generator's own declarations, regrouped.
import ts from 'typescript';
import { astToString } from 'openapi-typescript';

/** File name (relative to the index's folder) → text. */
export type TypeFiles = Record<string, string>;

/** The area of an operation, from its first tag; the tools are many, so they go by kind. */
function operationArea(operationId: string, tag: string | undefined): string {
  if (tag === 'tools') {
    if (/video/.test(operationId)) return 'video-tools';
    if (/voice/.test(operationId)) return 'voice-tools';
    if (/tts|narration|audio/.test(operationId)) return 'speech-tools';
    if (/asset/.test(operationId)) return 'asset-tools';
    if (/batch/.test(operationId)) return 'batch-tools';
    if (/queue|cancel-tasks|front/.test(operationId)) return 'queue-tools';
    if (/usage/.test(operationId)) return 'usage-tools';
    return 'task-tools';
  }
  // A batch: sending and checking it, following it, its items and results.
  if (tag === 'batches') {
    if (/^(submitBatch|validateBatch)$/.test(operationId)) return 'batch-submit';
    if (/^(listBatchItems|downloadBatchResults)$/.test(operationId)) return 'batch-results';
    return 'batches';
  }
  if (tag === 'meta' || tag === 'events' || tag === 'settings' || tag === undefined) return 'system';
  // A key's webhook (its signing secret, a test delivery) apart from the keys themselves.
  if (tag === 'keys' && /webhook/i.test(operationId)) return 'key-webhooks';
  // Managing the library (tags, favourites, deletion, archives) apart from uploads and downloads.
  if (tag === 'assets' && /^(updateAsset|deleteAsset|bulkAssets|archiveAssets|listAssetTags)$/.test(operationId)) return 'asset-library';
  // What the service derives from an asset (its waveform peaks, a video's poster frame).
  if (tag === 'assets' && /^(getAssetPeaks|getAssetPoster)$/.test(operationId)) return 'asset-derived';
  return tag;
}

/** The area of a schema, by its name. */
function schemaArea(name: string): string {
  if (/^OpenAi/.test(name)) return 'openai';
  if (/^ElevenLabs/.test(name)) return 'elevenlabs';
  if (/^Webhook|EventPayload$/.test(name)) return 'webhooks';
  if (/^Batch/.test(name)) return 'batches';
  if (/^(Task|Narration)/.test(name)) return 'tasks';
  if (/Asset|^AudioQuality$/.test(name)) return 'assets';
  if (/Voice/.test(name)) return 'voices';
  if (/ApiKey|WebhookSecret|^StudioKey$/.test(name)) return 'keys';
  if (/^(Credits|Ledger)/.test(name)) return 'credits';
  return 'system';
}

/** The area of a shared response, by its name (the error answers of each dialect). */
function responseArea(name: string): string {
  if (/^OpenAi/.test(name)) return 'openai-errors';
  if (/^ElevenLabs/.test(name)) return 'elevenlabs-errors';
  if (/^Compat/.test(name)) return 'compat-errors';
  return 'errors';
}

const pascal = (area: string) => area.replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase());
const nameOf = (member: ts.TypeElement) =>
  member.name && (ts.isIdentifier(member.name) || ts.isStringLiteral(member.name)) ? member.name.text : '';

/** Members grouped by area, areas in their first-seen order. */
function groupMembers(members: readonly ts.TypeElement[], areaOf: (name: string) => string): Map<string, ts.TypeElement[]> {
  const groups = new Map<string, ts.TypeElement[]>();
  for (const m of members) {
    const area = areaOf(nameOf(m));
    groups.set(area, [...(groups.get(area) ?? []), m]);
  }
  return groups;
}

const exported = [ts.factory.createModifier(ts.SyntaxKind.ExportKeyword)];
const declare = (name: string, members: readonly ts.TypeElement[]) =>
  astToString([ts.factory.createInterfaceDeclaration(exported, name, undefined, undefined, members)]);

/** The index's imports a part needs: the names it refers to. */
const importsFor = (text: string) => {
  const names = ['components', 'operations'].filter((n) => new RegExp(`\\b${n}\\[`).test(text));
  return names.length ? `import type { ${names.join(', ')} } from '../schema.d.ts';\n\n` : '';
};

/**
 * Splits the generator's declarations (`paths`, `components`, `operations`, and the empty
 * `webhooks` and `$defs`) into parts under `schema/` and the index `schema.d.ts`.
 */
export function splitClientTypes(nodes: readonly ts.Node[], doc: Record<string, unknown>, banner: string): TypeFiles {
  const interfaceNamed = (name: string) =>
    nodes.find((n): n is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(n) && n.name.text === name);
  const paths = interfaceNamed('paths');
  const components = interfaceNamed('components');
  const operations = interfaceNamed('operations');
  if (!paths || !components || !operations) throw new Error('openapi-typescript made no paths, components or operations interface');

  // Areas of operations and paths, from the document's tags.
  const opArea = new Map<string, string>();
  const pathArea = new Map<string, string>();
  for (const [path, item] of Object.entries(
    (doc.paths ?? {}) as Record<string, Record<string, { operationId?: string; tags?: string[] }>>,
  )) {
    for (const op of Object.values(item)) {
      if (!op?.operationId) continue;
      const area = operationArea(op.operationId, op.tags?.[0]);
      opArea.set(op.operationId, area);
      if (!pathArea.has(path)) pathArea.set(path, area);
    }
  }

  const files: TypeFiles = {};
  const index: { imports: string[]; paths: string[]; operations: string[]; components: string[] } = {
    imports: [],
    paths: [],
    operations: [],
    components: [],
  };
  const part = (file: string, name: string, members: readonly ts.TypeElement[]) => {
    const text = declare(name, members);
    files[`schema/${file}.d.ts`] = banner + importsFor(text) + text;
    index.imports.push(`import type { ${name} } from './schema/${file}.d.ts';`);
  };

  for (const [area, members] of groupMembers(paths.members, (p) => pathArea.get(p) ?? 'system')) {
    part(`paths-${area}`, `${pascal(area)}Paths`, members);
    index.paths.push(`${pascal(area)}Paths`);
  }
  for (const [area, members] of groupMembers(operations.members, (id) => opArea.get(id) ?? 'system')) {
    part(`operations-${area}`, `${pascal(area)}Operations`, members);
    index.operations.push(`${pascal(area)}Operations`);
  }
  // components: schemas and responses in parts by area; the rest (never, mostly) as it is.
  for (const member of components.members) {
    const key = nameOf(member);
    const literal = ts.isPropertySignature(member) && member.type && ts.isTypeLiteralNode(member.type) ? member.type : null;
    if ((key === 'schemas' || key === 'responses') && literal) {
      const names: string[] = [];
      for (const [area, members] of groupMembers(literal.members, key === 'schemas' ? schemaArea : responseArea)) {
        const name = `${pascal(area)}${key === 'schemas' ? 'Schemas' : 'Responses'}`;
        part(`${key}-${area}`, name, members);
        names.push(name);
      }
      index.components.push(`    ${key}: ${names.join(' & ')};`);
    } else {
      index.components.push(
        astToString([member as ts.Node])
          .trim()
          .replace(/^/gm, '    '),
      );
    }
  }

  const rest = nodes.filter((n) => n !== paths && n !== components && n !== operations);
  files['schema.d.ts'] =
    banner +
    '// The parts are in schema/, one per area; this index joins them.\n' +
    `${index.imports.join('\n')}\n\n` +
    `export type paths = ${index.paths.join(' & ')};\n` +
    `export type operations = ${index.operations.join(' & ')};\n` +
    `export interface components {\n${index.components.join('\n')}\n}\n` +
    astToString(rest as ts.Node[]);
  return files;
}
