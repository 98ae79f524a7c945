import { type RefObject, type TouchEvent, useRef } from 'react';
import { fill } from '../lib/fill.ts';
import type { CarGalleryProps } from '../islands/car-gallery.props.ts';
import type { GalleryTexts } from './gallery-tabs.tsx';

/** A swipe is a horizontal move of at least this many pixels. */
const swipePx = 40;

/** Touch handlers that move one picture on a horizontal swipe. */
export function useSwipe(move: (by: number) => void) {
  const touch = useRef<number | null>(null);
  return {
    onTouchStart: (event: TouchEvent) => {
      touch.current = event.touches[0]?.clientX ?? null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const start = touch.current;
      const end = event.changedTouches[0]?.clientX;
      touch.current = null;
      if (start === null || end === undefined || Math.abs(end - start) < swipePx) return;
      move(end < start ? 1 : -1);
    },
  };
}

/** Previous and next, when there is more than one picture. */
export function PictureSteps({
  total,
  move,
  texts,
}: {
  total: number;
  move: (by: number) => void;
  texts: GalleryTexts;
}) {
  if (total < 2) return null;
  return (
    <>
      <button
        type="button"
        className="car-gallery__step car-gallery__step--prev"
        aria-label={texts.previous}
        onClick={() => move(-1)}
      >
        ‹
      </button>
      <button
        type="button"
        className="car-gallery__step car-gallery__step--next"
        aria-label={texts.next}
        onClick={() => move(1)}
      >
        ›
      </button>
    </>
  );
}

interface GalleryPicturesProps {
  images: CarGalleryProps['images'];
  alt: string;
  texts: GalleryTexts;
  index: number;
  counter: string;
  opener: RefObject<HTMLButtonElement | null>;
  swipe: ReturnType<typeof useSwipe>;
  move(by: number): void;
  choose(index: number): void;
  onOpen(event: { currentTarget: HTMLElement }): void;
}

/** The pictures tab: the main picture (opens the viewer), previous and next, and thumbnails. */
export function GalleryPictures(props: GalleryPicturesProps) {
  const { images, alt, texts, index, counter } = props;
  const picture = images[index]!;
  const total = images.length;
  return (
    <div className="car-gallery__pictures">
      <div className="car-gallery__main" {...props.swipe}>
        <button
          ref={props.opener}
          type="button"
          className="car-gallery__open"
          aria-label={`${texts.openViewer} – ${counter}`}
          onClick={props.onOpen}
        >
          <span className="image-frame car-gallery__frame">
            <img className="image-frame__blur" src={picture.blur} alt="" aria-hidden="true" />
            <img
              className="image-frame__img"
              src={picture.src}
              srcSet={picture.srcSet}
              sizes={picture.srcSet ? '(min-width: 1024px) 60vw, 100vw' : undefined}
              alt={`${alt} – ${counter}`}
              width={1200}
              height={800}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : undefined}
            />
          </span>
        </button>
        <PictureSteps total={total} move={props.move} texts={texts} />
        <p className="car-gallery__counter" aria-live="polite">
          {counter}
        </p>
      </div>
      {total > 1 ? (
        <ul className="car-gallery__thumbs" aria-label={texts.gallery}>
          {images.map((image, i) => (
            <li key={image.src + i}>
              <button
                type="button"
                className="car-gallery__thumb"
                aria-current={i === index ? 'true' : undefined}
                aria-label={fill(texts.pictureOf, { n: i + 1, total })}
                onClick={() => props.choose(i)}
              >
                <img src={image.src} alt="" width={120} height={80} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
