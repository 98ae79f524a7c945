import { useSetAtom } from 'jotai/react';
import { atom } from 'jotai/vanilla';
import { useEffect } from 'react';

/** What the sticky column shows of one product's current quote. */
export interface UkQuotePayment {
  /** The product's place in the partner's list, so the cards keep the quotes' order. */
  order: number;
  name: string;
  /** The quote's TotalRegularPayment: the monthly figure of the partner's representative example. */
  payment: number;
  /** The product card's anchor (ukQuoteAnchor). */
  anchor: string;
}

/**
 * The partner's current quote of each product on a UK detail page, by FamilyKey: the quotes
 * island writes a product's quote when the partner answers and removes it when the partner cannot
 * quote; the sticky column's quote cards read it (both through jotai's default store, which the page's islands share), so
 * the page shows one set of monthly figures.
 */
export const ukQuotePaymentsAtom = atom<Readonly<Record<string, UkQuotePayment>>>({});

/** The anchor of a product's card in the quotes section (a family key is the partner's word). */
export const ukQuoteAnchor = (familyKey: string) =>
  `finance-quote-${familyKey.toLowerCase().replace(/[^a-z0-9-]+/g, '-')}`;

/**
 * Publishes one product card's quote to the sticky column: its monthly payment while the card
 * shows a quote of the partner's, nothing while it shows the partner's refusal instead.
 */
export function usePublishedQuote(
  product: { FamilyKey: string; Name: string },
  order: number,
  payment: number | null,
): void {
  const setPayments = useSetAtom(ukQuotePaymentsAtom);
  const { FamilyKey: key, Name: name } = product;
  useEffect(() => {
    setPayments(({ [key]: _previous, ...others }) =>
      payment === null
        ? others
        : { ...others, [key]: { order, name, payment, anchor: ukQuoteAnchor(key) } },
    );
  }, [setPayments, key, name, order, payment]);
}
