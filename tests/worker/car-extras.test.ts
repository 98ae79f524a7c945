import { describe, expect, it } from 'vitest';
import { pageHtml, publishPage, useSite } from '../support/site-under-test.ts';
import { islandProps } from '../support/island-props.ts';

const site = useSite();

const html = (url: string) => pageHtml(site, url);

async function search(host: string, body: Record<string, unknown>) {
  const res = await site.fetch(`http://${host}/api/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as {
    content: Array<Record<string, unknown> & { car_id: string; slug: string }>;
    facet: Array<{
      values: Array<{
        text: string;
        count: number;
        children?: Array<{ text: string; count: number }>;
      }>;
    }>;
  };
}

describe('car of the week', () => {
  it('shows the cars the stock flags caroftheweek, each linking to its detail page, with their monthly costs', async () => {
    const page = await html('http://store-se.localhost/kop-bil/hitta-bil');
    const answer = await search('store-se.localhost', {
      index: 'cars',
      fields: ['car_id', 'slug', 'car_loan_monthly_cost'],
      filters: [{ name: 'caroftheweek', values: [true] }],
      sort_name: 'car_publishdate_desc',
      limit: 12,
    });
    expect(answer.content.length).toBeGreaterThan(1);
    const [props] = islandProps(page, 'car-of-the-week') as Array<{
      slides: Array<{
        car: { car_id: string };
        href: string;
        finance: { loan: { price: number } | null } | null;
      }>;
    }>;
    expect(props!.slides.map((slide) => slide.car.car_id)).toEqual(
      answer.content.map((car) => car.car_id),
    );
    expect(props!.slides.map((slide) => slide.href)).toEqual(
      answer.content.map((car) => `/kop-bil/bil/${car.car_id}/${car.slug}`),
    );
    const withLoan = answer.content.findIndex(
      (car) => typeof car.car_loan_monthly_cost === 'number',
    );
    expect(withLoan).toBeGreaterThanOrEqual(0);
    // The card's finance sliders get the loan's terms; the first HTML already shows the monthly cost.
    expect(props!.slides[withLoan]!.finance?.loan?.price).toBeGreaterThan(0);
    expect(page).toMatch(
      /<p class="cotw-finance__cost" data-cost="loan" aria-live="polite">Billån [\d\s]+kr\/mån<\/p>/,
    );
    // The server renders the list laid out for looping: each car's card twice, the finance slot under each price.
    const links = [...page.matchAll(/class="car-card__link" href="([^"]+)"/g)].map((m) => m[1]);
    expect(links).toEqual([
      ...props!.slides.map((slide) => slide.href),
      ...props!.slides.map((slide) => slide.href),
    ]);
    expect(page).toContain(
      '<h2 id="store-se-sv-car-of-the-week-title" class="car-of-the-week__title">Veckans bilar</h2>',
    );
    expect(page).toContain('data-finance-slot');
  });

  it("gives group-uk's cars of the week no index finance: in the UK a car's finance is the partner's quote", async () => {
    const page = await html('http://group-uk.localhost/buy-car/find-a-car');
    const [props] = islandProps(page, 'car-of-the-week') as Array<{
      slides: Array<{ finance: unknown }>;
    }>;
    expect(props!.slides.length).toBeGreaterThan(1);
    expect(props!.slides.map((slide) => slide.finance)).toEqual(props!.slides.map(() => null));
    expect(page).not.toContain('data-finance-slot');
  });

  it('places the compare bar with its cards, in the page language, and no compare bar where there are no toggles', async () => {
    const page = await html('http://group-uk.localhost/buy-car/find-a-car');
    const [bar] = islandProps(page, 'compare-bar') as Array<{
      pathToCarDetail: string;
      texts: { open: string };
      rows: { firstRegistration: string };
    }>;
    // The UK index writes power in English, and its finance is the partner's quotes.
    expect(bar).toMatchObject({
      pathToCarDetail: '/buy-car/car',
      texts: { open: 'Compare' },
      rows: { firstRegistration: 'First registered' },
      powerText: null,
      indexFinance: false,
    });
    // An English page of a Swedish site says power in English; its index's costs are its finance.
    const [english] = islandProps(
      await html('http://group-se.localhost/en/buy-car/all-cars'),
      'compare-bar',
    );
    expect(english).toMatchObject({ powerText: '{hp} bhp', indexFinance: true });
    expect(page).toMatch(/class="compare-toggle" aria-pressed="false">Compare<\/button>/);
    const home = await html('http://group-uk.localhost/');
    expect(home).not.toContain('data-island="compare-bar"');
    expect(home).not.toContain('compare-bar.island');
  });

  it('places one compare bar on a page with both a car list and car of the week', async () => {
    const page = await html('http://group-se.localhost/exempel/alla-block');
    expect(page).toContain('data-island="car-list"');
    expect(page).toContain('data-island="car-of-the-week"');
    expect(islandProps(page, 'compare-bar')).toHaveLength(1);
  });

  it("shows at most the block's Count of cars, laid out often enough to fill both sides of the centre", async () => {
    const kv = await site.contentKv();
    const path = '/tva-veckans-bilar';
    await publishPage(kv, path, { itemId: 'two-week-cars', name: 'tva', title: 'Två' }, [
      { id: 'week', type: 'car-of-the-week', fields: { Title: 'Veckans bilar', Count: 2 } },
      { id: 'after', type: 'credit-warning', fields: {} },
    ]);
    const page = await html(`http://group-se.localhost${path}`);
    const [props] = islandProps(page, 'car-of-the-week') as Array<{ slides: unknown[] }>;
    expect(props!.slides).toHaveLength(2);
    expect(page.match(/class="car-card__link"/g)).toHaveLength(8);
    expect(page).not.toContain('class="section-error"');
  });
});

describe('car search hero', () => {
  it('offers the stock brands and each brand its models, as a GET form to the configured car list', async () => {
    const page = await html('http://store-fi.localhost/osta-auto/etsi-auto');
    const brands = await search('store-fi.localhost', {
      index: 'cars',
      limit: 0,
      facets: [{ name: 'car_brand', sort_order: 'value_asc' }],
    });
    const brandNames = brands.facet[0]!.values.map((value) => value.text);
    const models = await search('store-fi.localhost', {
      index: 'cars',
      limit: 0,
      facets: [
        {
          name: 'car_brand',
          child_name: 'car_model',
          filters: [{ name: 'car_brand', values: brandNames }],
        },
      ],
    });
    const [props] = islandProps(page, 'car-search-hero') as Array<{
      action: string;
      brands: Array<{ name: string; models: string[] }>;
      texts: { brand: string };
    }>;
    expect(props!.action).toBe('/osta-auto');
    expect(props!.texts.brand).toBe('Merkki');
    expect(props!.brands.map((brand) => brand.name)).toEqual(brandNames);
    for (const value of models.facet[0]!.values) {
      const expected = (value.children ?? [])
        .filter((child) => child.count > 0)
        .map((child) => child.text)
        .sort();
      expect(
        [...props!.brands.find((brand) => brand.name === value.text)!.models].sort(),
        value.text,
      ).toEqual(expected);
    }
    // Without JavaScript: a GET form to the list with car_brand, car_model and keyphrase, models grouped by brand.
    expect(page).toMatch(
      /<form class="car-search-hero__form" role="search" action="\/osta-auto" method="get">/,
    );
    expect(page).toContain('name="car_brand"');
    expect(page).toContain('name="car_model"');
    expect(page).toContain('name="keyphrase"');
    expect(page).toContain(`<optgroup label="${brandNames[0]}">`);
    expect(page).toContain(
      '<h1 id="store-fi-fi-car-search-hero-title" class="car-search-hero__title">Löydä seuraava autosi</h1>',
    );
  });
});
