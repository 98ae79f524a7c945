import { useFrameOnRequest } from '../lib/use-frame-on-request.ts';
import type { YoutubeFacadeProps } from './youtube-facade.props.ts';
import { youtubeEmbedOrigin } from './youtube-origin.ts';

/**
 * A poster with a play button that becomes the YouTube player only when clicked, so nothing is
 * requested from YouTube before the visitor asks for the video. Without a script the poster is a
 * plain link to the video on YouTube.
 */
export default function YoutubeFacade({ videoId, title, texts, poster }: YoutubeFacadeProps) {
  const { requested, request, frame } = useFrameOnRequest();

  if (requested) {
    return (
      <iframe
        ref={frame}
        className="youtube-facade youtube-facade__frame"
        src={`${youtubeEmbedOrigin}/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`}
        title={title}
        // `fullscreen` in allow is the policy; the legacy allowFullScreen beside it only drew a
        // console warning that allow takes precedence.
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  return (
    <a
      className="youtube-facade"
      href={`https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`}
      aria-label={`${texts.videoPlay}: ${title}`}
      onClick={(event) => {
        event.preventDefault();
        request();
      }}
    >
      {poster ? (
        <img
          className="youtube-facade__poster"
          src={poster.src}
          srcSet={poster.srcSet}
          sizes={poster.srcSet ? '(min-width: 1024px) 50vw, 100vw' : undefined}
          alt=""
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <span className="youtube-facade__play" aria-hidden="true">
        <svg viewBox="0 0 68 48" width="68" height="48" focusable="false">
          <path
            d="M66.5 7.7a8.5 8.5 0 0 0-6-6C55.2.3 34 .3 34 .3s-21.2 0-26.5 1.4a8.5 8.5 0 0 0-6 6C.1 13 .1 24 .1 24s0 11 1.4 16.3a8.5 8.5 0 0 0 6 6C12.8 47.7 34 47.7 34 47.7s21.2 0 26.5-1.4a8.5 8.5 0 0 0 6-6C67.9 35 67.9 24 67.9 24s0-11-1.4-16.3z"
            fill="#c4302b"
          />
          <path d="M45 24L27 14v20z" fill="#fff" />
        </svg>
      </span>
    </a>
  );
}
