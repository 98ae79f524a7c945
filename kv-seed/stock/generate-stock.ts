import { type Site, sites } from '../../src/sites/catalogue.ts';

/** One row of the car index as the seed writes it. */
export interface StockRow {
  car_index: string;
  car_id: string;
  slug: string;
  car_brand: string;
  car_model: string;
  car_year: number;
  car_fuel: string;
  car_mileage: number;
  car_price: number;
  car_price_currency: string;
  car_publishdate: string;
}

type Fuel = 'petrol' | 'diesel' | 'electric' | 'hybrid' | 'plugin';

/** Model, list price new in euros, and the fuels it comes with. */
const models: Record<string, Array<[model: string, priceEur: number, fuels: Fuel[]]>> = {
  Volvo: [['XC40', 42_000, ['petrol', 'electric']], ['XC60', 58_000, ['plugin', 'diesel', 'hybrid']], ['XC90', 78_000, ['plugin', 'diesel']], ['V60', 48_000, ['plugin', 'diesel']], ['EX30', 38_000, ['electric']]],
  Volkswagen: [['Golf', 30_000, ['petrol', 'diesel', 'plugin']], ['Passat', 42_000, ['diesel', 'plugin']], ['ID.4', 45_000, ['electric']], ['Tiguan', 40_000, ['petrol', 'diesel']], ['Polo', 22_000, ['petrol']]],
  Toyota: [['Corolla', 29_000, ['hybrid']], ['RAV4', 42_000, ['hybrid', 'plugin']], ['Yaris', 21_000, ['hybrid']], ['C-HR', 33_000, ['hybrid']], ['bZ4X', 46_000, ['electric']]],
  BMW: [['i4', 58_000, ['electric']], ['iX1', 50_000, ['electric']], ['320d', 48_000, ['diesel']], ['X3', 62_000, ['diesel', 'plugin']], ['118i', 34_000, ['petrol']]],
  MINI: [['Cooper', 28_000, ['petrol', 'electric']], ['Countryman', 38_000, ['petrol', 'electric']], ['Aceman', 36_000, ['electric']]],
  'Mercedes-Benz': [['A-Class', 36_000, ['petrol', 'plugin']], ['C-Class', 52_000, ['diesel', 'plugin']], ['GLC', 65_000, ['diesel', 'plugin']], ['EQA', 52_000, ['electric']], ['EQE', 80_000, ['electric']]],
  smart: [['#1', 40_000, ['electric']], ['#3', 44_000, ['electric']]],
  Kia: [['Niro', 36_000, ['hybrid', 'electric']], ['EV6', 50_000, ['electric']], ['Sportage', 38_000, ['hybrid', 'plugin']], ['Ceed', 26_000, ['petrol']]],
  Skoda: [['Octavia', 31_000, ['petrol', 'diesel']], ['Enyaq', 47_000, ['electric']], ['Kodiaq', 44_000, ['diesel', 'plugin']]],
  Hyundai: [['Ioniq 5', 48_000, ['electric']], ['Tucson', 37_000, ['hybrid', 'plugin']], ['Kona', 30_000, ['petrol', 'electric']]],
};
const ukBrands = ['BMW', 'MINI', 'Mercedes-Benz', 'smart'];

/** Fuel names as the sites show them, by the site's first language. */
const fuelNames: Record<Site['languages'][number], Record<Fuel, string>> = {
  sv: { petrol: 'Bensin', diesel: 'Diesel', electric: 'El', hybrid: 'Hybrid', plugin: 'Laddhybrid' },
  nb: { petrol: 'Bensin', diesel: 'Diesel', electric: 'Elektrisk', hybrid: 'Hybrid', plugin: 'Ladbar hybrid' },
  en: { petrol: 'Petrol', diesel: 'Diesel', electric: 'Electric', hybrid: 'Hybrid', plugin: 'Plug-in hybrid' },
  fi: { petrol: 'Bensiini', diesel: 'Diesel', electric: 'Sähkö', hybrid: 'Hybridi', plugin: 'Lataushybridi' },
  sk: { petrol: 'Benzín', diesel: 'Diesel', electric: 'Elektrický', hybrid: 'Hybrid', plugin: 'Plug-in hybrid' },
};

/** Rough euros-to-currency factors for plausible local prices. */
const perEuro: Record<Site['currency'], number> = { SEK: 11.5, NOK: 11.7, GBP: 0.85, EUR: 1 };

// A small deterministic generator (mulberry32): the same seed gives the same stock on every machine.
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

const slugify = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** Generates a site's stock: `count` cars, newest first, published before `until`. */
export function generateStock(site: Site, count: number, until = new Date('2026-11-01T12:00:00Z')): StockRow[] {
  const next = random(hash(site.name));
  const pick = <T,>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const brands = site.name === 'group-uk' ? ukBrands : Object.keys(models);
  const fuelName = fuelNames[site.languages[0]!];
  // Whole hundreds in euro and pounds, whole thousands in crowns.
  const step = site.currency === 'SEK' || site.currency === 'NOK' ? 1000 : 100;
  return Array.from({ length: count }, (_, i) => {
    const brand = pick(brands);
    const [model, priceEur, fuels] = pick(models[brand]!);
    const year = 2017 + Math.floor(next() * 10);
    const age = 2026 - year;
    const id = `${site.country}${String(100000 + i * 7 + Math.floor(next() * 7))}`;
    // About 15 % value lost a year, give or take a tenth for condition and equipment.
    const price = priceEur * perEuro[site.currency] * 0.85 ** age * (0.9 + next() * 0.2);
    return {
      car_index: site.indexes.cars,
      car_id: id,
      slug: slugify(`${brand} ${model} ${year}`),
      car_brand: brand,
      car_model: model,
      car_year: year,
      car_fuel: fuelName[pick(fuels)],
      car_mileage: age === 0 ? Math.floor(next() * 500) : Math.floor(age * (8000 + next() * 12000)),
      car_price: Math.round(price / step) * step,
      car_price_currency: site.currency,
      car_publishdate: new Date(until.getTime() - i * 3_600_000 * 5).toISOString(),
    };
  });
}

/** Cars per site in the embedded default. */
export const seedStockSize = 240;

export function generateAllStock(): StockRow[] {
  return Object.values(sites).flatMap((site) => generateStock(site, seedStockSize));
}
