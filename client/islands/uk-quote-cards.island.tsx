import { useAtomValue } from 'jotai/react';
import { ukQuotePaymentsAtom } from '../finance/uk-quote-payments.ts';
import { formatPounds } from '../lib/uk-finance-quote.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import type { UkQuoteCardsProps } from './uk-quote-cards.props.ts';

/**
 * The sticky column's finance on a UK detail page: each product's monthly payment as the partner
 * quotes it now (the quotes island publishes them), linking to its quote. Until a quote has come,
 * and without JavaScript, a link to the quotes; never a figure of the partner's other than a quote.
 */
export default function UkQuoteCards({ sectionId, texts }: UkQuoteCardsProps) {
  const payments = useAtomValue(ukQuotePaymentsAtom);
  // The first render matches the server's HTML even if a quote came before this hydrated.
  const mounted = useHydrated();
  const quotes = mounted ? Object.values(payments).sort((a, b) => a.order - b.order) : [];
  if (quotes.length === 0) {
    return (
      <p className="finance-cards finance-cards--pending">
        <a href={`#${sectionId}`} className="button button--secondary">
          {texts.getQuote}
        </a>
      </p>
    );
  }
  return (
    <ul className="finance-cards" aria-label={texts.heading} data-live="">
      {quotes.map((quote) => (
        <li key={quote.anchor} className="finance-cards__card">
          <a href={`#${quote.anchor}`} className="finance-cards__link">
            <span className="finance-cards__title">{quote.name}</span>
            <span className="finance-cards__cost" data-quote-payment="">
              {formatPounds(quote.payment, true)} {texts.perMonth}
            </span>
            <span className="finance-cards__action">
              {texts.seeQuote}
              <span className="visually-hidden"> {quote.name}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
