import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { type GalleryTexts, MediaTabs, tabPanel } from './gallery-tabs.tsx';
import { PictureSteps, type useSwipe } from './gallery-pictures.tsx';
import type { MediaTab } from './spin-frames.ts';

interface GalleryViewerProps {
  alt: string;
  texts: GalleryTexts;
  tabs: MediaTab[];
  shown: MediaTab;
  onSelect(tab: MediaTab): void;
  picture: { src: string; srcSet?: string | undefined };
  counter: string;
  total: number;
  move(by: number): void;
  swipe: ReturnType<typeof useSwipe>;
  /** The chosen video or 360 view, the viewer's own. */
  medium: ReactNode;
  onClose(): void;
  /** What had focus when the viewer opened: it gets focus back when the viewer closes. */
  returnFocus: RefObject<HTMLElement | null>;
  /** The main picture's button, the fallback for focus when that control is gone. */
  opener: RefObject<HTMLButtonElement | null>;
}

/**
 * The full-screen viewer (spec 4, Media viewer), mounted while open: Escape closes, the arrow
 * keys move the pictures, a swipe moves on touch, Tab stays inside, and focus returns to what
 * opened it. It shows the gallery's tabs and the chosen medium.
 */
export function GalleryViewer(props: GalleryViewerProps) {
  const { texts, tabs, shown, picture, counter } = props;
  const close = useRef<HTMLButtonElement>(null);
  const viewer = useRef<HTMLDivElement>(null);
  const shownRef = useRef(shown);
  shownRef.current = shown;

  useEffect(() => {
    close.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        props.onClose();
        return;
      }
      if (event.key === 'Tab') {
        // Focus stays in the viewer: past the last control comes the first, and back.
        const items = [
          ...(viewer.current?.querySelectorAll<HTMLElement>(
            'button:not([disabled]), iframe, [tabindex="0"]',
          ) ?? []),
        ].filter((item) => item.tabIndex >= 0);
        const first = items[0];
        const last = items[items.length - 1];
        if (!first || !last) return;
        const inside = viewer.current?.contains(document.activeElement);
        if (!inside || (event.shiftKey && document.activeElement === first)) {
          event.preventDefault();
          (event.shiftKey ? last : first).focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
        return;
      }
      // The arrows move the pictures; on a video or 360 view they are the medium's own.
      if (shownRef.current !== 'pictures') return;
      if (event.key === 'ArrowLeft') props.move(-1);
      else if (event.key === 'ArrowRight') props.move(1);
    };
    document.addEventListener('keydown', onKey);
    document.documentElement.classList.add('has-modal');
    return () => {
      document.removeEventListener('keydown', onKey);
      document.documentElement.classList.remove('has-modal');
      // Back to the control that opened the viewer; if the tab changed it is gone, so the chosen tab's main control.
      const back = props.returnFocus.current?.isConnected
        ? props.returnFocus.current
        : document.querySelector<HTMLElement>('.car-gallery__open, .car-gallery__fullscreen');
      (back ?? props.opener.current)?.focus();
    };
    // Keys bind once per opening; `move` reads the latest index through its setter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div
      ref={viewer}
      className="car-gallery__viewer"
      role="dialog"
      aria-modal="true"
      aria-label={texts.gallery}
      data-medium={shown}
    >
      <button
        ref={close}
        type="button"
        className="car-gallery__close"
        aria-label={texts.closeViewer}
        onClick={props.onClose}
      >
        ×
      </button>
      {tabs.length > 1 ? (
        <MediaTabs
          tabs={tabs}
          tab={shown}
          onSelect={props.onSelect}
          prefix="car-viewer"
          texts={texts}
        />
      ) : null}
      <div
        id="car-viewer-panel"
        className="car-gallery__viewer-stage"
        {...tabPanel(tabs, shown, 'car-viewer')}
        {...(shown === 'pictures' ? props.swipe : {})}
      >
        {shown === 'pictures' ? (
          <>
            <img
              className="car-gallery__viewer-img"
              src={picture.src}
              srcSet={picture.srcSet}
              sizes="100vw"
              alt={`${props.alt} – ${counter}`}
              width={1200}
              height={800}
            />
            <PictureSteps total={props.total} move={props.move} texts={texts} />
            <p className="car-gallery__viewer-counter" aria-live="polite">
              {counter}
            </p>
          </>
        ) : (
          props.medium
        )}
      </div>
    </div>
  );
}
