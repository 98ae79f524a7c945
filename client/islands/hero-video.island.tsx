import { useEffect, useRef, useState } from 'react';
import type { HeroVideoProps } from './hero-video.props.ts';
import { reducedMotionQuery } from '../lib/reduced-motion.ts';

const phoneQuery = '(max-width: 767px)';

/**
 * A decorative background video: muted, looping, inline, starting by itself. Hydrated, it pauses
 * for visitors who ask for reduced motion and shows a play/pause button, as moving content that
 * lasts over five seconds must be stoppable (WCAG 2.2.2).
 */
export default function HeroVideo({ className, desktop, phone, poster, texts }: HeroVideoProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [ready, setReady] = useState(false);
  const [playing, setPlaying] = useState(true);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const reduce = reducedMotionQuery();
    if (reduce.matches) element.pause();
    setPlaying(!element.paused && !reduce.matches);
    setReady(true);
    const onPlay = () => setPlaying(true);
    const onPause = () => setPlaying(false);
    element.addEventListener('play', onPlay);
    element.addEventListener('pause', onPause);
    return () => {
      element.removeEventListener('play', onPlay);
      element.removeEventListener('pause', onPause);
    };
  }, []);

  const toggle = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => setPlaying(false));
    else element.pause();
  };

  return (
    <div className={`hero-video ${className}`}>
      <video
        ref={video}
        className="hero-video__media"
        autoPlay
        muted
        loop
        playsInline
        poster={poster}
        preload="metadata"
        aria-hidden="true"
        tabIndex={-1}
      >
        {phone && desktop ? <source src={phone} media={phoneQuery} /> : null}
        {desktop || phone ? <source src={desktop ?? phone} /> : null}
      </video>
      {ready ? (
        <button
          type="button"
          className="hero-video__toggle"
          aria-label={playing ? texts.videoPause : texts.videoPlay}
          title={playing ? texts.videoPause : texts.videoPlay}
          onClick={toggle}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            {playing ? (
              <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" />
            ) : (
              <path d="M8 5l11 7-11 7z" fill="currentColor" />
            )}
          </svg>
        </button>
      ) : null}
    </div>
  );
}
