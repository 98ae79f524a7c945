import { describe, expect, it } from 'vitest';
import {
  dealerCarListHref,
  parseGeocoord,
  parseSiteListQuery,
  siteDetailPath,
  siteListHref,
  siteListRequest,
  siteSlugFromPath,
  toggleSiteListValue,
} from '#client/lib/dealer-sites/site-paths.ts';
import { searchRequestSchema } from '#client/contracts/search.ts';

describe('dealer slugs from paths', () => {
  it('takes the segment after the site-detail path as the slug', () => {
    expect(siteSlugFromPath('/anlaggningar/bmw-stockholm', '/anlaggningar')).toBe('bmw-stockholm');
    expect(siteSlugFromPath('/find-us/bmw-park-royal/', '/find-us/')).toBe('bmw-park-royal');
    expect(siteSlugFromPath('/Hitta-Oss/Malmo', '/hitta-oss')).toBe('malmo');
  });

  it('leaves the list itself, deeper paths, other sections and non-slugs alone', () => {
    expect(siteSlugFromPath('/anlaggningar', '/anlaggningar')).toBeNull();
    expect(siteSlugFromPath('/anlaggningar/region/skane', '/anlaggningar')).toBeNull();
    expect(siteSlugFromPath('/anlaggningar-gamla/volvo', '/anlaggningar')).toBeNull();
    expect(siteSlugFromPath('/anlaggningar/_site-detail', '/anlaggningar')).toBeNull();
    expect(siteSlugFromPath('/anlaggningar/%E0%A4%A', '/anlaggningar')).toBeNull();
  });

  it('joins a detail path and a slug with one slash', () => {
    expect(siteDetailPath('/anlaggningar', 'volvo-goteborg')).toBe('/anlaggningar/volvo-goteborg');
    expect(siteDetailPath('/en/dealerships/', 'volvo-goteborg')).toBe(
      '/en/dealerships/volvo-goteborg',
    );
  });
});

describe('the latest-arrivals link', () => {
  it("filters the car list by the dealer's website city and name, one parameter each", () => {
    const href = dealerCarListHref('/kop-bil', {
      website_city: 'Malmö',
      site_official_name: 'Carstore Malmö',
    });
    const url = new URL(href, 'http://x');
    expect(url.pathname).toBe('/kop-bil');
    expect([...url.searchParams]).toEqual([
      ['car_site_city', 'Malmö'],
      ['car_site_name', 'Carstore Malmö'],
    ]);
  });
});

describe('the site list query', () => {
  it('reads facet values from the URL, including the names old links use, without duplicates', () => {
    const query = parseSiteListQuery(
      new URLSearchParams(
        'car_site_region=Sk%C3%A5ne&site_region=Sk%C3%A5ne&site_departments.brands.name=Volvo&website_city=&keyphrase=%20malm%C3%B6%20&unknown=1',
      ),
    );
    expect(query).toEqual({
      keyphrase: 'malmö',
      selected: { website_city: [], site_region: ['Skåne'], site_brands: ['Volvo'] },
    });
  });

  it('writes a query back as one parameter per value and toggles values on and off', () => {
    const base = parseSiteListQuery(new URLSearchParams(''));
    const one = toggleSiteListValue(base, 'website_city', 'Stockholm');
    const two = toggleSiteListValue(one, 'site_brands', 'BMW');
    expect(siteListHref('/anlaggningar', two)).toBe(
      '/anlaggningar?website_city=Stockholm&site_brands=BMW',
    );
    expect(
      siteListHref('/anlaggningar', toggleSiteListValue(two, 'website_city', 'Stockholm')),
    ).toBe('/anlaggningar?site_brands=BMW');
    expect(siteListHref('/anlaggningar', base)).toBe('/anlaggningar');
  });

  it('asks the sites index for 48 sites in website sort order, each facet carrying its own selection', () => {
    const request = siteListRequest({
      keyphrase: 'volvo',
      selected: { website_city: ['Stockholm'], site_region: [], site_brands: [] },
    });
    expect(searchRequestSchema.safeParse(request).success).toBe(true);
    expect(request).toMatchObject({
      index: 'sites',
      limit: 48,
      offset: 0,
      sort_name: 'website_sort_order_asc',
      keyphrase: 'volvo',
    });
    expect(request.facets.find((f) => f.name === 'website_city')!.filters).toEqual([
      { name: 'website_city', values: ['Stockholm'] },
    ]);
    expect(request.facets.find((f) => f.name === 'site_brands')!.filters).toEqual([]);
  });
});

describe('coordinates', () => {
  it("reads 'latitude,longitude' and refuses anything else", () => {
    expect(parseGeocoord('59.3293,18.0686')).toEqual({ lat: 59.3293, lon: 18.0686 });
    expect(parseGeocoord('51.5290,-0.2720')).toEqual({ lat: 51.529, lon: -0.272 });
    expect(parseGeocoord('91,10')).toBeNull();
    expect(parseGeocoord('59.3')).toBeNull();
    expect(parseGeocoord('a,b')).toBeNull();
  });
});
