/**
 * Flags for a worker thread. Workers inherit the parent's flags, but `--input-type` (set by
 * `node -e` scripts and some launchers) makes Node refuse to load a worker file.
 */
export function workerExecArgv(): string[] {
  const args: string[] = [];
  for (let i = 0; i < process.execArgv.length; i++) {
    const arg = process.execArgv[i];
    if (arg === '--input-type') i++;
    else if (!arg.startsWith('--input-type=')) args.push(arg);
  }
  return args;
}
