/** Flags of module loading, which a worker needs to load its file the way the parent does. */
const LOADING_FLAG =
  /^--(import|require|loader|experimental-loader|conditions|experimental-[\w-]+|no-experimental-[\w-]+|no-warnings|disable-warning|enable-source-maps)(=|$)/;
/** Those of them that may take their value as the next argument. */
const TAKES_VALUE = new Set([
  '--import',
  '--require',
  '-r',
  '--loader',
  '--experimental-loader',
  '--conditions',
  '-C',
  '--disable-warning',
]);

/**
 * Flags for a worker thread, or undefined to inherit the parent's. Inheriting is right
 * almost always: Node quietly ignores the per-process flags (`--max-old-space-size` and
 * other V8 options) in an inherited list, but refuses them in an explicit one. The one flag
 * that breaks a worker is `--input-type` (set by `node -e` scripts and some launchers),
 * which makes Node refuse to load a worker file; then only the module-loading flags are
 * passed on.
 */
export function workerExecArgv(argv: readonly string[] = process.execArgv): string[] | undefined {
  if (!argv.some((a) => a === '--input-type' || a.startsWith('--input-type='))) return undefined;
  const args: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (TAKES_VALUE.has(arg) && i + 1 < argv.length) {
      args.push(arg, argv[++i]);
    } else if (LOADING_FLAG.test(arg)) {
      args.push(arg);
    }
  }
  return args;
}
