import type { CarDocument } from '../contracts/car-document.ts';
import CarFinance from '../islands/car-finance.island.tsx';
import { carFinancePropsSchema } from '../islands/car-finance.props.ts';
import FinanceCardsIsland from '../islands/finance-cards.island.tsx';
import { financeCardsPropsSchema } from '../islands/finance-cards.props.ts';
import { ConsumerCreditWarning } from '../ui/consumer-credit-warning.tsx';
import { defineIsland } from '../runtime/island-slot.tsx';
import { usePageContext } from '../runtime/page-context.tsx';
import { openingOffers } from './opening-offers.ts';
import { carFinanceProps } from './finance-props.ts';
import { financeInformationTexts } from './finance.texts.ts';

const CarFinanceSlot = defineIsland('car-finance', CarFinance, carFinancePropsSchema);
const FinanceCardsSlot = defineIsland('finance-cards', FinanceCardsIsland, financeCardsPropsSchema);

/**
 * The car's financing on its detail page: loan, private and company leasing as an accordion of
 * calculators (`variant: 'main'`), or their cards in the sticky right column (`'aside'`), each
 * card linking to its calculator. A car without financing renders nothing. On Swedish sites the
 * information block and the consumer-credit warning follow the calculators (spec 9).
 */
export function CarFinanceSection({
  car,
  variant,
}: {
  car: CarDocument;
  variant: 'main' | 'aside';
}) {
  const { language, locale, site } = usePageContext();
  const props = carFinanceProps(car, language, locale);
  if (!props) return null;
  if (variant === 'aside') return <FinanceCards props={props} />;
  const swedish = site.country === 'SE';
  return (
    // The detail page's financing section gives the heading: this is its content, not a second one.
    <div className="car-finance-section">
      <CarFinanceSlot props={props} hydrate="visible" />
      {swedish ? (
        <>
          <SwedishFinanceInformation />
          <ConsumerCreditWarning />
        </>
      ) : null}
    </div>
  );
}

function SwedishFinanceInformation() {
  const { heading, paragraphs } = financeInformationTexts.sv;
  return (
    <aside className="finance-information" lang="sv" aria-label={heading}>
      <p className="finance-information__heading">{heading}</p>
      {paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </aside>
  );
}

/**
 * The sticky column's compact cards: each offer's opening monthly cost, linking to its calculator.
 * A small island, so the costs follow the calculators once the visitor moves a slider.
 */
function FinanceCards({ props }: { props: NonNullable<ReturnType<typeof carFinanceProps>> }) {
  const { texts, loan, leases, locale, currency } = props;
  const cards = openingOffers({ loan, leases });
  const island = {
    locale,
    currency,
    cards,
    texts,
  };
  return <FinanceCardsSlot props={island} hydrate="idle" />;
}
