import { closeSync, fstatSync, openSync, readSync } from 'node:fs';

/**
 * Reads a write-ahead log the way SQLite's recovery does (https://sqlite.org/fileformat2.html#walformat),
 * to tell a log that merely ends from one that is damaged. SQLite replays frames up to the first
 * whose salt or checksum is wrong and silently ignores the rest: after a crash that is the
 * never-committed tail, but when commit frames of the same generation (same salts) follow the
 * bad one, the log was damaged in the middle. Then committed transactions after the damage would be
 * dropped without a word, and pages the checkpointer had already copied from them into the
 * database file would no longer match the log: so the start is refused instead.
 */
export interface WalReport {
  /** Frames SQLite will replay (up to the last commit before the first bad frame). */
  replayed: number;
  /** Frame index (1-based) where replay stops, or 0 when the whole log is sound. */
  stopsAt: number;
  /** Commit frames of the current generation found after the stop: > 0 means damage. */
  commitsAfterStop: number;
  /** The header itself is unreadable although the log holds frames. */
  badHeader: boolean;
}

const MAGIC_LE = 0x377f0682;
const MAGIC_BE = 0x377f0683;

/** Inspects `walFile`; undefined when it does not exist or holds no frame. */
export function inspectWal(walFile: string): WalReport | undefined {
  let fd: number;
  try {
    fd = openSync(walFile, 'r');
  } catch {
    return undefined;
  }
  try {
    const size = fstatSync(fd).size;
    if (size <= 32) return undefined;
    const header = Buffer.alloc(32);
    readSync(fd, header, 0, 32, 0);
    const magic = header.readUInt32BE(0);
    const pageSize = header.readUInt32BE(8);
    const validPageSize = pageSize >= 512 && pageSize <= 65536 && (pageSize & (pageSize - 1)) === 0;
    if ((magic !== MAGIC_LE && magic !== MAGIC_BE) || !validPageSize)
      return { replayed: 0, stopsAt: 1, commitsAfterStop: 0, badHeader: true };
    const bigEndian = magic === MAGIC_BE;
    let [s0, s1] = checksum(header.subarray(0, 24), 0, 0, bigEndian);
    if (s0 !== header.readUInt32BE(24) || s1 !== header.readUInt32BE(28))
      return { replayed: 0, stopsAt: 1, commitsAfterStop: 0, badHeader: true };
    const salt1 = header.readUInt32BE(16);
    const salt2 = header.readUInt32BE(20);

    const frameSize = 24 + pageSize;
    const frames = Math.floor((size - 32) / frameSize);
    const frame = Buffer.alloc(frameSize);
    let replayed = 0;
    let stopsAt = 0;
    let commitsAfterStop = 0;
    for (let i = 0; i < frames; i++) {
      readSync(fd, frame, 0, frameSize, 32 + i * frameSize);
      const sameGeneration = frame.readUInt32BE(8) === salt1 && frame.readUInt32BE(12) === salt2;
      if (stopsAt) {
        // Uncommitted frames may follow a stop legitimately (a big transaction's spilled pages); commits may not.
        if (sameGeneration && frame.readUInt32BE(4) !== 0) commitsAfterStop++;
        continue;
      }
      if (sameGeneration) {
        [s0, s1] = checksum(frame.subarray(0, 8), s0, s1, bigEndian);
        [s0, s1] = checksum(frame.subarray(24), s0, s1, bigEndian);
      }
      if (!sameGeneration || s0 !== frame.readUInt32BE(16) || s1 !== frame.readUInt32BE(20)) {
        stopsAt = i + 1;
        continue;
      }
      if (frame.readUInt32BE(4) !== 0) replayed = i + 1; // a commit frame
    }
    return { replayed, stopsAt, commitsAfterStop, badHeader: false };
  } finally {
    closeSync(fd);
  }
}

/** A sentence about a damaged log, or undefined when SQLite's replay loses nothing that was committed. */
export function walDamage(walFile: string): string | undefined {
  const r = inspectWal(walFile);
  if (!r) return undefined;
  if (r.badHeader) return `its write-ahead log ${walFile} has a damaged header`;
  if (r.commitsAfterStop === 0) return undefined;
  return `its write-ahead log ${walFile} is damaged at frame ${r.stopsAt}: ${r.commitsAfterStop} later committed transaction(s) cannot be read`;
}

/** SQLite's WAL checksum: pairs of 32-bit words, `s0 += x0 + s1; s1 += x1 + s0`, mod 2^32. */
function checksum(data: Buffer, s0: number, s1: number, bigEndian: boolean): [number, number] {
  const read = bigEndian ? data.readUInt32BE.bind(data) : data.readUInt32LE.bind(data);
  for (let i = 0; i < data.length; i += 8) {
    s0 = (s0 + read(i) + s1) >>> 0;
    s1 = (s1 + read(i + 4) + s0) >>> 0;
  }
  return [s0, s1];
}
