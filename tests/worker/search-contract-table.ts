// The contract table: one row per behaviour of `POST /api/search`, run unchanged against the D1
// backend and the upstream adapter (search-contract.test.ts). A row's request may be built from
// the seeded documents (the most common brand, one of its models...), so the table holds on any
// generated stock; answers are compared with the reference search in search-oracle.ts.
import type { SearchIndex, SearchRequestInput } from '#client/contracts/search.ts';
import type { SiteName } from '#client/contracts/site-profile.ts';
import type { Doc } from './search-oracle.ts';

export interface Pick {
  /** The documents of the row's index. */
  docs: Doc[];
  /** The most common value of a field (ties by text). */
  common(field: string, among?: Doc[]): string | number | boolean;
  /** A document id in the middle of the index. */
  someId(): string;
}

export interface ContractCase {
  name: string;
  site?: SiteName;
  index?: SearchIndex;
  request: SearchRequestInput | ((pick: Pick) => SearchRequestInput) | string;
  /** A bad request: the status and a pattern one of the issues (or the error) must match. */
  refused?: { status: number; message: RegExp };
  /** Further checks on an accepted answer. */
  also?:
    | 'children-of-selected-only'
    | 'no-children'
    | 'over-cap'
    | 'one-document'
    | 'empty-content'
    | 'same-as-unranged'
    | 'not-the-excluded';
}

const brandModel = { name: 'car_brand', child_name: 'car_model' };
const facetsOfList = [
  brandModel,
  { name: 'car_fuel' },
  { name: 'car_body' },
  { name: 'car_year', sort_order: 'value_desc' as const },
  { name: 'car_price' },
];

export const contractCases: ContractCase[] = [
  // First pages, defaults, paging
  {
    name: 'answers the first unfiltered page with the defaults (24 from 0, newest first)',
    request: { index: 'cars' },
  },
  {
    name: 'counts every facet kind on an unfiltered page',
    request: { index: 'cars', facets: facetsOfList, limit: 48 },
  },
  {
    name: 'pages on with offset and limit',
    request: { index: 'cars', offset: 24, limit: 24, sort_name: 'car_price_asc' },
  },
  {
    name: 'answers the last partial page across the end',
    request: (p) => ({
      index: 'cars',
      offset: Math.max(0, p.docs.length - 5),
      limit: 24,
      sort_name: 'car_mileage_asc',
    }),
  },
  {
    name: 'answers no documents past the end but still the total',
    request: (p) => ({ index: 'cars', offset: p.docs.length + 10, limit: 24 }),
    also: 'empty-content',
  },
  {
    name: 'answers only facets for limit 0',
    request: { index: 'cars', limit: 0, facets: [brandModel] },
    also: 'empty-content',
  },
  {
    name: 'returns only the asked fields',
    request: {
      index: 'cars',
      fields: ['car_id', 'car_brand', 'car_price', 'car_primary_image'],
      limit: 5,
    },
  },
  {
    name: 'caps total_items at 10000 when more documents match',
    site: 'store-sk',
    request: { index: 'cars', limit: 3 },
    also: 'over-cap',
  },
  {
    name: 'caps total_items at 10000 for a filtered search too',
    site: 'store-sk',
    request: {
      index: 'cars',
      limit: 3,
      filters: [{ name: 'car_year', type: 'range', values: [1990, 2100] }],
    },
    also: 'over-cap',
  },

  // Filters
  {
    name: 'filters on one value',
    request: (p) => ({
      index: 'cars',
      filters: [{ name: 'car_brand', values: [p.common('car_brand')] }],
    }),
  },
  {
    name: 'ORs several values of one field',
    request: (p) => ({
      index: 'cars',
      filters: [
        { name: 'car_fuel', values: [p.common('car_fuel'), 'no-such-fuel'] },
        {
          name: 'car_body',
          values: [
            p.common('car_body'),
            p.common(
              'car_body',
              p.docs.filter((d) => d.car_body !== p.common('car_body')),
            ),
          ],
        },
      ],
    }),
  },
  {
    name: 'ANDs filters on different fields',
    request: (p) => ({
      index: 'cars',
      filters: [
        { name: 'car_brand', values: [p.common('car_brand')] },
        { name: 'car_fuel', values: [p.common('car_fuel')] },
      ],
    }),
  },
  {
    name: 'filters a range with two values',
    request: (p) => ({
      index: 'cars',
      sort_name: 'car_price_asc',
      filters: [
        {
          name: 'car_price',
          type: 'range',
          values: [Number(p.common('car_price')) * 0.5, Number(p.common('car_price')) * 1.5],
        },
      ],
    }),
  },
  {
    name: 'ignores a range with one value',
    request: { index: 'cars', filters: [{ name: 'car_mileage', type: 'range', values: [1000] }] },
    also: 'same-as-unranged',
  },
  {
    name: 'filters a range given high to low',
    request: {
      index: 'cars',
      sort_name: 'car_mileage_desc',
      filters: [{ name: 'car_mileage', type: 'range', values: [5000, 0] }],
    },
  },
  {
    name: 'filters on a boolean: samples',
    request: { index: 'cars', filters: [{ name: 'car_is_sample', values: [true] }] },
  },
  {
    name: 'filters on a boolean: cars of the week',
    request: { index: 'cars', limit: 48, filters: [{ name: 'caroftheweek', values: [true] }] },
  },
  {
    name: 'takes a boolean written as text',
    request: { index: 'cars', filters: [{ name: 'car_has_campaign_price', values: ['true'] }] },
  },
  {
    name: 'finds one car by id (compare record, car detail)',
    request: (p) => ({
      index: 'cars',
      limit: 1,
      filters: [{ name: 'car_id', values: [p.someId()] }],
    }),
    also: 'one-document',
  },
  {
    name: 'excludes the car itself from similar cars',
    request: (p) => ({
      index: 'cars',
      limit: 8,
      filters: [
        { name: 'car_id', type: 'exclude', values: [p.someId()] },
        { name: 'car_body', values: [p.common('car_body')] },
      ],
    }),
    also: 'not-the-excluded',
  },
  {
    name: 'excludes several values',
    request: (p) => ({
      index: 'cars',
      filters: [{ name: 'car_fuel', type: 'exclude', values: [p.common('car_fuel')] }],
    }),
  },
  {
    name: 'filters the vehicle index',
    index: 'vehicles',
    request: { index: 'vehicles', facets: [{ name: 'car_vehicle_type_code' }, brandModel] },
  },

  // Facets
  {
    name: "keeps a facet's own selection out of its own counts",
    request: (p) => ({
      index: 'cars',
      facets: [
        { name: 'car_fuel', filters: [{ name: 'car_fuel', values: [p.common('car_fuel')] }] },
        { name: 'car_body' },
      ],
    }),
  },
  {
    name: 'narrows the other facets by a selection',
    request: (p) => ({
      index: 'cars',
      facets: [
        { name: 'car_fuel' },
        { name: 'car_body', filters: [{ name: 'car_body', values: [p.common('car_body')] }] },
        { name: 'car_gearbox' },
      ],
    }),
  },
  {
    name: "shows a selected parent's children",
    request: (p) => ({
      index: 'cars',
      facets: [
        { ...brandModel, filters: [{ name: 'car_brand', values: [p.common('car_brand')] }] },
      ],
    }),
    also: 'children-of-selected-only',
  },
  {
    name: 'marks a selected child and narrows the results to it',
    request: (p) => {
      const brand = p.common('car_brand');
      return {
        index: 'cars',
        facets: [
          {
            ...brandModel,
            filters: [
              { name: 'car_brand', values: [brand] },
              {
                name: 'car_model',
                values: [
                  p.common(
                    'car_model',
                    p.docs.filter((d) => d.car_brand === brand),
                  ),
                ],
              },
            ],
          },
          { name: 'car_fuel' },
        ],
      };
    },
    also: 'children-of-selected-only',
  },
  {
    name: 'shows no children when no parent is selected',
    request: { index: 'cars', facets: [brandModel] },
    also: 'no-children',
  },
  {
    name: 'sorts facet values by count ascending',
    request: { index: 'cars', facets: [{ name: 'car_color', sort_order: 'count_asc' }] },
  },
  {
    name: 'sorts facet values by value',
    request: {
      index: 'cars',
      facets: [
        { name: 'car_year', sort_order: 'value_asc' },
        { name: 'car_gearbox', sort_order: 'value_desc' },
      ],
    },
  },
  {
    name: 'counts a boolean facet',
    request: {
      index: 'cars',
      facets: [{ name: 'car_is_used' }, { name: 'car_has_campaign_price' }],
    },
  },
  {
    name: 'answers histograms for every range field',
    request: {
      index: 'cars',
      limit: 0,
      facets: [
        'car_price',
        'car_campaign_price',
        'car_mileage',
        'car_power',
        'car_privateleasing_monthly_cost',
        'car_companyleasing_monthly_cost',
      ].map((name) => ({ name })),
    },
  },
  {
    name: "keeps a histogram's own range out of its buckets",
    request: (p) => ({
      index: 'cars',
      facets: [
        {
          name: 'car_price',
          filters: [
            { name: 'car_price', type: 'range', values: [0, Number(p.common('car_price'))] },
          ],
        },
        { name: 'car_fuel' },
      ],
    }),
  },
  {
    name: 'counts facets with a keyphrase',
    request: (p) => ({
      index: 'cars',
      keyphrase: String(p.common('car_brand')).slice(0, 3),
      facets: [brandModel, { name: 'car_fuel' }],
    }),
  },

  // Sorts
  ...(
    [
      'car_price',
      'car_mileage',
      'car_year',
      'car_publishdate',
      'car_power',
      'car_campaign_price',
      'car_privateleasing_monthly_cost',
    ] as const
  ).flatMap((field) =>
    (['asc', 'desc'] as const).map((direction): ContractCase => ({
      name: `sorts by ${field} ${direction} with a stable tiebreak`,
      request: { index: 'cars', limit: 48, offset: 24, sort_name: `${field}_${direction}` },
    })),
  ),

  // Keyphrase
  {
    name: 'finds documents by a word prefix',
    request: (p) => ({
      index: 'cars',
      keyphrase: String(p.common('car_model')).slice(0, 2),
      sort_name: 'car_price_asc',
    }),
  },
  {
    name: 'finds documents by several words',
    request: (p) => ({
      index: 'cars',
      keyphrase: `${p.common('car_brand')} ${p.common('car_fuel')}`,
      limit: 48,
    }),
  },
  {
    name: 'ignores case and diacritics in a keyphrase',
    request: (p) => ({
      index: 'cars',
      keyphrase: String(p.common('car_brand')).toUpperCase().replace(/O/g, 'Ö'),
    }),
  },
  {
    name: 'answers a keyphrase of quotes and operators',
    request: { index: 'cars', keyphrase: '"unbalanced AND (OR NOT* NEAR( col:value ^ "' },
  },
  {
    name: 'answers a keyphrase of SQL',
    request: { index: 'cars', keyphrase: "'; DROP TABLE cars; --" },
  },
  {
    name: 'answers a keyphrase of emoji only as no keyphrase',
    request: { index: 'cars', keyphrase: '🚗🚙 💨' },
  },

  // Sites
  {
    name: 'lists dealer sites by website sort order',
    index: 'sites',
    request: { index: 'sites', limit: 48, sort_name: 'website_sort_order_asc' },
  },
  {
    name: 'lists dealer sites in the default order',
    index: 'sites',
    request: { index: 'sites', facets: [{ name: 'site_city' }, { name: 'site_brands' }] },
  },
  {
    name: 'finds a dealer site by slug',
    index: 'sites',
    request: (p) => ({
      index: 'sites',
      limit: 1,
      filters: [{ name: 'slug', values: [String(p.docs[0]!.slug)] }],
    }),
    also: 'one-document',
  },
  {
    name: 'filters dealer sites by a brand they sell',
    index: 'sites',
    request: (p) => ({
      index: 'sites',
      limit: 100,
      filters: [{ name: 'site_brands', values: [String((p.docs[0]!.site_brands as string[])[0])] }],
      facets: [
        {
          name: 'site_brands',
          filters: [
            { name: 'site_brands', values: [String((p.docs[0]!.site_brands as string[])[0])] },
          ],
        },
      ],
    }),
  },
  {
    name: 'searches dealer sites by city',
    index: 'sites',
    request: (p) => ({
      index: 'sites',
      keyphrase: String(p.docs[0]!.site_city),
      sort_name: 'site_official_name_asc',
    }),
  },
  {
    name: 'reads the Carstore site of another country from its own index',
    site: 'store-fi',
    request: { index: 'cars', facets: [brandModel] },
  },

  // Bad input
  {
    name: 'refuses an unknown index',
    request: { index: 'trucks' } as never,
    refused: { status: 400, message: /^index: / },
  },
  {
    name: "refuses another site's index id",
    request: { index: 'cars_store_se' } as never,
    refused: { status: 400, message: /^index: / },
  },
  {
    name: 'refuses an unknown facet',
    request: { index: 'cars', facets: [{ name: 'car_secret' }] },
    refused: { status: 400, message: /facets\.0\.name: unknown facet car_secret/ },
  },
  {
    name: 'refuses an unknown field',
    request: { index: 'cars', fields: ['car_id', 'password'] },
    refused: { status: 400, message: /fields\.1: unknown field password/ },
  },
  {
    name: 'refuses an unknown filter field',
    request: { index: 'cars', filters: [{ name: 'car_owner', values: ['x'] }] },
    refused: { status: 400, message: /filters\.0\.name: unknown filter field car_owner/ },
  },
  {
    name: 'refuses a limit above 100',
    request: { index: 'cars', limit: 101 },
    refused: { status: 400, message: /limit: limit is at most 100/ },
  },
  {
    name: 'refuses a negative offset',
    request: { index: 'cars', offset: -1 },
    refused: { status: 400, message: /offset: offset is 0 or more/ },
  },
  {
    name: 'refuses a limit written as text',
    request: { index: 'cars', limit: '24' } as never,
    refused: { status: 400, message: /^limit: / },
  },
  {
    name: 'refuses an unknown sort',
    request: { index: 'cars', sort_name: 'car_price; DROP TABLE cars' },
    refused: { status: 400, message: /sort_name: unknown sort/ },
  },
  {
    name: 'refuses a range on a text field',
    request: { index: 'cars', filters: [{ name: 'car_brand', type: 'range', values: ['a', 'z'] }] },
    refused: { status: 400, message: /filters\.0\.type: car_brand has no range/ },
  },
  {
    name: 'refuses a text value for a number field',
    request: { index: 'cars', filters: [{ name: 'car_price', values: ['cheap'] }] },
    refused: { status: 400, message: /filters\.0\.values\.0: car_price takes number values/ },
  },
  {
    name: 'refuses a key the contract does not have',
    request: { index: 'cars', page: 2 } as never,
    refused: { status: 400, message: /body: Unrecognized key/i },
  },
  {
    name: 'refuses a child facet that is not its child',
    request: { index: 'cars', facets: [{ name: 'car_fuel', child_name: 'car_model' }] },
    refused: { status: 400, message: /car_fuel has no child facet car_model/ },
  },
  {
    name: "refuses a facet filter on another facet's field",
    request: {
      index: 'cars',
      facets: [{ name: 'car_fuel', filters: [{ name: 'car_brand', values: ['x'] }] }],
    },
    refused: { status: 400, message: /a facet's filters name the facet or its child/ },
  },
  {
    name: 'refuses a keyphrase over 200 characters',
    request: { index: 'cars', keyphrase: 'a'.repeat(201) },
    refused: { status: 400, message: /keyphrase: the keyphrase is at most 200 characters/ },
  },
  {
    name: 'refuses filters that are not a list',
    request: { index: 'cars', filters: { car_brand: 'Volvo' } } as never,
    refused: { status: 400, message: /^filters: / },
  },
  {
    name: 'refuses malformed JSON',
    request: '{"index": "cars",',
    refused: { status: 400, message: /Malformed JSON/ },
  },
  {
    name: 'refuses a body over 16 KB',
    request: JSON.stringify({ index: 'cars', keyphrase: 'x', fields: [], pad: 'x'.repeat(17_000) }),
    refused: { status: 413, message: /larger than 16384 bytes/ },
  },
];
