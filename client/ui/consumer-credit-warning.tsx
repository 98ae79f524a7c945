import { consumerCreditWarningTexts } from './consumer-credit-warning.texts.ts';

/**
 * The Swedish consumer-credit warning (spec shell 1): borrowing costs money, unpaid debt risks a
 * payment remark, and the municipal budget and debt counselling helps. Its wording is the
 * standard text Swedish law asks credit marketing to show, so it is always in Swedish (lang="sv"),
 * whatever the page language. Every page or calculator that shows financing renders it.
 */
export function ConsumerCreditWarning() {
  const { heading, text, link } = consumerCreditWarningTexts.sv;
  return (
    <aside className="credit-warning" lang="sv" aria-label={heading}>
      <p className="credit-warning__heading">{heading}</p>
      <p className="credit-warning__text">
        {text}{' '}
        <a href={link.href} target="_blank" rel="noopener noreferrer">
          {link.text}
        </a>
        .
      </p>
    </aside>
  );
}
