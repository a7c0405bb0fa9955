import { storageLine } from '../storage/faults.ts';

// What ffmpeg prints when the muxer could not finish the output file. ffmpeg 5.x reports a
// failed trailer write ("Error writing trailer of out.mp4: No space left on device") and
// still exits 0 unless -xerror is given, leaving an MP4 without its moov atom.
const WRITE_FAILED = /^(Error writing trailer|Error closing file|av_interleaved_write_frame\(\))/i;

/**
 * The stderr line saying the output was not written whole, or undefined when none does.
 * Every ffmpeg run that writes a file checks it on exit 0: -xerror would make ffmpeg exit 1
 * instead, but it also makes any decode glitch of an input fatal, which uploads must survive.
 * A line naming a storage fault comes first, so the task says the disk is full.
 */
export function outputWriteFailure(stderr: string): string | undefined {
  const lines = stderr
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  return storageLine(lines) ?? lines.find((l) => WRITE_FAILED.test(l));
}
