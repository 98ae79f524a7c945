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

const models: Record<string, string[]> = {
  Volvo: ['XC40', 'XC60', 'XC90', 'V60', 'V90', 'EX30'],
  Volkswagen: ['Golf', 'Passat', 'ID.4', 'Tiguan', 'Polo'],
  Toyota: ['Corolla', 'RAV4', 'Yaris', 'C-HR', 'bZ4X'],
  BMW: ['i4', 'iX1', '320d', 'X3', 'X5', '118i'],
  MINI: ['Cooper', 'Countryman', 'Aceman'],
  'Mercedes-Benz': ['A-Class', 'C-Class', 'GLC', 'EQA', 'EQE', 'Sprinter'],
  smart: ['#1', '#3'],
  Ford: ['Kuga', 'Puma', 'Mustang Mach-E', 'Transit Custom'],
  Kia: ['Niro', 'EV6', 'Sportage', 'Ceed'],
  Skoda: ['Octavia', 'Enyaq', 'Kodiaq', 'Fabia'],
  Renault: ['Clio', 'Megane E-Tech', 'Captur'],
  Hyundai: ['Ioniq 5', 'Tucson', 'Kona'],
};
const ukBrands = ['BMW', 'MINI', 'Mercedes-Benz', 'smart'];
const fuels = ['Bensin', 'Diesel', 'El', 'Hybrid', 'Laddhybrid'];
const ukFuels = ['Petrol', 'Diesel', 'Electric', 'Hybrid', 'Plug-in hybrid'];

/** Price range in whole units of the site's currency. */
const priceRange: Record<Site['currency'], [number, number]> = {
  SEK: [89_000, 899_000],
  NOK: [99_000, 949_000],
  GBP: [8_000, 79_000],
  EUR: [7_500, 72_000],
};

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
  const fuelNames = site.country === 'GB' ? ukFuels : fuels;
  const [low, high] = priceRange[site.currency];
  return Array.from({ length: count }, (_, i) => {
    const brand = pick(brands);
    const model = pick(models[brand]!);
    const year = 2017 + Math.floor(next() * 10);
    const id = `${site.country}${String(100000 + i * 7 + Math.floor(next() * 7))}`;
    const age = 2026 - year;
    return {
      car_index: site.indexes.cars,
      car_id: id,
      slug: slugify(`${brand} ${model} ${year}`),
      car_brand: brand,
      car_model: model,
      car_year: year,
      car_fuel: pick(fuelNames),
      car_mileage: age === 0 ? Math.floor(next() * 500) : Math.floor(age * (8000 + next() * 12000)),
      car_price: Math.round((low + (high - low) * next() * (1 - age * 0.07)) / 100) * 100,
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
