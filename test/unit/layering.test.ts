// Enforces the folder rules by reading every import:
// - src-renderer imports from src-service only its contract (types and schemas), and from
//   src-main only the bridge types (type-only); never electron or Node built-ins;
// - src-service/contract is self-contained (so the renderer can bundle it);
// - src-service never imports electron, src-main or src-renderer;
// - inside src-service, dependencies point one way: the entry points (service.ts, start and
//   stop; compose.ts, the composition root; cli.ts; index.ts) → the transports (http/, mcp/) →
//   tools/ → everything else (tasks, ledger, assets, voices, providers, narration, media, storage, validation…),
//   and those folders import one another without a cycle. Type-only imports count: a cycle
//   of types is still two folders that cannot be understood or changed apart.
// - inside src-renderer, HTTP goes through its one client (api/client.ts), which only the store
//   imports, and nothing but that client calls fetch: screens call store actions.
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { importsOf, repo, sourceFiles, within, type ImportRef } from '../helpers/source-scan.ts';

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

const isBuiltin = (specifier: string) => specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0]);
const isElectron = (specifier: string) => specifier === 'electron' || specifier.startsWith('electron/');
const show = (refs: ImportRef[]) => refs.map((r) => `${r.file} imports '${r.specifier}'${r.typeOnly ? ' (type-only)' : ''}`);

const SERVICE = 'src-service';
/** The part of the service a file belongs to: its top folder, or its own name for a file at the top. */
function areaOf(file: string): string {
  const [first, ...rest] = relative(SERVICE, file).split(sep);
  return rest.length > 0 ? first : first.replace(/\.(m|c)?tsx?$/, '');
}
/** Entry points (the composition root and the commands) may import anything; nothing imports them but each other. */
const ENTRY_POINTS = new Set(['service', 'compose', 'cli', 'index']);
/** The two ways in: HTTP, and MCP (whose streamable-HTTP endpoint is mounted on the HTTP server). */
const TRANSPORTS = new Set(['http', 'mcp']);
const rankOf = (area: string) => (ENTRY_POINTS.has(area) ? 3 : TRANSPORTS.has(area) ? 2 : area === 'tools' ? 1 : 0);

/** Imports between two parts of the service (targets outside it, and imports within one part, are left out). */
function serviceEdges(refs: ImportRef[]): ImportRef[] {
  return refs.filter((r) => within(r.target, SERVICE) && areaOf(r.file) !== areaOf(r.target!));
}

/** Imports that point up the layers: into tools from below it, into a transport from below it, into an entry point. */
function upward(refs: ImportRef[]): ImportRef[] {
  return serviceEdges(refs).filter((r) => rankOf(areaOf(r.target!)) > rankOf(areaOf(r.file)));
}

/** Groups of parts that import one another round (strongly connected, Tarjan), each with the imports that close it. */
function cycles(refs: ImportRef[]): string[][] {
  const edges = serviceEdges(refs);
  const graph = new Map<string, Set<string>>();
  for (const r of edges) {
    const [a, b] = [areaOf(r.file), areaOf(r.target!)];
    if (!graph.has(a)) graph.set(a, new Set());
    if (!graph.has(b)) graph.set(b, new Set());
    graph.get(a)!.add(b);
  }
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    for (const w of graph.get(v)!) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      group.push(w);
    } while (w !== v);
    if (group.length > 1) {
      const inside = edges.filter((r) => group.includes(areaOf(r.file)) && group.includes(areaOf(r.target!)));
      found.push([`${group.sort().join(' ⇄ ')}:`, ...show(inside)]);
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

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

  it('inside the service, dependencies point one way: entry points → http and mcp → tools → the rest', () => {
    const refs = sourceFiles(join(repo, SERVICE)).flatMap(importsOf);
    expect(show(upward(refs))).toEqual([]);
  });

  it('the parts of the service import one another without a cycle (http and mcp, the two transports, excepted)', () => {
    const refs = sourceFiles(join(repo, SERVICE)).flatMap(importsOf);
    const between = refs.filter((r) => !(TRANSPORTS.has(areaOf(r.file)) && TRANSPORTS.has(areaOf(r.target ?? ''))));
    expect(cycles(between)).toEqual([]);
  });

  it('the service rules catch what they forbid (self-check)', () => {
    const ref = (file: string, target: string, typeOnly = true): ImportRef => ({ file, target, specifier: `./${target}`, typeOnly });
    const back = ref(join(SERVICE, 'tasks', 'runner.ts'), join(SERVICE, 'tools', 'tool.ts'));
    const down = ref(join(SERVICE, 'tools', 'tool.ts'), join(SERVICE, 'tasks', 'task-job.ts'));
    const intoHttp = ref(join(SERVICE, 'settings', 'settings-service.ts'), join(SERVICE, 'http', 'routes', 'settings.ts'), false);
    const fromRoot = ref(join(SERVICE, 'service.ts'), join(SERVICE, 'http', 'server.ts'), false);
    expect(upward([back, down, intoHttp, fromRoot])).toEqual([back, intoHttp]);
    const cycle = cycles([back, down, fromRoot]);
    expect(cycle).toHaveLength(1);
    expect(cycle[0][0]).toBe('tasks ⇄ tools:');
    expect(cycle[0]).toContain(show([back])[0]);
  });

  it('the studio talks HTTP only through its client, and only the store imports the client', () => {
    const renderer = join(repo, 'src-renderer');
    const client = join('src-renderer', 'api', 'client.ts');
    const mayImportClient = (file: string) =>
      file === join('src-renderer', 'studio-store.ts') || within(file, join('src-renderer', 'store'));
    const importers = sourceFiles(renderer)
      .flatMap(importsOf)
      .filter(
        (r) =>
          r.target !== undefined &&
          r.target.replace(/\.tsx?$/, '') === client.replace(/\.ts$/, '') &&
          !r.typeOnly &&
          !mayImportClient(r.file),
      );
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
    const renderer = importsOf(join(repo, 'src-renderer', 'store', 'settings-slice.ts'));
    expect(renderer.find((r) => r.target === join('src-service', 'contract', 'providers.ts'))?.typeOnly).toBe(true);
  });
});
