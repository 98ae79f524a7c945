import { describe, expect, it } from 'vitest';
import { fittingItemCount } from '#client/lib/navigation-overflow.ts';

describe("the 'More' overflow", () => {
  it('keeps every item in the row when all of them fit, without room for More', () => {
    expect(fittingItemCount([100, 100, 100], 300, 80)).toBe(3);
  });

  it('keeps as many items as fit beside the More button and moves the rest', () => {
    expect(fittingItemCount([100, 100, 100, 100], 350, 80)).toBe(2);
    expect(fittingItemCount([100, 100, 100, 100], 380, 80)).toBe(3);
  });

  it('moves everything into More when not even the first item fits beside it', () => {
    expect(fittingItemCount([300, 50], 320, 80)).toBe(0);
  });

  it('keeps the content order: a later narrow item does not jump ahead of a wide one', () => {
    expect(fittingItemCount([100, 250, 40], 300, 60)).toBe(1);
  });

  it('rounds sub-pixel widths up so text never touches the next item', () => {
    expect(fittingItemCount([100.2, 100.2], 201, 80)).toBe(1);
    expect(fittingItemCount([99.6, 99.6, 99.6], 300, 80)).toBe(3);
  });
});
