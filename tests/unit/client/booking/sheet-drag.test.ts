import { describe, expect, it } from 'vitest';
import {
  draggedHeight,
  isSheetDrag,
  openAfterDrag,
  sheetHeight,
  startSheetDrag,
} from '#client/booking/sheet-drag.ts';

// A 390 × 844 phone: open is 80% of 844 = 675 px.
const viewport = 844;

describe('the summary sheet on phones', () => {
  it('rests at 72 px collapsed and 80% of the viewport open', () => {
    expect(sheetHeight(false, viewport)).toBe(72);
    expect(sheetHeight(true, viewport)).toBe(675);
  });

  it('follows the finger while dragged, never below collapsed or above open', () => {
    const drag = startSheetDrag(false, 800, viewport);
    expect(draggedHeight(drag, 700, viewport)).toBe(172);
    expect(draggedHeight(drag, 900, viewport)).toBe(72);
    expect(draggedHeight(drag, 0, viewport)).toBe(675);
    const fromOpen = startSheetDrag(true, 200, viewport);
    expect(draggedHeight(fromOpen, 350, viewport)).toBe(525);
  });

  it('counts a movement under 8 px as a tap, not a drag', () => {
    const drag = startSheetDrag(false, 800, viewport);
    expect(isSheetDrag(drag, 795)).toBe(false);
    expect(isSheetDrag(drag, 792)).toBe(true);
    expect(isSheetDrag(drag, 808)).toBe(true);
  });

  it('opens when let go after an upward drag, however short', () => {
    expect(openAfterDrag(false, startSheetDrag(false, 800, viewport), 780)).toBe(true);
    expect(openAfterDrag(true, startSheetDrag(true, 200, viewport), 150)).toBe(true);
  });

  it('closes only after a downward drag over 200 px', () => {
    const drag = startSheetDrag(true, 200, viewport);
    expect(openAfterDrag(true, drag, 401)).toBe(false);
    expect(openAfterDrag(true, drag, 400)).toBe(true);
    expect(openAfterDrag(true, drag, 250)).toBe(true);
  });

  it('stays collapsed after a downward drag of the collapsed sheet', () => {
    expect(openAfterDrag(false, startSheetDrag(false, 800, viewport), 840)).toBe(false);
  });
});
