import { describe, expect, it } from 'vitest';
import { sampleCarSellers } from '#client/contact/seller-choices.ts';
import { dealerSitesOf, siteDocument } from '#kv-seed/stock/dealer-sites.ts';
import { sites } from '#src/sites/catalogue.ts';
import type { SiteDocument } from '#client/contracts/site-document.ts';

const groupSe = dealerSitesOf(sites['group-se']).map(siteDocument);

describe('sample car sellers', () => {
  it('offers one seller per dealer site of the brand, at its new-car department for the brand', () => {
    const sellers = sampleCarSellers('Volvo', groupSe);
    const volvoSites = groupSe.filter((site) => site.site_brands.includes('Volvo'));
    expect(sellers.map((s) => s.name)).toEqual(volvoSites.map((s) => s.site_official_name));
    for (const [i, seller] of sellers.entries()) {
      const department = volvoSites[i]!.site_departments.find(
        (d) => d.department_type === 'SalesNew',
      )!;
      expect(seller.email).toBe(department.brands.find((b) => b.name === 'Volvo')!.email);
      expect(seller.phone).toBe(department.phone);
    }
  });

  it('matches the brand regardless of case and skips sites of other brands', () => {
    expect(sampleCarSellers('volvo', groupSe)).toEqual(sampleCarSellers('Volvo', groupSe));
    expect(sampleCarSellers('Lada', groupSe)).toEqual([]);
  });

  it('offers no seller for a site whose departments do not sell the brand', () => {
    const site = groupSe.find((s) => s.site_brands.includes('Toyota'))!;
    const withoutDepartment: SiteDocument = {
      ...site,
      site_departments: site.site_departments.map((d) => ({
        ...d,
        brands: d.brands.filter((b) => b.name !== 'Toyota'),
      })),
    };
    expect(sampleCarSellers('Toyota', [withoutDepartment])).toEqual([]);
  });
});
