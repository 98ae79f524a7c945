import type { CarDocument } from '../contracts/car-document.ts';
import UkFinanceQuotesIsland from '../islands/uk-finance-quotes.island.tsx';
import { ukFinanceQuotesPropsSchema } from '../islands/uk-finance-quotes.props.ts';
import { defineIsland } from '../runtime/island-slot.tsx';
import { usePageContext } from '../runtime/page-context.tsx';
import { ukFinanceTexts } from './uk-finance-quotes.texts.ts';

const UkFinanceQuotesSlot = defineIsland(
  'uk-finance-quotes',
  UkFinanceQuotesIsland,
  ukFinanceQuotesPropsSchema,
);

/**
 * UK finance quotes (Codeweaver) for a car on its detail page: the products, sliders and quote
 * come from the worker's /api/codeweaver proxy once the island is visible. Only the car id goes
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
      hydrate="visible"
    />
  );
}
