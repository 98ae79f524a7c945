/** Spec 9: similar-cars carousel geometry and drag rules. */
export const carouselCardPx = 330;
export const carouselGapPx = 16;
export const carouselMaxPx = 1580;
/** The window keeps this much beside the carousel on wide screens. */
export const carouselWindowMarginPx = 200;
export const snapThreshold = 0.3;
export const clickMovePx = 5;

/** The track's width for a number of cards. */
export function trackWidth(cards: number): number {
  return cards <= 0 ? 0 : cards * carouselCardPx + (cards - 1) * carouselGapPx;
}

/** The visible width: at most 1580 px or the window minus 200 px, never wider than the room it has. */
export function viewportWidth(windowWidth: number, available: number): number {
  const wide = Math.min(carouselMaxPx, windowWidth - carouselWindowMarginPx);
  return Math.max(0, Math.min(available, wide > carouselCardPx ? wide : available));
}

/** How far the track can move: collapsed is 0, expanded is the whole range. */
export function carouselRange(cards: number, viewport: number): number {
  return Math.max(0, trackWidth(cards) - viewport);
}

/**
 * Where a gesture leaves the carousel. A move under 5 px is a click and toggles; after a drag, a
 * distance of at least 30 percent of the range moves it to the other state (open from closed,
 * closed from open), anything less snaps it back.
 */
export function settleCarousel(open: boolean, dragged: number, range: number): boolean {
  const distance = Math.abs(dragged);
  if (distance < clickMovePx) return !open;
  if (range <= 0) return false;
  const towardOther = open ? dragged > 0 : dragged < 0;
  return towardOther && distance >= snapThreshold * range ? !open : open;
}

/** The track's offset during a drag, held within the range. */
export function dragOffset(open: boolean, dragged: number, range: number): number {
  const start = open ? -range : 0;
  return Math.min(0, Math.max(-range, start + dragged));
}
