import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxMediaKind } from '#src/sandbox/media/routes.ts';
import { expectConsoleError } from '../support/fail-on-console-error.ts';
import { islandProps } from '../support/island-props.ts';
import { startSite, type SiteUnderTest, useSite } from '../support/site-under-test.ts';

const site = useSite();

/** Each site's translated detail path (the seeded dictionaries; group-se's follows its redirect rules). */
const detailPaths = {
  'group-se': '/kop-bil',
  'group-no': '/kjop-bil/bil',
  'group-uk': '/buy-car/car',
  'store-se': '/kop-bil/bil',
  'store-no': '/kjop-bil/bil',
  'store-fi': '/osta-auto/auto',
  'store-sk': '/kupit-auto/auto',
} as const;
type SiteName = keyof typeof detailPaths;

interface FoundCar {
  car_id: string;
  slug: string;
  car_brand: string;
  car_model: string;
  car_price: number;
  car_price_text: string;
  car_price_currency: string;
  car_firstregistration: string | null;
  car_regno: string | null;
  car_vehicle_type_code: string;
}

async function findCars(name: SiteName, filters: unknown[] = [], limit = 1): Promise<FoundCar[]> {
  const res = await site.fetch(`http://${name}.localhost/api/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      index: 'cars',
      filters,
      limit,
      fields: [
        'car_id',
        'slug',
        'car_brand',
        'car_model',
        'car_price',
        'car_price_text',
        'car_price_currency',
        'car_firstregistration',
        'car_regno',
        'car_vehicle_type_code',
      ],
    }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { content: FoundCar[] }).content;
}
async function findCar(name: SiteName, filters: unknown[] = []): Promise<FoundCar> {
  const [car] = await findCars(name, filters);
  expect(car, `a car of ${name}`).toBeDefined();
  return car!;
}

const page = async (url: string, status = 200) => {
  const res = await site.fetch(url, {
    headers: { 'accept-encoding': 'identity' },
    redirect: 'manual',
  });
  expect(res.status, url).toBe(status);
  return res.text();
};
const decode = (html: string) =>
  html.replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&quot;', '"');
const structuredData = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );

describe('car detail page', () => {
  it.each(Object.keys(detailPaths) as SiteName[])(
    'answers 200 with the car of %s at its translated detail path',
    async (name) => {
      const car = await findCar(name);
      const html = decode(
        await page(`http://${name}.localhost${detailPaths[name]}/${car.car_id}/${car.slug}`),
      );
      expect(html).toMatch(
        new RegExp(`<h1 class="car-detail__title">${car.car_brand} ${car.car_model} <span`),
      );
      expect(html).toContain(car.car_price_text);
      expect(html).toContain(`data-layout="${name.startsWith('store') ? 'store' : 'group'}"`);
      for (const anchor of ['overview', 'contact', 'contact-form'])
        expect(html).toContain(`id="${anchor}"`);
      expect(html).toContain(
        `<link rel="canonical" href="http://${name}.localhost${detailPaths[name]}/${car.car_id}/${car.slug}"/>`,
      );
    },
  );

  it('redirects a bare numeric id to id/slug with 302', async () => {
    const car = await findCar('group-se');
    const res = await site.fetch(`http://group-se.localhost/kop-bil/${car.car_id}`, {
      redirect: 'manual',
    });
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get('location')!, 'http://group-se.localhost').pathname).toBe(
      `/kop-bil/${car.car_id}/${car.slug}`,
    );
  });

  it('takes the last segment as the id when the last two are not numeric', async () => {
    const car = await findCar('store-fi');
    const html = await page(`http://store-fi.localhost/osta-auto/auto/vanha-osoite/${car.car_id}`);
    expect(html).toContain(
      `href="http://store-fi.localhost/osta-auto/auto/${car.car_id}/${car.slug}"`,
    );
  });

  it('serves the English page of group-se under its English detail path', async () => {
    const car = await findCar('group-se');
    const html = await page(`http://group-se.localhost/en/buy-car/${car.car_id}/${car.slug}`);
    expect(html).toContain('lang="en"');
    expect(html).toContain('>Technical data</h2>');
  });

  it('heads the financing once, in the page language', async () => {
    const cars = await findCars('group-se', [], 12);
    let checked = 0;
    for (const car of cars) {
      const sv = await page(`http://group-se.localhost/kop-bil/${car.car_id}/${car.slug}`);
      if (!sv.includes('class="car-finance-section"')) continue;
      const en = await page(`http://group-se.localhost/en/buy-car/${car.car_id}/${car.slug}`);
      expect(sv.match(/<h2[^>]*>Finansiering<\/h2>/g)).toHaveLength(1);
      expect(en.match(/<h2[^>]*>Financ(e|ing)<\/h2>/g)).toEqual([
        expect.stringMatching(/>Finance<\/h2>$/),
      ]);
      checked += 1;
    }
    expect(checked, 'cars with financing among the first 12').toBeGreaterThan(0);
  });

  it("gives a group-uk page the partner's quotes as its only finance, in the section and the sticky column", async () => {
    // Most group-uk cars have a loan and many a lease in the index; none of them shows here.
    for (const car of await findCars('group-uk', [], 6)) {
      const html = await page(`http://group-uk.localhost/buy-car/car/${car.car_id}/${car.slug}`);
      expect(islandProps(html, 'uk-finance-quotes')).toHaveLength(1);
      expect(islandProps(html, 'uk-quote-cards')).toEqual([
        expect.objectContaining({ sectionId: 'financing' }),
      ]);
      expect(html).not.toContain('data-island="car-finance"');
      expect(html).not.toContain('data-island="finance-cards"');
      expect(html).toMatch(/<a href="#financing"[^>]*>Get a finance quote<\/a>/);
    }
  });

  it("shows a campaign's name, end date and tooltip under the price", async () => {
    const car = await findCar('group-se', [{ name: 'car_has_campaign_price', values: [true] }]);
    const html = decode(await page(`http://group-se.localhost/kop-bil/${car.car_id}/${car.slug}`));
    expect(html).toContain('<span class="car-campaign__name">Vinterkampanj</span>');
    expect(html).toContain('Gäller t.o.m. 2026-12-31');
    expect(html).toMatch(
      /<span role="tooltip" id="[^"]+" class="car-campaign__tip-text">Kampanjpris under en begränsad tid.<\/span>/,
    );
  });

  it('answers 404 with the not-found panel, similar cars and a car-list link carrying a keyphrase, for a car not in stock', async () => {
    const html = decode(
      await page('http://group-se.localhost/kop-bil/99999999/volvo-xc60-b4-core-2019', 404),
    );
    expect(html).toContain('<h1 id="car-not-found-heading">Bilen finns inte längre i lager</h1>');
    expect(html).toContain('href="/kop-bil/alla-bilar-i-lager?keyphrase=volvo%20xc60"');
    expect(html.match(/class="car-card__link"/g)?.length ?? 0).toBeGreaterThan(0);
  });

  it('gives the site 404 page for the detail path without an id', async () => {
    const html = await page('http://group-no.localhost/kjop-bil/bil', 404);
    expect(html).not.toContain('car-not-found');
  });

  it('leaves the car list paths alone (brand segments, the list under the detail path)', async () => {
    // group-se's list lives under its detail path (/kop-bil): a brand segment is the list's page.
    const html = await page('http://group-se.localhost/kop-bil/alla-bilar-i-lager/~volvo');
    expect(html).not.toContain('car-not-found');
    expect(html).toContain('class="car-list"');
  });

  it('writes Car structured data with an Offer in the head', async () => {
    const car = await findCar('group-uk');
    const html = await page(`http://group-uk.localhost/buy-car/car/${car.car_id}/${car.slug}`);
    const head = html.slice(0, html.indexOf('</head>'));
    const data = structuredData(head).find((block) => block['@type'] === 'Car');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      brand: { '@type': 'Brand', name: car.car_brand },
      model: car.car_model,
      offers: {
        '@type': 'Offer',
        price: car.car_price,
        priceCurrency: 'GBP',
        url: `http://group-uk.localhost/buy-car/car/${car.car_id}/${car.slug}`,
      },
    });
  });

  it('shows the first registration as DD/MM/YYYY in English and YYYY-MM-DD otherwise', async () => {
    const registered = [{ name: 'car_is_used', values: [true] }];
    const uk = await findCar('group-uk', registered);
    const [y, m, d] = uk.car_firstregistration!.split('-');
    expect(await page(`http://group-uk.localhost/buy-car/car/${uk.car_id}/${uk.slug}`)).toContain(
      `<dd>${d}/${m}/${y}</dd>`,
    );
    const se = await findCar('group-se', registered);
    expect(await page(`http://group-se.localhost/kop-bil/${se.car_id}/${se.slug}`)).toContain(
      `<dd>${se.car_firstregistration}</dd>`,
    );
  });

  it('labels LCV prices without VAT and other cars with VAT', async () => {
    const lcv = (
      await findCars('group-se', [{ name: 'car_vehicle_type_code', values: ['LCV'] }])
    )[0];
    const pc = await findCar('group-se', [{ name: 'car_vehicle_type_code', values: ['PC'] }]);
    expect(await page(`http://group-se.localhost/kop-bil/${pc.car_id}/${pc.slug}`)).toContain(
      'Priset är inklusive moms',
    );
    if (lcv)
      expect(await page(`http://group-se.localhost/kop-bil/${lcv.car_id}/${lcv.slug}`)).toContain(
        'Priset är exklusive moms',
      );
  });

  it('shows the 2G/3G shutdown copy on the Swedish sites only', async () => {
    for (const [name, shown] of [
      ['group-se', true],
      ['store-se', true],
      ['group-no', false],
      ['store-fi', false],
    ] as const) {
      const car = await findCar(name);
      const html = await page(
        `http://${name}.localhost${detailPaths[name]}/${car.car_id}/${car.slug}`,
      );
      expect(/class="[^"]*car-detail__network-note/.test(html), name).toBe(shown);
    }
  });

  it('offers the group-uk gallery the media endpoint and other sites none', async () => {
    const uk = await findCar('group-uk');
    expect(
      decode(await page(`http://group-uk.localhost/buy-car/car/${uk.car_id}/${uk.slug}`)),
    ).toContain(`"mediaUrl":"/api/media/${uk.car_regno!.replace(/\s+/g, '')}"`);
    const se = await findCar('group-se');
    expect(
      decode(await page(`http://group-se.localhost/kop-bil/${se.car_id}/${se.slug}`)),
    ).toContain('"mediaUrl":null');
  });
});

describe('sitemap', () => {
  it('lists the detail page of every car and vehicle of the site in each language, after the content routes', async () => {
    const res = await site.fetch('http://group-se.localhost/sitemap.xml');
    expect(res.status).toBe(200);
    const xml = await res.text();
    expect(xml.startsWith('<?xml')).toBe(true);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    const db = await site.db();
    const count = (await db
      .prepare(
        "SELECT COUNT(*) AS n FROM cars WHERE car_index IN ('cars_group_se', 'vehicles_group_se')",
      )
      .first<{ n: number }>())!.n;
    expect(count).toBeGreaterThan(0);
    expect(
      xml.match(/<loc>http:\/\/group-se\.localhost\/kop-bil\/\d+\/[a-z0-9-]+<\/loc>/g)?.length,
    ).toBe(count);
    expect(
      xml.match(/<loc>http:\/\/group-se\.localhost\/en\/buy-car\/\d+\/[a-z0-9-]+<\/loc>/g)?.length,
    ).toBe(count);
    const car = await findCar('group-se');
    expect(xml).toContain(`<loc>http://group-se.localhost/kop-bil/${car.car_id}/${car.slug}</loc>`);
    expect(xml.indexOf('<loc>http://group-se.localhost/</loc>')).toBeLessThan(
      xml.indexOf('/kop-bil/'),
    );
  });
});

describe('media API proxy', () => {
  const media = (name: string, regNo: string) =>
    site.fetch(`http://${name}.localhost/api/media/${encodeURIComponent(regNo)}`);

  /** Registration numbers of group-uk cars the sandbox answers each way. */
  async function regNoOf(kind: ReturnType<typeof sandboxMediaKind>): Promise<string> {
    const cars = await findCars('group-uk', [], 60);
    const regNo = cars
      .map((car) => car.car_regno?.replace(/\s+/g, ''))
      .find((r) => r && sandboxMediaKind(r) === kind);
    expect(regNo, kind).toBeDefined();
    return regNo!;
  }

  it('answers the video and 360 frames the partner has', async () => {
    const res = await media('group-uk', await regNoOf('all'));
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      hasVideo: boolean;
      has360: boolean;
      hasInternal360: boolean;
      images360: string[];
      internal360: string[];
      videoUrl: string;
    };
    expect(body).toMatchObject({
      hasVideo: true,
      has360: true,
      hasInternal360: true,
      videoUrl: '/videos/player',
    });
    // The video is a player page to frame (spec 7), which the detail page's CSP lets in.
    const player = await site.fetch(`http://group-uk.localhost${body.videoUrl}`);
    expect(player.status).toBe(200);
    expect(player.headers.get('content-type')).toContain('text/html');
    expect(await player.text()).toContain('<video');
    const car = await findCar('group-uk');
    const detail = await site.fetch(
      `http://group-uk.localhost/buy-car/car/${car.car_id}/${car.slug}`,
    );
    expect(detail.headers.get('content-security-policy')).toMatch(/frame-src 'self'[ ;]/);
    await detail.arrayBuffer();
    expect(body.images360).toHaveLength(24);
    expect(body.internal360[0]).toBe('/images/media/interior-00.svg');
    const frame = await site.fetch(`http://group-uk.localhost${body.images360[5]}`);
    expect(frame.status).toBe(200);
    expect(frame.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('answers empty media for a car the partner does not know', async () => {
    const res = await media('group-uk', await regNoOf('none'));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      videoUrl: null,
      images360: [],
      internal360: [],
      hasVideo: false,
      hasInternal360: false,
      has360: false,
    });
  });

  it('refuses a registration number that is not letters and digits, before asking the partner', async () => {
    expect((await media('group-uk', 'AB<script>')).status).toBe(400);
    expect((await media('group-uk', 'X'.repeat(11))).status).toBe(400);
  });

  it('answers 502 when the partner fails', async () => {
    expectConsoleError();
    const res = await media('group-uk', await regNoOf('fail'));
    expect(res.status).toBe(502);
  });
});

describe('media API proxy against a partner breaking the contract', () => {
  let broken: SiteUnderTest;
  beforeAll(async () => {
    broken = await startSite({
      seed: false,
      sandboxScript: `export default { fetch() { return Response.json({ videoUrl: 'javascript:alert(1)', images360: [], internal360: [], hasVideo: true, has360: false, hasInternal360: false }); } };`,
    });
  });
  afterAll(() => broken?.dispose());

  it('answers 502 rather than pass on an answer outside the contract', async () => {
    expectConsoleError();
    const res = await broken.fetch('http://group-uk.localhost/api/media/AB12CDE');
    expect(res.status).toBe(502);
    expect(JSON.stringify(await res.json())).not.toContain('javascript');
  });
});
