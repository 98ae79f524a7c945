import type { CarMedia } from '../contracts/car-media.ts';
import type { CarGalleryProps } from '../islands/car-gallery.props.ts';
import { GalleryVideo } from './gallery-video.tsx';
import { Spin } from './gallery-spin.tsx';
import { type GalleryTexts, tabLabels } from './gallery-tabs.tsx';
import type { MediaTab } from './spin-frames.ts';

interface GalleryMediumProps {
  shown: MediaTab;
  media: CarMedia | null;
  alt: string;
  texts: GalleryTexts;
  /** Inline and in the viewer the medium is a view of its own (its own 360 turn). */
  where: 'inline' | 'viewer';
  /** The video's poster: the car's first picture. */
  poster: CarGalleryProps['images'][number];
  /** Back to the poster (the inline player while the viewer is open: a framed player cannot be paused). */
  stopped?: boolean;
}

/** The chosen tab's medium other than the pictures: the video or a 360 view. */
export function GalleryMedium({
  shown,
  media,
  alt,
  texts,
  where,
  poster,
  stopped = false,
}: GalleryMediumProps) {
  const frames =
    shown === 'exterior' ? media?.images360 : shown === 'interior' ? media?.internal360 : null;
  const label = `${alt} – ${tabLabels(texts)[shown]}`;
  return (
    <>
      {shown === 'video' && media?.videoUrl ? (
        <GalleryVideo
          key={`${where}-video${stopped ? '-stopped' : ''}`}
          url={media.videoUrl}
          label={label}
          poster={poster}
          playText={texts.playVideo}
        />
      ) : null}
      {frames ? (
        <Spin key={`${where}-${shown}`} frames={frames} label={label} texts={texts} />
      ) : null}
    </>
  );
}
