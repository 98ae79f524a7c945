import { Miniflare } from 'miniflare';
import { readMigrations } from '../kv-seed/seed.ts';
import { carFields } from '../src/search/documents.ts';
import { runD1Search } from '../src/search/d1/index.ts';
import { precomputeSearchSummaries } from '../src/search/d1/summary.ts';
import { normaliseSearch } from '../src/search/normalise.ts';
import { searchRequestSchema } from '../client/lib/search-contract.ts';

const mf = new Miniflare({ modules: true, script: 'export default { fetch() { return new Response("x") } }', d1Databases: ['DB'], compatibilityDate: '2025-01-01', cf: false } as never);
const db = (await mf.getD1Database('DB')) as any;
await db.batch(readMigrations().map((s: string) => db.prepare(s)));
const brands = { Volvo: ['XC40', 'XC60'], Kia: ['Niro', 'EV6'], Škoda: ['Octavia'] } as Record<string, string[]>;
const rows: any[] = [];
for (let i = 0; i < 300; i++) {
  const brand = Object.keys(brands)[i % 3]!;
  const model = brands[brand]![i % brands[brand]!.length]!;
  const row: Record<string, unknown> = {};
  for (const f of carFields) row[f] = 'x';
  Object.assign(row, {
    car_id: String(1000 + i), slug: `c-${i}`, car_brand: brand, car_model: model, car_year: 2015 + (i % 9), car_mileage: (i * 37) % 2000, car_price: 100000 + ((i * 7919) % 400000),
    car_is_used: i % 2, car_vat_eligible: 0, car_is_sample: i % 5 === 0 ? 1 : 0, caroftheweek: i % 50 === 0 ? 1 : 0, autos_on_show: 0, car_has_campaign_price: i % 4 === 0 ? 1 : 0,
    car_has_campaign_loan: 0, car_has_campaign_companyleasing: 0, car_has_campaign_privateleasing: 0, car_has_companyleasing: 0, car_has_privateleasing: 0,
    car_campaign_price: i % 4 === 0 ? 90000 : null, car_power: 100 + i % 200, car_seats: 5, car_doors: 5, car_odometer: 1, car_retail_price: 1, car_retail_price_exkl_vat: 1,
    car_campaigns: '[]', car_primary_image: '{}', car_images: '[]', car_equipment: JSON.stringify(['Heated seats', 'Navigation']), car_sellers: '[]', car_leasing_options: '[]',
    car_loan_option: null, car_company_leasing_option: null, car_private_leasing_option: null, car_pbbratio: null, car_beneficial_value: null,
    car_privateleasing_monthly_cost: i % 3 ? 3000 + i : null, car_companyleasing_monthly_cost: null, car_loan_monthly_cost: null, car_ncapstars: null,
    car_publishdate: new Date(Date.UTC(2025, 0, 1) + i * 3600e3).toISOString(), car_fuel: ['El', 'Bensin', 'Diesel'][i % 3 === 0 ? 0 : (i % 7) % 3], car_body: ['SUV', 'Kombi'][i % 2], car_description: `Fin bil i Malmö nummer ${i}`,
    wltp_electric_consumption: null, wltp_electric_range: null, car_electric_range: null, battery_size: null, electric_charging_speed_ac: null, electric_charging_speed_dc: null,
    car_campaign_price_exkl_vat: null,
  });
  rows.push(row);
}
for (const row of rows) {
  const cols = ['car_index', ...carFields];
  await db.prepare(`INSERT INTO cars (${cols.join(',')}) VALUES (${cols.map(() => '?').join(',')})`).bind('cars_group_se', ...carFields.map((f) => row[f] ?? null)).run();
}
await db.prepare("INSERT INTO cars_fts(cars_fts) VALUES('rebuild')").run();
console.log('precomputed', await precomputeSearchSummaries(db));
const q = async (input: unknown) => {
  const s = normaliseSearch('group-se', searchRequestSchema.parse(input));
  const t = performance.now();
  const a = await runD1Search(db, 'cars_group_se', s);
  console.log(JSON.stringify(input), (performance.now() - t).toFixed(1), 'ms rows', a.rowsRead, 'total', a.response.total_items, 'ids', a.response.content.map((c) => c.car_id).join(','));
  for (const f of a.response.facet) console.log('  ', f.name, f.type, f.min ?? '', f.max ?? '', JSON.stringify(f.values).slice(0, 300));
};
await q({ index: 'cars', limit: 3, facets: [{ name: 'car_brand', child_name: 'car_model' }, { name: 'car_price' }, { name: 'car_is_sample' }] });
await q({ index: 'cars', limit: 3, facets: [{ name: 'car_brand', child_name: 'car_model', filters: [{ name: 'car_brand', values: ['Volvo'] }, { name: 'car_model', values: ['XC60'] }] }, { name: 'car_fuel' }, { name: 'car_price' }] });
await q({ index: 'cars', limit: 3, keyphrase: 'skoda malmo', facets: [{ name: 'car_brand' }] });
await q({ index: 'cars', limit: 3, keyphrase: 'heat', sort_name: 'car_price_asc' });
await q({ index: 'cars', limit: 3, keyphrase: '"unbalanced AND (OR NOT* NEAR( col:value ^ "' });
await q({ index: 'cars', limit: 3, sort_name: 'car_campaign_price_asc', filters: [{ name: 'car_id', type: 'exclude', values: ['1000'] }, { name: 'car_price', type: 'range', values: [100000, 300000] }] });
await mf.dispose();
