// Enforces the folder rules of ARCHITECTURE.md §1 by reading every import:
// - src-renderer imports from src-service only its contract (types and schemas), and from
//   src-main only the bridge types (type-only); never electron or Node built-ins;
// - src-service/contract is self-contained (so the renderer can bundle it);
// - src-service never imports electron, src-main or src-renderer;
// - inside src-renderer, HTTP goes through its one client (api/client.ts), which only the store
//   imports, and nothing but that client calls fetch: screens call store actions.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const repo = resolve(import.meta.dirname, '..', '..');

interface ImportRef {
  file: string; // repo-relative
  specifier: string;
  typeOnly: boolean;
  /** Repo-relative target for relative specifiers; undefined for packages. */
  target?: string;
}

function sourceFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const full = join(dir, name);
    if (name === 'node_modules') return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(m|c)?tsx?$|\.(m|c)?jsx?$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Every static import/export-from, dynamic import() and require() of a file. */
function importsOf(file: string): ImportRef[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const refs: ImportRef[] = [];
  const add = (specifier: string, typeOnly: boolean) => {
    const target = specifier.startsWith('.') ? relative(repo, resolve(dirname(file), specifier)) : undefined;
    refs.push({ file: relative(repo, file), specifier, typeOnly, target });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings : undefined;
      const typeOnly =
        !!clause &&
        (clause.isTypeOnly ||
          (!clause.name && !!named && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly)));
      add(node.moduleSpecifier.text, typeOnly);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      add(node.moduleSpecifier.text, node.isTypeOnly);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      add(node.argument.literal.text, true);
    } else if (ts.isCallExpression(node) && node.arguments.length > 0 && ts.isStringLiteralLike(node.arguments[0])) {
      const isDynamicImport = node.expression.kind === ts.SyntaxKind.ImportKeyword;
      const isRequire = ts.isIdentifier(node.expression) && node.expression.text === 'require';
      if (isDynamicImport || isRequire) add(node.arguments[0].text, false);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return refs;
}

/** Calls that reach the network: fetch (bare or as a property), and the browser's other HTTP and socket objects. */
function networkCalls(file: string): Array<{ file: string; callee: string }> {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: Array<{ file: string; callee: string }> = [];
  const NETWORK = new Set(['fetch', 'XMLHttpRequest', 'EventSource', 'WebSocket', 'sendBeacon']);
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const e = node.expression;
      const name = ts.isIdentifier(e) ? e.text : ts.isPropertyAccessExpression(e) ? e.name.text : undefined;
      if (name && NETWORK.has(name)) found.push({ file: relative(repo, file), callee: name });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const within = (target: string | undefined, folder: string) =>
  target !== undefined && (target === folder || target.startsWith(folder + sep) || target.startsWith(folder + '/'));
const isBuiltin = (specifier: string) =>
  specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0]);
const isElectron = (specifier: string) => specifier === 'electron' || specifier.startsWith('electron/');
const show = (refs: ImportRef[]) => refs.map((r) => `${r.file} imports '${r.specifier}'${r.typeOnly ? ' (type-only)' : ''}`);

describe('layering', () => {
  it('the renderer reaches the service only through src-service/contract, and the shell only through bridge types', () => {
    const offenders = sourceFiles(join(repo, 'src-renderer'))
      .flatMap(importsOf)
      .filter((r) => {
        if (isElectron(r.specifier) || isBuiltin(r.specifier)) return true;
        if (within(r.target, 'src-service')) return !within(r.target, join('src-service', 'contract'));
        if (within(r.target, 'src-main')) return !(r.typeOnly && r.target === join('src-main', 'bridge-types.ts'));
        return false;
      });
    expect(show(offenders)).toEqual([]);
  });

  it('src-service/contract is self-contained, so the renderer can bundle it', () => {
    const contract = join('src-service', 'contract');
    const offenders = sourceFiles(join(repo, contract))
      .flatMap(importsOf)
      .filter((r) => isElectron(r.specifier) || isBuiltin(r.specifier) || (r.target !== undefined && !within(r.target, contract)));
    expect(show(offenders)).toEqual([]);
  });

  it('the service never imports electron, src-main or src-renderer', () => {
    const offenders = sourceFiles(join(repo, 'src-service'))
      .flatMap(importsOf)
      .filter((r) => isElectron(r.specifier) || within(r.target, 'src-main') || within(r.target, 'src-renderer'));
    expect(show(offenders)).toEqual([]);
  });

  it('the studio talks HTTP only through its client, and only the store imports the client', () => {
    const renderer = join(repo, 'src-renderer');
    const client = join('src-renderer', 'api', 'client.ts');
    const mayImportClient = (file: string) => file === join('src-renderer', 'studio-store.ts') || within(file, join('src-renderer', 'store'));
    const importers = sourceFiles(renderer)
      .flatMap(importsOf)
      .filter((r) => r.target !== undefined && r.target.replace(/\.tsx?$/, '') === client.replace(/\.ts$/, '') && !r.typeOnly && !mayImportClient(r.file));
    expect(show(importers)).toEqual([]);
    // main.tsx hands the browser's fetch to the store; the client is the only other caller.
    const callers = sourceFiles(renderer)
      .flatMap(networkCalls)
      .filter((c) => c.file !== client && c.file !== join('src-renderer', 'main.tsx'));
    expect(callers.map((c) => `${c.file} calls ${c.callee}`)).toEqual([]);
  });

  it('finds network calls (self-check of the scanner)', () => {
    const calls = networkCalls(join(repo, 'src-renderer', 'main.tsx'));
    expect(calls.map((c) => c.callee)).toContain('fetch');
  });

  it('finds imports of every kind (self-check of the scanner)', () => {
    const refs = importsOf(join(repo, 'src-main', 'index.ts'));
    expect(refs.some((r) => r.specifier === 'electron' && !r.typeOnly)).toBe(true);
    expect(refs.some((r) => r.specifier === 'electron' && r.typeOnly)).toBe(true);
    const launcher = importsOf(join(repo, 'src-main', 'launcher.ts'));
    expect(launcher.find((r) => r.specifier === '../src-service/index.ts')).toMatchObject({
      typeOnly: false,
      target: join('src-service', 'index.ts'),
    });
    const renderer = importsOf(join(repo, 'src-renderer', 'api', 'errors.ts'));
    expect(renderer.find((r) => r.target === join('src-service', 'contract', 'errors.ts'))?.typeOnly).toBe(true);
  });
});
