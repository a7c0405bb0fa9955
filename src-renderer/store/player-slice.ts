// The one player every asset plays through: what is loaded, from where, and whether it plays.
// The <audio>/<video> element itself belongs to the player bar (app/PlayerBar.tsx); waveforms
// attach to that same element, so a waveform's playhead is the player's.
import { messageOf } from '../api/api-error.ts';
import type { StudioSlice } from './slice.ts';
import type { PlayerSlice } from './player-state.ts';

export type { PlayerSlice } from './player-state.ts';

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
