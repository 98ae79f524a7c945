/**
 * The maths of car of the week's looping slider (spec 2: "list duplicated for looping"). The cars
 * are laid out `copies` times in a row; the centred slide is kept inside a window of `count`
 * slides in the middle of the row (each car exactly once), so there are always cars on both sides.
 * A move may leave the window for the length of its animation; afterwards the slider jumps,
 * without animation, to the same car inside the window, which looks identical.
 */
export interface Loop {
  /** Cars in the list. */
  count: number;
  /** Times the list is laid out (at least 2, more for a short list so both sides fill). */
  copies: number;
  /** count × copies slides. */
  total: number;
  /** First slide of the window; the window is [start, start + count). */
  start: number;
}

/** Slides wanted on the row at least, so a wide screen never sees the row's end. */
const minimumSlides = 8;

export function createLoop(count: number): Loop {
  if (count <= 1) return { count, copies: 1, total: count, start: 0 };
  const copies = Math.max(2, Math.ceil(minimumSlides / count));
  const total = count * copies;
  return { count, copies, total, start: Math.floor((total - count) / 2) };
}

/** The list laid out for the loop: each entry with the car's position in the original list. */
export function loopSlides<T>(
  items: readonly T[],
  loop: Loop,
): Array<{ item: T; car: number; slide: number }> {
  return Array.from({ length: loop.total }, (_, slide) => ({
    item: items[slide % loop.count]!,
    car: slide % loop.count,
    slide,
  }));
}

/** The slide inside the window showing the same car as `slide`. */
export function inWindow(slide: number, loop: Loop): number {
  if (loop.count === 0) return 0;
  const car = ((slide % loop.count) + loop.count) % loop.count;
  const offset = (car - (loop.start % loop.count) + loop.count) % loop.count;
  return loop.start + offset;
}

/** Whether `slide` is the window's copy of its car (the one keyboard and screen readers reach). */
export function isInWindow(slide: number, loop: Loop): boolean {
  return slide >= loop.start && slide < loop.start + loop.count;
}

/**
 * A move by `delta` slides from `current`: where to jump first without animation (null when no
 * jump is needed) and which slide to animate to. A jump is needed when the target would fall off
 * the row, which happens when moves follow each other faster than the animation settles.
 */
export function planMove(
  current: number,
  delta: number,
  loop: Loop,
): { jump: number | null; target: number } {
  if (loop.count <= 1) return { jump: null, target: 0 };
  const target = current + delta;
  if (target >= 0 && target < loop.total) return { jump: null, target };
  const from = inWindow(current, loop);
  return { jump: from, target: from + delta };
}

/** The slide whose centre is nearest the viewport's centre, from each slide's centre offset. */
export function nearestSlide(viewportCentre: number, slideCentres: readonly number[]): number {
  let best = 0;
  let bestDistance = Number.POSITIVE_INFINITY;
  slideCentres.forEach((centre, index) => {
    const distance = Math.abs(centre - viewportCentre);
    if (distance < bestDistance) {
      best = index;
      bestDistance = distance;
    }
  });
  return best;
}
