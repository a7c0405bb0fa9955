// A waveform drawn by wavesurfer.js from the service's peaks, with a playhead that follows the
// studio's one player, click to seek (which plays this asset from there), zoom, and optional
// regions (a trim selection with drag handles, or a narration's segments by speaker).
import { useEffect, useRef } from 'react';
import WaveSurfer from 'wavesurfer.js';
import RegionsPlugin, { type Region } from 'wavesurfer.js/plugins/regions';
import { useStudio, useStudioStore } from '../studio-context.ts';
import type { Peaks } from './peaks.ts';

export interface WaveRegion {
  id: string;
  start: number;
  end: number;
  /** A CSS colour (a token value read from the theme, e.g. the speaker's colour). */
  color: string;
  /** Drag handles to change it (a trim selection). */
  editable?: boolean;
  label?: string;
}

export interface WaveformProps {
  assetId: string;
  /** What the player shows while it plays ("Recording", "Narration, segment 2"). */
  title: string;
  origin: string;
  peaks: Peaks;
  /** Accessible name of the drawing ("Waveform of the recording"). */
  label: string;
  height?: number;
  /** Pixels per second; 0 fits the whole asset in the width. */
  zoom?: number;
  regions?: WaveRegion[];
  /** A region's handles moved (trim): its new bounds. */
  onRegionChange?(id: string, start: number, end: number): void;
  /** A region was clicked (a narration segment). */
  onRegionClick?(id: string): void;
}

/** Reads a design token (a CSS custom property) so the drawing follows the theme. */
export function token(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

export function Waveform(props: WaveformProps) {
  const { assetId, peaks, height = 72, zoom = 0, regions, label } = props;
  const container = useRef<HTMLDivElement>(null);
  const surfer = useRef<WaveSurfer | null>(null);
  const regionsPlugin = useRef<ReturnType<typeof RegionsPlugin.create> | null>(null);
  const store = useStudioStore();
  const theme = useStudio((s) => s.theme);
  // The latest callbacks, read by wavesurfer's listeners without re-creating the drawing.
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });

  useEffect(() => {
    if (!container.current) return;
    const plugin = RegionsPlugin.create();
    const ws = WaveSurfer.create({
      container: container.current,
      height,
      peaks: [peaks.data],
      duration: peaks.duration,
      waveColor: token('--wave', '#8a94a6'),
      progressColor: token('--wave-progress', '#3b5bdb'),
      cursorColor: token('--wave-cursor', '#e03131'),
      cursorWidth: 2,
      barWidth: 2,
      barGap: 1,
      barRadius: 1,
      normalize: true,
      interact: true,
      plugins: [plugin],
    });
    // A click seeks: the studio's player plays this asset from there.
    ws.on('interaction', (time) => {
      const p = latest.current;
      void store.getState().play({ assetId: p.assetId, title: p.title, origin: p.origin, from: time });
    });
    plugin.on('region-updated', (region: Region) => latest.current.onRegionChange?.(region.id, region.start, region.end));
    plugin.on('region-clicked', (region: Region, event: MouseEvent) => {
      if (!latest.current.onRegionClick) return;
      event.stopPropagation();
      latest.current.onRegionClick(region.id);
    });
    surfer.current = ws;
    regionsPlugin.current = plugin;
    return () => {
      ws.destroy();
      surfer.current = null;
      regionsPlugin.current = null;
    };
  }, [peaks, height, theme, store]);

  // Regions follow the props (re-added when they change). A region added before the drawing knows
  // its length is clamped to 0 s, so they wait for 'ready' the first time.
  useEffect(() => {
    const plugin = regionsPlugin.current;
    const ws = surfer.current;
    if (!plugin || !ws) return;
    const add = () => {
      plugin.clearRegions();
      for (const r of regions ?? []) {
        plugin.addRegion({
          id: r.id,
          start: r.start,
          end: r.end,
          color: r.color,
          drag: Boolean(r.editable),
          resize: Boolean(r.editable),
          content: r.label,
        });
      }
    };
    if (ws.getDuration() > 0) {
      add();
      return;
    }
    return ws.once('ready', add);
  }, [regions, peaks, theme]);

  useEffect(() => {
    const ws = surfer.current;
    if (!ws) return;
    try {
      ws.zoom(zoom);
    } catch {
      // zoom before the drawing is ready: the next render applies it
    }
  }, [zoom, peaks]);

  // The playhead follows the player while it plays this asset.
  useEffect(() => {
    let frame = 0;
    const follow = () => {
      const { media, nowPlaying } = store.getState();
      const ws = surfer.current;
      if (ws && media && nowPlaying?.assetId === assetId) ws.setTime(media.currentTime);
      frame = requestAnimationFrame(follow);
    };
    const unsubscribe = store.subscribe((s, before) => {
      if (s.playing === before.playing && s.nowPlaying === before.nowPlaying) return;
      cancelAnimationFrame(frame);
      if (s.playing && s.nowPlaying?.assetId === assetId) frame = requestAnimationFrame(follow);
      else if (s.nowPlaying?.assetId === assetId && s.media) surfer.current?.setTime(s.media.currentTime);
    });
    const now = store.getState();
    if (now.playing && now.nowPlaying?.assetId === assetId) frame = requestAnimationFrame(follow);
    return () => {
      cancelAnimationFrame(frame);
      unsubscribe();
    };
  }, [store, assetId]);

  return <div ref={container} className="waveform" role="img" aria-label={label} data-asset-id={assetId} />;
}
