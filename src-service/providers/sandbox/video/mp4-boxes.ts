/**
 * Reads the two facts about a rendered window that decide whether the extension's input
 * joins it by stream copy, straight from the MP4's boxes: the H.264 decoder configuration
 * (avcC, which ffprobe hashes as the stream's extradata) and the track's timescale. An
 * ffprobe run for them cost about 0.1 s of CPU (starting ffprobe, with its 200 shared
 * libraries, is most of it) between the windows and the join, on every copying extension.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';

/** A box's payload, found by following `path` (box types) from `start` to `end` of `buf`. */
function box(buf: Buffer, path: string[], start = 0, end = buf.length): [number, number] | null {
  let at = start;
  while (at + 8 <= end) {
    let size = buf.readUInt32BE(at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > end) return null;
      size = Number(buf.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) size = end - at;
    if (size < header || at + size > end) return null;
    if (buf.toString('latin1', at + 4, at + 8) === path[0]) {
      const body: [number, number] = [at + header, at + size];
      if (path.length === 1) return body;
      // Container boxes whose children follow a fixed header: stsd (version, flags, count) and avc1 (a visual sample entry).
      const skip = path[0] === 'stsd' ? 8 : path[0] === 'avc1' ? 78 : 0;
      return box(buf, path.slice(1), body[0] + skip, body[1]);
    }
    at += size;
  }
  return null;
}

/** SHA-256 of the first video track's avcC payload as ffprobe prints it (`SHA256:<hex>`), and its time base; null if absent. */
export async function h264Config(file: string): Promise<{ extradataHash: string; timeBase: string } | null> {
  const buf = await readFile(file);
  const stbl = ['moov', 'trak', 'mdia', 'minf', 'stbl', 'stsd', 'avc1', 'avcC'];
  const avcC = box(buf, stbl);
  const mdhd = box(buf, ['moov', 'trak', 'mdia', 'mdhd']);
  if (!avcC || !mdhd || mdhd[1] - mdhd[0] < 24) return null;
  // mdhd: version 1 has 64-bit creation and modification times before the timescale.
  const timescale = buf.readUInt32BE(mdhd[0] + (buf[mdhd[0]] === 1 ? 20 : 12));
  return {
    extradataHash: `SHA256:${createHash('sha256').update(buf.subarray(avcC[0], avcC[1])).digest('hex')}`,
    timeBase: `1/${timescale}`,
  };
}
