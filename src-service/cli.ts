import { rmSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configFromArgs } from './config.ts';
import { startService } from './service.ts';

/**
 * Headless entry: `node src-service/cli.ts serve [--data-dir DIR] [--port N]`.
 * Prints the URL, writes service.json and session-token, stops cleanly on SIGINT/SIGTERM.
 */
async function main(argv: string[]): Promise<void> {
  const [command = 'serve', ...rest] = argv;
  if (command === '--help' || command === 'help') {
    process.stdout.write(
      'Usage: timbre serve [--data-dir DIR] [--port N]\n' +
        '  --data-dir  where the database, assets and logs live (env TIMBRE_DATA_DIR)\n' +
        '  --port      port on 127.0.0.1; 0 = any free port (env TIMBRE_PORT; default 7717, next free if taken)\n',
    );
    return;
  }
  if (command !== 'serve') throw new Error(`Unknown command "${command}"; try: serve`);
  const config = configFromArgs(rest);
  const service = await startService(config);
  process.stdout.write(
    `Timbre ${service.version} is listening on ${service.url}\n` +
      `  data dir:      ${service.dataDir}\n` +
      `  session token: ${join(service.dataDir, 'session-token')}\n` +
      `  studio:        ${service.url}/#token=${service.sessionToken}\n`,
  );
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`Received ${signal}, stopping…\n`);
    await service.close();
    removeDiscoveryFile(service.dataDir);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

/** service.json describes a running service; remove it when we stop, if it is still ours. */
function removeDiscoveryFile(dataDir: string): void {
  const file = join(dataDir, 'service.json');
  try {
    const info = JSON.parse(readFileSync(file, 'utf8')) as { pid?: number };
    if (info.pid === process.pid) rmSync(file, { force: true });
  } catch {
    // already gone
  }
}

main(process.argv.slice(2)).catch((err: Error) => {
  process.stderr.write(`timbre: ${err.message}\n`);
  process.exit(1);
});
