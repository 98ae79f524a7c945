import { useAtomValue } from 'jotai/react';
import { financeCostsAtom } from '../finance/finance-costs.ts';
import { formatPrice } from '../lib/format.ts';
import type { FinanceCardsProps } from './finance-cards.props.ts';
import { useHydrated } from '../lib/use-hydrated.ts';

/**
 * The sticky column's finance cards (car detail page): each offer's monthly cost, a plain link to
 * its calculator. The costs follow the calculators as the visitor moves their sliders (the shared
 * financeCostsAtom); until hydrated, and without JavaScript, they are the opening costs.
 */
export default function FinanceCards({ locale, currency, cards, texts }: FinanceCardsProps) {
  const live = useAtomValue(financeCostsAtom);
  // The first render matches the server's HTML even if a calculator changed before this hydrated.
  const mounted = useHydrated();
  return (
    <ul className="finance-cards" aria-label={texts.heading} data-live={mounted ? '' : undefined}>
      {cards.map((card) => (
        <li key={card.id} className="finance-cards__card">
          <a href={`#${card.id}`} className="finance-cards__link">
            <span className="finance-cards__title">{card.title}</span>
            <span className="finance-cards__cost" data-finance-cost={card.id}>
              {formatPrice((mounted ? live[card.id] : undefined) ?? card.cost, currency, locale)}
              {texts.perMonth}
            </span>
            <span className="finance-cards__action">
              {texts.calculate}
              <span className="visually-hidden"> {card.title}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
