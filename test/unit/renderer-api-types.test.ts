// The studio writes down no request or answer of the service itself: every shape it sends or
// reads comes from the types generated from openapi.json (src-renderer/api/schema.d.ts),
// through the one module that names them (api/api-types.ts), or from src-service/contract. So:
// - src-renderer imports only the studio's chosen libraries (react, zustand, openapi-fetch, the
//   data cache, list virtualizer, waveform, accessible widgets and icons), its own files,
//   src-service/contract and the shell's bridge types;
// - the generated schema is checked in, and only the client and api/api-types.ts read it;
// - no object type declared in src-renderer has the fields of an object of the document (a
//   copy of a route's body or answer), and no contract type the document also defines is
//   imported under that name (the generated one is the studio's);
// - api/api-types.ts only names generated types: it writes no field of its own.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { importsOf, repo, sourceFiles, within } from '../helpers/source-scan.ts';

const RENDERER = 'src-renderer';
const SCHEMA = join(RENDERER, 'api', 'schema.d.ts');
const SHAPES = join(RENDERER, 'api', 'api-types.ts');
const CLIENT = join(RENDERER, 'api', 'client.ts');
const PACKAGES = new Set([
  'react',
  'react-dom',
  'react-dom/client',
  'zustand',
  'zustand/vanilla',
  'zustand/middleware',
  'openapi-fetch',
  '@tanstack/react-query',
  '@tanstack/react-virtual',
  'wavesurfer.js',
  'wavesurfer.js/plugins/regions',
  'radix-ui',
  'lucide-react',
  'recharts',
  'papaparse',
]);

const parse = (file: string, text = readFileSync(join(repo, file), 'utf8')) =>
  ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);

/** The field names of an interface or object type literal. */
function fieldsOf(node: ts.InterfaceDeclaration | ts.TypeLiteralNode): string[] {
  return node.members
    .filter(ts.isPropertySignature)
    .map((m) => (ts.isIdentifier(m.name) || ts.isStringLiteral(m.name) ? m.name.text : m.name.getText()))
    .sort();
}

/** Whether the node is the pattern of a conditional type (`X extends { a: infer A } ? …`): it reads a shape, it does not declare one. */
function inPattern(node: ts.Node): boolean {
  for (let n: ts.Node = node; n.parent; n = n.parent) if (ts.isConditionalTypeNode(n.parent) && n.parent.extendsType === n) return true;
  return false;
}

/** Every object shape a file declares (interfaces and type literals of two fields or more, patterns left out), with where it is. */
function shapesOf(source: ts.SourceFile): Array<{ fields: string[]; at: string }> {
  const found: Array<{ fields: string[]; at: string }> = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isInterfaceDeclaration(node) || ts.isTypeLiteralNode(node)) && !inPattern(node)) {
      const fields = fieldsOf(node);
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      if (fields.length >= 2) found.push({ fields, at: `${source.fileName}:${line}` });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The field sets of every object in the generated document (schemas, bodies, answers, parameters). */
function documentShapes(): Set<string> {
  return new Set(shapesOf(parse(SCHEMA)).map((s) => s.fields.join(',')));
}

/** The declared shapes of `source` that are a copy of an object of the document. */
function copies(source: ts.SourceFile, document: Set<string>): string[] {
  return shapesOf(source)
    .filter((s) => document.has(s.fields.join(',')))
    .map((s) => `${s.at} declares {${s.fields.join(', ')}}`);
}

/** The names of the document's schemas: the members of `components['schemas']`. */
function schemaNames(): Set<string> {
  const names = new Set<string>();
  for (const node of parse(SCHEMA).statements) {
    if (!ts.isInterfaceDeclaration(node) || node.name.text !== 'components') continue;
    for (const m of node.members) {
      if (!ts.isPropertySignature(m) || m.name.getText() !== 'schemas' || !m.type || !ts.isTypeLiteralNode(m.type)) continue;
      for (const schema of m.type.members) if (schema.name) names.add(schema.name.getText());
    }
  }
  return names;
}

const rendererFiles = () => sourceFiles(join(repo, RENDERER)).map((f) => relative(repo, f));

describe('the studio declares no REST types of its own', () => {
  it('src-renderer imports only its chosen libraries, itself, src-service/contract and the bridge types', () => {
    const offenders = rendererFiles()
      .flatMap((f) => importsOf(join(repo, f)))
      .filter((r) =>
        r.target === undefined
          ? !PACKAGES.has(r.specifier)
          : !within(r.target, RENDERER) &&
            !within(r.target, join('src-service', 'contract')) &&
            r.target !== join('src-main', 'bridge-types.ts'),
      );
    expect(offenders.map((r) => `${r.file} imports '${r.specifier}'`)).toEqual([]);
  });

  it('the generated schema is checked in, and only the client and api/api-types.ts read it', () => {
    expect(existsSync(join(repo, SCHEMA))).toBe(true);
    const readers = rendererFiles()
      .flatMap((f) => importsOf(join(repo, f)))
      .filter((r) => r.target?.replace(/\.d\.ts$|\.ts$/, '') === SCHEMA.replace(/\.d\.ts$/, ''))
      .map((r) => r.file);
    expect([...new Set(readers)].sort()).toEqual([CLIENT, SHAPES].sort());
  });

  it('no object type in src-renderer has the fields of a body or answer of the document', () => {
    const document = documentShapes();
    expect(document.size).toBeGreaterThan(50);
    expect(rendererFiles().flatMap((f) => copies(parse(f), document))).toEqual([]);
  });

  it('no contract type the document also defines is imported by the studio under that name', () => {
    const names = schemaNames();
    expect(names).toContain('TaskRecord');
    const imported = rendererFiles().flatMap((file) => {
      const found: string[] = [];
      for (const stmt of parse(file).statements) {
        if (
          !ts.isImportDeclaration(stmt) ||
          !ts.isStringLiteral(stmt.moduleSpecifier) ||
          !stmt.moduleSpecifier.text.includes('src-service/contract')
        )
          continue;
        const named = stmt.importClause?.namedBindings;
        if (named && ts.isNamedImports(named)) {
          for (const e of named.elements)
            if (names.has((e.propertyName ?? e.name).text))
              found.push(`${file} imports ${(e.propertyName ?? e.name).text} from ${stmt.moduleSpecifier.text}`);
        }
      }
      return found;
    });
    expect(imported).toEqual([]);
  });

  it('api/api-types.ts writes no field: every shape it names is read from the generated types', () => {
    expect(shapesOf(parse(SHAPES)).map((s) => s.at)).toEqual([]);
  });

  it('catches a hand-written client type module if one comes back (self-check)', () => {
    const readded = parse(
      join(RENDERER, 'api', 'types.ts'),
      `import type { ApiKeyView } from '../../src-service/contract/api-key.ts';
       export interface KeyCreate { label: string; webhookUrl?: string; creditLimit?: number | null }
       export interface CreatedKey { key: string; webhookSecret?: string; apiKey: ApiKeyView }
       export type TaskPage = { data: { tasks: unknown[]; nextBefore: string | null; total: number } };
       export type Health = { status: string; version: string };`,
    );
    expect(copies(readded, documentShapes())).toEqual([
      `${join(RENDERER, 'api', 'types.ts')}:2 declares {creditLimit, label, webhookUrl}`,
      `${join(RENDERER, 'api', 'types.ts')}:3 declares {apiKey, key, webhookSecret}`,
      `${join(RENDERER, 'api', 'types.ts')}:4 declares {nextBefore, tasks, total}`,
    ]);
  });
});
