/**
 * How many top items fit in one row of `available` pixels (spec shell 4: the rest move into the
 * 'More' menu). All of them when they fit side by side; otherwise as many as fit beside the
 * More button. Widths are rounded up so sub-pixel text never overlaps the next item.
 */
export function fittingItemCount(
  itemWidths: readonly number[],
  available: number,
  moreWidth: number,
): number {
  const widths = itemWidths.map((width) => Math.ceil(width));
  const total = widths.reduce((sum, width) => sum + width, 0);
  if (total <= available) return widths.length;
  let used = Math.ceil(moreWidth);
  let count = 0;
  while (count < widths.length && used + widths[count]! <= available) used += widths[count++]!;
  return count;
}
