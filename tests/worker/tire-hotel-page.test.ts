import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { stylesheetSources } from '#client/styles/stylesheets.ts';
import { tireHotelTexts } from '#client/tire-hotel/tire-hotel.texts.ts';
import { islandProps } from '../support/island-props.ts';
import { useSite } from '../support/site-under-test.ts';

const site = useSite();
const tireHotelPage = '/dack-och-biltillbehor/dackhotell';
const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<
  string,
  { file: string }
>;

const get = (path: string) =>
  site.fetch(`http://group-se.localhost${path}`, { redirect: 'manual' });
const page = async (path: string) => {
  const res = await get(path);
  expect(res.status, path).toBe(200);
  return res.text();
};
/** The page's main content, without what differs on every answer (the CSP nonce). */
const mainOf = (html: string) =>
  html.slice(html.indexOf('<main'), html.indexOf('</main>')).replace(/nonce="[^"]+"/g, '');

describe('the tire hotel page on group-se', () => {
  it('answers with its title, the one h1 and the intro, rendered on the server', async () => {
    const html = await page(tireHotelPage);
    expect(html).toContain('<title>Däckhotell | Hedin Automotive</title>');
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toContain('<h1 class="tire-hotel-block__title">Däckhotell</h1>');
    expect(html).toMatch(
      /<p class="tire-hotel-block__intro">Vi tvättar, kontrollerar och förvarar dina hjul[^<]*<\/p>/,
    );
    expect(html).not.toContain('class="section-error"');
  });

  it("places the flow's island, hydrated at load, with its texts and the seeded addresses", async () => {
    const html = await page(tireHotelPage);
    expect(html).toMatch(
      /data-island="tire-hotel"[^>]*data-hydrate="load"|data-hydrate="load"[^>]*data-island="tire-hotel"/,
    );
    const { heading: _heading, ...texts } = tireHotelTexts.sv;
    expect(islandProps(html, 'tire-hotel')).toEqual([
      {
        texts,
        supportEmail: 'dackhotell@hedinautomotive.se',
        serviceBookingUrl: '/service-och-verkstad/boka-bilverkstad',
        contactUrl: '/om-hedin-automotive/kundservice',
        packageInfoUrl: '/dack-och-biltillbehor/dackhotell/dackpaket',
        startPageUrl: '/',
      },
    ]);
  });

  it("brings the page's, the flow's, the calendar's and the stars' stylesheets in the head", async () => {
    const html = await page(tireHotelPage);
    const head = html.slice(0, html.indexOf('<body'));
    for (const sheet of [
      'tire-hotel-block',
      'tire-hotel',
      'tire-booking',
      'month-calendar',
      'star-rating',
    ] as const)
      expect(head, sheet).toContain(`/${manifest[stylesheetSources[sheet]]!.file}`);
  });

  it('answers the same content with a regNo in the query, which the island reads for itself', async () => {
    const plain = mainOf(await page(tireHotelPage));
    expect(plain).toContain('data-island="tire-hotel"');
    expect(mainOf(await page(`${tireHotelPage}?regNo=ABC123`))).toBe(plain);
  });

  it('keeps the regNo when a trailing slash is redirected away', async () => {
    const res = await get(`${tireHotelPage}/?regNo=ABC123`);
    await res.arrayBuffer();
    expect(res.status).toBe(308);
    expect(res.headers.get('location')).toBe(`${tireHotelPage}?regNo=ABC123`);
  });

  it('links the navigation and the footer to the page, and the package link to a page that exists', async () => {
    const html = await page('/');
    const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
    expect(header).toMatch(new RegExp(`href="${tireHotelPage}"[^>]*>Däckhotell<`));
    expect(await page('/dack-och-biltillbehor/dackhotell/dackpaket')).toContain('Däckpaket</h1>');
    expect(await page('/om-hedin-automotive/kundservice')).toContain('</h1>');
  });
});
