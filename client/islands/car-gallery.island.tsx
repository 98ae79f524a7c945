import { type TouchEvent, useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '../lib/reduced-motion.ts';
import { type CarMedia, frameAfterDrag, framesToPreload, isCarMedia, type MediaTab, mediaTabs, spinIntervalMs } from '../car-detail/spin-frames.ts';
import type { CarGalleryProps } from './car-gallery.props.ts';

type Texts = CarGalleryProps['texts'];

/** A swipe is a horizontal move of at least this many pixels. */
const swipePx = 40;

function fill(template: string, n: number, total: number): string {
  return template.replace('{n}', String(n)).replace('{total}', String(total));
}

/** A 360 view: turns by itself every 150 ms until dragged or paused; 5 px of drag is one frame. */
function Spin({ frames, label, texts }: { frames: string[]; label: string; texts: Texts }) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  useEffect(() => setPlaying(!prefersReducedMotion()), []);
  const drag = useRef<{ x: number; start: number } | null>(null);

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % frames.length), spinIntervalMs);
    return () => window.clearInterval(timer);
  }, [playing, frames.length]);

  useEffect(() => {
    for (const frame of framesToPreload(index, frames.length)) {
      const image = new Image();
      image.src = frames[frame]!;
    }
  }, [index, frames]);

  return (
    <div className="car-gallery__spin">
      <div
        className="car-gallery__spin-stage"
        role="img"
        aria-label={`${label} – ${texts.rotateHint}`}
        data-frame={index}
        onPointerDown={(event) => {
          drag.current = { x: event.clientX, start: index };
          setPlaying(false);
          event.currentTarget.setPointerCapture?.(event.pointerId);
        }}
        onPointerMove={(event) => {
          if (drag.current) setIndex(frameAfterDrag(drag.current.start, event.clientX - drag.current.x, frames.length));
        }}
        onPointerUp={() => { drag.current = null; }}
        onPointerCancel={() => { drag.current = null; }}
      >
        <img src={frames[index]} alt="" draggable={false} width={1200} height={800} />
      </div>
      <button type="button" className="car-gallery__spin-toggle" aria-pressed={playing} onClick={() => setPlaying((p) => !p)}>
        {playing ? texts.pauseRotation : texts.playRotation}
      </button>
    </div>
  );
}

/**
 * The car's pictures: a main picture with previous/next and thumbnails, and a full-screen viewer
 * (Escape closes, arrow keys move, a swipe moves on touch). On group-uk the media API may add a
 * video and 360 exterior and interior views as tabs; a failing media call leaves the pictures.
 */
export default function CarGallery({ images, alt, mediaUrl, texts }: CarGalleryProps) {
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const [media, setMedia] = useState<CarMedia | null>(null);
  const [tab, setTab] = useState<MediaTab>('pictures');
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const opener = useRef<HTMLButtonElement>(null);
  const close = useRef<HTMLButtonElement>(null);
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
    return () => { cancelled = true; };
  }, [mediaUrl]);

  useEffect(() => {
    if (!open) return;
    close.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
      else if (event.key === 'ArrowLeft') move(-1);
      else if (event.key === 'ArrowRight') move(1);
    };
    document.addEventListener('keydown', onKey);
    document.documentElement.classList.add('has-modal');
    return () => {
      document.removeEventListener('keydown', onKey);
      document.documentElement.classList.remove('has-modal');
      opener.current?.focus();
    };
  }, [open]);

  const tabs = mediaTabs(media);
  const picture = images[index]!;
  const counter = fill(texts.pictureOf, index + 1, total);
  const swipe = {
    onTouchStart: (event: TouchEvent) => { touch.current = event.touches[0]?.clientX ?? null; },
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
        <button ref={opener} type="button" className="car-gallery__open" aria-label={`${texts.openViewer} – ${counter}`} onClick={() => setOpen(true)}>
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
            <button type="button" className="car-gallery__step car-gallery__step--prev" aria-label={texts.previous} onClick={() => move(-1)}>‹</button>
            <button type="button" className="car-gallery__step car-gallery__step--next" aria-label={texts.next} onClick={() => move(1)}>›</button>
          </>
        ) : null}
        <p className="car-gallery__counter" aria-live="polite">{counter}</p>
      </div>
      {total > 1 ? (
        <ul className="car-gallery__thumbs" aria-label={texts.gallery}>
          {images.map((image, i) => (
            <li key={image.src + i}>
              <button type="button" className="car-gallery__thumb" aria-current={i === index ? 'true' : undefined} aria-label={fill(texts.pictureOf, i + 1, total)} onClick={() => setIndex(i)}>
                <img src={image.src} alt="" width={120} height={80} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );

  const tabLabel: Record<MediaTab, string> = { pictures: texts.mediaPictures, video: texts.mediaVideo, exterior: texts.mediaExterior, interior: texts.mediaInterior };

  return (
    <div className="car-gallery" data-ready={ready ? 'true' : undefined}>
      {tabs.length > 1 ? (
        <div className="car-gallery__tabs" role="tablist" aria-label={texts.gallery}>
          {tabs.map((name) => (
            <button key={name} type="button" role="tab" id={`car-media-tab-${name}`} aria-selected={tab === name} aria-controls="car-media-panel" className="car-gallery__tab" onClick={() => setTab(name)}>
              {tabLabel[name]}
            </button>
          ))}
        </div>
      ) : null}
      <div id="car-media-panel" {...(tabs.length > 1 ? { role: 'tabpanel', 'aria-labelledby': `car-media-tab-${tab}` } : {})}>
        {tab === 'pictures' || !media ? pictures : null}
        {tab === 'video' && media?.videoUrl ? (
          /\.svg(\?|$)/i.test(media.videoUrl)
            ? <img className="car-gallery__video" src={media.videoUrl} alt={`${alt} – ${texts.mediaVideo}`} width={1200} height={800} />
            : <video className="car-gallery__video" src={media.videoUrl} controls playsInline preload="metadata" aria-label={`${alt} – ${texts.mediaVideo}`} />
        ) : null}
        {tab === 'exterior' && media ? <Spin key="exterior" frames={media.images360} label={`${alt} – ${texts.mediaExterior}`} texts={texts} /> : null}
        {tab === 'interior' && media ? <Spin key="interior" frames={media.internal360} label={`${alt} – ${texts.mediaInterior}`} texts={texts} /> : null}
      </div>
      {open ? (
        <div className="car-gallery__viewer" role="dialog" aria-modal="true" aria-label={texts.gallery} {...swipe}>
          <button ref={close} type="button" className="car-gallery__close" aria-label={texts.closeViewer} onClick={() => setOpen(false)}>×</button>
          <img className="car-gallery__viewer-img" src={picture.src} srcSet={picture.srcSet} sizes="100vw" alt={`${alt} – ${counter}`} width={1200} height={800} />
          {total > 1 ? (
            <>
              <button type="button" className="car-gallery__step car-gallery__step--prev" aria-label={texts.previous} onClick={() => move(-1)}>‹</button>
              <button type="button" className="car-gallery__step car-gallery__step--next" aria-label={texts.next} onClick={() => move(1)}>›</button>
            </>
          ) : null}
          <p className="car-gallery__viewer-counter" aria-live="polite">{counter}</p>
        </div>
      ) : null}
    </div>
  );
}
