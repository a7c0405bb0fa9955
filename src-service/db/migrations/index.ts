import { sql as initial } from './001-initial.ts';

/** Numbered migrations, applied in order; the index + 1 is the schema version. */
export const migrations: readonly string[] = [initial];
