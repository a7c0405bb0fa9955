import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { anchorsOf, checkDocPaths, staleAnchors, stalePaths } from '../../scripts/check-doc-paths.ts';

// The docs name files of the repository; `npm run lint` runs the same check, so a renamed or
// deleted file that a document still names fails CI instead of misleading the next reader.
describe('the documents name only files that exist', () => {
  const dir = mkdtempSync(join(tmpdir(), 'timbre-doc-paths-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finds no stale path in README.md, RELIABILITY.md, test/README.md or docs/*.md', () => {
    expect(checkDocPaths()).toEqual([]);
  });

  it('reports a planted stale path with its document and line, and accepts what exists', () => {
    mkdirSync(join(dir, 'src-service', 'http'), { recursive: true });
    mkdirSync(join(dir, 'docs'));
    writeFileSync(join(dir, 'src-service', 'http', 'guards.ts'), '');
    const text = [
      'The guard is `http/guards.ts` (src-service/http/guards.ts).',
      'Data lives in `.narration/<taskId>/` and `/api/v1/assets/{id}`.',
      'It once was `http/edge-gate.ts` and src-service/http/host.ts; also `http/*.ts`.',
    ].join('\n');
    expect(stalePaths('docs/architecture.md', text, dir)).toEqual([
      { doc: 'docs/architecture.md', line: 3, path: 'src-service/http/host.ts' },
      { doc: 'docs/architecture.md', line: 3, path: 'http/edge-gate.ts' },
    ]);
    writeFileSync(join(dir, 'docs', 'architecture.md'), text);
    expect(checkDocPaths(dir).map((s) => s.path)).toEqual(['src-service/http/host.ts', 'http/edge-gate.ts']);
  });

  it('reports a citation of a section docs/interface.md does not have', () => {
    const anchors = anchorsOf('# Title\n\n## Request log\n\n## Health and events\n');
    expect([...anchors]).toEqual(['title', 'request-log', 'health-and-events']);
    // Built from parts, so this file holds no stale citation of its own for the real check to find.
    const cite = (a: string) => `see docs/interface` + `.md#${a}`;
    const code = [`// ${cite('request-log')}`, `// ${cite('webhook-signing')}`].join('\n');
    expect(staleAnchors('src-service/x.ts', code, anchors)).toEqual([
      { doc: 'src-service/x.ts', line: 2, path: 'docs/interface' + '.md#webhook-signing' },
    ]);
  });
});
