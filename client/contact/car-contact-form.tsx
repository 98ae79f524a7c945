import type { CarDocument, Seller } from '../../src/search/documents.ts';

/**
 * The contact form of a car's detail page. `sellerChoices` is the list a visitor must choose a
 * seller from (a sample car: the dealers of its brand), null for any other car.
 * Seam between the detail page and the form; until the form lands it renders nothing.
 */
export function CarContactForm(_props: { car: CarDocument; sellerChoices: Seller[] | null }) {
  return null;
}
