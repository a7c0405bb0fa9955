// Reads the repository's source as TypeScript syntax: its files, and what each imports. The
// layering and renderer-types tests judge the code by these, never by matching text.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

export const repo = resolve(import.meta.dirname, '..', '..');

export interface ImportRef {
  file: string; // repo-relative
  specifier: string;
  typeOnly: boolean;
  /** Repo-relative target for relative specifiers; undefined for packages. */
  target?: string;
}

/** Every source file under `dir` (declaration files and node_modules left out). */
export function sourceFiles(dir: string): string[] {
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
export function importsOf(file: string): ImportRef[] {
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
        (clause.isTypeOnly || (!clause.name && !!named && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly)));
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

/** Whether a repo-relative path is `folder` or inside it. */
export const within = (target: string | undefined, folder: string) =>
  target !== undefined && (target === folder || target.startsWith(folder + sep) || target.startsWith(folder + '/'));
