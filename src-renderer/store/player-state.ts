// The player slice's state and the types it is made of, apart from its actions (player-slice.ts) so that
// the studio's whole state (studio-state.ts) can be named without importing the slices that build it.

interface NowPlaying {
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
interface PlayerMedia {
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
