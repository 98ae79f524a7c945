import type { CarGalleryProps } from '../islands/car-gallery.props.ts';
import { useFrameOnRequest } from '../lib/use-frame-on-request.ts';

interface GalleryVideoProps {
  /** The media answer's videoUrl: the player page to frame. */
  url: string;
  /** The frame's title and the poster's name: the car and 'Video'. */
  label: string;
  /** The car's first picture, shown until the visitor asks for the video. */
  poster: CarGalleryProps['images'][number];
  playText: string;
}

/**
 * The car's video (spec 7: an embedded player iframe from the media answer's URL): a poster with a
 * play button until clicked, so no player loads before the visitor asks for it; then the player,
 * focused so the keyboard carries on in it.
 */
export function GalleryVideo({ url, label, poster, playText }: GalleryVideoProps) {
  const { requested, request, frame } = useFrameOnRequest();
  if (requested) {
    return (
      <iframe
        ref={frame}
        className="car-gallery__video"
        src={url}
        title={label}
        allow="autoplay; fullscreen; picture-in-picture"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  return (
    <button
      type="button"
      className="car-gallery__video car-gallery__video-poster"
      onClick={request}
    >
      <img src={poster.src} srcSet={poster.srcSet} sizes="(min-width: 1024px) 60vw, 100vw" alt="" />
      <span className="car-gallery__video-play" aria-hidden="true">
        <svg viewBox="0 0 48 48" width="48" height="48" focusable="false">
          <circle cx="24" cy="24" r="24" fill="rgba(0,0,0,0.6)" />
          <path d="M19 14v20l16-10z" fill="#fff" />
        </svg>
      </span>
      <span className="visually-hidden">{`${playText}: ${label}`}</span>
    </button>
  );
}
