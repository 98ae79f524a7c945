import type { CarMedia } from '../contracts/car-media.ts';
import { Spin } from './gallery-spin.tsx';
import type { GalleryTexts } from './gallery-tabs.tsx';
import type { MediaTab } from './spin-frames.ts';

/** The car's video (the sandbox draws a still as SVG, shown as a picture). */
function Video({ url, label }: { url: string; label: string }) {
  return /\.svg(\?|$)/i.test(url) ? (
    <img className="car-gallery__video" src={url} alt={label} width={1200} height={800} />
  ) : (
    <video
      className="car-gallery__video"
      src={url}
      controls
      playsInline
      preload="metadata"
      aria-label={label}
    />
  );
}

interface GalleryMediumProps {
  shown: MediaTab;
  media: CarMedia | null;
  alt: string;
  texts: GalleryTexts;
  /** Inline and in the viewer the medium is a view of its own (its own 360 turn). */
  where: 'inline' | 'viewer';
}

/** The chosen tab's medium other than the pictures: the video or a 360 view. */
export function GalleryMedium({ shown, media, alt, texts, where }: GalleryMediumProps) {
  return (
    <>
      {shown === 'video' && media?.videoUrl ? (
        <Video key={`${where}-video`} url={media.videoUrl} label={`${alt} – ${texts.mediaVideo}`} />
      ) : null}
      {shown === 'exterior' && media ? (
        <Spin
          key={`${where}-exterior`}
          frames={media.images360}
          label={`${alt} – ${texts.mediaExterior}`}
          texts={texts}
        />
      ) : null}
      {shown === 'interior' && media ? (
        <Spin
          key={`${where}-interior`}
          frames={media.internal360}
          label={`${alt} – ${texts.mediaInterior}`}
          texts={texts}
        />
      ) : null}
    </>
  );
}
