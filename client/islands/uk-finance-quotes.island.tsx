import { useEffect, useId, useState } from 'react';
import type { FinanceProduct } from '../contracts/uk-finance-quote.ts';
import { defaultQuoteRoute } from '../contracts/uk-finance-quote.route.ts';
import { UkFinanceProductCard } from '../finance/uk-finance-product-card.tsx';
import { callApi } from '../lib/api-call.ts';
import { superseded, useLatestCall } from '../lib/latest-call.ts';
import type { UkFinanceQuotesProps } from './uk-finance-quotes.props.ts';

type Loaded =
  { kind: 'loading' } | { kind: 'unavailable' } | { kind: 'ready'; products: FinanceProduct[] };

/**
 * UK finance quotes for one car (spec car-stock 7 "Finance (UK)"): the products the dealer offers
 * (the default call), each as a card whose sliders recalculate the quote through the worker's
 * Codeweaver proxy. Without the default call's products there is only the spec's message.
 */
export default function UkFinanceQuotes({
  carId,
  headingLevel,
  reserveUrl,
  partExchangeUrl,
  texts,
}: UkFinanceQuotesProps) {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = useId();
  const latest = useLatestCall();

  useEffect(() => {
    latest
      .run((signal) => callApi(defaultQuoteRoute, { carId }, signal))
      .then((answer) => {
        if (answer === superseded) return;
        const { Products } = answer;
        setLoaded(
          Products.length > 0 ? { kind: 'ready', products: Products } : { kind: 'unavailable' },
        );
      })
      .catch((error: unknown) => {
        console.warn(
          'UK finance quotes unavailable',
          error instanceof Error ? error.message : error,
        );
        setLoaded({ kind: 'unavailable' });
      });
  }, [latest, carId]);

  return (
    <section className="uk-finance" aria-labelledby={headingId} data-state={loaded.kind}>
      <Heading id={headingId} className="uk-finance__heading">
        {texts.heading}
      </Heading>
      {loaded.kind === 'loading' ? (
        <>
          <p className="uk-finance__loading" role="status">
            {texts.loading}
          </p>
          <noscript>
            <p className="uk-finance__message">{texts.noScript}</p>
          </noscript>
        </>
      ) : loaded.kind === 'unavailable' ? (
        <p className="uk-finance__message" role="alert">
          {texts.unavailable}
        </p>
      ) : (
        <>
          <p className="uk-finance__intro">{texts.intro}</p>
          <div className="uk-finance__cards">
            {loaded.products.map((product, order) => (
              <UkFinanceProductCard
                key={product.FamilyKey}
                carId={carId}
                product={product}
                order={order}
                texts={texts}
                headingLevel={headingLevel}
                reserveUrl={reserveUrl}
                partExchangeUrl={partExchangeUrl}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
