import { useId } from 'react';
import type { FinanceProduct } from '../contracts/uk-finance-quote.ts';
import { fill } from '../lib/fill.ts';
import { formatInteger } from '../lib/format.ts';
import { amountSteps, formatPounds, sliderScale } from '../lib/uk-finance-quote.ts';
import { FigureSlider } from './uk-finance-figure-slider.tsx';
import { UkFinanceQuoteDetails } from './uk-finance-quote-details.tsx';
import type { UkFinanceTexts } from './uk-finance-quotes.texts.ts';
import { ukQuoteAnchor, usePublishedQuote } from './uk-quote-payments.ts';
import { useUkQuote } from './use-uk-quote.ts';

interface CardProps {
  carId: string;
  product: FinanceProduct;
  /** The product's place in the partner's list. */
  order: number;
  texts: UkFinanceTexts;
  headingLevel: 2 | 3;
  reserveUrl?: string;
  partExchangeUrl?: string;
}

/** One product: sliders, the monthly payment, the quote's details, notifications, links and terms. */
export function UkFinanceProductCard({
  carId,
  product,
  order,
  texts,
  headingLevel,
  reserveUrl,
  partExchangeUrl,
}: CardProps) {
  const { figures, quotation, status, userMessage, change, startAgain } = useUkQuote(
    carId,
    product,
    texts.calculationFailed,
  );
  usePublishedQuote(
    product,
    order,
    userMessage === null && quotation ? quotation.Finance.Quote.TotalRegularPayment : null,
  );
  const CardHeading = headingLevel === 2 ? 'h3' : 'h4';
  const id = useId();

  if (userMessage !== null) {
    return (
      <div className="uk-finance__error" role="alert" data-product={product.FamilyKey}>
        <p>
          <strong>{product.Name}:</strong> {userMessage}
        </p>
        <button type="button" className="button button--secondary" onClick={startAgain}>
          {texts.startAgain}
        </button>
      </div>
    );
  }

  // Counts group thousands as the UK writes them: '12,000 miles'.
  const months = (n: number) => fill(texts.months, { n: formatInteger(n, 'en-GB') });
  const miles = (n: number) => fill(texts.miles, { n: formatInteger(n, 'en-GB') });

  return (
    <article
      id={ukQuoteAnchor(product.FamilyKey)}
      className="uk-finance__card"
      aria-labelledby={`${id}-name`}
      aria-busy={status === 'calculating'}
      data-product={product.FamilyKey}
    >
      <CardHeading id={`${id}-name`} className="uk-finance__name">
        {product.Name}
      </CardHeading>
      <p className="uk-finance__headline">
        <span className="uk-finance__amount">{formatPounds(figures.payment, true)}</span>{' '}
        {texts.perMonth}
      </p>
      <p className="uk-finance__status" role="status">
        {status === 'calculating'
          ? texts.calculating
          : status === 'failed'
            ? texts.calculationFailed
            : ''}
      </p>

      <div className="uk-finance__sliders">
        <FigureSlider
          id={`${id}-term`}
          label={texts.term}
          scale={sliderScale(product.Term, 12)}
          value={figures.term}
          format={months}
          onChange={(value) => change('term', value)}
        />
        <FigureSlider
          id={`${id}-deposit`}
          label={texts.deposit}
          scale={sliderScale(product.Deposit, amountSteps.deposit)}
          value={figures.deposit}
          format={(n) => formatPounds(n)}
          onChange={(value) => change('deposit', value)}
        />
        <FigureSlider
          id={`${id}-payment`}
          label={texts.payment}
          scale={sliderScale(product.Payment, amountSteps.payment)}
          value={figures.payment}
          format={(n) => formatPounds(n, true)}
          onChange={(value) => change('payment', value)}
        />
        {product.AnnualMileage && figures.annualMileage !== null ? (
          <FigureSlider
            id={`${id}-mileage`}
            label={texts.annualMileage}
            scale={sliderScale(product.AnnualMileage, 1000)}
            value={figures.annualMileage}
            format={miles}
            onChange={(value) => change('annualMileage', value)}
          />
        ) : null}
      </div>

      {quotation ? (
        <UkFinanceQuoteDetails
          quotation={quotation}
          texts={texts}
          reserveUrl={reserveUrl}
          partExchangeUrl={partExchangeUrl}
        />
      ) : null}
    </article>
  );
}
