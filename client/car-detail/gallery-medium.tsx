import type { CarMedia } from '../contracts/car-media.ts';
import { Spin } from './gallery-spin.tsx';
import { type GalleryTexts, tabLabels } from './gallery-tabs.tsx';
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
  const frames =
    shown === 'exterior' ? media?.images360 : shown === 'interior' ? media?.internal360 : null;
  const label = `${alt} – ${tabLabels(texts)[shown]}`;
  return (
    <>
      {shown === 'video' && media?.videoUrl ? (
        <Video key={`${where}-video`} url={media.videoUrl} label={label} />
      ) : null}
      {frames ? (
        <Spin key={`${where}-${shown}`} frames={frames} label={label} texts={texts} />
      ) : null}
    </>
  );
}
