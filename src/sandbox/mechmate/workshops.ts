import type { WorkshopSite } from '#client/contracts/mechmate.ts';
import { dealerSitesOf } from '#kv-seed/stock/dealer-sites.ts';
import { sites } from '#src/sites/catalogue.ts';

// The workshops the sandbox's Mechmate books: group-se's seeded dealer sites (the stock generator's
// list, the same one the site index is seeded from) with a workshop department. The sandbox never
// reads the main worker's D1: it builds this list from the generator once per isolate.

/**
 * Brands whose owners book their workshops through their own sites (the landing header links to
 * BMW's and MINI's): the partner serves none of them, so a BMW-only workshop is not one of its
 * departments and a BMW is not a car it books for.
 */
export const externallyBookedBrands: ReadonlySet<string> = new Set(['BMW', 'MINI']);

/** A workshop as the stream sends it, before its first free slot is looked up. */
export type Workshop = Omit<WorkshopSite, 'firstTimeSlot'>;

function toWorkshops(): Workshop[] {
  return dealerSitesOf(sites['group-se']).flatMap((site) => {
    const workshop = site.site_departments.find((d) => d.department_type === 'Workshop');
    const brands = workshop?.brands
      .map((brand) => brand.name)
      .filter((name) => !externallyBookedBrands.has(name));
    if (!workshop || !brands?.length) return [];
    const [latitude, longitude] = site.site_geocoord.split(',').map(Number) as [number, number];
    return [
      {
        departmentId: `verkstad-${site.slug}`,
        siteId: site.site_id,
        siteName: site.site_official_name,
        address: `${site.site_street}, ${site.site_zip} ${site.site_city}`,
        latitude,
        longitude,
        brands,
      },
    ];
  });
}

/** Every workshop of the partner, in the site index's order. */
export const workshops: readonly Workshop[] = toWorkshops();

/** The workshop of a department id, if the partner has it. */
export function workshopOf(departmentId: string): Workshop | undefined {
  return workshops.find((workshop) => workshop.departmentId === departmentId);
}

/** A brand as the authorised-workshop path carries it: lower case, dashes for spaces. */
const brandKey = (brand: string) =>
  brand
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '-');

const servedBrands = new Set(workshops.flatMap((workshop) => workshop.brands.map(brandKey)));

/** Whether one of the partner's workshops is authorised for the brand ('Mercedes-Benz', 'alfa-romeo'). */
export function hasAuthorizedWorkshop(brand: string): boolean {
  return servedBrands.has(brandKey(brand));
}
