import type { CarDocument } from '../../src/search/documents.ts';

/**
 * The car's financing on its detail page: loan, private and company leasing as an accordion of
 * calculators (`variant: 'main'`), or their cards in the sticky right column (`'aside'`).
 * Seam between the detail page and the calculators; until the calculators land it renders nothing.
 */
export function CarFinanceSection(_props: { car: CarDocument; variant: 'main' | 'aside' }) {
  return null;
}
