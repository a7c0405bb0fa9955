/**
 * A caller that stops reading a streamed answer (a download, speech sent as it is made, an
 * event stream) would otherwise hold what produces it for as long as its connection stays
 * open: an open file, a narration's segments, an ffmpeg encoder. Once the answer has bytes
 * waiting that the caller has not taken for `ms`, the connection is closed; the producer then
 * stops as it does on a hang-up (the task itself runs on).
 *
 * Only the reader is timed, not the producer: an answer waiting on its next bytes (a narration's
 * next segment, a quiet event stream) has nothing waiting to be read and is never cut. Node's
 * socket idle timeout cannot tell the two apart, so the answer's own backpressure is watched:
 * `writableNeedDrain` says bytes are waiting, `drain` says the caller took them.
 */
import type { ServerResponse } from 'node:http';

/** How long a caller may leave a streamed answer unread by default: a paused player resumes within it. */
export const STALLED_READER_MS = 5 * 60_000;

/**
 * Closes `res` once its bytes have waited unread for `ms`, telling `onClose` how long they
 * waited. Checked a few times per `ms` (at least once a second), off the hot path of writing.
 */
export function closeWhenStalled(res: ServerResponse, ms: number, onClose: (unreadMs: number) => void): void {
  let waitingSince: number | null = null;
  const onDrain = () => {
    waitingSince = null;
  };
  const timer = setInterval(
    () => {
      if (!res.writableNeedDrain) {
        waitingSince = null;
        return;
      }
      waitingSince ??= Date.now();
      const unread = Date.now() - waitingSince;
      if (unread < ms) return;
      stop();
      onClose(unread);
      res.destroy();
    },
    Math.min(1_000, Math.max(50, ms / 4)),
  );
  timer.unref();
  const stop = () => {
    clearInterval(timer);
    res.off('drain', onDrain);
  };
  res.on('drain', onDrain);
  res.once('close', stop);
}
