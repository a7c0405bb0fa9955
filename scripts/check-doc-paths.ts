// Fails when a document names a file of the repository that no longer exists, so the docs cannot
// drift silently from the code they describe (`npm run lint` runs it; `node scripts/check-doc-paths.ts`).
//
// It reads README.md, RELIABILITY.md, test/README.md and docs/*.md and checks two kinds of names:
// - a path from the repository's root (`src-service/…`, `test/…`, `docs/…`…), anywhere in the text;
// - a backticked name with a folder (`http/authenticate.ts`, `store/task-batch.ts`, `http/compat/`), which
//   docs/architecture.md writes relative to src-service/, src-renderer/ or src-main/: it must exist
//   under the root or under one of those.
// Names holding a placeholder (`<taskId>`, `{id}`, `…`) are not files and are skipped; a `*` matches
// any characters within one path segment. It also checks every citation of a section,
// `docs/interface.md#<section>`, in those documents and in the comments of the code, against the
// headings of docs/interface.md. Every finding names the file, the line and the path.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const repo = resolve(import.meta.dirname, '..');

/** The folders a root path starts with. */
const ROOTS = ['src-service', 'src-renderer', 'src-main', 'test', 'bench', 'scripts', 'docs', 'resources', 'bin'];
/** Where a backticked relative name may live, besides the root. */
const BASES = ['', 'src-service', 'src-renderer', 'src-main'];

/** One name that points at nothing. */
export interface StalePath {
  doc: string;
  line: number;
  path: string;
}

/** The documents checked, relative to the repository. */
export function documents(root = repo): string[] {
  const docs = readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`);
  return ['README.md', 'RELIABILITY.md', 'test/README.md', ...docs].filter((d) => existsSync(join(root, d)));
}

/** True when `path` (relative, `*` allowed within a segment) names something under `root`. */
function exists(root: string, path: string): boolean {
  const parts = path.replace(/\/+$/, '').split('/');
  let dirs = [root];
  for (const part of parts) {
    const next: string[] = [];
    for (const dir of dirs) {
      if (!part.includes('*')) {
        if (existsSync(join(dir, part))) next.push(join(dir, part));
        continue;
      }
      const re = new RegExp(`^${part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
      let names: string[] = [];
      try {
        names = readdirSync(dir);
      } catch {
        // Not a folder: nothing under it matches.
      }
      for (const name of names) if (re.test(name)) next.push(join(dir, name));
    }
    if (next.length === 0) return false;
    dirs = next;
  }
  return true;
}

/** Folders a build or a test run writes (not in the repository: a fresh clone has none). */
const BUILT = /^(?:dist|out|node_modules|test-results)\//;

/** A name with a placeholder, a URL, a data-folder path or a build's output is not a repository file. */
function isPlaceholder(path: string): boolean {
  return /[<>{}…$]|\.\.\.|:\/\//.test(path) || BUILT.test(path);
}

/** Trailing punctuation that ends a sentence or a parenthesis, not a path. */
function trim(path: string): string {
  return path.replace(/[.,;:)\]'"]+$/, '');
}

const ROOT_PATH = new RegExp(`(?<![\\w./@$~-])((?:${ROOTS.join('|')})/[\\w./*<>{}…-]*)`, 'g');
const BACKTICKED = /`([^`\s]+)`/g;
/** A backticked name with a folder: `a/b.ts`, `a/b/`, `a/*.ts` (not `/api/…`, not `./x`). */
const WITH_FOLDER = /^[\w-]+(?:\/[\w.*-]+)*\/(?:[\w*-][\w.*-]*)?$/;

/** Every stale name in one document's text. */
export function stalePaths(doc: string, text: string, root = repo): StalePath[] {
  const found: StalePath[] = [];
  const seen = new Set<string>();
  text.split('\n').forEach((lineText, i) => {
    const report = (path: string): void => {
      const key = `${i}:${path}`;
      if (seen.has(key)) return;
      seen.add(key);
      found.push({ doc, line: i + 1, path });
    };
    for (const m of lineText.matchAll(ROOT_PATH)) {
      const path = trim(m[1]);
      if (!isPlaceholder(path) && !exists(root, path)) report(path);
    }
    for (const m of lineText.matchAll(BACKTICKED)) {
      const path = trim(m[1].split(/[?#]/)[0]);
      if (!WITH_FOLDER.test(path) || isPlaceholder(path)) continue;
      if (ROOTS.some((r) => path.startsWith(`${r}/`))) continue; // checked above
      if (!/\.[a-z]+$/.test(path) && !/\/[\w-]+\/$/.test(path)) continue; // a file, or a folder inside a folder
      if (!BASES.some((base) => exists(base ? join(root, base) : root, path))) report(path);
    }
  });
  return found;
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
export function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a markdown document's headings. */
export function anchorsOf(text: string): Set<string> {
  return new Set([...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => anchorOf(m[1])));
}

/** Citations `interface.md#<anchor>` (and `](#<anchor>)` inside it) that name no heading of docs/interface.md. */
export function staleAnchors(file: string, text: string, anchors: Set<string>): StalePath[] {
  const found: StalePath[] = [];
  const own = file === 'docs/interface.md' ? /\]\(#([\w-]+)\)|interface\.md#([\w-]+)/g : /interface\.md#([\w-]+)/g;
  text.split('\n').forEach((lineText, i) => {
    for (const m of lineText.matchAll(own)) {
      const anchor = m[1] ?? m[2];
      if (!anchors.has(anchor)) found.push({ doc: file, line: i + 1, path: `docs/interface.md#${anchor}` });
    }
  });
  return found;
}

/** The code whose comments may cite docs/interface.md. */
function codeFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const d of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = `${dir}/${d.name}`;
      if (d.isDirectory()) walk(path);
      else if (/\.(ts|tsx|js|mjs)$/.test(d.name)) out.push(path);
    }
  };
  for (const dir of ['src-service', 'src-renderer', 'src-main', 'test', 'bench', 'scripts']) if (existsSync(join(root, dir))) walk(dir);
  return out;
}

/** Checks every document, and the section citations of documents and code; the findings, in file order. */
export function checkDocPaths(root = repo): StalePath[] {
  const docs = documents(root);
  const paths = docs.flatMap((doc) => stalePaths(doc, readFileSync(join(root, doc), 'utf8'), root));
  const interfaceDoc = join(root, 'docs', 'interface.md');
  const anchors = existsSync(interfaceDoc) ? anchorsOf(readFileSync(interfaceDoc, 'utf8')) : new Set<string>();
  const cited = [...docs, ...codeFiles(root)].flatMap((f) => staleAnchors(f, readFileSync(join(root, f), 'utf8'), anchors));
  return [...paths, ...cited];
}

if (import.meta.url === `file://${process.argv[1]}` || relative(repo, process.argv[1] ?? '') === 'scripts/check-doc-paths.ts') {
  const stale = checkDocPaths();
  for (const s of stale) console.error(`${s.doc}:${s.line}: names ${s.path}, which does not exist`);
  if (stale.length > 0) {
    console.error(`check-doc-paths: ${stale.length} stale path(s); fix the document or the name.`);
    process.exit(1);
  }
}
