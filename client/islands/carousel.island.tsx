import {
  type FocusEvent,
  type KeyboardEvent,
  useEffect,
  useId,
  useReducer,
  useRef,
  useState,
} from 'react';
import type { CarouselProps } from './carousel.props.ts';
import {
  initialRotation,
  isRotating,
  rotationReducer,
  showsPlaying,
  wrapIndex,
} from './carousel-rotation.ts';
import { fill } from '../lib/fill.ts';
import { prefersReducedMotion, reducedMotionQuery } from '../lib/reduced-motion.ts';
import { useHydrated } from '../lib/use-hydrated.ts';

/** Quiet time after the last scroll event before a swipe counts as settled (browsers without scrollend). */
const scrollSettleMs = 120;

const headingBelow = { h2: 'h3', h3: 'h4', h4: 'h5' } as const;

/**
 * A carousel after the WAI-ARIA pattern. The server writes every slide in a horizontal
 * scroll-snap track, so without JavaScript each slide is reachable by swiping, scrolling or
 * tabbing to its link; once hydrated the island adds previous/next buttons, slide indicators, arrow
 * keys and automatic rotation, which pauses on hover, on keyboard focus and in a hidden tab, never
 * runs under reduced motion, and can be stopped with its own button. Hydration changes no layout:
 * the controls' space is reserved from the start, only shown.
 */
export default function Carousel({
  heading,
  slides,
  eagerFirst,
  autoplay,
  intervalMs,
  texts,
}: CarouselProps) {
  const ready = useHydrated();
  const [index, setIndex] = useState(0);
  const [rotation, dispatch] = useReducer(rotationReducer, autoplay, initialRotation);
  const trackRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const total = slides.length;
  const rotating = ready && autoplay && total > 1 && isRotating(rotation);

  useEffect(() => {
    const motion = reducedMotionQuery();
    const onMotion = () => dispatch({ type: 'reduced-motion', on: motion.matches });
    const onVisibility = () =>
      dispatch({ type: 'visibility', hidden: document.visibilityState === 'hidden' });
    onMotion();
    onVisibility();
    motion.addEventListener('change', onMotion);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      motion.removeEventListener('change', onMotion);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);

  // The track follows the index. While it glides there, where it passes is not a choice of slide.
  const glidingTo = useRef<number | null>(null);
  useEffect(() => {
    const track = trackRef.current;
    const slide = track?.children[index] as HTMLElement | undefined;
    if (!track || !slide || Math.abs(track.scrollLeft - slide.offsetLeft) < 1) return;
    glidingTo.current = index;
    const reduce = prefersReducedMotion();
    track.scrollTo({ left: slide.offsetLeft, behavior: reduce ? 'auto' : 'smooth' });
  }, [index]);

  // Each turn restarts the interval, so a slide chosen by hand stays its full time.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(
      () => setIndex((current) => wrapIndex(current, 1, total)),
      intervalMs,
    );
    return () => window.clearTimeout(timer);
  }, [rotating, index, intervalMs, total]);

  // A swipe or scroll by hand picks the slide it settles on: at scrollend where the browser has
  // it, else after a quiet moment.
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    let timer: number | undefined;
    const settle = () => {
      if (track.clientWidth === 0) return;
      const settled = Math.min(
        total - 1,
        Math.max(0, Math.round(track.scrollLeft / track.clientWidth)),
      );
      const target = glidingTo.current;
      glidingTo.current = null;
      const targetSlide =
        target === null ? undefined : (track.children[target] as HTMLElement | undefined);
      // A glide cut short (a busy page, a second key press) finishes where it was going.
      if (targetSlide && settled !== target) {
        track.scrollTo({ left: targetSlide.offsetLeft, behavior: 'auto' });
        return;
      }
      setIndex(settled);
    };
    const hasScrollEnd = 'onscrollend' in window;
    const onScroll = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(settle, scrollSettleMs);
    };
    track.addEventListener(
      hasScrollEnd ? 'scrollend' : 'scroll',
      hasScrollEnd ? settle : onScroll,
      { passive: true },
    );
    return () => {
      window.clearTimeout(timer);
      track.removeEventListener(
        hasScrollEnd ? 'scrollend' : 'scroll',
        hasScrollEnd ? settle : onScroll,
      );
    };
  }, [total]);

  const go = (step: number) => setIndex((current) => wrapIndex(current, step, total));

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Inside a slide the keys stay the link's; on the track and the controls they turn the slides.
    if ((event.target as Element).closest('.carousel__slide')) return;
    const moves: Record<string, () => void> = {
      ArrowLeft: () => go(-1),
      ArrowRight: () => go(1),
      Home: () => setIndex(0),
      End: () => setIndex(total - 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  // Keyboard focus pauses rotation; a mouse click (no visible focus) leaves that to hover.
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if ((event.target as Element).matches(':focus-visible')) dispatch({ type: 'focus', on: true });
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null))
      dispatch({ type: 'focus', on: false });
  };

  const Heading = heading?.tag;
  const SlideHeading = heading ? headingBelow[heading.tag] : 'h2';
  const everySlideLinked = slides.every((slide) => slide.link);

  return (
    <section
      className="carousel"
      aria-roledescription={texts.carousel}
      {...(Heading ? { 'aria-labelledby': headingId } : { 'aria-label': texts.carousel })}
      data-ready={ready ? 'true' : 'false'}
      onKeyDown={onKeyDown}
      onMouseEnter={() => dispatch({ type: 'hover', on: true })}
      onMouseLeave={() => dispatch({ type: 'hover', on: false })}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {Heading ? (
        <Heading id={headingId} className="carousel__title">
          {heading.text}
        </Heading>
      ) : null}
      <div className="carousel__viewport">
        <div
          ref={trackRef}
          className="carousel__track"
          aria-live={rotating ? 'off' : 'polite'}
          // A scroll area must be reachable by keyboard; slide links make it so when every slide has one.
          tabIndex={everySlideLinked ? undefined : 0}
        >
          {slides.map((slide, i) => (
            <div
              key={slide.id}
              className="carousel__slide"
              role="group"
              aria-roledescription={texts.slide}
              aria-label={fill(texts.slideOf, { n: i + 1, total })}
              // Before hydration every slide is live content; after, only the shown one is.
              inert={ready && i !== index}
            >
              <div className="carousel__media">
                <img
                  src={slide.image.src}
                  srcSet={slide.image.srcSet}
                  sizes={slide.image.srcSet ? '(min-width: 1152px) 1152px, 100vw' : undefined}
                  alt={slide.image.alt}
                  width={1280}
                  height={720}
                  loading={i === 0 && eagerFirst ? 'eager' : 'lazy'}
                  decoding="async"
                  fetchPriority={i === 0 && eagerFirst ? 'high' : undefined}
                />
              </div>
              <div className="carousel__body">
                <SlideHeading className="carousel__slide-title">{slide.title}</SlideHeading>
                {slide.text ? <p className="carousel__text">{slide.text}</p> : null}
                {slide.link ? (
                  <a className="carousel__link" href={slide.link.href}>
                    {slide.link.text}
                  </a>
                ) : null}
              </div>
            </div>
          ))}
        </div>
        {total > 1 ? (
          <>
            <button
              type="button"
              className="carousel__arrow carousel__arrow--previous"
              aria-label={texts.previous}
              title={texts.previous}
              disabled={!ready}
              onClick={() => go(-1)}
            >
              <Chevron direction="left" />
            </button>
            <button
              type="button"
              className="carousel__arrow carousel__arrow--next"
              aria-label={texts.next}
              title={texts.next}
              disabled={!ready}
              onClick={() => go(1)}
            >
              <Chevron direction="right" />
            </button>
          </>
        ) : null}
      </div>
      {total > 1 ? (
        <div className="carousel__controls">
          {autoplay ? (
            <button
              type="button"
              className="carousel__rotation"
              aria-label={showsPlaying(rotation) ? texts.stop : texts.start}
              title={showsPlaying(rotation) ? texts.stop : texts.start}
              disabled={!ready}
              onClick={() => dispatch({ type: 'toggle' })}
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                {showsPlaying(rotation) ? (
                  <path fill="currentColor" d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />
                ) : (
                  <path fill="currentColor" d="M8 5l11 7-11 7z" />
                )}
              </svg>
            </button>
          ) : null}
          <div className="carousel__dots">
            {slides.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                className="carousel__dot"
                aria-label={fill(texts.goTo, { n: i + 1, total })}
                aria-current={i === index ? 'true' : undefined}
                disabled={!ready}
                onClick={() => setIndex(i)}
              />
            ))}
          </div>
        </div>
      ) : null}
    </section>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
        d={direction === 'left' ? 'M14.5 5.5L8 12l6.5 6.5' : 'M9.5 5.5L16 12l-6.5 6.5'}
      />
    </svg>
  );
}
