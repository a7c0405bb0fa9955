// What the import rules cannot say. Who may import whom, and the absence of import cycles, are
// dependency-cruiser's rules (.dependency-cruiser.cjs, run by `npm run lint`); only the store
// imports the HTTP client there. This file checks calls: nothing in the studio but that client
// calls fetch (or opens another HTTP or socket object), so screens reach the service through
// store actions.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { repo, sourceFiles } from '../helpers/source-scan.ts';

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

describe('layering', () => {
  it('the studio talks HTTP only through its client', () => {
    const renderer = join(repo, 'src-renderer');
    const client = join('src-renderer', 'api', 'client.ts');
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
});
