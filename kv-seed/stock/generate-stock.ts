// The generated stock of the seven sites: cars (and the commercial vehicles of the vehicle
// index), every field of the spec's car document, realistic per market. Deterministic: each car
// is drawn from its own seed (site, index, position), so a stock is the same on every machine and
// a larger stock starts with the cars of a smaller one. Dates count back from a fixed day.
import type { CarDocument } from '#client/contracts/car-document.ts';
import { type Site, sites } from '#src/sites/catalogue.ts';
import type { SiteName } from '#client/contracts/site-profile.ts';
import { type DealerSite, dealerSitesOf } from './dealer-sites.ts';
import {
  companyLeasingOption,
  type FinancingInput,
  type Formats,
  formats,
  leasingTerms,
  loanOption,
  privateLeasingOption,
} from './financing.ts';
import { type Market, markets, swedishPriceBaseAmount } from './markets.ts';
import {
  type Fuel,
  type Model,
  carModels,
  commercialModels,
  engines,
  genericEngines,
  trims,
} from './models.ts';
import { carBlurDataUrl, carPicturePath, type Scene, scenes } from './pictures.ts';
import { Dice, hash, slugify } from './random.ts';
import { colours, localModelName, type StockTexts, stockTexts } from './texts.ts';
import { kilowattsOf } from '#client/stock/power.ts';

/** The day the stock was indexed: publish dates count back from it. */
export const stockDate = new Date('2026-11-01T06:00:00Z');
/** The model year of new cars and samples. */
const currentYear = 2026;

/** Cars in all the car indexes by default (`npm run seed`); `--cars N` or STOCK_CARS change it. */
export const defaultStockSize = 20_000;
/**
 * The stock the worker tests seed for every test file: a few hundred cars a site, still with
 * every kind of facet value (samples, vans, electric cars, campaigns, leasing, cars of the week).
 */
export const testStockSize = 2_100;

/** A car of one index, as the seeder writes it. */
export type StockCar = CarDocument & { car_index: string };

export type IndexKind = 'cars' | 'vehicles';

const siteNumber: Record<SiteName, number> = {
  'group-se': 1,
  'group-no': 2,
  'group-uk': 3,
  'store-se': 4,
  'store-no': 5,
  'store-fi': 6,
  'store-sk': 7,
};

/** World manufacturer identifiers that open a brand's chassis numbers. */
const wmi: Record<string, string> = {
  Volvo: 'YV1',
  Volkswagen: 'WVW',
  Toyota: 'SB1',
  BMW: 'WBA',
  MINI: 'WMW',
  'Mercedes-Benz': 'W1K',
  smart: 'LL4',
  Kia: 'U5Y',
  Škoda: 'TMB',
  Ford: 'WF0',
  Renault: 'VF1',
  Hyundai: 'TMA',
  Polestar: 'LPS',
  MG: 'LSJ',
};
const vinCharacters = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

interface SiteContext {
  site: Site;
  market: Market;
  texts: StockTexts;
  f: Formats;
  dealers: DealerSite[];
  /** Models to draw from with their weights. */
  carPool: ReadonlyArray<readonly [Model, number]>;
  vanPool: ReadonlyArray<readonly [Model, number]>;
  vehiclePool: ReadonlyArray<readonly [Model, number]>;
}

const contexts = new Map<SiteName, SiteContext>();

function contextOf(site: Site): SiteContext {
  const cached = contexts.get(site.name);
  if (cached) return cached;
  const market = markets[site.name];
  const language = site.languages[0]!;
  const locale = site.locales[language]!;
  const brandWeight = new Map(market.brands);
  const pool = (catalogue: Record<string, Model[]>, filter: (m: Model) => boolean) =>
    [...brandWeight].flatMap(([brand, weight]) => {
      const models = (catalogue[brand] ?? []).filter(filter);
      return models.map(
        (model) =>
          [
            model,
            (weight / models.length) * (model.fuels.includes('electric') ? market.electric : 1),
          ] as const,
      );
    });
  const context: SiteContext = {
    site,
    market,
    texts: stockTexts[language],
    f: formats(locale, site.currency),
    // A motorcycle dealer stocks no cars: the cars stay where they were before it was seeded.
    dealers: dealerSitesOf(site).filter((dealer) => dealer.sellsCars),
    carPool: pool(carModels, () => true),
    vanPool: pool(commercialModels, (m) => m.type === 'LCV'),
    vehiclePool: pool(commercialModels, () => true),
  };
  contexts.set(site.name, context);
  return context;
}

/** How many cars each site's car index holds in a stock of `total` cars. */
export function stockSizes(total: number): Record<SiteName, number> {
  return Object.fromEntries(
    Object.values(sites).map((site) => [
      site.name,
      Math.max(1, Math.round(total * markets[site.name].share)),
    ]),
  ) as Record<SiteName, number>;
}

/** The vehicle index holds about a twentieth as many vehicles as the site has cars. */
export const vehicleCount = (cars: number) => Math.max(12, Math.round(cars / 20));

function pickFuel(dice: Dice, model: Model, market: Market): Fuel {
  if (
    model.fuels.includes('electric') &&
    model.fuels.length > 1 &&
    dice.chance(Math.min(0.9, 0.3 * market.electric))
  )
    return 'electric';
  return dice.pick(model.fuels);
}

function roundPrice(value: number, market: Market): number {
  const { step, tail } = market.rounding;
  return Math.max(step, Math.round(value / step) * step) - tail;
}

function engineName(dice: Dice, brand: string, fuel: Fuel): string {
  return dice.pick(engines[brand]?.[fuel] ?? genericEngines[fuel]);
}

type Condition = 'new' | 'sample' | 'used';

/** One car: position `i` of a site's car or vehicle index. */
export function generateCar(site: Site, kind: IndexKind, i: number): StockCar {
  const ctx = contextOf(site);
  const { market, texts, f } = ctx;
  const dice = new Dice(hash(`${site.name}:${kind}:${i}`));
  const language = site.languages[0]!;

  const model = dice.weighted(
    kind === 'vehicles' ? ctx.vehiclePool : dice.chance(0.04) ? ctx.vanPool : ctx.carPool,
  );
  const fuel = pickFuel(dice, model, market);
  const trim = dice.pick(trims[model.brand] ?? ['Base', 'Comfort', 'Premium']);
  const engine =
    model.type === 'TRUCK'
      ? dice.pick(['4x2', '4x2 Euro 6', '6x2'])
      : engineName(dice, model.brand, fuel);
  const modelName = localModelName(model.model, language);

  // Condition: store sites sell used cars; group sites also new cars in stock and new-model samples.
  const condition: Condition =
    site.kind === 'store'
      ? 'used'
      : dice.weighted<Condition>([
          ['used', 72],
          ['new', 20],
          ['sample', 8],
        ]);
  const isNew = condition !== 'used';
  const drawnAge = isNew
    ? 0
    : Math.min(
        currentYear - model.since,
        dice.weighted([
          [1, 24],
          [2, 22],
          [3, 18],
          [4, 12],
          [5, 9],
          [6, 6],
          [7, 4],
          [8, 3],
          [9, 2],
        ]),
      );
  const usedAge = isNew ? 0 : Math.max(1, drawnAge);
  const year = currentYear - usedAge;
  const km =
    condition === 'new'
      ? dice.int(0, 40)
      : condition === 'sample'
        ? dice.int(50, 2500)
        : Math.round((usedAge * dice.between(9000, 22000) + dice.int(0, 3000)) / 10) * 10;
  const mileage = Math.round(km / market.unit.km);
  const odometerInMiles = site.country === 'GB';

  // Dealer: new cars and samples at a dealer of the brand; used cars mostly there too (trade-ins elsewhere).
  const brandDealers = ctx.dealers.filter((d) => d.site_brands.includes(model.brand));
  const dealer = dice.pick(
    brandDealers.length > 0 && (isNew || dice.chance(0.7)) ? brandDealers : ctx.dealers,
  );

  // Prices: list price new in the market, less about 14 % a year, give or take condition and mileage.
  const gearboxManual =
    (fuel === 'petrol' || fuel === 'diesel') &&
    model.type !== 'TRUCK' &&
    dice.chance(market.manual);
  const newPrice =
    model.priceEur * market.perEuro * dice.between(0.95, 1.25) * (fuel === 'plugin' ? 1.08 : 1);
  const value = isNew
    ? newPrice * (condition === 'sample' ? 0.97 : 1)
    : newPrice * 0.86 ** usedAge * dice.between(0.9, 1.08) * (gearboxManual ? 0.95 : 1);
  const retail = roundPrice(value, market);
  const hasCampaign = dice.chance(isNew ? 0.3 : 0.15);
  const campaign = hasCampaign
    ? Math.min(retail - market.rounding.step, roundPrice(retail * dice.between(0.9, 0.97), market))
    : null;
  const exVat = (amount: number) => Math.round(amount / (1 + market.vat));
  const isLcv = model.type === 'LCV';
  const shownRetail = isLcv ? exVat(retail) : retail;
  const shownCampaign = campaign === null ? null : isLcv ? exVat(campaign) : campaign;
  const price = shownCampaign ?? shownRetail;

  // Technical data.
  const electric = fuel === 'electric';
  const plugin = fuel === 'plugin';
  const hp = Math.round(
    (model.priceEur / 420 + 70) *
      (electric ? 1.35 : plugin ? 1.45 : fuel === 'diesel' ? 0.95 : 1) *
      dice.between(0.85, 1.2),
  );
  const kw = kilowattsOf(hp);
  const acceleration = Math.round(Math.min(16, 2.8 + 1000 / hp) * 10) / 10;
  const litres = electric
    ? null
    : plugin
      ? dice.between(0.8, 1.8)
      : fuel === 'hybrid'
        ? dice.between(4, 5.6)
        : fuel === 'diesel'
          ? dice.between(4.6, 7.2)
          : dice.between(5.4, 8.4);
  const emission = litres === null ? 0 : Math.round(litres * (fuel === 'diesel' ? 26.5 : 23.2));
  const battery = electric
    ? Math.round(Math.min(111, 40 + model.priceEur / 1800) * dice.between(0.9, 1.05))
    : plugin
      ? Math.round(dice.between(10, 25) * 10) / 10
      : null;
  const consumption = electric
    ? Math.round(dice.between(14.5, model.type === 'PC' ? 21 : 28) * 10) / 10
    : null;
  const wltpRange = electric
    ? Math.round(((battery! / consumption!) * 100 * 0.95) / 5) * 5
    : plugin
      ? dice.int(8, 20) * 5
      : null;
  const realRange = wltpRange === null ? null : Math.round((wltpRange * 0.8) / 5) * 5;
  const ac = electric
    ? dice.pick([11, 11, 11, 22])
    : plugin
      ? dice.pick([3.7, 7.4, 7.4, 11])
      : null;
  const dc = electric
    ? dice.pick([50, 100, 130, 150, 175, 200, 250])
    : plugin && dice.chance(0.2)
      ? 50
      : null;
  const tank = electric
    ? null
    : plugin
      ? dice.int(40, 55)
      : model.type === 'TRUCK'
        ? dice.int(150, 300)
        : dice.int(40, 70);
  const weight = Math.round(
    1050 +
      (model.size[0] - 3800) * 0.6 +
      (electric ? 420 : plugin ? 260 : 0) +
      (model.type === 'TRUCK' ? 4000 : 0) +
      dice.int(-60, 60),
  );
  const range = (km: number) =>
    odometerInMiles
      ? `${f.number(Math.round(km / 1.609344))} ${texts.mileageUnit}`
      : `${f.number(km)} km`;
  const awd = /AWD|4Motion|4MATIC|xDrive|Dual Motor|Twin Motor|AWD-i|6x2/.test(engine);
  const rear =
    !awd && /sDrive|eDrive|Single Motor|250\+|350\+/.test(engine) && model.brand !== 'MINI';
  const colour = dice.pick(colours);
  const sceneOrder = [...scenes.slice(i % 3), ...scenes.slice(0, i % 3)] as Scene[];

  // Financing.
  const age = usedAge;
  const finance: FinancingInput = {
    price: isLcv ? exVat(campaign ?? retail) : (campaign ?? retail),
    ageYears: age,
    market,
    texts,
    f,
    campaignLoan: dice.chance(isNew ? 0.2 : 0.06),
    campaignPrivate: dice.chance(0.2),
    campaignCompany: dice.chance(0.15),
  };
  const loan = age <= 10 ? loanOption(finance) : null;
  const hasPrivate = model.type === 'PC' && age <= 4 && dice.chance(isNew ? 0.7 : 0.3);
  const hasCompany = model.type !== 'TRUCK' && age <= 3 && dice.chance(isNew ? 0.5 : 0.2);
  const privateLease = hasPrivate ? privateLeasingOption(finance) : null;
  const companyLease = hasCompany ? companyLeasingOption(finance, exVat(campaign ?? retail)) : null;
  const campaigns: CarDocument['car_campaigns'] = [];
  const validTo = '2026-12-31';
  if (campaign !== null)
    campaigns.push({
      id: `price-${site.country.toLowerCase()}-winter`,
      title: texts.campaign.title,
      description: texts.campaign.description,
      valid_to: validTo,
    });
  if (loan && finance.campaignLoan)
    campaigns.push({
      id: `loan-${site.country.toLowerCase()}`,
      title: texts.campaign.financeTitle,
      description: texts.campaign.financeDescription,
      valid_to: validTo,
    });

  // The Swedish company-car benefit (förmånsvärde) on passenger cars.
  const swedish = site.country === 'SE' && model.type === 'PC';
  const newPriceRounded = roundPrice(newPrice, market);
  const benefitBase = electric
    ? Math.max(0, newPriceRounded - 350_000)
    : plugin
      ? Math.max(0, newPriceRounded - 140_000)
      : newPriceRounded;
  const benefit = swedish
    ? Math.round(
        (0.29 * swedishPriceBaseAmount + benefitBase * (0.7 * 0.0255 + 0.01) + 0.13 * benefitBase) /
          12,
      )
    : null;

  const registered = condition === 'used' || (condition === 'sample' && dice.chance(0.3));
  const month = dice.int(1, 12);
  const firstRegistration = registered
    ? `${year}-${String(month).padStart(2, '0')}-${String(dice.int(1, 28)).padStart(2, '0')}`
    : null;
  const publishedSecondsAgo = dice.int(0, 180 * 86_400);
  const equipment = dice.sample(
    texts.equipment,
    dice.int(10, Math.min(26, texts.equipment.length)),
  );
  const d = texts.description;
  const carName = `${model.brand} ${modelName}`;
  const description = [dice.pick(d.opening), ...dice.sample(d.middle, 2), dice.pick(d.closing)]
    .join(' ')
    .replaceAll('{car}', carName)
    .replaceAll('{site}', dealer.website_city);
  const sellers = condition === 'sample' ? [] : dice.sample(dealer.sellers, dice.int(1, 2));
  const id = String(
    (siteNumber[site.name] * 10 + (kind === 'vehicles' ? 5 : 0)) * 1_000_000 + i + 1,
  );
  const images = sceneOrder.map((scene) => ({
    original: carPicturePath(model.body, colour, scene),
    blur_data_url: carBlurDataUrl(colour, scene),
  }));
  const mm = (n: number) => `${f.number(n)} mm`;

  return {
    car_index: site.indexes[kind],
    car_id: id,
    slug: slugify(`${model.brand} ${modelName} ${engine} ${trim} ${year}`),
    car_site_name: dealer.site_official_name,
    car_site_id: dealer.site_id,
    car_site_city: dealer.website_city,
    car_site_region: dealer.site_region,
    car_site_leads_email: dealer.site_email.replace(/^info\./, 'leads.'),
    car_brand: model.brand,
    car_model: modelName,
    car_model_text: `${engine} ${trim}`,
    car_version: trim,
    car_body: texts.body[model.body],
    car_year: year,
    car_fuel: texts.fuel[fuel],
    car_gearbox: gearboxManual ? texts.gearbox.manual : texts.gearbox.automatic,
    car_color: texts.colour[colour],
    car_condition: isNew ? texts.condition.new : texts.condition.used,
    car_is_used: !isNew,
    car_drive: awd ? texts.drive.all : rear ? texts.drive.rear : texts.drive.front,
    car_mileage: mileage,
    car_mileage_text: `${f.number(mileage)} ${texts.mileageUnit}`,
    car_odometer: odometerInMiles ? Math.round(km / 1.609344) : km,
    car_odometer_unit: odometerInMiles ? 'mi' : 'km',
    car_acceleration_text:
      model.type === 'TRUCK'
        ? null
        : odometerInMiles
          ? `0–62 mph ${f.decimal(acceleration)} s`
          : `0–100 km/h ${f.decimal(acceleration)} s`,
    car_emission_mixed_text: `${f.number(emission)} g/km`,
    car_fuel_combined_text:
      litres === null
        ? null
        : odometerInMiles
          ? `${f.decimal(282.481 / litres)} mpg`
          : `${f.decimal(litres)} l/100 km`,
    wltp_electric_consumption: consumption,
    wltp_electric_consumption_text:
      consumption === null ? null : `${f.decimal(consumption)} kWh/100 km`,
    wltp_electric_range: wltpRange,
    wltp_electric_range_text: wltpRange === null ? null : range(wltpRange),
    car_electric_range: realRange,
    car_electric_range_text: realRange === null ? null : range(realRange),
    car_fuel_tank_capacity_text: tank === null ? null : `${f.number(tank)} l`,
    battery_size: battery,
    battery_size_text: battery === null ? null : `${f.decimal(battery)} kWh`,
    electric_charging_speed_ac: ac,
    electric_charging_speed_ac_text: ac === null ? null : `${f.decimal(ac)} kW`,
    electric_charging_speed_dc: dc,
    electric_charging_speed_dc_text: dc === null ? null : `${f.number(dc)} kW`,
    car_power: hp,
    car_power_text: texts.power(hp, kw),
    car_service_weight_text: `${f.number(weight)} kg`,
    car_seats: model.seats,
    car_doors: model.doors,
    car_cargo_volume_text: `${f.number(model.cargo)} l`,
    car_height_text: mm(model.size[2]),
    car_length_text: mm(model.size[0]),
    car_width_text: mm(model.size[1]),
    car_ncapstars:
      model.type === 'TRUCK'
        ? null
        : model.type === 'LCV'
          ? dice.chance(0.5)
            ? null
            : dice.int(3, 5)
          : dice.weighted([
              [5, 75],
              [4, 20],
              [3, 5],
            ]),
    car_firstregistration: firstRegistration,
    car_regno: registered ? market.regno(dice, fuel) : null,
    car_chassino: `${wmi[model.brand] ?? 'WDB'}${Array.from({ length: 14 }, () => dice.pick([...vinCharacters])).join('')}`,
    car_vehicle_type_code: model.type,
    car_vat_eligible: isNew || model.type !== 'PC' || dice.chance(0.4),
    car_is_sample: condition === 'sample',
    caroftheweek: false,
    autos_on_show: dice.chance(0.1),
    car_price: price,
    car_price_title: isLcv ? texts.priceTitle.withoutVat : texts.priceTitle.withVat,
    car_price_text: f.money(price),
    car_price_currency: site.currency,
    car_retail_price: retail,
    car_retail_price_text: f.money(shownRetail),
    car_retail_price_exkl_vat: exVat(retail),
    car_campaign_price: campaign,
    car_campaign_price_text: shownCampaign === null ? null : f.money(shownCampaign),
    car_campaign_price_exkl_vat: campaign === null ? null : exVat(campaign),
    car_has_campaign_price: campaign !== null,
    car_has_campaign_loan: loan !== null && finance.campaignLoan,
    car_has_campaign_companyleasing: companyLease?.is_campaign ?? false,
    car_has_campaign_privateleasing: privateLease?.is_campaign ?? false,
    car_campaigns: campaigns,
    car_primary_image: {
      thumbnail_url: images[0]!.original,
      blur_data_url: images[0]!.blur_data_url,
    },
    car_images: images,
    car_equipment: equipment,
    car_description: description,
    car_sellers: sellers,
    car_pbbratio: swedish
      ? Math.round((newPriceRounded / swedishPriceBaseAmount) * 100) / 100
      : null,
    car_beneficial_value: benefit,
    car_has_companyleasing: companyLease !== null,
    car_has_privateleasing: privateLease !== null,
    car_privateleasing_monthly_cost: privateLease?.monthly_cost ?? null,
    car_companyleasing_monthly_cost: companyLease?.monthly_cost ?? null,
    car_loan_monthly_cost: loan?.default_monthly_cost ?? null,
    car_loan_option: loan,
    // The list carries each lease's own terms; the company calculator's tables stay in car_company_leasing_option.
    car_leasing_options: [
      ...(privateLease ? [privateLease] : []),
      ...(companyLease ? [leasingTerms(companyLease)] : []),
    ],
    car_company_leasing_option: companyLease,
    car_private_leasing_option: privateLease,
    car_publishdate: new Date(stockDate.getTime() - publishedSecondsAgo * 1000).toISOString(),
    indexed_at: stockDate.toISOString(),
    car_companyerpid: dealer.erp_id.split('.')[0]!,
    car_departmenterpid:
      (isNew ? dealer.departmentErp.new : undefined) ?? dealer.departmentErp.used,
  };
}

/** Cars of the week: six spread over the index. */
function isCarOfTheWeek(i: number, count: number): boolean {
  const stride = Math.max(1, Math.floor(count / 6));
  return i % stride === stride >> 1 && i / stride < 6;
}

/** A site's car (or vehicle) index of `count` entries, one car at a time. */
export function* stockOf(site: Site, count: number, kind: IndexKind = 'cars'): Generator<StockCar> {
  for (let i = 0; i < count; i++) {
    const car = generateCar(site, kind, i);
    if (isCarOfTheWeek(i, count)) car.caroftheweek = true;
    yield car;
  }
}

/** A site's car (or vehicle) index of `count` entries. */
export function generateStock(site: Site, count: number, kind: IndexKind = 'cars'): StockCar[] {
  return [...stockOf(site, count, kind)];
}

export interface StockOptions {
  /** Cars in all the car indexes together (default 20,000); vehicle indexes add a twentieth. */
  cars?: number;
}

/**
 * Every site's car and vehicle index, each drawn as it is written: at 200,000 cars no index is
 * ever held in memory whole.
 */
export function* generateAllStock(options: StockOptions = {}): Generator<Iterable<StockCar>> {
  const sizes = stockSizes(options.cars ?? defaultStockSize);
  for (const site of Object.values(sites)) {
    yield stockOf(site, sizes[site.name]);
    yield stockOf(site, vehicleCount(sizes[site.name]), 'vehicles');
  }
}

/** The stock size asked for on the command line (`--cars N`) or in STOCK_CARS, else the default. */
export function stockSizeFrom(
  argv: readonly string[],
  env: Record<string, string | undefined>,
): number {
  const flag = argv.indexOf('--cars');
  const raw =
    flag >= 0
      ? argv[flag + 1]
      : (argv.find((a) => a.startsWith('--cars='))?.slice(7) ?? env.STOCK_CARS);
  if (raw === undefined) return defaultStockSize;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 7 || n > 1_000_000)
    throw new Error(`--cars wants a whole number from 7 to 1000000, not ${raw}`);
  return n;
}
