import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { CarouselProps } from './carousel.props.ts';
import { isRotating, showsPlaying, wrapIndex } from '../blocks/carousel/carousel-rotation.ts';
import { Chevron, RotationIcon } from '../blocks/carousel/carousel-icons.tsx';
import { CarouselSlide } from '../blocks/carousel/carousel-slide.tsx';
import { useCarouselTrack } from '../blocks/carousel/use-carousel-track.ts';
import { useRotation } from '../blocks/carousel/use-rotation.ts';
import { fill } from '../lib/fill.ts';
import { useHydrated } from '../lib/use-hydrated.ts';

const headingBelow = { h2: 'h3', h3: 'h4', h4: 'h5' } as const;
const arrows = [
  ['previous', -1, 'left'],
  ['next', 1, 'right'],
] as const;

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
  const [rotation, dispatch] = useRotation(autoplay);
  const trackRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const total = slides.length;
  const rotating = ready && autoplay && total > 1 && isRotating(rotation);

  useCarouselTrack(trackRef, index, setIndex, total);

  // Each turn restarts the interval, so a slide chosen by hand stays its full time.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(
      () => setIndex((current) => wrapIndex(current, 1, total)),
      intervalMs,
    );
    return () => window.clearTimeout(timer);
  }, [rotating, index, intervalMs, total]);

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
              <CarouselSlide slide={slide} eager={i === 0 && eagerFirst} Heading={SlideHeading} />
            </div>
          ))}
        </div>
        {total > 1
          ? arrows.map(([name, step, direction]) => (
              <button
                key={name}
                type="button"
                className={`carousel__arrow carousel__arrow--${name}`}
                aria-label={texts[name]}
                title={texts[name]}
                disabled={!ready}
                onClick={() => go(step)}
              >
                <Chevron direction={direction} />
              </button>
            ))
          : null}
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
              <RotationIcon playing={showsPlaying(rotation)} />
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
