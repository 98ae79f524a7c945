import type { FinanceQuotation } from '../contracts/uk-finance-quote.ts';
import { quoteLink } from '../lib/uk-finance-quote.ts';
import { UkFinanceTerms } from './uk-finance-terms.tsx';
import type { UkFinanceTexts } from './uk-finance-quotes.texts.ts';

interface QuoteDetailsProps {
  quotation: FinanceQuotation;
  texts: UkFinanceTexts;
  reserveUrl?: string;
  partExchangeUrl?: string;
}

/**
 * What a product card shows of a quote the partner made: its notifications, its details, its
 * reference, the journeys that carry the reference (reserve, part-exchange, apply) and its terms.
 */
export function UkFinanceQuoteDetails({
  quotation,
  texts,
  reserveUrl,
  partExchangeUrl,
}: QuoteDetailsProps) {
  const reference = quotation.Finance.Quote.QuoteReference;
  const apply = quotation.Finance.Quote.QuoteActions.Apply;
  // The dealer's own journeys, each given the quote reference.
  const journeys = [
    [reserveUrl, 'button button--primary', texts.reserve],
    [partExchangeUrl, 'button button--secondary', texts.partExchange],
  ] as const;
  return (
    <>
      {quotation.Finance.Notifications.length > 0 ? (
        <ul className="uk-finance__notes">
          {quotation.Finance.Notifications.map((note) => (
            <li key={note.Message}>{note.Message}</li>
          ))}
        </ul>
      ) : null}
      <details className="uk-finance__details">
        <summary>{texts.quoteDetails}</summary>
        {quotation.Blocks.map((block, i) => (
          <dl key={block.Title ?? i} className="uk-finance__detail-list" aria-label={block.Title}>
            {block.Details.map((detail) => (
              <div key={detail.Label} className="uk-finance__detail">
                <dt>{detail.Label}</dt>
                <dd>{detail.DisplayValue}</dd>
              </div>
            ))}
          </dl>
        ))}
      </details>
      <p className="uk-finance__reference">
        {texts.quoteReference}: <span data-quote-ref>{reference}</span>
      </p>
      <div className="uk-finance__actions">
        {journeys.map(([url, className, label]) =>
          url ? (
            <NewTabLink
              key={className}
              href={quoteLink(url, reference)}
              className={className}
              newTab={texts.newTab}
            >
              {label}
            </NewTabLink>
          ) : null,
        )}
        {apply ? (
          <NewTabLink href={apply} className="uk-finance__apply" newTab={texts.newTab}>
            {texts.apply}
          </NewTabLink>
        ) : null}
      </div>
      <UkFinanceTerms quoteRef={reference} texts={texts} />
    </>
  );
}

function NewTabLink({
  href,
  className,
  newTab,
  children,
}: {
  href: string;
  className: string;
  newTab: string;
  children: string;
}) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {newTab}</span>
    </a>
  );
}
