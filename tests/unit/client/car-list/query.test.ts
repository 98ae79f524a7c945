import { describe, expect, it } from 'vitest';
import {
  buildSearchRequest,
  clampRange,
  emptyQuery,
  type FieldKinds,
  type ListConfig,
  type ListQuery,
  listHref,
  parseAmount,
  parseListUrl,
  progressText,
  setRange,
  sliderStep,
  toggleValue,
  valueForSlug,
} from '#client/car-list/query.ts';
import { type Facet, searchCatalogue, searchRequestSchema } from '#client/contracts/search.ts';

const kinds: FieldKinds = {
  kindOf: (name) => searchCatalogue.cars.fields[name],
  isRange: (name) => searchCatalogue.cars.histograms.includes(name),
};

const facets: Facet[] = [
  {
    name: 'car_brand',
    child_name: 'car_model',
    type: 'value',
    values: [
      {
        text: 'Volvo',
        count: 10,
        children: [
          { text: 'XC60', count: 4 },
          { text: 'V60 Cross Country', count: 2 },
        ],
      },
      { text: 'Mercedes-Benz', count: 5, children: [{ text: 'GLC', count: 5 }] },
      { text: 'Land Rover', count: 2, children: [{ text: 'Defender', count: 2 }] },
    ],
  },
  {
    name: 'car_fuel',
    type: 'value',
    values: [
      { text: 'El', count: 7 },
      { text: 'Bensin', count: 8 },
    ],
  },
  { name: 'car_price', type: 'histogram', values: [], min: 50_000, max: 650_000 },
];

const config: ListConfig = {
  facets: [
    { Name: 'car_brand', Label: 'Märke' },
    { Name: 'car_fuel', Label: 'Drivmedel' },
    { Name: 'car_price', Label: 'Pris' },
  ],
  sortOptions: [
    { Name: 'car_publishdate_desc', Label: 'Senast' },
    { Name: 'car_price_asc', Label: 'Pris' },
  ],
  fixedFilters: [{ name: 'car_is_used', values: [true] }],
};

const query = (over: Partial<ListQuery>): ListQuery => ({ ...emptyQuery(), ...over });

function roundTrip(listPath: string, q: ListQuery): ListQuery {
  const url = new URL(listHref(listPath, q), 'https://store-se.example');
  const extra = url.pathname
    .slice(listPath.length)
    .split('/')
    .filter(Boolean)
    .map(decodeURIComponent);
  const parsed = parseListUrl(extra, url.searchParams, kinds)!;
  const brand = parsed.segments[0]
    ? valueForSlug(facets[0]!.values, parsed.segments[0])
    : undefined;
  const model =
    brand && parsed.segments[1] ? valueForSlug(brand.children, parsed.segments[1]) : undefined;
  if (brand) parsed.query.filters.car_brand = [brand.text];
  if (model) parsed.query.filters.car_model = [model.text];
  return parsed.query;
}

describe('car list URL', () => {
  it('writes one brand and one model as ~ segments and everything else as parameters', () => {
    const q = query({
      filters: {
        car_brand: ['Volvo'],
        car_model: ['V60 Cross Country'],
        car_fuel: ['El', 'Hybrid'],
      },
      ranges: { car_price: [100_000, 300_000] },
      keyphrase: 'drag',
      sortName: 'car_price_asc',
      page: 2,
    });
    expect(listHref('/kop-bil', q)).toBe(
      '/kop-bil/~volvo/~v60-cross-country?car_fuel=El&car_fuel=Hybrid&car_price=100000-300000&keyphrase=drag&sortName=car_price_asc&page=2',
    );
  });

  it('keeps several brands as parameters and leaves page 0 out', () => {
    expect(
      listHref(
        '/en/buy-car/all-cars',
        query({ filters: { car_brand: ['Volvo', 'Mercedes-Benz'] } }),
      ),
    ).toBe('/en/buy-car/all-cars?car_brand=Volvo&car_brand=Mercedes-Benz');
    expect(listHref('/kop-bil', emptyQuery())).toBe('/kop-bil');
  });

  it('round-trips filters, ranges, keyphrase, sort and page through the URL', () => {
    const cases: ListQuery[] = [
      query({ filters: { car_brand: ['Mercedes-Benz'], car_model: ['GLC'] }, page: 3 }),
      query({
        filters: { car_brand: ['Land Rover'], car_fuel: ['El'], car_has_campaign_price: ['true'] },
        ranges: { car_mileage: [0, 5000] },
        keyphrase: 'dragkrok',
        sortName: 'car_price_asc',
      }),
      query({ filters: { car_brand: ['Volvo', 'Land Rover'], car_model: ['XC60'] } }),
    ];
    for (const q of cases) expect(roundTrip('/kop-bil', q)).toEqual(q);
  });

  it('matches ~ segments case-insensitively and reads any filterable field of the index', () => {
    expect(valueForSlug(facets[0]!.values, 'LAND-rover')?.text).toBe('Land Rover');
    const parsed = parseListUrl(
      ['~volvo'],
      new URLSearchParams(
        'car_site_city=Malmö&car_site_name=Carstore+Malmö&unknown=1&car_year=abc&page=x',
      ),
      kinds,
    )!;
    expect(parsed.segments).toEqual(['volvo']);
    expect(parsed.query.filters).toEqual({
      car_site_city: ['Malmö'],
      car_site_name: ['Carstore Malmö'],
    });
    expect(parsed.query.page).toBe(0);
  });

  it('refuses paths whose extra segments are not ~ segments', () => {
    expect(parseListUrl(['volvo'], new URLSearchParams(), kinds)).toBeNull();
    expect(parseListUrl(['~a', '~b', '~c'], new URLSearchParams(), kinds)).toBeNull();
  });
});

describe('car list search request', () => {
  it('puts each facet selection on its facet and the rest on the filters, valid for the contract', () => {
    const q = query({
      filters: { car_brand: ['Volvo'], car_model: ['XC60'], car_site_city: ['Malmö'] },
      ranges: { car_price: [100_000, 300_000] },
      keyphrase: 'drag',
      sortName: 'car_price_asc',
      page: 1,
    });
    const request = buildSearchRequest(config, q, ['car_id'], 48, 48);
    expect(request.facets?.[0]).toEqual({
      name: 'car_brand',
      child_name: 'car_model',
      sort_order: 'count_desc',
      filters: [
        { name: 'car_brand', values: ['Volvo'] },
        { name: 'car_model', values: ['XC60'] },
      ],
    });
    expect(request.facets?.[2]?.filters).toEqual([
      { name: 'car_price', type: 'range', values: [100_000, 300_000] },
    ]);
    expect(request.filters).toEqual([
      { name: 'car_is_used', values: [true] },
      { name: 'car_site_city', values: ['Malmö'] },
    ]);
    expect(request).toMatchObject({
      keyphrase: 'drag',
      sort_name: 'car_price_asc',
      limit: 48,
      offset: 48,
    });
    expect(searchRequestSchema.safeParse(request).success).toBe(true);
  });

  it('uses the first sort option when the URL names none', () => {
    expect(buildSearchRequest(config, emptyQuery(), ['car_id'], 48, 0).sort_name).toBe(
      'car_publishdate_desc',
    );
  });
});

describe('car list filter changes', () => {
  it("removes a brand's models with the brand and resets the page", () => {
    const q = query({
      filters: { car_brand: ['Volvo', 'Mercedes-Benz'], car_model: ['XC60', 'GLC'] },
      page: 4,
    });
    expect(toggleValue(q, 'car_brand', 'Volvo', facets)).toEqual(
      query({ filters: { car_brand: ['Mercedes-Benz'], car_model: ['GLC'] } }),
    );
    expect(toggleValue(q, 'car_fuel', 'El', facets).filters.car_fuel).toEqual(['El']);
  });

  it("drops a range set to the facet's full range", () => {
    const bounds = { min: 50_000, max: 650_000 };
    expect(
      setRange(query({ ranges: { car_price: [1, 2] } }), 'car_price', [50_000, 650_000], bounds)
        .ranges,
    ).toEqual({});
    expect(setRange(emptyQuery(), 'car_price', [60_000, 650_000], bounds).ranges).toEqual({
      car_price: [60_000, 650_000],
    });
  });
});

describe('car list range inputs', () => {
  const bounds = { min: 50_000, max: 650_000 };

  it('reads the digits of a typed amount after removing spaces', () => {
    expect(parseAmount('150 000')).toBe(150_000);
    expect(parseAmount('150\u00a0000 kr')).toBe(150_000);
    expect(parseAmount('abc')).toBeNull();
  });

  it("clamps both ends to the facet's min and max", () => {
    expect(clampRange([10, 900_000], 'min', bounds)).toEqual([50_000, 650_000]);
    expect(clampRange([100_000, 200_000], 'max', bounds)).toEqual([100_000, 200_000]);
  });

  it('gives both ends the moved value when min passes max', () => {
    expect(clampRange([400_000, 300_000], 'min', bounds)).toEqual([400_000, 400_000]);
    expect(clampRange([400_000, 300_000], 'max', bounds)).toEqual([300_000, 300_000]);
  });

  it('steps about one percent of the range, at least 1', () => {
    expect(sliderStep(bounds)).toBe(6000);
    expect(sliderStep({ min: 0, max: 40 })).toBe(1);
  });
});

describe('car list progress', () => {
  it('formats counts in the site language and shows 10000+ at the cap', () => {
    expect(progressText('{shown} of {total}', 48, 1234, 'en-GB', 10_000)).toBe('48 of 1,234');
    expect(progressText('{shown} av {total}', 96, 10_000, 'sv-SE', 10_000)).toBe('96 av 10000+');
  });
});
