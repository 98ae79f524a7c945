import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { prefersReducedMotion } from '../../lib/reduced-motion.ts';
import { inWindow, isInWindow, type Loop, nearestSlide, planMove } from './slider-loop.ts';

/** Browsers without scrollend settle once scrolling has been quiet this long. */
const scrollSettleMs = 180;

/**
 * The looping slider's track (car-stock spec 2, slider-loop.ts): the centred card, kept in the
 * window's copy of the cars; previous and next, the arrow keys, a click on a card that is not
 * centred and tabbing to a card all centre a card, smoothly unless the visitor asks for reduced
 * motion. Only the window's copies are reachable by keyboard once `ready`.
 */
export function useLoopSlider(loop: Loop) {
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
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(settle, scrollSettleMs);
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

  return {
    track,
    centred,
    ready,
    move,
    onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
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
    },
    onSlideClick: (event: MouseEvent<HTMLDivElement>, slide: number) => {
      if (slide === current.current) return;
      // The compare toggle and the finance sliders are controls of their own, not a way to centre the card.
      if ((event.target as HTMLElement).closest('.car-card__actions, .cotw-finance')) return;
      event.preventDefault();
      scrollToSlide(slide, true);
    },
    onSlideFocus: (event: FocusEvent<HTMLDivElement>, slide: number, car: number) => {
      // Tabbing to a card centres it; a pointer's focus is left to the click.
      if (!(event.target as HTMLElement).matches(':focus-visible')) return;
      if (car !== current.current % loop.count) scrollToSlide(slide, true);
    },
  };
}
