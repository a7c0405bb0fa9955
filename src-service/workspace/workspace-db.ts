import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase, type Db } from '../db/open.ts';
import { migrations } from '../db/migrations/index.ts';
import { backupBeforeMigration, backupDirOf } from '../db/backup.ts';
import { createLedgerRepo } from '../ledger/ledger-repo.ts';
import { createCredits, type Credits } from '../ledger/credits.ts';
import { createVoiceRepo, type VoiceRepo } from '../voices/voice-repo.ts';
import { seedCatalogue } from '../voices/catalogue.ts';

/** Credits a new workspace starts with. */
const INITIAL_CREDITS = 10_000;

/**
 * The workspace's database, opened, checked after an unclean stop, migrated (with a backup
 * first) and ready: a new workspace gets its first credits, and the voice catalogue is seeded.
 */
export function openWorkspaceDb(opts: { dataDir: string; uncleanStop: boolean; backupKeep: number; now: () => string }): {
  db: Db;
  /** The database file, and whether it was there before this start (the backup schedule's first run). */
  file: string;
  existedBefore: boolean;
  credits: Credits;
  voices: VoiceRepo;
} {
  const file = join(opts.dataDir, 'timbre.db');
  const existedBefore = existsSync(file);
  const db = openDatabase(file, migrations, {
    quickCheck: opts.uncleanStop,
    beforeMigrate: (conn, from, to) => backupBeforeMigration(conn, backupDirOf(opts.dataDir), opts.backupKeep, from, to),
  });
  const credits = createCredits(createLedgerRepo(db), opts.now);
  db.transaction(() => {
    const hasGrant = db.prepare("SELECT 1 FROM ledger WHERE kind = 'grant' LIMIT 1").get();
    if (!hasGrant) credits.grant(INITIAL_CREDITS, 'initial workspace credits');
  })();
  const voices = createVoiceRepo(db);
  seedCatalogue(db, voices, opts.now());
  return { db, file, existedBefore, credits, voices };
}
