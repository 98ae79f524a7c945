import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allDealerSites } from '#kv-seed/stock/dealer-sites.ts';
import type { SiteName } from '#client/contracts/site-profile.ts';
import { startSite, type SiteUnderTest } from '../support/site-under-test.ts';
import { islandProps } from '../support/island-props.ts';

let site: SiteUnderTest;
beforeAll(async () => {
  site = await startSite();
}, 120_000);
afterAll(() => site?.dispose());

/** Each site's seeded dictionary pathToSiteDetail (kv-seed/content/<site>/site.json), first language. */
const detailPaths: Record<SiteName, string> = {
  'group-se': '/anlaggningar',
  'group-no': '/anlegg',
  'group-uk': '/find-us',
  'store-se': '/hitta-oss',
  'store-no': '/kontakt',
  'store-fi': '/yhteystiedot',
  'store-sk': '/kontakty',
};

const get = (url: string) => site.fetch(url, { redirect: 'manual' });
const page = async (url: string) => {
  const res = await get(url);
  expect(res.status, url).toBe(200);
  return res.text();
};
const decode = (html: string) =>
  html.replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&quot;', '"');
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );

describe('dealer site detail pages', () => {
  it('answers 200 for every seeded dealer on its own site, with its name as the heading', async () => {
    for (const dealer of allDealerSites()) {
      const html = await page(
        `http://${dealer.siteName}.localhost${detailPaths[dealer.siteName]}/${dealer.slug}`,
      );
      expect(decode(html)).toContain(
        `<h1 class="dealer-page__name">${dealer.site_official_name}</h1>`,
      );
    }
  }, 120_000);

  it('serves the English group-se dealer pages under /en/dealerships', async () => {
    const html = await page('http://group-se.localhost/en/dealerships/bmw-stockholm');
    expect(html).toContain('<h1 class="dealer-page__name">Hedin BMW Stockholm</h1>');
    expect(html).toContain('Opening hours');
  });

  it('redirects an unknown slug with 302 to the site list path of the dictionary', async () => {
    for (const [url, list] of [
      ['http://group-se.localhost/anlaggningar/finns-inte', '/anlaggningar'],
      ['http://group-uk.localhost/find-us/no-such-dealer', '/find-us'],
      ['http://group-se.localhost/en/dealerships/no-such-dealer', '/en/dealerships'],
      // A dealer of another site is not this site's dealer.
      ['http://group-se.localhost/anlaggningar/ford-bergen', '/anlaggningar'],
    ] as const) {
      const res = await get(url);
      expect(res.status, url).toBe(302);
      expect(res.headers.get('location'), url).toBe(list);
    }
  });

  it('gives store-se exactly the dealers Kungens Kurva, Malmö and Mölndal', async () => {
    const html = decode(await page('http://store-se.localhost/hitta-oss'));
    const names = [...html.matchAll(/class="site-card__link" href="([^"]+)">([^<]+)</g)].map(
      (m) => [m[1], m[2]],
    );
    expect(names).toEqual([
      ['/hitta-oss/kungens-kurva', 'Carstore Kungens Kurva'],
      ['/hitta-oss/malmo', 'Carstore Malmö'],
      ['/hitta-oss/molndal', 'Carstore Mölndal'],
    ]);
  });

  it('shows address, maps link, phone, email, departments with hours, vacations and deviations, and expandable employees', async () => {
    const html = decode(await page('http://group-se.localhost/anlaggningar/volvo-goteborg'));
    expect(html).toContain('Falkenbergsgatan 11');
    expect(html).toMatch(
      /href="https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Falkenbergsgatan/,
    );
    expect(html).toMatch(/href="tel:031390\d{4}"/);
    expect(html).toContain('href="mailto:info.volvogoteborg@hedinautomotive.se"');
    expect(html.match(/class="dealer-dept"/g)).toHaveLength(3);
    expect(html).toMatch(
      /dealer-dept__status--(open|closed)"><strong>(Öppet nu|Stängt nu)<\/strong>/,
    );
    expect(html).toContain('<dt>Måndag–fredag</dt>');
    expect(html).toContain('Semesterstängt');
    expect(html).toContain('Avvikande öppettider');
    expect(html).toMatch(
      /<details class="dealer-dept__people"><summary>Visa medarbetare \(\d\)<\/summary>/,
    );
    // The offline map: no maps key is configured in tests.
    expect(html).toContain('class="dealer-map__drawing"');
    expect(html).not.toContain('data-island="site-map"');
  });

  it('lists up to 12 latest arrivals newest first and links to the car list filtered by website city and site name', async () => {
    const html = decode(await page('http://group-se.localhost/anlaggningar/bmw-stockholm'));
    const cars = html.slice(html.indexOf('class="dealer-page__cars"'));
    const cards = cars.match(/<article class="car-card">/g) ?? [];
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThanOrEqual(12);
    const href =
      /<a class="button button--primary" href="([^"]+)">Visa alla bilar hos Hedin BMW Stockholm<\/a>/.exec(
        cars,
      )?.[1];
    const url = new URL(href!, 'http://group-se.localhost');
    expect(url.pathname).toBe('/kop-bil/alla-bilar-i-lager');
    expect(url.searchParams.getAll('car_site_city')).toEqual(['Stockholm']);
    expect(url.searchParams.getAll('car_site_name')).toEqual(['Hedin BMW Stockholm']);
    // The same cars the list would show, newest first: ask the search API the way the list does.
    const res = await site.fetch('http://group-se.localhost/api/search', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        index: 'cars',
        fields: ['car_id', 'car_publishdate'],
        limit: 12,
        sort_name: 'car_publishdate_desc',
        filters: [
          { name: 'car_site_city', values: ['Stockholm'] },
          { name: 'car_site_name', values: ['Hedin BMW Stockholm'] },
        ],
      }),
    });
    const answer = (await res.json()) as { content: Array<{ car_id: string }> };
    const shown = [...cars.matchAll(/class="car-card__link" href="\/kop-bil\/(\d+)\//g)].map(
      (m) => m[1],
    );
    expect(shown).toEqual(answer.content.map((car) => car.car_id));
  });

  it('puts AutoDealer structured data with opening hours in the head', async () => {
    const html = await page('http://group-uk.localhost/find-us/bmw-park-royal');
    const head = html.slice(0, html.indexOf('</head>'));
    const dealer = jsonLd(head).find((data) => data['@type'] === 'AutoDealer');
    expect(dealer).toMatchObject({
      name: 'Hedin BMW Park Royal',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '80 Western Avenue',
        postalCode: 'W3 0RS',
        addressLocality: 'London',
        addressCountry: 'GB',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 51.529, longitude: -0.272 },
    });
    const hours = dealer!.openingHoursSpecification as Array<{
      dayOfWeek: string[];
      opens: string;
      closes: string;
    }>;
    expect(hours[0]!.dayOfWeek).toEqual(
      ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map(
        (d) => `https://schema.org/${d}`,
      ),
    );
    expect(hours[0]!.opens).toBe('09:00');
    expect((dealer!.department as unknown[]).length).toBe(3);
  });

  it("fills the placeholder area with the blocks of the site-detail path's _site-detail item", async () => {
    const html = await page('http://group-se.localhost/anlaggningar/toyota-malmo');
    expect(html).toContain('Dags för service?');
  });
});

describe('dealer site list', () => {
  it('renders the first page server-side, sorted by website sort order, with cards linking to the detail path plus slug', async () => {
    const html = decode(await page('http://group-se.localhost/anlaggningar'));
    const hrefs = [...html.matchAll(/class="site-card__link" href="([^"]+)"/g)].map((m) => m[1]);
    const expected = allDealerSites()
      .filter((d) => d.siteName === 'group-se')
      .sort((a, b) => a.website_sort_order - b.website_sort_order);
    expect(hrefs).toEqual(expected.map((d) => `/anlaggningar/${d.slug}`));
    expect(html).toContain('data-island="site-list"');
    // A plain GET form: without JavaScript the filters and the search still work.
    expect(html).toMatch(
      /<form class="site-list__form"(?=[^>]*action="\/anlaggningar")(?=[^>]*method="get")[^>]*>/,
    );
  });

  it('filters by facet values from the URL, including the names old links use', async () => {
    const stockholm = decode(
      await page('http://group-se.localhost/anlaggningar?website_city=Stockholm'),
    );
    const names = [...stockholm.matchAll(/class="site-card__link" href="[^"]+">([^<]+)</g)].map(
      (m) => m[1],
    );
    expect(names).toEqual([
      'Hedin BMW Stockholm',
      'Hedin Volvo Kista',
      'Hedin Mercedes-Benz Årsta',
    ]);
    expect(stockholm).toMatch(
      /<input(?=[^>]*name="website_city")(?=[^>]*value="Stockholm")(?=[^>]*checked="")[^>]*>/,
    );
    // The chip removes the filter as a plain link.
    expect(stockholm).toContain(
      '<a class="site-list__chip" href="/anlaggningar" aria-label="Ta bort filtret Stockholm">',
    );

    const skane = decode(
      await page('http://group-se.localhost/anlaggningar?car_site_region=Sk%C3%A5ne'),
    );
    expect(
      [...skane.matchAll(/class="site-card__link" href="[^"]+">([^<]+)</g)].map((m) => m[1]),
    ).toEqual(['Hedin Toyota Malmö', 'Hedin BMW Malmö', 'Hedin Toyota Helsingborg']);
    const volvo = decode(
      await page('http://group-se.localhost/anlaggningar?site_departments.brands.name=Volvo'),
    );
    expect(volvo.match(/class="site-card__link"/g)).toHaveLength(3);
  });

  it('searches by keyphrase and shows the dictionary text when nothing matches', async () => {
    const found = decode(await page('http://group-se.localhost/anlaggningar?keyphrase=uppsala'));
    expect(
      [...found.matchAll(/class="site-card__link" href="[^"]+">([^<]+)</g)].map((m) => m[1]).sort(),
    ).toEqual(['Hedin Mercedes-Benz Uppsala', 'Hedin Volvo Uppsala']);
    const none = decode(await page('http://group-se.localhost/anlaggningar?keyphrase=zzzqqq'));
    expect(none).not.toContain('class="site-card__link"');
    expect(none).toContain('Inga bilar matchar din sökning.');
  });

  it('shows every dealer of the site on the offline map, with a numbered list of links', async () => {
    const html = decode(await page('http://group-uk.localhost/find-us'));
    expect(html).toContain('class="dealer-map__drawing"');
    expect(html.match(/<g class="dealer-map__pin"/g)).toHaveLength(8);
    expect(html.match(/class="dealer-map__item"/g)).toHaveLength(8);
    expect(html).toContain('<a href="/find-us/bmw-glasgow">Hedin BMW Glasgow</a>');
  });
});

describe('dealer pages in the sitemap', () => {
  it("lists each dealer of the site's index under each language's detail path, and no helper item", async () => {
    const xml = await page('http://group-se.localhost/sitemap.xml');
    for (const dealer of allDealerSites().filter((d) => d.siteName === 'group-se')) {
      expect(xml).toContain(`<loc>http://group-se.localhost/anlaggningar/${dealer.slug}</loc>`);
      expect(xml).toContain(`<loc>http://group-se.localhost/en/dealerships/${dealer.slug}</loc>`);
    }
    expect(xml).not.toContain('_site-detail');
    expect(xml).toContain('<loc>http://group-se.localhost/anlaggningar</loc>');
    const uk = await page('http://group-uk.localhost/sitemap.xml');
    expect(uk).toContain('<loc>http://group-uk.localhost/find-us/bmw-park-royal</loc>');
    expect(uk).not.toContain('/anlaggningar/');
  });
});

describe('site-selection teaser', () => {
  it('links every seeded teaser card to a dealer page that answers 200 on its site', async () => {
    for (const [host, path] of [
      ['group-se', '/exempel/media-block'],
      ['group-uk', '/examples/media-blocks'],
      ['store-se', '/exempel/media-block'],
    ] as const) {
      const html = await page(`http://${host}.localhost${path}`);
      const hrefs = [...html.matchAll(/class="site-teaser__link" href="([^"]+)"/g)].map(
        (m) => m[1]!,
      );
      expect(hrefs.length, host).toBeGreaterThan(0);
      expect(hrefs.length, host).toBeLessThanOrEqual(4);
      for (const href of hrefs)
        expect((await get(`http://${host}.localhost${href}`)).status, href).toBe(200);
    }
  });
});

describe('the map with a maps key configured', () => {
  let keyed: SiteUnderTest;
  beforeAll(async () => {
    keyed = await startSite({ vars: { MAPS_API_KEY: 'AIzaTestKey-0123456789' }, stockCars: 100 });
  }, 120_000);
  afterAll(() => keyed?.dispose());

  it('places the map island with the key, zoom 12 and the dealer as centre, and lets the page load the maps service', async () => {
    const res = await keyed.fetch('http://group-se.localhost/anlaggningar/bmw-stockholm');
    const html = await res.text();
    expect(html).toContain('data-island="site-map"');
    expect(html).toContain('data-hydrate="visible"');
    const map = islandProps(html, 'site-map').find((p) => 'apiKey' in p)!;
    expect(map).toMatchObject({
      apiKey: 'AIzaTestKey-0123456789',
      zoom: 12,
      center: { lat: 59.3442, lon: 17.9405 },
      single: true,
    });
    // The offline drawing is in the page until the service's map is ready.
    expect(html).toContain('class="dealer-map__drawing"');
    expect(res.headers.get('content-security-policy')).toMatch(
      /script-src [^;]*https:\/\/maps\.googleapis\.com/,
    );
  });

  it('centres the list map on Stockholm by default', async () => {
    const html = await (await keyed.fetch('http://group-se.localhost/anlaggningar')).text();
    const map = islandProps(html, 'site-map').find((p) => 'apiKey' in p)!;
    expect(map).toMatchObject({ zoom: 12, center: { lat: 59.3293, lon: 18.0686 }, single: false });
  });

  it('keeps the maps hosts out of the policy when no key is configured', async () => {
    const res = await get('http://group-se.localhost/anlaggningar/bmw-stockholm');
    await res.text();
    expect(res.headers.get('content-security-policy')).not.toContain('maps.googleapis.com');
  });
});
