import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deferIndexes, readMigrations } from '#kv-seed/seed.ts';
import { allDealerSites, dealerSitesOf, siteDocument } from '#kv-seed/stock/dealer-sites.ts';
import { allPictures, picturesDir } from '#kv-seed/stock/draw-pictures.ts';
import { monthlyPayment } from '#kv-seed/stock/financing.ts';
import {
  generateAllStock,
  generateStock,
  type StockCar,
  stockSizeFrom,
  stockSizes,
  testStockSize,
  vehicleCount,
} from '#kv-seed/stock/generate-stock.ts';
import { markets } from '#kv-seed/stock/markets.ts';
import { carDocumentSchema, carFields } from '#client/contracts/car-document.ts';
import { carFromRow, carToRow, siteFromRow, siteToRow } from '#src/search/d1/rows.ts';
import { siteDocumentSchema, siteFields } from '#client/contracts/site-document.ts';
import type { SiteName } from '#client/contracts/site-profile.ts';
import { sites } from '#src/sites/catalogue.ts';

const root = join(import.meta.dirname, '../../..');
// The stock the worker tests seed: every index of every site.
const stock = [...generateAllStock({ cars: testStockSize })].flatMap((index) => [...index]);
const bySite = (name: SiteName, kind: 'cars' | 'vehicles' = 'cars') =>
  stock.filter((car) => car.car_index === sites[name].indexes[kind]);
const siteNames = Object.keys(sites) as SiteName[];
const withoutWeek = ({ caroftheweek: _week, ...car }: StockCar) => car;

describe('stock generator', () => {
  it('generates the same stock on every run, and a larger stock starts with the cars of a smaller one', () => {
    const a = generateStock(sites['group-se'], 120);
    expect(generateStock(sites['group-se'], 120)).toEqual(a);
    expect(generateStock(sites['group-se'], 60).map(withoutWeek)).toEqual(
      a.slice(0, 60).map(withoutWeek),
    );
    expect(generateStock(sites['group-no'], 5)).not.toEqual(generateStock(sites['group-se'], 5));
  });

  it('sizes the default stock at about 20,000 cars and scales to 200,000', () => {
    const total = (n: number) => Object.values(stockSizes(n)).reduce((sum, size) => sum + size, 0);
    expect(total(20_000)).toBeGreaterThanOrEqual(19_990);
    expect(total(20_000)).toBeLessThanOrEqual(20_010);
    expect(total(200_000)).toBeGreaterThanOrEqual(199_990);
    for (const name of siteNames) {
      expect(bySite(name)).toHaveLength(stockSizes(testStockSize)[name]);
      expect(bySite(name, 'vehicles')).toHaveLength(vehicleCount(stockSizes(testStockSize)[name]));
    }
  });

  it('reads the stock size from --cars or STOCK_CARS and rejects nonsense', () => {
    expect(stockSizeFrom([], {})).toBe(20_000);
    expect(stockSizeFrom(['--cars', '200000'], {})).toBe(200_000);
    expect(stockSizeFrom(['--cars=5000'], {})).toBe(5000);
    expect(stockSizeFrom(['.wrangler/state'], { STOCK_CARS: '700' })).toBe(700);
    expect(() => stockSizeFrom(['--cars', 'many'], {})).toThrow(/--cars/);
    expect(() => stockSizeFrom(['--cars', '-5'], {})).toThrow(/--cars/);
  });

  it('writes every field of the car document, each car valid by the document schema, with unique ids per index', () => {
    for (const car of stock) {
      const parsed = carDocumentSchema.safeParse(car);
      expect(parsed.success, `${car.car_index} ${car.car_id}: ${parsed.error?.message}`).toBe(true);
    }
    for (const name of siteNames) {
      for (const kind of ['cars', 'vehicles'] as const) {
        const ids = bySite(name, kind).map((car) => car.car_id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids.every((id) => /^\d+$/.test(id))).toBe(true);
      }
    }
  });

  it('turns a document into a D1 row and back unchanged (JSON columns parse, booleans as 0/1)', () => {
    for (const car of stock.slice(0, 300)) {
      const row = carToRow(car);
      expect(typeof row.car_images).toBe('string');
      expect([0, 1]).toContain(row.car_is_sample);
      const { car_index: _index, ...document } = car;
      expect(carDocumentSchema.parse(carFromRow(row))).toEqual(document);
    }
    for (const dealer of allDealerSites()) {
      const document = siteDocument(dealer);
      expect(siteDocumentSchema.parse(siteFromRow(siteToRow(document)))).toEqual(document);
    }
  });

  it('names every document field as a column of the migration', () => {
    const sql = readFileSync(join(root, 'kv-seed/d1-migrations/0002_search_index.sql'), 'utf8');
    const columnsOf = (table: string) =>
      [
        ...(
          new RegExp(`CREATE TABLE ${table} \\(([\\s\\S]*?)\\n\\);`).exec(sql)?.[1] ?? ''
        ).matchAll(/^\s+([a-z_]+) (?:TEXT|INTEGER|REAL)/gm),
      ].map((m) => m[1]);
    expect(columnsOf('cars').sort()).toEqual(['car_index', ...carFields].sort());
    expect(columnsOf('sites').sort()).toEqual(['site_index', ...siteFields].sort());
  });

  it('prices in the site currency and shows the mileage in the market unit', () => {
    for (const name of siteNames) {
      const cars = bySite(name);
      expect(
        cars.every((car) => car.car_price_currency === sites[name].currency && car.car_price > 0),
      ).toBe(true);
      const symbol = { SEK: 'kr', NOK: 'kr', GBP: '£', EUR: '€' }[sites[name].currency];
      expect(cars.every((car) => car.car_price_text.includes(symbol))).toBe(true);
      for (const car of cars) {
        const km = car.car_odometer_unit === 'mi' ? car.car_odometer * 1.609344 : car.car_odometer;
        if (sites[name].country === 'SE' || sites[name].country === 'NO') {
          // Swedish and Norwegian mil: ten kilometres.
          expect(car.car_mileage_text).toMatch(/^[\d\s\u00a0]+ mil$/);
          expect(Math.abs(car.car_mileage * 10 - km)).toBeLessThanOrEqual(5);
        } else if (sites[name].country === 'GB') {
          expect(car.car_mileage_text).toMatch(/^[\d,]+ miles$/);
          expect(car.car_odometer_unit).toBe('mi');
          expect(car.car_mileage).toBe(car.car_odometer);
        } else {
          expect(car.car_mileage_text).toMatch(/^[\d\s\u00a0]+ km$/);
          expect(car.car_mileage).toBe(car.car_odometer);
        }
      }
    }
    const used = bySite('group-se').find((car) => car.car_is_used && car.car_mileage > 1000)!;
    expect(used.car_mileage_text).toBe(
      `${new Intl.NumberFormat('sv-SE').format(used.car_mileage)} mil`,
    );
  });

  it('shows van (LCV) prices without VAT and every other price with VAT', () => {
    const lcv = stock.filter((car) => car.car_vehicle_type_code === 'LCV');
    expect(lcv.length).toBeGreaterThan(50);
    for (const car of stock) {
      const site = siteNames.find(
        (name) =>
          sites[name].indexes.cars === car.car_index ||
          sites[name].indexes.vehicles === car.car_index,
      )!;
      const vat = markets[site].vat;
      expect(car.car_retail_price_exkl_vat).toBe(Math.round(car.car_retail_price / (1 + vat)));
      if (car.car_vehicle_type_code === 'LCV') {
        expect(car.car_price).toBe(
          car.car_campaign_price_exkl_vat ?? car.car_retail_price_exkl_vat,
        );
        expect(car.car_price_title).toMatch(/exkl\. moms|eks\. mva\.|excl\. VAT|alv 0 %|bez DPH/);
      } else {
        expect(car.car_price).toBe(car.car_campaign_price ?? car.car_retail_price);
        expect(car.car_price_title).not.toMatch(/exkl|eks\.|excl|alv 0|bez DPH/);
      }
      if (car.car_has_campaign_price)
        expect(car.car_campaign_price!).toBeLessThan(car.car_retail_price);
      else expect(car.car_campaign_price).toBeNull();
    }
  });

  it('lists samples only on the dealer-group sites, as new cars without sellers', () => {
    for (const name of siteNames) {
      const samples = bySite(name).filter((car) => car.car_is_sample);
      if (sites[name].kind === 'group') expect(samples.length).toBeGreaterThan(5);
      else expect(samples).toEqual([]);
      expect(samples.every((car) => !car.car_is_used && car.car_sellers.length === 0)).toBe(true);
    }
    expect(
      stock.filter((car) => !car.car_is_sample).every((car) => car.car_sellers.length > 0),
    ).toBe(true);
  });

  it('places every car at a seeded dealer site of its own site, with its name, city and region', () => {
    for (const name of siteNames) {
      const dealers = new Map(dealerSitesOf(sites[name]).map((dealer) => [dealer.site_id, dealer]));
      for (const car of [...bySite(name), ...bySite(name, 'vehicles')]) {
        const dealer = dealers.get(car.car_site_id);
        expect(dealer, `${car.car_id} at ${car.car_site_id}`).toBeDefined();
        expect([car.car_site_name, car.car_site_city, car.car_site_region]).toEqual([
          dealer!.site_official_name,
          dealer!.website_city,
          dealer!.site_region,
        ]);
        expect(car.car_companyerpid).toBe(dealer!.erp_id.split('.')[0]);
        expect(dealer!.site_departments.map((d) => d.users.map((u) => u.email)).flat()).toEqual(
          expect.arrayContaining(car.car_sellers.map((s) => s.email)),
        );
      }
    }
  });

  it('sells the brands of each market: only BMW, MINI, Mercedes-Benz and smart in the UK', () => {
    expect([...new Set(bySite('group-uk').map((car) => car.car_brand))].sort()).toEqual([
      'BMW',
      'MINI',
      'Mercedes-Benz',
      'smart',
    ]);
    for (const name of siteNames) {
      const allowed = new Set(markets[name].brands.map(([brand]) => brand));
      expect(bySite(name).every((car) => allowed.has(car.car_brand))).toBe(true);
    }
    expect(
      bySite('group-uk').some(
        (car) => car.car_model === 'C-Class Estate' || car.car_model === 'C-Class',
      ),
    ).toBe(true);
  });

  it('gives electric cars range, battery and charging data, and cars with a tank no battery', () => {
    const electric = stock.filter((car) =>
      ['El', 'Elektrisk', 'Electric', 'Sähkö', 'Elektrický'].includes(car.car_fuel),
    );
    expect(electric.length).toBeGreaterThan(100);
    for (const car of electric) {
      expect(car.battery_size).toBeGreaterThan(20);
      expect(car.wltp_electric_range).toBeGreaterThan(100);
      expect(car.car_electric_range).toBeLessThan(car.wltp_electric_range!);
      expect(car.electric_charging_speed_dc).toBeGreaterThan(0);
      expect(car.wltp_electric_consumption_text).toMatch(/kWh\/100 km$/);
      expect(car.car_fuel_tank_capacity_text).toBeNull();
    }
    const petrol = stock.filter((car) =>
      ['Bensin', 'Petrol', 'Bensiini', 'Benzín'].includes(car.car_fuel),
    );
    expect(
      petrol.every((car) => car.battery_size === null && car.car_fuel_tank_capacity_text !== null),
    ).toBe(true);
  });

  it('offers financing with placeholders {1}..{7} in every disclaimer and monthly costs that match the options', () => {
    const financed = stock.filter((car) => car.car_loan_option);
    expect(financed.length).toBeGreaterThan(stock.length / 2);
    for (const car of stock) {
      for (const disclaimer of [
        car.car_loan_option?.disclaimer,
        ...car.car_leasing_options.map((o) => o.disclaimer),
      ]) {
        if (disclaimer) for (let n = 1; n <= 7; n++) expect(disclaimer).toContain(`{${n}}`);
      }
      expect(car.car_loan_monthly_cost).toBe(car.car_loan_option?.default_monthly_cost ?? null);
      expect(car.car_privateleasing_monthly_cost).toBe(
        car.car_private_leasing_option?.monthly_cost ?? null,
      );
      expect(car.car_companyleasing_monthly_cost).toBe(
        car.car_company_leasing_option?.monthly_cost ?? null,
      );
      expect(car.car_has_privateleasing).toBe(car.car_private_leasing_option !== null);
      expect(car.car_leasing_options.map((o) => o.leasing_type)).toEqual([
        ...(car.car_private_leasing_option ? ['Private'] : []),
        ...(car.car_company_leasing_option ? ['Company'] : []),
      ]);
      const loan = car.car_loan_option;
      if (loan)
        expect(loan.contract_durations.map((d) => d.months)).toContain(
          loan.default_contract_duration,
        );
      const company = car.car_company_leasing_option;
      if (company) {
        expect(Object.keys(company.company_leasing_options)).toContain(
          String(company.default_company_leasing_mileage),
        );
        expect(Object.keys(company.default_company_leasing_option)).toEqual(
          Object.keys(company.company_leasing_options),
        );
      }
    }
  });

  it('computes monthly payments with the annuity formula, a residual left to the end', () => {
    expect(monthlyPayment(100_000, 6, 60)).toBe(1933);
    expect(monthlyPayment(120_000, 0, 12)).toBe(10_000);
    // With half left as a residual, less is paid each month.
    expect(monthlyPayment(100_000, 6, 36, 50_000)).toBeLessThan(monthlyPayment(100_000, 6, 36));
    expect(monthlyPayment(100_000, 6, 36, 50_000)).toBe(1771);
  });

  it('marks six cars of the week in every car index and publishes every car before the stock date', () => {
    for (const name of siteNames)
      expect(bySite(name).filter((car) => car.caroftheweek)).toHaveLength(6);
    expect(
      stock.every(
        (car) =>
          car.car_publishdate <= '2026-11-01T06:00:00.000Z' && car.car_publishdate >= '2026-05-01',
      ),
    ).toBe(true);
  });

  it('covers every facet value kind in the small test stock on every site', () => {
    for (const name of siteNames) {
      const cars = bySite(name);
      expect(cars.some((car) => car.car_has_campaign_price)).toBe(true);
      expect(cars.some((car) => car.car_has_privateleasing)).toBe(true);
      expect(cars.some((car) => car.car_has_companyleasing)).toBe(true);
      expect(cars.some((car) => car.wltp_electric_range !== null && car.battery_size! > 20)).toBe(
        true,
      );
      expect(new Set(cars.map((car) => car.car_body)).size).toBeGreaterThanOrEqual(4);
      expect(new Set(cars.map((car) => car.car_gearbox)).size).toBe(2);
      expect(bySite(name, 'vehicles').some((car) => car.car_vehicle_type_code === 'LCV')).toBe(
        true,
      );
    }
  });

  it('writes equipment and descriptions in the site language', () => {
    expect(bySite('group-se')[0]!.car_description).toMatch(/[åäö]/);
    expect(
      bySite('store-fi').every((car) => /[äö]|Tervetuloa|Tämä|Myynnissä/.test(car.car_description)),
    ).toBe(true);
    expect(bySite('store-sk').some((car) => car.car_equipment.includes('Cúvacia kamera'))).toBe(
      true,
    );
    expect(bySite('group-uk').some((car) => car.car_equipment.includes('Reversing camera'))).toBe(
      true,
    );
  });
});

describe('dealer sites', () => {
  const dealers = allDealerSites();
  /** Rough bounding boxes of the five countries. */
  const boxes: Record<string, [latMin: number, latMax: number, lonMin: number, lonMax: number]> = {
    SE: [55.2, 69.1, 10.9, 24.2],
    NO: [57.9, 71.2, 4.5, 31.2],
    GB: [49.9, 60.9, -8.7, 1.8],
    FI: [59.7, 70.1, 20.5, 31.6],
    SK: [47.7, 49.7, 16.8, 22.6],
  };

  it('seeds about forty dealer sites, each a valid site document in a country of its site', () => {
    expect(dealers.length).toBeGreaterThanOrEqual(38);
    for (const dealer of dealers) {
      expect(siteDocumentSchema.safeParse(siteDocument(dealer)).success).toBe(true);
      const [lat, lon] = dealer.site_geocoord.split(',').map(Number) as [number, number];
      const [latMin, latMax, lonMin, lonMax] = boxes[sites[dealer.siteName].country]!;
      expect(lat, dealer.slug).toBeGreaterThan(latMin);
      expect(lat, dealer.slug).toBeLessThan(latMax);
      expect(lon, dealer.slug).toBeGreaterThan(lonMin);
      expect(lon, dealer.slug).toBeLessThan(lonMax);
    }
    for (const name of siteNames) {
      const list = dealerSitesOf(sites[name]);
      expect(list.length).toBeGreaterThanOrEqual(3);
      expect(new Set(list.map((d) => d.slug)).size).toBe(list.length);
      expect(list.map((d) => d.website_sort_order)).toEqual(
        [...list.map((d) => d.website_sort_order)].sort((a, b) => a - b),
      );
    }
  });

  it('has the dealer slugs the redirects point at, and the three Carstore locations', () => {
    for (const name of siteNames) {
      const rules = JSON.parse(readFileSync(join(root, 'redirects', `${name}.json`), 'utf8')) as {
        rules: Array<{ destination: string }>;
      };
      const slugs = new Set(dealerSitesOf(sites[name]).map((d) => d.slug));
      for (const { destination } of rules.rules) {
        const slug =
          /^\/(?:anlaggningar|anlegg|find-us|hitta-oss|kontakt|yhteystiedot|kontakty)\/([a-z0-9-]+)$/.exec(
            destination,
          )?.[1];
        if (slug) expect(slugs, `${name} ${destination}`).toContain(slug);
      }
    }
    expect(dealerSitesOf(sites['store-se']).map((d) => [d.slug, d.website_city])).toEqual([
      ['kungens-kurva', 'Kungens Kurva'],
      ['malmo', 'Malmö'],
      ['molndal', 'Mölndal'],
    ]);
    expect(dealerSitesOf(sites['store-fi']).map((d) => d.slug)).toEqual([
      'vantaa',
      'tampere',
      'turku',
    ]);
  });

  it('groups departments in the site language with well-formed opening schedules', () => {
    expect(dealerSitesOf(sites['group-se'])[0]!.site_departments.map((d) => d.group)).toEqual([
      'Nya bilar',
      'Begagnade bilar',
      'Service',
    ]);
    expect(dealerSitesOf(sites['group-uk'])[0]!.site_departments.map((d) => d.group)).toEqual([
      'New cars',
      'Used cars',
      'Service',
    ]);
    expect(dealerSitesOf(sites['store-fi'])[0]!.site_departments.map((d) => d.group)).toEqual([
      'Vaihtoautot',
      'Huolto',
    ]);
    for (const dealer of dealers) {
      for (const department of dealer.site_departments) {
        const { openinghours, deviationdays, vacationdays } = department.openingschedule;
        expect(openinghours).toHaveLength(3);
        expect(
          openinghours.every(
            (line) =>
              /\d/.test(line.displayText) ||
              /^(Stängt|Stengt|Closed|Suljettu|Zatvorené)$/.test(line.displayText),
          ),
        ).toBe(true);
        expect(deviationdays.every((day) => /^\d{4}-\d{2}-\d{2}$/.test(day.day))).toBe(true);
        expect(vacationdays.every((v) => v.vacationstart <= v.vacationend)).toBe(true);
        expect(department.users.length).toBeGreaterThanOrEqual(2);
        expect(department.brands.map((b) => b.name)).toEqual(dealer.site_brands);
      }
      expect(dealer.site_departments.some((d) => d.openingschedule.vacationdays.length > 0)).toBe(
        true,
      );
    }
  });

  it('uses the phone numbers Sweden and the UK reserve for fiction', () => {
    for (const dealer of dealers.filter((d) => d.siteName.endsWith('-se'))) {
      expect(dealer.site_phone).toMatch(/^(08-465 004|031-390 06|040-628 04|070-174 06) \d{2}$/);
    }
    for (const dealer of dealers.filter((d) => d.siteName === 'group-uk')) {
      expect(dealer.site_phone).toMatch(/^(020 7946 0|0\d{3} 496 0)\d{3}$/);
    }
  });
});

describe('stock pictures and schema', () => {
  it('serves every picture a car or site names, drawn exactly as the drawing code draws it today', () => {
    const pictures = new Map(allPictures());
    for (const [path, svg] of pictures)
      expect(readFileSync(join(picturesDir, path), 'utf8'), path).toBe(`${svg}\n`);
    for (const car of stock)
      for (const image of car.car_images)
        expect(pictures.has(image.original), image.original).toBe(true);
    expect(
      stock.every((car) => car.car_primary_image.thumbnail_url === car.car_images[0]!.original),
    ).toBe(true);
    expect(stock[0]!.car_images[0]!.blur_data_url).toMatch(/^data:image\/gif;base64,R0lGODlh/);
  });

  it('builds the indexes after the bulk load, leaving out those of tables a later migration drops', () => {
    const { now, afterLoad } = deferIndexes(readMigrations());
    expect(afterLoad.some((sql) => sql.includes('cars_by_index_and_date'))).toBe(false);
    expect(afterLoad.some((sql) => sql.includes('cars_by_price'))).toBe(true);
    expect(now.some((sql) => /^CREATE INDEX/i.test(sql))).toBe(false);
    expect(now.some((sql) => sql.includes('CREATE VIRTUAL TABLE cars_fts'))).toBe(true);
  });
});
