import type { CarDocument } from '../contracts/car-document.ts';
import UkFinanceQuotesIsland from '../islands/uk-finance-quotes.island.tsx';
import {
  type UkFinanceTexts,
  ukFinanceQuotesPropsSchema,
} from '../islands/uk-finance-quotes.props.ts';
import { Island } from '../ui/island-slot.tsx';
import { usePageContext } from '../ui/page-context.tsx';

/** The UK site is English only, so these texts live here rather than in the dictionary. */
export const ukFinanceTexts: UkFinanceTexts = {
  heading: 'Finance quotes',
  intro:
    'Choose how you would like to pay and adjust the term, deposit, monthly payment or annual mileage to see your quote.',
  loading: 'Getting your finance quotes…',
  noScript:
    'Finance quotes need JavaScript. Please contact our team for more information about finance offers on this vehicle.',
  // Spec car-stock 8, verbatim.
  unavailable:
    "Sorry, but it looks like we can't get a quote for you right now. Please contact our team for more information about finance offers on this vehicle.",
  perMonth: 'per month',
  term: 'Term',
  deposit: 'Deposit',
  payment: 'Monthly payment',
  annualMileage: 'Annual mileage',
  months: '{n} months',
  miles: '{n} miles',
  calculating: 'Updating your quote…',
  calculationFailed: "We couldn't update this quote. Please try again.",
  quoteDetails: 'Quote details',
  quoteReference: 'Quote reference',
  terms: 'Terms and conditions',
  termsLoading: 'Loading the terms and conditions…',
  termsFailed:
    "We couldn't load the terms and conditions. Close them and open them again to retry.",
  reserve: 'Reserve this car',
  partExchange: 'Value my part-exchange',
  apply: 'Apply for finance',
  newTab: '(opens in a new tab)',
  startAgain: 'Start again',
};

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
    <Island
      name="uk-finance-quotes"
      component={UkFinanceQuotesIsland}
      schema={ukFinanceQuotesPropsSchema}
      props={{
        carId: car.car_id,
        headingLevel,
        ...(ukFinanceLinks.reserve ? { reserveUrl: ukFinanceLinks.reserve } : {}),
        ...(ukFinanceLinks.partExchange ? { partExchangeUrl: ukFinanceLinks.partExchange } : {}),
        texts: ukFinanceTexts,
      }}
      hydrate="visible"
    />
  );
}
