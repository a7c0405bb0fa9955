// Lints the served OpenAPI document with Redocly's recommended rules (redocly.yaml):
// `npm run lint:openapi`. Exits non-zero on any error.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { servedOpenApi } from './openapi-document.ts';

const repo = resolve(import.meta.dirname, '..');

/** One finding of `redocly lint`. */
export interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  pointer: string;
}

/** Dumps the document of a service started in this process and runs `redocly lint` on it. */
export async function lintOpenApi(): Promise<{ errors: number; warnings: number; problems: LintProblem[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'timbre-openapi-lint-'));
  try {
    const file = join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(await servedOpenApi(), null, 2));
    const run = await promisify(execFile)(
      join(repo, 'node_modules', '.bin', 'redocly'),
      ['lint', file, '--config', join(repo, 'redocly.yaml'), '--format=json'],
      {
        cwd: repo,
        // No telemetry or update check: the registry is the only network here, and lint needs none.
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        maxBuffer: 64 * 1024 * 1024,
      },
    ).catch((err: { stdout?: string; code?: number }) => {
      // redocly exits 1 when it finds errors; the report is still on stdout.
      if (typeof err.stdout === 'string' && err.stdout.trim().startsWith('{')) return { stdout: err.stdout };
      throw err;
    });
    const report = JSON.parse(run.stdout) as {
      totals: { errors: number; warnings: number };
      problems: Array<{ ruleId: string; severity: 'error' | 'warn'; message: string; location: Array<{ pointer: string }> }>;
    };
    return {
      errors: report.totals.errors,
      warnings: report.totals.warnings,
      problems: report.problems.map((p) => ({
        ruleId: p.ruleId,
        severity: p.severity,
        message: p.message,
        pointer: p.location[0]?.pointer ?? '',
      })),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const result = await lintOpenApi();
  for (const p of result.problems) console.log(`${p.severity} ${p.ruleId} ${p.pointer}: ${p.message}`);
  console.log(`redocly lint (recommended): ${result.errors} errors, ${result.warnings} warnings`);
  if (result.errors > 0) process.exitCode = 1;
}
