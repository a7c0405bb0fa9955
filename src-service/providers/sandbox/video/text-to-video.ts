/**
 * Text-to-video in the sandbox: the prompt, wrapped and centred, drifting gently over a
 * slowly rotating three-colour gradient, with a "SANDBOX" badge. The colours come from
 * a hash of the prompt, so one prompt always gives the same video and two prompts differ.
 */
import { createHash } from 'node:crypto';
import { checkCommon, fromZero, withWorkDir, type VideoRenderCommon } from './common.ts';
import { minWindowFrames, renderWindowed, splitFrames } from './windows.ts';
import { badge, displayText, drawText, layout, writeTextFile } from './text.ts';

/** Renders a text-to-video clip to `o.outPath`. */
export async function renderTextToVideo(o: VideoRenderCommon): Promise<void> {
  const { fps, frames, parallelism } = checkCommon(o);
  o.signal.throwIfAborted();
  const { width: w, height: h } = o;
  const short = Math.min(w, h);
  const hash = createHash('sha256')
    .update(o.prompt ?? '')
    .digest();
  await withWorkDir(o.outPath, async (dir) => {
    // The gradient is smooth, so drawing it at a quarter size and scaling up looks the same and costs 1/16.
    const bw = even(w / 4);
    const bh = even(h / 4);
    const colors = palette(hash);
    const seed = hash.readUInt32BE(4);
    const gradient = `gradients=s=${bw}x${bh}:r=${fps}:n=3:c0=${colors[0]}:c1=${colors[1]}:c2=${colors[2]}:seed=${seed}:speed=0.012`;
    const chain = [`scale=${w}:${h}:flags=bilinear`, 'format=yuv420p'];
    const text = displayText(o.prompt);
    if (text) {
      const lay = layout(text, w * 0.84, h * 0.66, short * 0.06, short * 0.028);
      await writeTextFile(dir, 'prompt.txt', lay.lines);
      // A slow vertical drift (±1.5 % of the height, one cycle per 8 s) so the text is part of the motion.
      const drift = `${Math.round(h * 0.015)}*sin(2*PI*t/8)`;
      chain.push(drawText({ textfile: 'prompt.txt', layout: lay, x: '(w-text_w)/2', y: `(h-text_h)/2+${drift}`, boxColor: 'black@0.35' }));
    }
    chain.push(await badge(dir, w, h), fromZero, 'setsar=1', 'format=yuv420p');
    // A window starts the gradient at frame 0 and drops the frames before its own right
    // away, at the quarter size, so the colours and the text drift continue across windows.
    const windows = splitFrames(frames, parallelism, minWindowFrames(w, h, o.parallelism !== undefined)).map(([start, end]) => ({
      args: ['-filter_complex', `${[gradient, `trim=start_frame=${start}:end_frame=${end}`, ...chain].join(',')}[v]`],
      frames: end - start,
    }));
    await renderWindowed(windows, {
      cwd: dir,
      fps,
      outPath: o.outPath,
      signal: o.signal,
      onProgress: o.onProgress,
      redact: [],
      parallelism,
    });
  });
}

/** Three dark, saturated colours with hues spread around the wheel, so white text stays legible. */
function palette(hash: Buffer): string[] {
  const base = (hash.readUInt16BE(0) / 65536) * 360;
  return [0, 120, 240].map((offset, i) => hsl((base + offset + (hash[2 + i] % 40)) % 360, 0.55, 0.32));
}

function hsl(hue: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return `0x${[channel(0), channel(8), channel(4)].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

function even(x: number): number {
  return Math.max(2, 2 * Math.round(x / 2));
}
