import { useRef, useState } from 'react';
import { GalleryMedium } from '../car-detail/gallery-medium.tsx';
import { GalleryPictures, useSwipe } from '../car-detail/gallery-pictures.tsx';
import { MediaTabs, tabLabels, tabPanel } from '../car-detail/gallery-tabs.tsx';
import { GalleryViewer } from '../car-detail/gallery-viewer.tsx';
import { type MediaTab, mediaTabs } from '../car-detail/spin-frames.ts';
import { useCarMedia } from '../car-detail/use-car-media.ts';
import { fill } from '../lib/fill.ts';
import type { CarGalleryProps } from './car-gallery.props.ts';
import { useHydrated } from '../lib/use-hydrated.ts';

/**
 * The car's pictures: a main picture with previous/next and thumbnails, and a full-screen viewer
 * (Escape closes, arrow keys move, a swipe moves on touch, Tab stays inside, focus returns to what
 * opened it). On group-uk the media API may add a video and 360 exterior and interior views as
 * tabs; the viewer shows the same tabs and the chosen medium full screen (one tab state for both).
 * A failing media call leaves the pictures.
 */
export default function CarGallery({ images, alt, mediaUrl, texts }: CarGalleryProps) {
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const media = useCarMedia(mediaUrl);
  const [tab, setTab] = useState<MediaTab>('pictures');
  const ready = useHydrated();
  const opener = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const total = images.length;
  const move = (by: number) => setIndex((i) => (i + by + total) % total);
  const swipe = useSwipe(move);

  const tabs = mediaTabs(media);
  const shown: MediaTab = tabs.includes(tab) ? tab : 'pictures';
  const openViewer = (event: { currentTarget: HTMLElement }) => {
    returnFocus.current = event.currentTarget;
    setOpen(true);
  };
  const counter = fill(texts.pictureOf, { n: index + 1, total });
  const medium = (where: 'inline' | 'viewer') => (
    <GalleryMedium
      {...{ shown, media, alt, texts, where }}
      poster={images[0]!}
      // The viewer plays the video itself; the page's player behind it goes back to its poster.
      stopped={where === 'inline' && open}
    />
  );

  return (
    <div className="car-gallery" data-ready={ready ? 'true' : undefined}>
      {tabs.length > 1 ? (
        <MediaTabs tabs={tabs} tab={shown} onSelect={setTab} prefix="car-media" texts={texts} />
      ) : null}
      <div id="car-media-panel" {...tabPanel(tabs, shown, 'car-media')}>
        {shown === 'pictures' ? (
          <GalleryPictures
            {...{ images, alt, texts, index, counter, opener, swipe, move }}
            choose={setIndex}
            onOpen={openViewer}
          />
        ) : (
          <>
            {medium('inline')}
            <button type="button" className="car-gallery__fullscreen" onClick={openViewer}>
              {texts.fullScreen}
              <span className="visually-hidden"> – {tabLabels(texts)[shown]}</span>
            </button>
          </>
        )}
      </div>
      {open ? (
        <GalleryViewer
          {...{ alt, texts, tabs, shown, counter, total, move, swipe, opener, returnFocus }}
          onSelect={setTab}
          picture={images[index]!}
          medium={medium('viewer')}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </div>
  );
}
