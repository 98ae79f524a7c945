import {
  type KeyboardEvent,
  type MouseEvent,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  CarOfTheWeekFinance,
  openingFinanceState,
  type WeekFinanceState,
} from '../blocks/car-of-the-week/car-of-the-week-finance.tsx';
import {
  createLoop,
  inWindow,
  isInWindow,
  loopSlides,
  nearestSlide,
  planMove,
} from '../blocks/car-of-the-week/slider-loop.ts';
import { CompareToggle } from '../compare/compare-toggle.tsx';
import { fill } from '../lib/fill.ts';
import { prefersReducedMotion } from '../lib/reduced-motion.ts';
import { CarCard } from '../ui/car-card.tsx';
import type { CarOfTheWeekProps } from './car-of-the-week.props.ts';

/**
 * Car of the week's looping slider (car-stock spec 2): the cars laid out twice (or more for a short
 * list), the centred card kept in the middle copy. Previous and next move one card; a click on a
 * card that is not centred brings it to the centre instead of following its link; the arrow keys
 * move too, and tabbing to a card centres it. Motion is instant for reduced-motion visitors.
 * Before the script runs it is a plain row of cards that scrolls sideways. Each card has finance
 * sliders; their state is kept per car, so every copy of a car shows the same cost and the loop's
 * jump between copies is invisible.
 */
export default function CarOfTheWeekSlider({
  label,
  locale,
  slides,
  texts,
  compareTexts,
  financeTexts,
}: CarOfTheWeekProps) {
  const baseId = useId();
  const [finance, setFinance] = useState<Array<WeekFinanceState | null>>(() =>
    slides.map((slide) => (slide.finance ? openingFinanceState(slide.finance) : null)),
  );
  const loop = useMemo(() => createLoop(slides.length), [slides.length]);
  const laidOut = useMemo(() => loopSlides(slides, loop), [slides, loop]);
  const track = useRef<HTMLDivElement>(null);
  const current = useRef(loop.start);
  /** The slide a smooth scroll of ours is heading for: scroll ends on the way there are not settled. */
  const heading = useRef<{ slide: number; until: number } | null>(null);
  const [centred, setCentred] = useState(loop.start);
  const [ready, setReady] = useState(false);

  const scrollToSlide = useCallback((slide: number, animate: boolean) => {
    const row = track.current;
    const item = row?.children[slide] as HTMLElement | undefined;
    if (!row || !item) return;
    current.current = slide;
    setCentred(slide);
    heading.current = animate ? { slide, until: Date.now() + 1500 } : null;
    const left = item.offsetLeft + item.offsetWidth / 2 - row.clientWidth / 2;
    row.scrollTo({ left, behavior: animate && !prefersReducedMotion() ? 'smooth' : 'instant' });
  }, []);

  // Start on the window's first card, and settle back into the window after every scroll.
  useEffect(() => {
    const row = track.current;
    if (!row) return;
    scrollToSlide(loop.start, false);
    setReady(true);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      clearTimeout(timer);
      const centre = row.scrollLeft + row.clientWidth / 2;
      const centres = [...row.children].map(
        (child) => (child as HTMLElement).offsetLeft + (child as HTMLElement).offsetWidth / 2,
      );
      const slide = nearestSlide(centre, centres);
      // An interrupted or unfinished move of ours: wait for the scroll that reaches its slide.
      const moving = heading.current;
      if (moving && moving.slide !== slide && Date.now() < moving.until) return;
      heading.current = null;
      if (!isInWindow(slide, loop)) scrollToSlide(inWindow(slide, loop), false);
      else if (slide !== current.current) {
        current.current = slide;
        setCentred(slide);
      }
    };
    // Browsers without scrollend settle once scrolling has been quiet for a moment.
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(settle, 180);
    };
    const supportsScrollEnd = 'onscrollend' in row;
    row.addEventListener(
      supportsScrollEnd ? 'scrollend' : 'scroll',
      supportsScrollEnd ? settle : onScroll,
    );
    const onResize = () => scrollToSlide(current.current, false);
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      row.removeEventListener(
        supportsScrollEnd ? 'scrollend' : 'scroll',
        supportsScrollEnd ? settle : onScroll,
      );
      window.removeEventListener('resize', onResize);
    };
  }, [loop, scrollToSlide]);

  // Only the window's copy of each car is reachable by keyboard and announced; the copies are decoration.
  useEffect(() => {
    const row = track.current;
    if (!row || !ready) return;
    [...row.children].forEach((child, slide) => {
      for (const control of child.querySelectorAll<HTMLElement>('a, button, input, select')) {
        if (isInWindow(slide, loop)) control.removeAttribute('tabindex');
        else control.tabIndex = -1;
      }
    });
  }, [ready, loop]);

  const move = (delta: number) => {
    const plan = planMove(current.current, delta, loop);
    if (plan.jump !== null) scrollToSlide(plan.jump, false);
    scrollToSlide(plan.target, true);
  };

  const onSlideClick = (event: MouseEvent<HTMLDivElement>, slide: number) => {
    if (slide === current.current) return;
    // The compare toggle and the finance sliders are controls of their own, not a way to centre the card.
    if ((event.target as HTMLElement).closest('.car-card__actions, .cotw-finance')) return;
    event.preventDefault();
    scrollToSlide(slide, true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    if ((event.target as HTMLElement).closest('input, select, textarea')) return;
    event.preventDefault();
    const delta = event.key === 'ArrowLeft' ? -1 : 1;
    const plan = planMove(current.current, delta, loop);
    move(delta);
    // Keyboard users follow the card they moved to.
    const target = inWindow(plan.target, loop);
    requestAnimationFrame(() =>
      track.current?.children[target]
        ?.querySelector<HTMLElement>('.car-card__link')
        ?.focus({ preventScroll: true }),
    );
  };

  const slideName = (car: number) => fill(texts.slideOf, { n: car + 1, total: slides.length });
  return (
    <div
      className="cotw-slider"
      role="region"
      aria-roledescription={texts.carousel}
      aria-label={label}
      onKeyDown={onKeyDown}
      data-ready={ready ? '' : undefined}
      data-centred={centred}
    >
      <div ref={track} className="cotw-slider__track">
        {laidOut.map(({ item, car, slide }) => {
          const decorative = ready && !isInWindow(slide, loop);
          return (
            <div
              key={slide}
              className={slide === centred ? 'cotw-slider__slide is-centred' : 'cotw-slider__slide'}
              role="group"
              aria-roledescription={texts.slide}
              aria-label={slideName(car)}
              aria-hidden={decorative ? true : undefined}
              data-slide={slide}
              data-car-index={car}
              onClickCapture={(event) => onSlideClick(event, slide)}
              onFocus={(event) => {
                // Tabbing to a card centres it; a pointer's focus is left to the click.
                if (!(event.target as HTMLElement).matches(':focus-visible')) return;
                if (car !== current.current % loop.count) scrollToSlide(slide, true);
              }}
            >
              <CarCard
                car={item.car}
                href={item.href}
                sizes="330px"
                details={
                  item.finance && finance[car] ? (
                    <CarOfTheWeekFinance
                      id={`${baseId}-${slide}`}
                      finance={item.finance}
                      state={finance[car]}
                      onChange={(next) =>
                        setFinance((all) =>
                          all.map((state, index) => (index === car ? next : state)),
                        )
                      }
                      texts={financeTexts}
                      locale={locale}
                      ready={ready}
                    />
                  ) : undefined
                }
                actions={<CompareToggle car={item.car} label={compareTexts.toggle} />}
              />
            </div>
          );
        })}
      </div>
      {ready && slides.length > 1 ? (
        <div className="cotw-slider__controls">
          <button
            type="button"
            className="cotw-slider__button cotw-slider__button--previous"
            aria-label={texts.previous}
            title={texts.previous}
            onClick={() => move(-1)}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path
                d="M15 5l-7 7 7 7"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
          <button
            type="button"
            className="cotw-slider__button cotw-slider__button--next"
            aria-label={texts.next}
            title={texts.next}
            onClick={() => move(1)}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path
                d="M9 5l7 7-7 7"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
        </div>
      ) : null}
    </div>
  );
}
