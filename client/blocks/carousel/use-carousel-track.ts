import { type RefObject, useEffect, useRef } from 'react';
import { prefersReducedMotion } from '../../lib/reduced-motion.ts';

/** Quiet time after the last scroll event before a swipe counts as settled (browsers without scrollend). */
const scrollSettleMs = 120;

/**
 * The slide track and the shown slide, kept together: the track glides to the slide `index`
 * names, and a swipe or scroll by hand picks the slide it settles on (at scrollend where the
 * browser has it, else after a quiet moment). Where a glide of ours passes is not a choice.
 */
export function useCarouselTrack(
  trackRef: RefObject<HTMLDivElement | null>,
  index: number,
  setIndex: (index: number) => void,
  total: number,
): void {
  const glidingTo = useRef<number | null>(null);

  useEffect(() => {
    const track = trackRef.current;
    const slide = track?.children[index] as HTMLElement | undefined;
    if (!track || !slide || Math.abs(track.scrollLeft - slide.offsetLeft) < 1) return;
    glidingTo.current = index;
    const reduce = prefersReducedMotion();
    track.scrollTo({ left: slide.offsetLeft, behavior: reduce ? 'auto' : 'smooth' });
  }, [trackRef, index]);

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
  }, [trackRef, setIndex, total]);
}
