import { type TouchEvent, useEffect, useRef, useState } from 'react';
import { fill } from '../lib/fill.ts';
import { prefersReducedMotion } from '../lib/reduced-motion.ts';
import type { CarMedia } from '../contracts/car-media.ts';
import {
  frameAfterDrag,
  framesToPreload,
  isCarMedia,
  type MediaTab,
  mediaTabs,
  spinIntervalMs,
} from '../car-detail/spin-frames.ts';
import type { CarGalleryProps } from './car-gallery.props.ts';
import { useHydrated } from '../lib/use-hydrated.ts';

type Texts = CarGalleryProps['texts'];

/** A swipe is a horizontal move of at least this many pixels. */
const swipePx = 40;

/**
 * A 360 view: turns by itself every 150 ms until dragged, turned by key or paused; 5 px of drag is
 * one frame. By keyboard it is a slider over the turn: the arrows step one frame (wrapping round),
 * Page Up and Page Down an eighth of a turn, Home the first frame.
 */
function Spin({ frames, label, texts }: { frames: string[]; label: string; texts: Texts }) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  useEffect(() => setPlaying(!prefersReducedMotion()), []);
  const drag = useRef<{ x: number; start: number } | null>(null);

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(
      () => setIndex((i) => (i + 1) % frames.length),
      spinIntervalMs,
    );
    return () => window.clearInterval(timer);
  }, [playing, frames.length]);

  useEffect(() => {
    for (const frame of framesToPreload(index, frames.length)) {
      const image = new Image();
      image.src = frames[frame]!;
    }
  }, [index, frames]);

  const eighth = Math.max(1, Math.round(frames.length / 8));
  const keySteps: Record<string, number> = {
    ArrowRight: 1,
    ArrowUp: 1,
    ArrowLeft: -1,
    ArrowDown: -1,
    PageUp: eighth,
    PageDown: -eighth,
  };

  return (
    <div className="car-gallery__spin">
      <div
        className="car-gallery__spin-stage"
        role="slider"
        tabIndex={0}
        aria-label={`${label} – ${texts.rotateHint}`}
        aria-valuemin={0}
        aria-valuemax={359}
        aria-valuenow={Math.round((index * 360) / frames.length)}
        aria-valuetext={`${Math.round((index * 360) / frames.length)}°`}
        data-frame={index}
        onKeyDown={(event) => {
          const step = keySteps[event.key];
          if (step === undefined && event.key !== 'Home') return;
          // The keys are the view's own here, not the page's or the viewer's picture arrows.
          event.preventDefault();
          event.stopPropagation();
          setPlaying(false);
          setIndex((i) =>
            step === undefined ? 0 : (((i + step) % frames.length) + frames.length) % frames.length,
          );
        }}
        onPointerDown={(event) => {
          drag.current = { x: event.clientX, start: index };
          setPlaying(false);
          event.currentTarget.setPointerCapture?.(event.pointerId);
        }}
        onPointerMove={(event) => {
          if (drag.current)
            setIndex(
              frameAfterDrag(drag.current.start, event.clientX - drag.current.x, frames.length),
            );
        }}
        onPointerUp={() => {
          drag.current = null;
        }}
        onPointerCancel={() => {
          drag.current = null;
        }}
      >
        <img src={frames[index]} alt="" draggable={false} width={1200} height={800} />
      </div>
      <button
        type="button"
        className="car-gallery__spin-toggle"
        aria-pressed={playing}
        onClick={() => setPlaying((p) => !p)}
      >
        {playing ? texts.pauseRotation : texts.playRotation}
      </button>
    </div>
  );
}

const tabLabels = (texts: Texts): Record<MediaTab, string> => ({
  pictures: texts.mediaPictures,
  video: texts.mediaVideo,
  exterior: texts.mediaExterior,
  interior: texts.mediaInterior,
});

/**
 * The media tabs (only for what exists): one set inline and one in the viewer, both showing the
 * gallery's one chosen tab. The arrow keys, Home and End move between tabs and choose (ARIA tabs).
 */
function MediaTabs({
  tabs,
  tab,
  onSelect,
  prefix,
  texts,
}: {
  tabs: MediaTab[];
  tab: MediaTab;
  onSelect(tab: MediaTab): void;
  prefix: string;
  texts: Texts;
}) {
  const labels = tabLabels(texts);
  return (
    <div
      className="car-gallery__tabs"
      role="tablist"
      aria-label={texts.gallery}
      onKeyDown={(event) => {
        const at = tabs.indexOf(tab);
        const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[
          event.key
        ];
        if (next === undefined) return;
        // The tabs' arrows are theirs: the viewer's picture keys must not see them too.
        event.preventDefault();
        event.stopPropagation();
        const chosen = tabs[(next + tabs.length) % tabs.length]!;
        onSelect(chosen);
        document.getElementById(`${prefix}-tab-${chosen}`)?.focus();
      }}
    >
      {tabs.map((name) => (
        <button
          key={name}
          type="button"
          role="tab"
          id={`${prefix}-tab-${name}`}
          aria-selected={tab === name}
          aria-controls={`${prefix}-panel`}
          tabIndex={tab === name ? 0 : -1}
          className="car-gallery__tab"
          onClick={() => onSelect(name)}
        >
          {labels[name]}
        </button>
      ))}
    </div>
  );
}

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
  const [media, setMedia] = useState<CarMedia | null>(null);
  const [tab, setTab] = useState<MediaTab>('pictures');
  const ready = useHydrated();
  const shownRef = useRef<MediaTab>('pictures');
  const opener = useRef<HTMLButtonElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const viewer = useRef<HTMLDivElement>(null);
  /** What had focus when the viewer opened: it gets focus back when the viewer closes. */
  const returnFocus = useRef<HTMLElement | null>(null);
  const touch = useRef<number | null>(null);
  const total = images.length;
  const move = (by: number) => setIndex((i) => (i + by + total) % total);

  useEffect(() => {
    if (!mediaUrl) return;
    let cancelled = false;
    fetch(mediaUrl, { headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? response.json() : null))
      .then((value: unknown) => {
        if (!cancelled && isCarMedia(value)) setMedia(value);
      })
      // Spec 8: a media failure falls back to the plain gallery.
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [mediaUrl]);

  const tabs = mediaTabs(media);
  const shown: MediaTab = tabs.includes(tab) ? tab : 'pictures';
  shownRef.current = shown;
  const openViewer = (event: { currentTarget: HTMLElement }) => {
    returnFocus.current = event.currentTarget;
    // The viewer plays the video itself; the page's copy behind it stops.
    for (const video of event.currentTarget.closest('.car-gallery')?.querySelectorAll('video') ??
      [])
      video.pause();
    setOpen(true);
  };

  useEffect(() => {
    if (!open) return;
    close.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        return;
      }
      if (event.key === 'Tab') {
        // Focus stays in the viewer: past the last control comes the first, and back.
        const items = [
          ...(viewer.current?.querySelectorAll<HTMLElement>(
            'button:not([disabled]), video[controls], [tabindex="0"]',
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
      if (event.key === 'ArrowLeft') move(-1);
      else if (event.key === 'ArrowRight') move(1);
    };
    document.addEventListener('keydown', onKey);
    document.documentElement.classList.add('has-modal');
    return () => {
      document.removeEventListener('keydown', onKey);
      document.documentElement.classList.remove('has-modal');
      // Back to the control that opened the viewer; if the tab changed it is gone, so the chosen tab's main control.
      const back = returnFocus.current?.isConnected
        ? returnFocus.current
        : document.querySelector<HTMLElement>('.car-gallery__open, .car-gallery__fullscreen');
      // eslint-disable-next-line react-hooks/exhaustive-deps -- the opener is read when the viewer closes, on purpose
      (back ?? opener.current)?.focus();
    };
    // Keys bind once per opening; `move` reads the latest index through its setter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  const picture = images[index]!;
  const counter = fill(texts.pictureOf, { n: index + 1, total });
  const swipe = {
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

  const pictures = (
    <div className="car-gallery__pictures">
      <div className="car-gallery__main" {...swipe}>
        <button
          ref={opener}
          type="button"
          className="car-gallery__open"
          aria-label={`${texts.openViewer} – ${counter}`}
          onClick={openViewer}
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
        {total > 1 ? (
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
        ) : null}
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
                onClick={() => setIndex(i)}
              >
                <img src={image.src} alt="" width={120} height={80} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );

  const labels = tabLabels(texts);
  const fullScreen = (
    <button type="button" className="car-gallery__fullscreen" onClick={openViewer}>
      {texts.fullScreen}
      <span className="visually-hidden"> – {labels[shown]}</span>
    </button>
  );
  const medium = (where: 'inline' | 'viewer') => (
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
  const panel = (prefix: string) =>
    tabs.length > 1 ? { role: 'tabpanel', 'aria-labelledby': `${prefix}-tab-${shown}` } : {};

  return (
    <div className="car-gallery" data-ready={ready ? 'true' : undefined}>
      {tabs.length > 1 ? (
        <MediaTabs tabs={tabs} tab={shown} onSelect={setTab} prefix="car-media" texts={texts} />
      ) : null}
      <div id="car-media-panel" {...panel('car-media')}>
        {shown === 'pictures' ? pictures : null}
        {shown !== 'pictures' ? medium('inline') : null}
        {shown !== 'pictures' ? fullScreen : null}
      </div>
      {open ? (
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
            onClick={() => setOpen(false)}
          >
            ×
          </button>
          {tabs.length > 1 ? (
            <MediaTabs
              tabs={tabs}
              tab={shown}
              onSelect={setTab}
              prefix="car-viewer"
              texts={texts}
            />
          ) : null}
          <div
            id="car-viewer-panel"
            className="car-gallery__viewer-stage"
            {...panel('car-viewer')}
            {...(shown === 'pictures' ? swipe : {})}
          >
            {shown === 'pictures' ? (
              <>
                <img
                  className="car-gallery__viewer-img"
                  src={picture.src}
                  srcSet={picture.srcSet}
                  sizes="100vw"
                  alt={`${alt} – ${counter}`}
                  width={1200}
                  height={800}
                />
                {total > 1 ? (
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
                ) : null}
                <p className="car-gallery__viewer-counter" aria-live="polite">
                  {counter}
                </p>
              </>
            ) : (
              medium('viewer')
            )}
          </div>
        </div>
      ) : null}
    </div>
  );
}
