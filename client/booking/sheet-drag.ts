// The summary's bottom sheet on phones (booking spec 2.1, 9.1): 72 px collapsed, 80% of the
// viewport open. Dragged by its handle it follows the finger; let go after an upward drag it
// opens, after a downward drag over 200 px it closes, and any other drag leaves it as it was.
// Pure, so the rules are tested without a browser; booking-summary.tsx feeds it pointer events.

export const sheetCollapsedPx = 72;
export const sheetOpenShare = 0.8;
export const sheetCloseDragPx = 200;
/** Movement below this is a tap on the handle (its click toggles the sheet), not a drag. */
export const sheetDragSlopPx = 8;

/** Where a drag started: the pointer's height on the screen and the sheet's height then. */
export interface SheetDrag {
  startY: number;
  startHeight: number;
}

/** The sheet's resting height, open or collapsed, in a viewport of this height. */
export function sheetHeight(open: boolean, viewportHeight: number): number {
  return open ? Math.round(viewportHeight * sheetOpenShare) : sheetCollapsedPx;
}

export function startSheetDrag(open: boolean, pointerY: number, viewportHeight: number): SheetDrag {
  return { startY: pointerY, startHeight: sheetHeight(open, viewportHeight) };
}

/** Whether the pointer has moved far enough from the start to count as a drag. */
export function isSheetDrag(drag: SheetDrag, pointerY: number): boolean {
  return Math.abs(pointerY - drag.startY) >= sheetDragSlopPx;
}

/** The height that keeps the handle under the finger, between collapsed and open. */
export function draggedHeight(drag: SheetDrag, pointerY: number, viewportHeight: number): number {
  const height = drag.startHeight + (drag.startY - pointerY);
  return Math.min(Math.max(height, sheetCollapsedPx), sheetHeight(true, viewportHeight));
}

/** Whether the sheet rests open once a drag ends with the pointer here. */
export function openAfterDrag(wasOpen: boolean, drag: SheetDrag, pointerY: number): boolean {
  const downward = pointerY - drag.startY;
  if (downward <= -sheetDragSlopPx) return true;
  if (downward > sheetCloseDragPx) return false;
  return wasOpen;
}
