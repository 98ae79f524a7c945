import type { Language } from '../contracts/site-profile.ts';

/**
 * The calculators' built-in labels per language (issue 8, finance). The offers' own texts (titles,
 * descriptions, disclaimers, fees) come with the car; these name the controls around them.
 */
export interface FinanceTexts {
  /** The sticky column's label of the financing cards. */
  heading: string;
  monthlyCost: string;
  /** After a monthly amount: ' /mån'. */
  perMonth: string;
  /** A number of months: '{n}' is replaced. */
  months: string;
  term: string;
  downPayment: string;
  /** The typed down payment field's label; '{currency}' is replaced. */
  downPaymentInput: string;
  credit: string;
  residual: string;
  interestRate: string;
  effectiveRate: string;
  startFee: string;
  invoiceFee: string;
  mileage: string;
  period: string;
  firstPayment: string;
  /** The typed first-payment field's label. */
  firstPaymentInput: string;
  /** A range hint: '{min}' and '{max}' are replaced. */
  between: string;
  /** The sticky column's link to a calculator. */
  calculate: string;
  priceBasis: string;
}

export const financeTexts = {
  sv: {
    heading: 'Finansiering',
    monthlyCost: 'Månadskostnad',
    perMonth: '/mån',
    months: '{n} mån',
    term: 'Avtalstid',
    downPayment: 'Kontantinsats',
    downPaymentInput: 'Kontantinsats i {currency}',
    credit: 'Lånebelopp',
    residual: 'Restvärde',
    interestRate: 'Ränta',
    effectiveRate: 'Effektiv ränta',
    startFee: 'Uppläggningsavgift',
    invoiceFee: 'Aviavgift',
    mileage: 'Körsträcka per år',
    period: 'Leasingperiod',
    firstPayment: 'Förhöjd första hyra',
    firstPaymentInput: 'Förhöjd första hyra i procent',
    between: 'Mellan {min} och {max}',
    calculate: 'Räkna på',
    priceBasis: 'Beräknat på',
  },
  en: {
    heading: 'Financing',
    monthlyCost: 'Monthly cost',
    perMonth: '/month',
    months: '{n} months',
    term: 'Term',
    downPayment: 'Deposit',
    downPaymentInput: 'Deposit in {currency}',
    credit: 'Amount of credit',
    residual: 'Final payment',
    interestRate: 'Interest rate',
    effectiveRate: 'APR',
    startFee: 'Arrangement fee',
    invoiceFee: 'Monthly admin fee',
    mileage: 'Annual mileage',
    period: 'Contract length',
    firstPayment: 'Initial rental',
    firstPaymentInput: 'Initial rental in percent',
    between: 'Between {min} and {max}',
    calculate: 'Calculate',
    priceBasis: 'Based on',
  },
  nb: {
    heading: 'Finansiering',
    monthlyCost: 'Månedskostnad',
    perMonth: '/mnd',
    months: '{n} mnd',
    term: 'Nedbetalingstid',
    downPayment: 'Egenkapital',
    downPaymentInput: 'Egenkapital i {currency}',
    credit: 'Lånebeløp',
    residual: 'Restverdi',
    interestRate: 'Nominell rente',
    effectiveRate: 'Effektiv rente',
    startFee: 'Etableringsgebyr',
    invoiceFee: 'Termingebyr',
    mileage: 'Kjørelengde per år',
    period: 'Leieperiode',
    firstPayment: 'Forskuddsleie',
    firstPaymentInput: 'Forskuddsleie i prosent',
    between: 'Mellom {min} og {max}',
    calculate: 'Regn på',
    priceBasis: 'Beregnet på',
  },
  fi: {
    heading: 'Rahoitus',
    monthlyCost: 'Kuukausierä',
    perMonth: '/kk',
    months: '{n} kk',
    term: 'Laina-aika',
    downPayment: 'Käsiraha',
    downPaymentInput: 'Käsiraha ({currency})',
    credit: 'Luoton määrä',
    residual: 'Jäännösarvo',
    interestRate: 'Korko',
    effectiveRate: 'Todellinen vuosikorko',
    startFee: 'Avausmaksu',
    invoiceFee: 'Käsittelymaksu',
    mileage: 'Ajomäärä vuodessa',
    period: 'Sopimuskausi',
    firstPayment: 'Ensimmäinen erä',
    firstPaymentInput: 'Ensimmäinen erä prosentteina',
    between: '{min}–{max}',
    calculate: 'Laske',
    priceBasis: 'Laskettu hinnasta',
  },
  sk: {
    heading: 'Financovanie',
    monthlyCost: 'Mesačná splátka',
    perMonth: '/mes.',
    months: '{n} mes.',
    term: 'Doba splácania',
    downPayment: 'Akontácia',
    downPaymentInput: 'Akontácia v {currency}',
    credit: 'Výška úveru',
    residual: 'Zostatková hodnota',
    interestRate: 'Úroková sadzba',
    effectiveRate: 'RPMN',
    startFee: 'Poplatok za spracovanie',
    invoiceFee: 'Mesačný poplatok',
    mileage: 'Ročný nájazd',
    period: 'Doba lízingu',
    firstPayment: 'Akontácia',
    firstPaymentInput: 'Akontácia v percentách',
    between: 'Od {min} do {max}',
    calculate: 'Vypočítať',
    priceBasis: 'Vypočítané z ceny',
  },
} satisfies Record<Language, FinanceTexts>;

/**
 * The information block under the calculators on Swedish sites (car-stock spec 9: "The Swedish
 * locale shows an extra information block"). Like the consumer-credit warning it is Swedish
 * whatever the page language: it explains Swedish credit terms.
 */
export interface FinanceInformationTexts {
  heading: string;
  paragraphs: readonly string[];
}

export const financeInformationTexts = {
  sv: {
    heading: 'Bra att veta om finansiering',
    paragraphs: [
      'Månadskostnaden är ett räkneexempel utifrån bilens pris, vald avtalstid, kontantinsats och restvärde samt aktuell ränta. Räntan är rörlig och kan ändras under avtalstiden.',
      'Effektiv ränta visar vad krediten kostar per år när uppläggningsavgift och aviavgifter räknas in. Lån och leasing förutsätter godkänd kreditprövning hos vår finanspartner.',
      'Vid leasing betalar du för användningen av bilen och lämnar tillbaka den när avtalet löper ut. Körs fler mil än avtalat debiteras de i efterhand.',
    ],
  },
} satisfies Record<Extract<Language, 'sv'>, FinanceInformationTexts>;
