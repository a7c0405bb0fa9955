// The service's worker threads (espeak-ng synthesis, WAL checkpoints) must start however
// Node was launched: with V8 tuning flags (`--max-old-space-size` is a common one, and an
// explicit worker execArgv refuses it), and from `node -e` (whose `--input-type` makes a
// worker refuse its file). Each case runs a real Node process that uses both workers.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { workerExecArgv } from '../../src-service/core/worker-exec-argv.ts';

const run = promisify(execFile);
const root = join(import.meta.dirname, '..', '..');
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function script(): string {
  const dir = mkdtempSync(join(tmpdir(), 'timbre-workers-'));
  dirs.push(dir);
  const url = (p: string) => JSON.stringify(pathToFileURL(join(root, p)).href);
  return [
    `import { createSpeechSynth } from ${url('src-service/providers/sandbox/speech/synth.ts')};`,
    `import { openDatabase } from ${url('src-service/db/open.ts')};`,
    `import { startCheckpointer } from ${url('src-service/db/checkpointer.ts')};`,
    'const synth = createSpeechSynth();',
    "const r = await synth.render('Workers start.', { espeakVoice: 'en-us', pitch: 50, rate: 175 });",
    `const db = openDatabase(${JSON.stringify(join(dir, 'timbre.db'))});`,
    'let failed = null;',
    'const checkpointer = startCheckpointer(db, { intervalMs: 10, onError: (e) => { failed = e; } });',
    "db.exec(\"INSERT INTO settings (key, value, updated_at) VALUES ('k', '\\\"v\\\"', 'now')\");",
    'await new Promise((r) => setTimeout(r, 200));',
    'await checkpointer.stop();',
    'db.close();',
    'await synth.close();',
    "console.log(r.durationSeconds > 0 ? 'speech' : 'silence', failed ? `checkpointer failed: ${failed.message}` : 'checkpointer ok');",
  ].join('\n');
}

describe('worker threads start however Node is launched', () => {
  it('under V8 flags, from a script file', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'timbre-workers-script-')), 'start.mts');
    dirs.push(join(file, '..'));
    writeFileSync(file, script());
    const { stdout } = await run(
      process.execPath,
      ['--max-old-space-size=1024', '--max-semi-space-size=32', '--stack-trace-limit=30', file],
      { cwd: root, timeout: 30_000 },
    );
    expect(stdout).toBe('speech checkpointer ok\n');
  }, 40_000);

  it('under V8 flags, from node -e (--input-type)', async () => {
    const { stdout } = await run(process.execPath, ['--max-old-space-size=1024', '--input-type=module', '-e', script()], {
      cwd: root,
      timeout: 30_000,
    });
    expect(stdout).toBe('speech checkpointer ok\n');
  }, 40_000);

  it('passes an explicit list only when it must, and then only module-loading flags', () => {
    expect(workerExecArgv(['--max-old-space-size=1024', '--import', 'tsx'])).toBeUndefined();
    expect(
      workerExecArgv(['--input-type=module', '--max-old-space-size=1024', '--import', './hooks.mjs', '--conditions=dev', '--no-warnings']),
    ).toEqual(['--import', './hooks.mjs', '--conditions=dev', '--no-warnings']);
    expect(workerExecArgv(['--input-type', 'module', '--stack-trace-limit=5'])).toEqual([]);
  });
});
