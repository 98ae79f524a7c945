import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { bookingTexts } from '#client/booking/booking.texts.ts';
import { stylesheetSources } from '#client/styles/stylesheets.ts';
import { islandProps } from '../support/island-props.ts';
import { type SiteUnderTest, startSite, useSite } from '../support/site-under-test.ts';

const site = useSite();
const bookingPage = '/service-och-verkstad/boka-bilverkstad';
const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<
  string,
  { file: string }
>;

const page = async (target: SiteUnderTest, path: string) => {
  const res = await target.fetch(`http://group-se.localhost${path}`);
  expect(res.status, path).toBe(200);
  return res.text();
};

/** The 32 other brands group-se's workshops are authorised for, as seeded. */
const otherBrands = [
  'Volvo',
  'Volkswagen',
  'Audi',
  'Seat',
  'Cupra',
  'Skoda',
  'Toyota',
  'Lexus',
  'Kia',
  'Hyundai',
  'Ford',
  'Mercedes-Benz',
  'Smart',
  'Renault',
  'Dacia',
  'Nissan',
  'Peugeot',
  'Citroën',
  'Opel',
  'DS',
  'Jeep',
  'Fiat',
  'Alfa Romeo',
  'Mazda',
  'Mitsubishi',
  'Subaru',
  'Suzuki',
  'Honda',
  'Polestar',
  'MG',
  'Land Rover',
  'Jaguar',
];

describe('the workshop booking page on group-se', () => {
  it('renders the landing header: the heading, the four brands that book elsewhere, and the 32 others', async () => {
    const html = await page(site, bookingPage);
    expect(html).toContain('<title>Boka service, däckbyte och verkstad');
    expect(html).toContain(
      '<h1 class="booking-landing__title">Boka service, däckbyte och verkstad</h1>',
    );
    for (const [href, name] of [
      ['https://bmw.hedinautomotive.se/service/boka-service', 'BMW'],
      ['https://mini.hedinautomotive.se/service/boka-service', 'MINI'],
      ['/service-och-verkstad/boka-service/boka-porsche-service', 'Porsche'],
      ['/kop-bil/bilmarken/iveco/verkstadstjanster', 'IVECO'],
    ] as const)
      expect(html).toMatch(
        new RegExp(
          `<a class="booking-landing__brand" href="${href}"><img [^>]*src="/brands/${name.toLowerCase()}\\.svg" alt="${name}"[^>]*/></a>`,
        ),
      );
    const others = html.slice(html.indexOf('<details class="booking-landing__others">'));
    expect(others).toContain('Övriga märken med auktoriserad verkstad</summary>');
    const listed = [
      ...others
        .slice(0, others.indexOf('</details>'))
        .matchAll(/<li class="booking-landing__other-brand"><img [^>]*alt="([^"]+)"/g),
    ].map((m) => m[1]);
    expect(listed).toEqual(otherBrands);
    // Each has its drawn logo, and every drawing is served.
    for (const name of ['land-rover', 'citroen', 'alfa-romeo', 'mercedes-benz'])
      expect(others).toContain(`src="/brands/${name}.svg"`);
    for (const src of new Set([...html.matchAll(/src="(\/brands\/[^"]+)"/g)].map((m) => m[1]!))) {
      const res = await site.fetch(`http://group-se.localhost${src}`);
      await res.arrayBuffer();
      expect(res.status, src).toBe(200);
    }
  });

  it("places the booking island, hydrated at load, with the flow's texts, the support address, the inspection page and no maps key", async () => {
    const html = await page(site, bookingPage);
    expect(html).toMatch(
      /data-island="workshop-booking"[^>]*data-hydrate="load"|data-hydrate="load"[^>]*data-island="workshop-booking"/,
    );
    expect(islandProps(html, 'workshop-booking')).toEqual([
      {
        texts: bookingTexts.sv,
        supportEmail: 'verkstad@hedinautomotive.se',
        damageInspectionUrl: 'https://skadebesiktning.hedinautomotive.se/boka',
        mapsApiKey: null,
      },
    ]);
  });

  it("brings the landing header's, the summary's and the workshop map's stylesheets in the head", async () => {
    const html = await page(site, bookingPage);
    const head = html.slice(0, html.indexOf('<body'));
    // A sheet is linked or carried inline under its built file's name.
    for (const sheet of [
      'workshop-booking',
      'booking',
      'booking-places',
      'booking-workshop',
      'booking-summary',
    ] as const)
      expect(head, sheet).toContain(`/${manifest[stylesheetSources[sheet]]!.file}`);
  });

  it('seeds the Porsche and IVECO pages the header links to', async () => {
    expect(await page(site, '/service-och-verkstad/boka-service/boka-porsche-service')).toContain(
      'Boka service för din Porsche</h1>',
    );
    expect(await page(site, '/kop-bil/bilmarken/iveco/verkstadstjanster')).toContain(
      'Verkstadstjänster för IVECO</h1>',
    );
  });

  it("leads the navigation's 'Boka verkstad' button and the footer's booking links to the page", async () => {
    const html = await page(site, '/');
    const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
    expect(header).toMatch(new RegExp(`href="${bookingPage}"[^>]*>Boka verkstad<`));
    expect(html).not.toContain('href="/service-och-verkstad/boka-verkstad"');
  });

  it('answers every old booking address with one permanent redirect to the page', async () => {
    for (const old of [
      '/boka',
      '/boka-service',
      '/boka-verkstad',
      '/verkstad/boka',
      '/service/boka',
      '/service-och-verkstad/boka-service',
      '/service-och-verkstad/boka-verkstad',
    ]) {
      const res = await site.fetch(`http://group-se.localhost${old}`, { redirect: 'manual' });
      await res.arrayBuffer();
      expect(res.status, old).toBe(308);
      expect(res.headers.get('location'), old).toBe(bookingPage);
    }
  });
});

describe('the workshop booking page with a maps key configured', () => {
  let keyed: SiteUnderTest;
  beforeAll(async () => {
    keyed = await startSite({ vars: { MAPS_API_KEY: 'AIzaTestKey-0123456789' }, stockCars: 100 });
  }, 120_000);
  afterAll(() => keyed?.dispose());

  it('hands the key to the booking island for its map', async () => {
    const html = await page(keyed, bookingPage);
    expect(islandProps(html, 'workshop-booking')[0].mapsApiKey).toBe('AIzaTestKey-0123456789');
  });
});
