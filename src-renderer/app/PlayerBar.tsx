// The one player at the bottom of every screen: play/pause, seek, time, what is playing and
// from where. It owns the media element every asset plays through (a <video>, which plays
// audio as well, and shows a small picture when the asset is a video).
import { Slider } from 'radix-ui';
import { Pause, Play, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useStudio, useStudioStore } from '../studio-context.ts';
import { clock } from '../ui/time.ts';

export function PlayerBar() {
  const store = useStudioStore();
  const nowPlaying = useStudio((s) => s.nowPlaying);
  const playing = useStudio((s) => s.playing);
  const media = useRef<HTMLVideoElement>(null);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);

  useEffect(() => {
    const element = media.current;
    if (!element) return;
    store.getState().setMedia(element);
    const onTime = () => {
      setTime(element.currentTime);
      // A selection or segment plays to its end and stops there.
      const until = store.getState().nowPlaying?.until;
      if (until !== undefined && element.currentTime >= until) element.pause();
    };
    const onMeta = () => setDuration(Number.isFinite(element.duration) ? element.duration : 0);
    const onPlay = () => store.getState().setPlaying(true);
    const onPause = () => store.getState().setPlaying(false);
    element.addEventListener('timeupdate', onTime);
    element.addEventListener('loadedmetadata', onMeta);
    element.addEventListener('durationchange', onMeta);
    element.addEventListener('play', onPlay);
    element.addEventListener('pause', onPause);
    element.addEventListener('ended', onPause);
    return () => {
      element.removeEventListener('timeupdate', onTime);
      element.removeEventListener('loadedmetadata', onMeta);
      element.removeEventListener('durationchange', onMeta);
      element.removeEventListener('play', onPlay);
      element.removeEventListener('pause', onPause);
      element.removeEventListener('ended', onPause);
      store.getState().setMedia(null);
    };
  }, [store]);

  const close = () => {
    media.current?.pause();
    store.setState({ nowPlaying: null });
  };

  return (
    <section className={`player-bar${nowPlaying ? '' : ' idle'}`} aria-label="Player">
      <video
        ref={media}
        className={nowPlaying?.kind === 'video' ? 'player-video' : 'player-video hidden'}
        data-testid="player-media"
        playsInline
        aria-label={nowPlaying ? `Playing: ${nowPlaying.title}` : 'Player'}
      />
      <button
        type="button"
        className="icon-button"
        onClick={() => store.getState().togglePlay()}
        disabled={!nowPlaying}
        aria-label={playing ? 'Pause' : 'Play'}
        aria-keyshortcuts="Space"
      >
        {playing ? <Pause size={18} aria-hidden={true} /> : <Play size={18} aria-hidden={true} />}
      </button>
      <div className="player-what">
        <span className="player-title" data-testid="now-playing">
          {nowPlaying?.title ?? 'Nothing playing'}
        </span>
        {nowPlaying && <span className="muted player-origin">from {nowPlaying.origin}</span>}
      </div>
      <span className="player-time" aria-hidden="true">
        {clock(time)} / {clock(duration)}
      </span>
      <Slider.Root
        className="slider player-seek"
        min={0}
        max={duration || 1}
        step={0.1}
        value={[Math.min(time, duration || 1)]}
        disabled={!nowPlaying}
        onValueChange={([v]) => {
          if (media.current) media.current.currentTime = v;
          setTime(v);
        }}
      >
        <Slider.Track className="slider-track">
          <Slider.Range className="slider-range" />
        </Slider.Track>
        <Slider.Thumb className="slider-thumb" aria-label="Seek" aria-valuetext={`${clock(time)} of ${clock(duration)}`} />
      </Slider.Root>
      {nowPlaying && (
        <button type="button" className="icon-button" onClick={close} aria-label="Close the player">
          <X size={16} aria-hidden={true} />
        </button>
      )}
    </section>
  );
}
