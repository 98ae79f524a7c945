import { describe, expect, it } from 'vitest';
import type { CarListProps } from '#client/islands/car-list.props.ts';
import { listCarSchema } from '#client/contracts/car-card.ts';
import { useSite } from '../support/site-under-test.ts';
import { islandProps } from '../support/island-props.ts';

const site = useSite();

const get = async (url: string) => {
  const res = await site.fetch(url, { headers: { 'accept-encoding': 'identity' } });
  return { status: res.status, text: await res.text() };
};
const html = async (url: string) => {
  const { status, text } = await get(url);
  expect(status, url).toBe(200);
  return text;
};
const unescape = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
/** The props the server wrote for the car-list island. */
function listProps(page: string): CarListProps {
  const [props] = islandProps(page, 'car-list');
  expect(props, 'a car-list island').toBeTruthy();
  return props as CarListProps;
}
const cardLinks = (page: string) =>
  [...page.matchAll(/class="car-card__link" href="([^"]+)"/g)].map((m) => m[1]!);
async function search(host: string, body: object) {
  const res = await site.fetch(`http://${host}/api/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ index: 'cars', ...body }),
  });
  return {
    status: res.status,
    body: (await res.json()) as {
      total_items: number;
      content: Array<Record<string, unknown>>;
      facet: Array<{
        name: string;
        values: Array<{ text: string; children?: Array<{ text: string }> }>;
      }>;
    },
  };
}

describe('car list page', () => {
  it('answers with its first 48 cars in the HTML, each linking to its detail page', async () => {
    const page = await html('http://store-se.localhost/kop-bil');
    const props = listProps(page);
    const { body } = await search('store-se.localhost', {
      fields: ['car_id'],
      limit: 48,
      sort_name: 'car_publishdate_desc',
    });
    expect(cardLinks(page)).toHaveLength(48);
    expect(cardLinks(page).map((href) => href.split('/')[3])).toEqual(
      body.content.map((car) => car.car_id),
    );
    expect(cardLinks(page)[0]).toMatch(/^\/kop-bil\/bil\/\d+\/[\w-]+$/);
    expect(page).toContain(`48 av ${new Intl.NumberFormat('sv-SE').format(body.total_items)}`);
    expect(props.result.total).toBe(body.total_items);
    // Only the list car's fields travel in the props, and the island asks the search for those.
    expect(props.fields).toEqual(Object.keys(listCarSchema.shape));
    for (const car of props.result.cars)
      expect(props.fields).toEqual(expect.arrayContaining(Object.keys(car)));
    expect(props.fields).not.toContain('car_equipment');
  });

  it("shows no index monthly cost on a UK list, whose finance is the partner's quotes", async () => {
    const uk = await html('http://group-uk.localhost/buy-car/all-cars');
    const props = listProps(uk);
    expect(props.result.cars.length).toBeGreaterThan(0);
    expect(props.fields).not.toContain('car_loan_monthly_cost');
    expect(props.fields).not.toContain('car_privateleasing_monthly_cost');
    expect(uk).not.toMatch(/class="car-card__monthly/);
    // A Swedish list shows the index's monthly cost on its cards.
    expect(await html('http://store-se.localhost/kop-bil')).toMatch(/class="car-card__monthly/);
  });

  it('prefetches 48 × (page + 1) cars for a page in the URL, beyond the public API limit', async () => {
    const page = await html('http://store-se.localhost/kop-bil?page=2');
    expect(cardLinks(page)).toHaveLength(144);
    expect(listProps(page).query.page).toBe(2);
    expect(page).toContain('href="/kop-bil?page=3"');
    const publicApi = await search('store-se.localhost', { fields: ['car_id'], limit: 144 });
    expect(publicApi.status).toBe(400);
  });

  it('applies the URL filters, ranges and sort to the first results', async () => {
    const page = await html(
      'http://store-se.localhost/kop-bil?car_fuel=El&car_price=100000-400000&sortName=car_price_asc',
    );
    const props = listProps(page);
    expect(props.query).toEqual({
      filters: { car_fuel: ['El'] },
      ranges: { car_price: [100000, 400000] },
      keyphrase: '',
      sortName: 'car_price_asc',
      page: 0,
    });
    const { body } = await search('store-se.localhost', {
      fields: ['car_id', 'car_fuel', 'car_price'],
      filters: [
        { name: 'car_fuel', values: ['El'] },
        { name: 'car_price', type: 'range', values: [100000, 400000] },
      ],
      sort_name: 'car_price_asc',
      limit: 48,
    });
    expect(body.total_items).toBeGreaterThan(0);
    expect(props.result.cars.map((car) => car.car_id)).toEqual(
      body.content.map((car) => car.car_id),
    );
    expect(props.result.cars.every((car) => car.car_fuel === 'El')).toBe(true);
  });

  it('shows the list error text past the 20-page cap', async () => {
    const page = await html('http://store-se.localhost/kop-bil?page=20');
    expect(page).toContain('Vi kunde inte hämta bilarna just nu. Försök igen om en stund.');
    expect(cardLinks(page)).toHaveLength(0);
  });

  it('shows the empty text when nothing matches', async () => {
    const page = await html('http://store-se.localhost/kop-bil?keyphrase=zzqxjw');
    expect(page).toContain('Inga bilar matchar din sökning.');
  });

  it('renders facet values, chips and show more as plain links for visitors without JavaScript', async () => {
    const page = unescape(await html('http://store-se.localhost/kop-bil?car_fuel=El'));
    expect(page).toMatch(
      /class="car-list-facet__value" href="\/kop-bil\/~volvo\?car_fuel=El" role="checkbox" aria-checked="false"/,
    );
    expect(page).toMatch(
      /class="car-list__chip" href="\/kop-bil"[^>]*aria-label="Ta bort filtret El"/,
    );
    expect(page).toContain(
      '<form class="car-list__bar" role="search" action="/kop-bil" method="get">',
    );
    expect(page).toContain('<input type="hidden" name="car_fuel" value="El"/>');
  });
});

describe('ranges from the filter form without JavaScript', () => {
  /** The price facet's bounds with the list's other filters, as the panel shows them. */
  async function priceBounds(filters: object[] = []) {
    const res = await site.fetch('http://store-se.localhost/api/search', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ index: 'cars', facets: [{ name: 'car_price' }], filters, limit: 0 }),
    });
    const { facet } = (await res.json()) as { facet: Array<{ min: number; max: number }> };
    return { min: Math.floor(facet[0]!.min), max: Math.ceil(facet[0]!.max) };
  }

  it('renders each range as a GET form of its two amounts under the range name, the rest of the query hidden', async () => {
    const page = unescape(
      await html('http://store-se.localhost/kop-bil/~volvo?car_fuel=El&car_mileage=0-5000'),
    );
    const forms = [...page.matchAll(/<form class="car-list-range__form"([^>]*)>(.*?)<\/form>/gs)];
    const [, attributes, body] = forms.find(([, , inner]) => inner!.includes('name="car_price"'))!;
    expect(attributes).toContain('method="get"');
    expect(attributes).toContain('action="/kop-bil/~volvo"');
    expect(body).toContain('<input type="hidden" name="car_fuel" value="El"/>');
    expect(body).toContain('<input type="hidden" name="car_mileage" value="0-5000"/>');
    expect(body).not.toContain('type="hidden" name="car_price"');
    const amounts = (body!.match(/<input[^>]*>/g) ?? []).filter(
      (tag) => tag.includes('name="car_price"') && tag.includes('type="text"'),
    );
    expect(amounts).toHaveLength(2);
    expect(body).toMatch(/<button type="submit" class="car-list-range__apply">Använd/);
  });

  it('applies typed amounts with spaces, an empty end open, and keeps them in the form', async () => {
    const { min, max } = await priceBounds([{ name: 'car_fuel', values: ['El'] }]);
    const from = Math.round((min + max) / 2000) * 1000;
    const typed = `${from / 1000}\u00a0000`;
    const page = await html(
      `http://store-se.localhost/kop-bil?car_price=${encodeURIComponent(typed)}&car_price=&car_fuel=El`,
    );
    const props = listProps(page);
    expect(props.query.ranges).toEqual({ car_price: [from, max] });
    expect(props.invalidRanges).toEqual({});
    const { body } = await search('store-se.localhost', {
      fields: ['car_id'],
      filters: [
        { name: 'car_fuel', values: ['El'] },
        { name: 'car_price', type: 'range', values: [from, max] },
      ],
      sort_name: 'car_publishdate_desc',
      limit: 48,
    });
    expect(body.total_items).toBeGreaterThan(0);
    expect(props.result.cars.map((car) => car.car_id)).toEqual(
      body.content.map((car) => car.car_id),
    );
    const field = /<input[^>]*id="car-list-range-car_price-min"[^>]*>/.exec(page)![0];
    expect(field).toContain('name="car_price"');
    expect(/value="([^"]+)"/.exec(field)?.[1]?.replace(/\s/g, '')).toBe(String(from));
  });

  it('clamps amounts to the facet bounds and drops a range that covers them all', async () => {
    const { min, max } = await priceBounds();
    const clamped = listProps(
      await html(`http://store-se.localhost/kop-bil?car_price=1&car_price=${max - 1}`),
    );
    expect(clamped.query.ranges).toEqual({ car_price: [min, max - 1] });
    const everything = listProps(
      await html('http://store-se.localhost/kop-bil?car_price=0&car_price=999%20999%20999%20999'),
    );
    expect(everything.query.ranges).toEqual({});
    expect(everything.result.total).toBe(
      listProps(await html('http://store-se.localhost/kop-bil')).result.total,
    );
  });

  it('refuses an amount that is not one with a message, showing the list without that range', async () => {
    for (const bad of ['abc', '-5', '12.5', '1e9', '100000kr']) {
      const { status, text } = await get(
        `http://store-se.localhost/kop-bil?car_price=${encodeURIComponent(bad)}&car_price=300000&car_fuel=El`,
      );
      expect(status, bad).toBe(200);
      const page = unescape(text);
      expect(page, bad).toContain(`'${bad}' är inget belopp. Skriv bara siffror.`);
      const props = listProps(text);
      expect(props.invalidRanges).toEqual({ car_price: bad });
      expect(props.query).toMatchObject({ ranges: {}, filters: { car_fuel: ['El'] } });
      expect(props.result.status).toBe('ok');
      expect(cardLinks(text)).toHaveLength(48);
    }
    const { status, text } = await get(
      `http://group-uk.localhost/buy-car/all-cars?car_price=${'9'.repeat(3000)}x&car_price=`,
    );
    expect(status).toBe(200);
    expect(text).toContain('is not an amount. Type digits only.');
  });
});

describe('typed words without JavaScript', () => {
  it('makes the brand and model a search form names filters, as the island does, keeping the other words', async () => {
    const page = await html('http://store-se.localhost/kop-bil?keyphrase=VOLVO+xc60+dragkrok');
    const props = listProps(page);
    expect(props.query.filters).toMatchObject({ car_brand: ['Volvo'], car_model: ['XC60'] });
    expect(props.query.keyphrase).toBe('dragkrok');
    // A keyphrase that names nothing stays one, on the page the URL asks for.
    const plain = listProps(
      await html('http://store-se.localhost/kop-bil?keyphrase=dragkrok&page=1'),
    );
    expect(plain.query).toMatchObject({ filters: {}, keyphrase: 'dragkrok', page: 1 });
  });
});

describe('brand and model pages (~ segments)', () => {
  it('filters by the brand and titles the page with it, matching the segment case-insensitively', async () => {
    for (const url of [
      'http://store-se.localhost/kop-bil/~volvo',
      'http://store-se.localhost/kop-bil/~VOLVO',
    ]) {
      const page = await html(url);
      expect(page).toMatch(/<title>Volvo – Begagnade bilar i lager/);
      expect(page).toMatch(
        /<nav class="car-list-breadcrumb" aria-label="Brödsmulor"><ol><li><a href="\/kop-bil">[^<]+<\/a><\/li><li aria-current="page">Volvo<\/li>/,
      );
      const props = listProps(page);
      expect(props.query.filters).toEqual({ car_brand: ['Volvo'] });
      expect(props.result.cars.length).toBeGreaterThan(0);
      expect(props.result.cars.every((car) => car.car_brand === 'Volvo')).toBe(true);
    }
  });

  it('filters by brand and model, with a breadcrumb back to the brand', async () => {
    const { body } = await search('group-uk.localhost', {
      facets: [
        {
          name: 'car_brand',
          child_name: 'car_model',
          filters: [{ name: 'car_brand', values: ['BMW'] }],
        },
      ],
      limit: 0,
    });
    const bmw = body.facet[0]!.values.find((value) => value.text === 'BMW')!;
    const model = bmw.children![0]!.text;
    const slug = model.toLowerCase().replace(/\s+/g, '-');
    const page = await html(
      `http://group-uk.localhost/buy-car/all-cars/~bmw/~${encodeURIComponent(slug)}`,
    );
    expect(page).toContain(`<title>BMW ${model} – All cars in stock`);
    expect(page).toContain('<li><a href="/buy-car/all-cars/~bmw">BMW</a></li>');
    const props = listProps(page);
    expect(props.query.filters).toEqual({ car_brand: ['BMW'], car_model: [model] });
    expect(
      props.result.cars.every((car) => car.car_brand === 'BMW' && car.car_model === model),
    ).toBe(true);
  });

  it('works under a language prefix', async () => {
    const page = await html('http://group-se.localhost/en/buy-car/all-cars/~volvo?page=1');
    const props = listProps(page);
    expect(props.listPath).toBe('/en/buy-car/all-cars');
    expect(props.query).toMatchObject({ filters: { car_brand: ['Volvo'] }, page: 1 });
    expect(page).toContain('lang="en"');
  });

  it('redirects a brand and model path without ~ marks to the list page with them, as old links and rules lead there', async () => {
    const { body } = await search('group-uk.localhost', {
      facets: [
        {
          name: 'car_brand',
          child_name: 'car_model',
          filters: [{ name: 'car_brand', values: ['BMW'] }],
        },
      ],
      filters: [{ name: 'car_is_used', values: [true] }],
      limit: 0,
    });
    const bmw = body.facet[0]!.values.find((value) => value.text === 'BMW')!;
    const slug = bmw.children![0]!.text.toLowerCase().replace(/\s+/g, '-');
    const plain = await site.fetch(
      `http://group-uk.localhost/buy-car/used-cars/bmw/${encodeURIComponent(slug)}?sort=price`,
      { redirect: 'manual' },
    );
    expect(plain.status).toBe(308);
    const location = plain.headers.get('location')!;
    expect(location).toBe(`/buy-car/used-cars/~bmw/~${encodeURIComponent(slug)}?sort=price`);
    expect((await get(`http://group-uk.localhost${location}`)).status).toBe(200);
    // A brand alone too, and under a language prefix on a site with two languages.
    const brand = await site.fetch('http://group-se.localhost/en/buy-car/all-cars/volvo', {
      redirect: 'manual',
    });
    expect(brand.status).toBe(308);
    expect(brand.headers.get('location')).toBe('/en/buy-car/all-cars/~volvo');
    // Not in stock, or not under a list: no redirect.
    expect((await get('http://group-uk.localhost/buy-car/used-cars/trabant/601')).status).toBe(404);
    expect((await get('http://store-se.localhost/salj-bil/volvo')).status).toBe(404);
  });

  it('answers 404 for a brand not in stock and for ~ segments under a page without a car list', async () => {
    expect((await get('http://store-se.localhost/kop-bil/~trabant')).status).toBe(404);
    expect((await get('http://store-se.localhost/salj-bil/~volvo')).status).toBe(404);
    expect((await get('http://store-se.localhost/kop-bil/~volvo/~xc60/~extra')).status).toBe(404);
  });

  it('lists brand and brand+model pages of each language in the sitemap', async () => {
    const sitemap = await html('http://group-se.localhost/sitemap.xml');
    expect(sitemap).toContain(
      '<loc>http://group-se.localhost/kop-bil/alla-bilar-i-lager/~volvo</loc>',
    );
    expect(sitemap).toContain('<loc>http://group-se.localhost/en/buy-car/all-cars/~volvo</loc>');
    expect(sitemap).toMatch(
      /<loc>http:\/\/group-se\.localhost\/kop-bil\/alla-bilar-i-lager\/~volvo\/~[^<]+<\/loc>/,
    );
    const brandPage =
      /<loc>http:\/\/group-se\.localhost(\/kop-bil\/alla-bilar-i-lager\/~volvo\/~[^<]+)<\/loc>/.exec(
        sitemap,
      )![1]!;
    expect((await get(`http://group-se.localhost${unescape(brandPage)}`)).status).toBe(200);
  });

  it('leaves out of the sitemap a content page a redirect rule hides', async () => {
    const sitemap = await html('http://group-se.localhost/sitemap.xml');
    const hidden = await site.fetch('http://group-se.localhost/kop-bil/kampanjer', {
      redirect: 'manual',
    });
    expect(hidden.status).toBe(308);
    expect(sitemap).not.toContain('<loc>http://group-se.localhost/kop-bil/kampanjer</loc>');
    expect(sitemap).toContain('<loc>http://group-se.localhost/kop-bil</loc>');
  });
});
