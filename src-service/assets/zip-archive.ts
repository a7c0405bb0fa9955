import { createRequire } from 'node:module';
import type archiver from 'archiver';

const require = createRequire(import.meta.url);
let loaded: typeof archiver | undefined;

/**
 * A zip writer from archiver, which is loaded on the first zip (exports, batch results) rather
 * than while the service starts: it and its dependencies are a noticeable share of start-up.
 */
export function zipArchive(options: archiver.ArchiverOptions): archiver.Archiver {
  loaded ??= require('archiver') as typeof archiver;
  return loaded('zip', options);
}
