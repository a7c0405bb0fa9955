/**
 * Cross-dissolves joining consecutive clips of one filter graph, built from cheap filters.
 *
 * ffmpeg 5.1's xfade costs about 2.7 ms of CPU for every frame that merely passes through it
 * at 720p, not just for the frames it blends (measured: two 72-frame streams joined by a
 * 6-frame xfade cost 0.37 s more than by concat, whatever the dissolve's length), and a chain
 * of xfades passes the frames before each dissolve through every later one. Here each clip
 * is cut by trim into its fade-in, its body and its fade-out; only the dissolve's frames are
 * blended (the incoming clip's alpha ramped by `fade`, composited by overlay), and concat,
 * which passes frames by reference, joins the pieces. The blend is xfade's: dissolve frame i
 * of n shows the incoming clip at i/n.
 */

/** One clip of the chain: its stream label and length in frames. */
export interface DissolveClip {
  label: string;
  frames: number;
}

/**
 * Filters joining `clips` (labels of yuv420p streams starting at 0, all the same size) into
 * `output`: each clip after the first dissolves in over the last `fade` frames of the one
 * before, so the result is Σ frames − (clips − 1) × fade long, with timestamps 0, 1, 2… at
 * `fps`. Every clip must be at least `fade` frames long, `2 × fade` when it is neither first
 * nor last. `tag` keeps labels unique in a graph.
 */
export function dissolveChain(clips: DissolveClip[], fade: number, fps: number, output: string, tag = 'd'): string {
  if (clips.length === 1) return `[${clips[0].label}]null[${output}]`;
  const graph: string[] = [];
  const pieces: string[] = [];
  const cut = (from: number, to: number) => `trim=start_frame=${from}:end_frame=${to},setpts=PTS-STARTPTS`;
  clips.forEach((clip, k) => {
    const head = k > 0 ? fade : 0;
    const tail = k < clips.length - 1 ? fade : 0;
    if (clip.frames < head + tail) throw new RangeError(`clip ${k} has ${clip.frames} frames, fewer than its dissolves need`);
    const body = clip.frames - head - tail;
    // One output of split per piece that is used; a body of no frames is left out of the join.
    const uses = [head > 0 && 'h', body > 0 && 'b', tail > 0 && 't'].filter((u): u is string => !!u);
    const piece = (u: string) => `${tag}${k}${u}`;
    const source = (u: string) => (uses.length === 1 ? clip.label : `${tag}${k}s${u}`);
    if (uses.length > 1) graph.push(`[${clip.label}]split=${uses.length}${uses.map((u) => `[${tag}${k}s${u}]`).join('')}`);
    if (head > 0) {
      // The incoming clip's opening frames with alpha rising 0, 1/n … (n − 1)/n, laid over the outgoing clip's closing frames.
      graph.push(`[${source('h')}]${cut(0, head)},format=yuva420p,fade=t=in:start_frame=0:nb_frames=${fade}:alpha=1[${piece('h')}]`);
      graph.push(`[${tag}${k - 1}t][${piece('h')}]overlay=format=yuv420:eof_action=pass,format=yuv420p[${tag}${k}x]`);
      pieces.push(`${tag}${k}x`);
    }
    if (body > 0) {
      graph.push(`[${source('b')}]${cut(head, head + body)}[${piece('b')}]`);
      pieces.push(piece('b'));
    }
    if (tail > 0) graph.push(`[${source('t')}]${cut(head + body, clip.frames)}[${piece('t')}]`);
  });
  // concat places each piece after the previous one's last frame; the timestamps are then
  // renumbered so the frames stay exactly 1/fps apart, as -r expects.
  graph.push(`${pieces.map((p) => `[${p}]`).join('')}concat=n=${pieces.length}:v=1:a=0,setpts=N/(${fps}*TB)[${output}]`);
  return graph.join(';');
}
