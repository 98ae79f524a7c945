/**
 * The Swedish consumer-credit warning (spec shell 1): borrowing costs money, unpaid debt risks a
 * payment remark, and the municipal budget and debt counselling helps. Its wording is the
 * standard text Swedish law asks credit marketing to show, so it is always in Swedish (lang="sv"),
 * whatever the page language. Every page or calculator that shows financing renders it.
 */
export const consumerCreditWarning = {
  heading: 'Varning: Att låna pengar kostar pengar!',
  text: 'Om du inte kan betala tillbaka skulden i tid riskerar du en betalningsanmärkning. Det kan leda till svårigheter att få hyra bostad, teckna abonnemang och få nya lån. För stöd, vänd dig till budget- och skuldrådgivningen i din kommun. Kontaktuppgifter finns på',
  link: { href: 'https://www.hallakonsument.se', text: 'hallakonsument.se' },
} as const;

export function ConsumerCreditWarning() {
  const { heading, text, link } = consumerCreditWarning;
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
