import type { CarDocument } from '../contracts/car-document.ts';
import UkFinanceQuotesIsland from '../islands/uk-finance-quotes.island.tsx';
import { ukFinanceQuotesPropsSchema } from '../islands/uk-finance-quotes.props.ts';
import UkQuoteCardsIsland from '../islands/uk-quote-cards.island.tsx';
import { ukQuoteCardsPropsSchema } from '../islands/uk-quote-cards.props.ts';
import { defineIsland } from '../runtime/island-slot.tsx';
import { usePageContext } from '../runtime/page-context.tsx';
import { ukFinanceTexts } from './uk-finance-quotes.texts.ts';

const UkFinanceQuotesSlot = defineIsland(
  'uk-finance-quotes',
  UkFinanceQuotesIsland,
  ukFinanceQuotesPropsSchema,
);
const UkQuoteCardsSlot = defineIsland(
  'uk-quote-cards',
  UkQuoteCardsIsland,
  ukQuoteCardsPropsSchema,
);

/**
 * UK finance quotes (Codeweaver) for a car on its detail page: the products, sliders and quote
 * come from the worker's /api/codeweaver proxy once the island has hydrated. Only the car id goes
 * to the browser; the worker takes the price and the dealer from the stock record.
 */
export function UkFinanceQuotes({
  car,
  headingLevel = 2,
}: {
  car: CarDocument;
  headingLevel?: 2 | 3;
}) {
  // The partner's reserve and part-exchange journeys come from configuration; one not configured is not offered.
  const { ukFinanceLinks } = usePageContext();
  return (
    <UkFinanceQuotesSlot
      props={{
        carId: car.car_id,
        headingLevel,
        ...(ukFinanceLinks.reserve ? { reserveUrl: ukFinanceLinks.reserve } : {}),
        ...(ukFinanceLinks.partExchange ? { partExchangeUrl: ukFinanceLinks.partExchange } : {}),
        texts: ukFinanceTexts.en,
      }}
      // Soon after load, not when seen: the sticky column shows its quotes from the start.
      hydrate="idle"
    />
  );
}

/**
 * The sticky column's finance on a UK detail page: the monthly payment of each product the
 * partner quotes, as the quotes section below shows it, each linking to its quote.
 */
export function UkQuoteCards({ sectionId }: { sectionId: string }) {
  const { heading, perMonth, getQuote, seeQuote } = ukFinanceTexts.en;
  return (
    <UkQuoteCardsSlot
      props={{ sectionId, texts: { heading, perMonth, getQuote, seeQuote } }}
      hydrate="idle"
    />
  );
}
