import type { SearchFilterInput } from '#client/contracts/search.ts';
import { brandSitesSearch } from '#client/contact/seller-choices.ts';
import { type CardCar, cardCarFields } from '#client/contracts/car-card.ts';
import { type SearchScope, searchForPage } from '../../search/cached-search.ts';
import type { CarDocument } from '#client/contracts/car-document.ts';
import type { SiteDocument } from '#client/contracts/site-document.ts';
import type { StockIndex } from '../../search/stock-car.ts';

/** Spec 9: similar cars. */
export const similarCarsLimit = 8;

/**
 * Spec 7: eight recommendations without the car itself; for a stock car those of the same region,
 * body and fuel, for a sample car the stock cars (not samples) of the same brand and model.
 */
export function similarFilters(car: CarDocument): SearchFilterInput[] {
  const exclude: SearchFilterInput = { name: 'car_id', type: 'exclude', values: [car.car_id] };
  if (car.car_is_sample) {
    return [
      exclude,
      { name: 'car_is_sample', values: [false] },
      { name: 'car_brand', values: [car.car_brand] },
      { name: 'car_model', values: [car.car_model] },
    ];
  }
  return [
    exclude,
    { name: 'car_site_region', values: [car.car_site_region] },
    { name: 'car_body', values: [car.car_body] },
    { name: 'car_fuel', values: [car.car_fuel] },
  ];
}

/** Similar cars come from the index the car is in: vans beside a van of the vehicle index. */
export async function loadSimilarCars(
  scope: SearchScope,
  car: CarDocument,
  index: StockIndex = 'cars',
): Promise<CardCar[]> {
  const answer = await searchForPage(scope, {
    index,
    fields: cardCarFields,
    filters: similarFilters(car),
    limit: similarCarsLimit,
    sort_name: 'car_publishdate_desc',
  });
  return answer.content as unknown as CardCar[];
}

/** The not-found panel's cars: those the list's keyphrase finds, else the latest arrivals. */
export async function loadCarsLike(scope: SearchScope, keyphrase: string): Promise<CardCar[]> {
  if (keyphrase) {
    const answer = await searchForPage(scope, {
      index: 'cars',
      fields: cardCarFields,
      keyphrase,
      limit: similarCarsLimit,
    });
    if (answer.content.length > 0) return answer.content as unknown as CardCar[];
  }
  const latest = await searchForPage(scope, {
    index: 'cars',
    fields: cardCarFields,
    limit: similarCarsLimit,
    sort_name: 'car_publishdate_desc',
  });
  return latest.content as unknown as CardCar[];
}

/** The car's dealer: the site by site_id (spec 7, limit 1). */
export async function loadCarSite(
  scope: SearchScope,
  car: CarDocument,
): Promise<SiteDocument | null> {
  const answer = await searchForPage(scope, {
    index: 'sites',
    filters: [{ name: 'site_id', values: [car.car_site_id] }],
    limit: 1,
  });
  return (answer.content[0] as SiteDocument | undefined) ?? null;
}

/** Spec 7: the dealers of a sample car's brand (site_brands, limit 100). */
export async function loadBrandSites(scope: SearchScope, brand: string): Promise<SiteDocument[]> {
  const answer = await searchForPage(scope, brandSitesSearch(brand));
  return answer.content as SiteDocument[];
}
