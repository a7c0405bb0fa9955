import { existsSync } from 'node:fs';
import module from 'node:module';
import { join, resolve } from 'node:path';
import pkg from '../package.json' with { type: 'json' };
import { configFromArgs, flagValue } from './config/service-config.ts';
import { claimDataDir } from './instance/claim.ts';
import { StartRefusal } from './instance/refusal.ts';

const HELP = `Usage: timbre <command> [--data-dir DIR] [options]
  (from the app's folder: npm run timbre -- <command> ...; npm run serve runs "serve")

Commands:
  serve     run the service (the default command)
              --port N     port on 127.0.0.1; 0 = any free port (env TIMBRE_PORT; default 7717, next free if taken)
  backup    back up the database now, into DIR/backups (safe while a service runs)
  backups   list the backups: time, size, schema version
  restore   put a backup in place of DIR/timbre.db (stop the service first). The current
            database is renamed timbre.db.before-restore-<time>, never deleted; asset files
            the backup does not know are moved to DIR/recovered/<time>/assets.
              --from FILE  this backup instead of the newest one that passes quick_check
              --empty      no backup: the next start creates a new, empty database

Options:
  --data-dir  where the database, assets, backups and logs live (env TIMBRE_DATA_DIR)

Environment:
  TIMBRE_BACKUP_INTERVAL_SECONDS  time between automatic backups while serving (default 21600 = 6 h; 0 = off)
  TIMBRE_BACKUPS_KEPT             backups kept, older ones removed (default 7)
  TIMBRE_SECRET_STORE             keychain (default: the OS keychain when one answers) or file (a 0600 file in DIR)
  TIMBRE_STUDIO_DIR               the built studio served at / (default out/renderer, written by electron-vite build)
`;

/** Where `electron-vite build` puts the studio, from the repository root. */
const STUDIO_DIR = resolve(import.meta.dirname, '..', 'out', 'renderer');

/**
 * Entry: `node src-service/cli.ts [serve|backup|backups|restore] [--data-dir DIR] ...`.
 * `serve` prints the URL, writes service.json and session-token, stops cleanly on
 * SIGINT/SIGTERM. A refusal (folder in use, read-only, damaged database) prints its message
 * alone, no stack trace, and exits 1.
 */
async function main(argv: string[]): Promise<void> {
  const [command = 'serve', ...rest] = argv[0]?.startsWith('--') && argv[0] !== '--help' ? ['serve', ...argv] : argv;
  if (command === '--help' || command === 'help' || rest.includes('--help')) {
    process.stdout.write(HELP);
    return;
  }
  const config = configFromArgs(rest);
  // The database commands load only what they need: no HTTP server, no engines.
  if (command === 'backup' || command === 'backups' || command === 'restore') {
    const db = await import('./db/db-commands.ts');
    const fromArg = flagValue(rest, 'from');
    const from = fromArg === undefined ? undefined : resolve(fromArg);
    process.stdout.write(
      command === 'backup'
        ? db.backupCommand(config.dataDir, config.backupKeep)
        : command === 'backups'
          ? db.listCommand(config.dataDir)
          : db.restoreCommand(config.dataDir, { from, empty: rest.includes('--empty'), version: pkg.version }),
    );
    return;
  }
  if (command !== 'serve') throw new StartRefusal(`unknown command "${command}"; try: serve, backup, backups, restore, help`);
  // The folder is claimed before the service's modules load (seconds on a busy machine), so a
  // second instance is turned away at once.
  const claim = claimDataDir(config.dataDir, { command: 'serve', version: pkg.version });
  // The built studio (`electron-vite build` writes it to out/renderer) is served at `/` when it
  // exists; the token travels in the URL fragment, which never reaches a server or a log.
  const studioDir = process.env.TIMBRE_STUDIO_DIR || STUDIO_DIR;
  const studioBuilt = existsSync(join(studioDir, 'index.html'));
  if (studioBuilt) config.staticDir = studioDir;
  const { startService } = await import('./service.ts');
  const service = await startService(config, claim);
  process.stdout.write(
    `Timbre ${service.version} is listening on ${service.url}\n` +
      `  data dir:      ${service.dataDir}\n` +
      `  session token: ${join(service.dataDir, 'session-token')}\n` +
      `  api docs:      ${service.url}/api/v1/openapi.json\n` +
      (studioBuilt
        ? `  studio:        ${service.url}/#token=${service.sessionToken}\n`
        : `  studio:        not built; run \`npx electron-vite build\` (or \`npm run serve\`, which builds it) and start again\n`),
  );
  // The bundle keeps V8's compiled code for the next start (scripts/build-service.ts); written
  // now, as a service is often stopped by a kill that leaves no time to write it at exit.
  setTimeout(() => module.flushCompileCache?.(), 1000).unref();
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`Received ${signal}, stopping…\n`);
    await service.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main(process.argv.slice(2)).catch(async (err: Error) => {
  // The message only: refusals say what to do, and a stack trace helps no user. A disk that
  // refuses the start (full, read-only, failing) is named as such, with the folder.
  let message = err.message;
  if (!(err instanceof StartRefusal)) {
    const { classifyStorageFault, storageMessage } = await import('./storage/faults.ts');
    const kind = classifyStorageFault(err);
    if (kind) message = `Timbre did not start. ${storageMessage(kind, safeDataDir())}`;
  }
  process.stderr.write(`timbre: ${message}\n`);
  process.exit(1);
});

/** The data folder the command line names, for messages (never throws). */
function safeDataDir(): string {
  try {
    return configFromArgs(process.argv.slice(2)).dataDir;
  } catch {
    return 'the data folder';
  }
}
