import type { Language } from '#client/contracts/site-profile.ts';

/** The stock section's link to the stock list; `{count}` is the number of cars in stock. */
export interface StockSummaryTexts {
  allCars: string;
}

export const stockSummaryTexts = {
  sv: { allCars: 'Visa alla {count} bilar i lager' },
  en: { allCars: 'See all {count} cars in stock' },
  nb: { allCars: 'Se alle {count} biler på lager' },
  fi: { allCars: 'Näytä kaikki {count} autoa' },
  sk: { allCars: 'Zobraziť všetky autá na sklade ({count})' },
} satisfies Record<Language, StockSummaryTexts>;
