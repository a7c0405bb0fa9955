// The one player every asset plays through: what is loaded, from where, and whether it plays.
// The <audio>/<video> element itself belongs to the player bar (app/PlayerBar.tsx); waveforms
// attach to that same element, so a waveform's playhead is the player's.
import { messageOf } from '../api/api-error.ts';
import type { StudioSlice } from './slice.ts';

export interface NowPlaying {
  assetId: string;
  /** What it is ("Speech: Hello there…", "Narration, segment 2, take 1"). */
  title: string;
  /** Where it was played from (a screen's name). */
  origin: string;
  url: string;
  kind: 'audio' | 'video';
  /** Where to start (seconds), e.g. a narration segment's start. */
  from?: number;
  /** Where to stop (seconds), e.g. the end of a trim selection. */
  until?: number;
}

/** What the player needs of the media element (an HTMLMediaElement; named here so the store stays free of DOM types). */
export interface PlayerMedia {
  src: string;
  currentTime: number;
  readyState: number;
  paused: boolean;
  play(): Promise<void>;
  pause(): void;
  addEventListener(type: string, listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: string, listener: () => void): void;
}

export interface PlayerSlice {
  nowPlaying: NowPlaying | null;
  playing: boolean;
  /** Loads an asset into the player and plays it (from `from`, until `until` when given). */
  play(item: Omit<NowPlaying, 'url' | 'kind'> & { kind?: 'audio' | 'video' }): Promise<void>;
  /** Plays or pauses what is loaded. */
  togglePlay(): void;
  setPlaying(playing: boolean): void;
  /** The media element the player bar owns (set once it mounts). */
  media: PlayerMedia | null;
  setMedia(media: PlayerMedia | null): void;
}

export const createPlayerSlice = (): StudioSlice<PlayerSlice> => (set, get) => ({
  nowPlaying: null,
  playing: false,
  media: null,
  setMedia: (media) => set({ media }),
  setPlaying: (playing) => set({ playing }),
  async play(item) {
    try {
      const info = await get().assetInfo(item.assetId);
      const kind = item.kind ?? (info.mimeType?.startsWith('video/') ? 'video' : 'audio');
      set({ nowPlaying: { ...item, kind, url: info.url } });
      const media = get().media;
      if (!media) return;
      if (media.src !== info.url) {
        media.src = info.url;
        await new Promise<void>((resolve) => {
          if (media.readyState >= 1) return resolve();
          media.addEventListener('loadedmetadata', () => resolve(), { once: true });
          media.addEventListener('error', () => resolve(), { once: true });
        });
      }
      if (item.from !== undefined) media.currentTime = item.from;
      await media.play();
    } catch (error) {
      get().toast({ tone: 'error', title: `Could not play ${item.title}`, description: messageOf(error) });
    }
  },
  togglePlay() {
    const media = get().media;
    if (!media || !get().nowPlaying) return;
    if (media.paused) void media.play();
    else media.pause();
  },
});
