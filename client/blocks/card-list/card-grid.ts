/**
 * Cards per row (shell spec 9): 1 up to 768 px; 3 up to 1024 (1 for list cards); below 1280 px
 * 2 or 3, beyond 4 or 3. `CardsPerRow` picks the pair: 3 keeps three columns from 768 px on, 4
 * gives two (a 2 by 2 block) between 1024 and 1280 px and four beyond.
 */
export const cardsPerRowOptions = [3, 4] as const;
export type CardsPerRow = (typeof cardsPerRowOptions)[number];

export const cardListVariants = ['Card', 'Card With Borders', 'List Card'] as const;
export type CardListVariant = (typeof cardListVariants)[number];

/** The breakpoints where the column count changes, in CSS pixels (shell spec 9). */
export const gridBreakpoints = { tablet: 768, laptop: 1024, desktop: 1280 } as const;

export interface GridColumns {
  /** Under 768 px. */
  phone: number;
  /** 768 to 1023 px. */
  tablet: number;
  /** 1024 to 1279 px. */
  laptop: number;
  /** 1280 px and wider. */
  desktop: number;
}

/** How many cards a row holds at each width, for a list's variant and its CardsPerRow. */
export function gridColumns(variant: CardListVariant, perRow: CardsPerRow): GridColumns {
  return {
    phone: 1,
    tablet: variant === 'List Card' ? 1 : 3,
    laptop: perRow === 4 ? 2 : 3,
    desktop: perRow,
  };
}

/** The grid's class list; card-list.css turns it into the columns of gridColumns. */
export function cardGridClass(variant: CardListVariant, perRow: CardsPerRow): string {
  return [
    'card-grid',
    `card-grid--per-row-${perRow}`,
    variant === 'List Card' ? 'card-grid--list' : undefined,
  ]
    .filter(Boolean)
    .join(' ');
}

/** The width at which a given number of columns shows, for tests and the image `sizes`. */
export function columnsAt(columns: GridColumns, width: number): number {
  if (width < gridBreakpoints.tablet) return columns.phone;
  if (width < gridBreakpoints.laptop) return columns.tablet;
  if (width < gridBreakpoints.desktop) return columns.laptop;
  return columns.desktop;
}
