import type { Language } from '#client/contracts/site-profile.ts';

/** The monthly-cost lines on car of the week's cards. */
export interface CarOfTheWeekTexts {
  /** Filled with {amount}. */
  loan: string;
  /** Filled with {amount}. */
  leasing: string;
}

export const carOfTheWeekTexts = {
  sv: {
    loan: 'Billån {amount}/mån',
    leasing: 'Privatleasing {amount}/mån',
  },
  en: {
    loan: 'Loan {amount}/month',
    leasing: 'Personal leasing {amount}/month',
  },
  nb: {
    loan: 'Billån {amount}/mnd',
    leasing: 'Privatleasing {amount}/mnd',
  },
  fi: {
    loan: 'Autolaina {amount}/kk',
    leasing: 'Yksityisleasing {amount}/kk',
  },
  sk: {
    loan: 'Úver {amount}/mesiac',
    leasing: 'Súkromný leasing {amount}/mesiac',
  },
} satisfies Record<Language, CarOfTheWeekTexts>;
