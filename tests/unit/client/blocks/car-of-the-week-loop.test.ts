import { describe, expect, it } from 'vitest';
import {
  createLoop,
  inWindow,
  isInWindow,
  loopSlides,
  nearestSlide,
  planMove,
} from '#client/blocks/car-of-the-week/slider-loop.ts';

describe('car of the week loop', () => {
  it('lays six cars out twice and keeps a window of one copy in the middle', () => {
    const loop = createLoop(6);
    expect(loop).toEqual({ count: 6, copies: 2, total: 12, start: 3 });
    const slides = loopSlides(['a', 'b', 'c', 'd', 'e', 'f'], loop);
    expect(slides.map((slide) => slide.item).join('')).toBe('abcdefabcdef');
    const window = slides
      .filter((slide) => isInWindow(slide.slide, loop))
      .map((slide) => slide.car);
    expect([...window].sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('lays a short list out more often so both sides of the centre fill', () => {
    expect(createLoop(3)).toEqual({ count: 3, copies: 3, total: 9, start: 3 });
    expect(createLoop(1)).toEqual({ count: 1, copies: 1, total: 1, start: 0 });
  });

  it('maps any slide to the same car inside the window', () => {
    const loop = createLoop(6);
    expect(inWindow(9, loop)).toBe(3);
    expect(inWindow(2, loop)).toBe(8);
    expect(inWindow(5, loop)).toBe(5);
    for (let slide = 0; slide < loop.total; slide++) {
      const mapped = inWindow(slide, loop);
      expect(isInWindow(mapped, loop)).toBe(true);
      expect(mapped % 6).toBe(slide % 6);
    }
  });

  it('goes past either end of the window and wraps round to the first car after the last', () => {
    const loop = createLoop(6);
    // The last car of the window (slide 8, car 2) moves on to slide 9: car 3, the window's first.
    expect(planMove(8, 1, loop)).toEqual({ jump: null, target: 9 });
    expect(inWindow(9, loop)).toBe(3);
    expect(planMove(3, -1, loop)).toEqual({ jump: null, target: 2 });
    expect(inWindow(2, loop)).toBe(8);
  });

  it('jumps back into the window first when quick moves would run off the row', () => {
    const loop = createLoop(6);
    expect(planMove(11, 1, loop)).toEqual({ jump: 5, target: 6 });
    expect(planMove(0, -1, loop)).toEqual({ jump: 6, target: 5 });
    expect(planMove(0, 0, createLoop(1))).toEqual({ jump: null, target: 0 });
  });

  it('finds the slide nearest the viewport centre', () => {
    expect(nearestSlide(500, [165, 511, 857])).toBe(1);
    expect(nearestSlide(0, [165, 511])).toBe(0);
  });
});
