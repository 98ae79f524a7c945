import type { Language } from '#client/contracts/site-profile.ts';

/**
 * Every text the UK finance quotes show (spec car-stock 8, verbatim where the spec gives them).
 * The UK site is English only and the spec defines these in English alone, so the record has the
 * one language: a page in another language has no UK quotes to show.
 */
export interface UkFinanceTexts {
  heading: string;
  intro: string;
  loading: string;
  noScript: string;
  /** Spec car-stock 8: the default call failed. */
  unavailable: string;
  perMonth: string;
  term: string;
  deposit: string;
  payment: string;
  annualMileage: string;
  /** Filled with {n}. */
  months: string;
  /** Filled with {n}. */
  miles: string;
  calculating: string;
  calculationFailed: string;
  quoteDetails: string;
  quoteReference: string;
  terms: string;
  termsLoading: string;
  termsFailed: string;
  reserve: string;
  partExchange: string;
  apply: string;
  newTab: string;
  startAgain: string;
  /** The sticky column's link to the quotes before they have come (and without JavaScript). */
  getQuote: string;
  /** A sticky column card's link to its product's quote. */
  seeQuote: string;
}

export const ukFinanceTexts = {
  en: {
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
    getQuote: 'Get a finance quote',
    seeQuote: 'See the quote',
  },
} satisfies Record<Extract<Language, 'en'>, UkFinanceTexts>;
