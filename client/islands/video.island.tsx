import { useEffect, useRef, useState } from 'react';
import type { VideoProps } from './video.props.ts';
import { reducedMotionQuery } from '../lib/reduced-motion.ts';

/**
 * The browser's own video player, which works before this hydrates. Once hydrated it starts a muted
 * loop when the author asked for autoplay and the visitor does not ask for reduced motion (and
 * stops it if they start asking), and says so when no source could be loaded, over the poster.
 */
export default function Video({ sources, poster, label, captions, autoplay, texts }: VideoProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [unavailable, setUnavailable] = useState(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    // Every source may have failed before hydration: the element remembers it in networkState.
    const check = () => {
      if (video.networkState === HTMLMediaElement.NETWORK_NO_SOURCE) setUnavailable(true);
    };
    check();
    // The last source is the one with no media query: its error means every candidate failed.
    const last = video.querySelector('source:last-of-type');
    const onLastError = () => setUnavailable(true);
    last?.addEventListener('error', onLastError);
    video.addEventListener('emptied', check);
    return () => {
      last?.removeEventListener('error', onLastError);
      video.removeEventListener('emptied', check);
    };
  }, []);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !autoplay) return;
    const motion = reducedMotionQuery();
    const apply = () => {
      if (motion.matches) {
        video.pause();
        return;
      }
      video.muted = true;
      video.loop = true;
      // A browser may still refuse (data saver, policy); the player then waits for the visitor.
      video.play().catch(() => undefined);
    };
    apply();
    motion.addEventListener('change', apply);
    return () => motion.removeEventListener('change', apply);
  }, [autoplay]);

  return (
    <div className="video-block__frame" data-unavailable={unavailable ? 'true' : undefined}>
      <video
        ref={videoRef}
        className="video-block__video"
        controls
        playsInline
        preload="metadata"
        poster={poster}
        aria-label={label}
      >
        {sources.map((source) => (
          <source
            key={`${source.src} ${source.media ?? ''}`}
            src={source.src}
            type={source.type}
            media={source.media}
          />
        ))}
        {captions ? (
          <track
            kind="captions"
            src={captions.src}
            srcLang={captions.srcLang}
            label={captions.label}
            default
          />
        ) : null}
      </video>
      <p className="video-block__unavailable" role="status">
        {unavailable ? texts.videoUnavailable : ''}
      </p>
    </div>
  );
}
