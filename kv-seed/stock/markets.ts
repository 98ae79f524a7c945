// Per-market facts the stock follows: the brands each site sells and how often, taxes, price
// levels and rounding, the distance unit, financing terms and registration-number formats.
import type { SiteName } from '#client/contracts/site-profile.ts';
import type { Dice } from './random.ts';
import type { Fuel } from './models.ts';

export interface Market {
  /** Brands the site's car index lists, with their share of the stock. */
  brands: ReadonlyArray<readonly [brand: string, weight: number]>;
  /** Share of the default stock (20,000 cars) this site holds. */
  share: number;
  /** VAT rate. */
  vat: number;
  /** Local currency per euro, with the market's price level folded in. */
  perEuro: number;
  /** Prices end like local prices do: 349 900 kr, £23,495, 23 490 €. */
  rounding: { step: number; tail: number };
  /** The distance unit of car_mileage and leasing mileages, and km per unit. */
  unit: { name: 'mil' | 'miles' | 'km'; km: number };
  /** How much more (or less) often an electric model is stocked. */
  electric: number;
  /** Share of manual gearboxes among petrol and diesel cars. */
  manual: number;
  loan: {
    rate: number;
    campaignRate: number;
    startFee: number;
    invoiceFee: number;
    minCash: number;
    maxCash: number;
  };
  leasing: {
    mileages: readonly number[];
    defaultMileage: number;
    rate: number;
    startFee: number;
    invoiceFee: number;
    service: number;
  };
  regno(dice: Dice, fuel: Fuel): string;
}

const letters = 'ABCDEFGHJKLMNPRSTUWXYZ';
const L = (dice: Dice, n: number) =>
  Array.from({ length: n }, () => dice.pick([...letters])).join('');
const D = (dice: Dice, n: number) => Array.from({ length: n }, () => dice.int(0, 9)).join('');

const swedish: Market['regno'] = (dice) =>
  `${L(dice, 3)}${D(dice, 2)}${dice.chance(0.5) ? L(dice, 1) : D(dice, 1)}`;
const norwegian: Market['regno'] = (dice, fuel) =>
  `${fuel === 'electric' ? dice.pick(['EL', 'EK', 'EV', 'EB']) : L(dice, 2)} ${String(dice.int(10000, 99999))}`;
const british: Market['regno'] = (dice) =>
  `${L(dice, 2)}${dice.pick(['19', '69', '20', '70', '21', '71', '22', '72', '23', '73', '24', '74', '25'])} ${L(dice, 3)}`;
const finnish: Market['regno'] = (dice) => `${L(dice, 3)}-${String(dice.int(1, 999))}`;
const slovak: Market['regno'] = (dice) =>
  `${dice.pick(['BA', 'BL', 'KE', 'ZA', 'TT', 'NR', 'BB', 'PO'])}${D(dice, 3)}${L(dice, 2)}`;

export const markets: Record<SiteName, Market> = {
  'group-se': {
    brands: [
      ['Volvo', 22],
      ['Volkswagen', 16],
      ['Toyota', 14],
      ['BMW', 10],
      ['Mercedes-Benz', 10],
      ['Kia', 6],
      ['Škoda', 6],
      ['Ford', 4],
      ['Renault', 3],
      ['Hyundai', 4],
      ['Polestar', 3],
      ['MG', 2],
    ],
    share: 0.25,
    vat: 0.25,
    perEuro: 11.6,
    rounding: { step: 1000, tail: 100 },
    unit: { name: 'mil', km: 10 },
    electric: 1.6,
    manual: 0.15,
    loan: {
      rate: 6.95,
      campaignRate: 3.95,
      startFee: 595,
      invoiceFee: 59,
      minCash: 20,
      maxCash: 50,
    },
    leasing: {
      mileages: [1000, 1500, 2000, 2500],
      defaultMileage: 1500,
      rate: 6.5,
      startFee: 595,
      invoiceFee: 59,
      service: 450,
    },
    regno: swedish,
  },
  'group-no': {
    brands: [
      ['Mercedes-Benz', 25],
      ['BMW', 20],
      ['Ford', 12],
      ['Kia', 15],
      ['Hyundai', 13],
      ['Škoda', 15],
    ],
    share: 0.15,
    vat: 0.25,
    perEuro: 11.9,
    rounding: { step: 1000, tail: 100 },
    unit: { name: 'mil', km: 10 },
    electric: 5,
    manual: 0.1,
    loan: {
      rate: 7.4,
      campaignRate: 4.9,
      startFee: 1290,
      invoiceFee: 75,
      minCash: 35,
      maxCash: 60,
    },
    leasing: {
      mileages: [1000, 1500, 2000, 2500],
      defaultMileage: 1500,
      rate: 7,
      startFee: 4990,
      invoiceFee: 75,
      service: 490,
    },
    regno: norwegian,
  },
  'group-uk': {
    brands: [
      ['BMW', 35],
      ['MINI', 25],
      ['Mercedes-Benz', 32],
      ['smart', 8],
    ],
    share: 0.175,
    vat: 0.2,
    perEuro: 0.86,
    rounding: { step: 500, tail: 5 },
    unit: { name: 'miles', km: 1.609344 },
    electric: 1.2,
    manual: 0.3,
    loan: { rate: 8.9, campaignRate: 4.9, startFee: 0, invoiceFee: 10, minCash: 10, maxCash: 40 },
    leasing: {
      mileages: [6000, 8000, 10000, 15000],
      defaultMileage: 8000,
      rate: 7.9,
      startFee: 295,
      invoiceFee: 0,
      service: 35,
    },
    regno: british,
  },
  'store-se': {
    brands: [
      ['Volvo', 25],
      ['Volkswagen', 18],
      ['Toyota', 15],
      ['Kia', 8],
      ['Škoda', 10],
      ['BMW', 8],
      ['Hyundai', 6],
      ['Mercedes-Benz', 10],
    ],
    share: 0.15,
    vat: 0.25,
    perEuro: 11.6,
    rounding: { step: 1000, tail: 100 },
    unit: { name: 'mil', km: 10 },
    electric: 1.3,
    manual: 0.2,
    loan: {
      rate: 7.45,
      campaignRate: 4.95,
      startFee: 495,
      invoiceFee: 49,
      minCash: 20,
      maxCash: 50,
    },
    leasing: {
      mileages: [1000, 1500, 2000],
      defaultMileage: 1500,
      rate: 6.9,
      startFee: 495,
      invoiceFee: 49,
      service: 0,
    },
    regno: swedish,
  },
  'store-no': {
    brands: [
      ['Volkswagen', 20],
      ['Toyota', 15],
      ['BMW', 10],
      ['Kia', 12],
      ['Hyundai', 10],
      ['Škoda', 12],
      ['Mercedes-Benz', 8],
      ['Volvo', 13],
    ],
    share: 0.1,
    vat: 0.25,
    perEuro: 11.9,
    rounding: { step: 1000, tail: 100 },
    unit: { name: 'mil', km: 10 },
    electric: 4,
    manual: 0.1,
    loan: {
      rate: 7.9,
      campaignRate: 5.5,
      startFee: 1290,
      invoiceFee: 75,
      minCash: 35,
      maxCash: 60,
    },
    leasing: {
      mileages: [1000, 1500, 2000],
      defaultMileage: 1500,
      rate: 7.4,
      startFee: 4990,
      invoiceFee: 75,
      service: 0,
    },
    regno: norwegian,
  },
  'store-fi': {
    brands: [
      ['Toyota', 25],
      ['Volkswagen', 15],
      ['Škoda', 18],
      ['Volvo', 12],
      ['Kia', 10],
      ['BMW', 10],
      ['Hyundai', 10],
    ],
    share: 0.1,
    vat: 0.255,
    perEuro: 1.05,
    rounding: { step: 500, tail: 10 },
    unit: { name: 'km', km: 1 },
    electric: 0.8,
    manual: 0.3,
    loan: { rate: 5.9, campaignRate: 2.9, startFee: 250, invoiceFee: 9, minCash: 10, maxCash: 50 },
    leasing: {
      mileages: [10000, 15000, 20000, 25000],
      defaultMileage: 15000,
      rate: 5.5,
      startFee: 250,
      invoiceFee: 9,
      service: 0,
    },
    regno: finnish,
  },
  'store-sk': {
    brands: [
      ['Škoda', 30],
      ['Volkswagen', 18],
      ['Toyota', 12],
      ['Kia', 12],
      ['Hyundai', 12],
      ['BMW', 8],
      ['Mercedes-Benz', 8],
    ],
    share: 0.075,
    vat: 0.23,
    perEuro: 0.92,
    rounding: { step: 500, tail: 10 },
    unit: { name: 'km', km: 1 },
    electric: 0.4,
    manual: 0.45,
    loan: { rate: 6.9, campaignRate: 3.9, startFee: 190, invoiceFee: 5, minCash: 20, maxCash: 60 },
    leasing: {
      mileages: [10000, 15000, 20000, 30000],
      defaultMileage: 20000,
      rate: 6.5,
      startFee: 190,
      invoiceFee: 5,
      service: 0,
    },
    regno: slovak,
  },
};

/** The Swedish price base amount (prisbasbelopp) of 2026, for the company-car benefit. */
export const swedishPriceBaseAmount = 59_200;
