import { describe, expect, it } from 'vitest';
import type { Country } from '#client/contracts/site-profile.ts';
import { projectCountry } from '#client/lib/dealer-sites/country-outlines.ts';
import { allDealerSites } from '#kv-seed/stock/dealer-sites.ts';
import { sites } from '#src/sites/catalogue.ts';

describe('the offline map', () => {
  it("places every seeded dealer inside its country's drawing", () => {
    for (const dealer of allDealerSites()) {
      const map = projectCountry(sites[dealer.siteName].country as Country);
      const [lat, lon] = dealer.site_geocoord.split(',').map(Number) as [number, number];
      const { x, y } = map.place(lat, lon);
      expect(x, dealer.slug).toBeGreaterThanOrEqual(0);
      expect(x, dealer.slug).toBeLessThanOrEqual(map.width);
      expect(y, dealer.slug).toBeGreaterThanOrEqual(0);
      expect(y, dealer.slug).toBeLessThanOrEqual(map.height);
    }
  });

  it('puts north up and east right: Stockholm is north-east of Malmö', () => {
    const sweden = projectCountry('SE');
    const stockholm = sweden.place(59.3293, 18.0686);
    const malmo = sweden.place(55.605, 13.0038);
    expect(stockholm.y).toBeLessThan(malmo.y);
    expect(stockholm.x).toBeGreaterThan(malmo.x);
    expect(sweden.outline).toMatch(/^M[\d.]+ [\d.]+(L[\d.]+ [\d.]+)+Z$/);
  });
});
