import type { Language } from '#client/contracts/site-profile.ts';

/**
 * The Swedish consumer-credit warning (spec shell 1). Its wording is the standard text Swedish law
 * asks credit marketing to show, so the record has Swedish alone, shown whatever the page language.
 */
export interface ConsumerCreditWarningTexts {
  heading: string;
  /** Followed by the link and a full stop. */
  text: string;
  link: { href: string; text: string };
}

export const consumerCreditWarningTexts = {
  sv: {
    heading: 'Varning: Att låna pengar kostar pengar!',
    text: 'Om du inte kan betala tillbaka skulden i tid riskerar du en betalningsanmärkning. Det kan leda till svårigheter att få hyra bostad, teckna abonnemang och få nya lån. För stöd, vänd dig till budget- och skuldrådgivningen i din kommun. Kontaktuppgifter finns på',
    link: { href: 'https://www.hallakonsument.se', text: 'hallakonsument.se' },
  },
} satisfies Record<Extract<Language, 'sv'>, ConsumerCreditWarningTexts>;
