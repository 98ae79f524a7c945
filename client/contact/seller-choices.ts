import type { Seller } from '../contracts/car-document.ts';
import type { SiteDocument } from '../contracts/site-document.ts';

/** Spec 7 and 9: a sample car's dealers are the sites of its brand, at most 100. */
export const sampleCarSiteLimit = 100;

/**
 * The sellers a visitor chooses from for a sample car: one per dealer site of the car's brand,
 * reached at that site's new-car department's address for the brand (else the department's own).
 * A site with no department selling the brand offers no seller ('Department not found', spec 8).
 * The detail page shows this list; the forms route rebuilds it to check the visitor's choice.
 */
export function sampleCarSellers(brand: string, sites: readonly SiteDocument[]): Seller[] {
  const wanted = brand.toLowerCase();
  const sellers: Seller[] = [];
  for (const site of sites) {
    if (!site.site_brands.some((b) => b.toLowerCase() === wanted)) continue;
    const selling = site.site_departments.filter((d) =>
      d.brands.some((b) => b.name.toLowerCase() === wanted),
    );
    const department =
      selling.find((d) => d.department_type === 'SalesNew') ??
      selling.find((d) => d.department_type !== 'Workshop');
    if (!department) continue;
    const brandEmail = department.brands.find((b) => b.name.toLowerCase() === wanted)?.email;
    sellers.push({
      name: site.site_official_name,
      email: brandEmail ?? department.email,
      phone: department.phone,
    });
  }
  return sellers;
}

/** The search for the dealer sites of a brand (the `sites` index), as page and route both ask it. */
export function brandSitesSearch(brand: string) {
  return {
    index: 'sites' as const,
    filters: [{ name: 'site_brands', values: [brand] }],
    sort_name: 'website_sort_order_asc',
    limit: sampleCarSiteLimit,
  };
}
