/**
 * A start (or command) refused for a reason the user can act on: a data folder in use, a
 * read-only folder, a damaged database. Entry points print its message alone, never a stack
 * trace, and exit non-zero; the message names the file or folder and says what to do.
 */
export class StartRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** A path as it can be pasted into a shell: quoted only when it needs to be. */
export function shellArg(text: string): string {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replaceAll("'", `'\\''`)}'`;
}

/** How the user runs a Timbre CLI command from the app's folder (the `timbre` npm script). */
export function cliCommand(args: string): string {
  return `npm run timbre -- ${args}`;
}
