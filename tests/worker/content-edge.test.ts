import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testStockSize } from '#kv-seed/stock/generate-stock.ts';
import { kvKeys } from '#src/kv-keys.ts';
import { edgeApiKey } from '../support/edge-recordings/fake-edge.ts';
import { edgeControl, startEdgeSite } from '../support/edge-site.ts';
import { consoleErrors, expectConsoleError } from '../support/fail-on-console-error.ts';
import type { SiteUnderTest } from '../support/site-under-test.ts';

// The built worker with SITECORE_EDGE_URL set, every outside fetch answered by a fake Edge
// endpoint serving the recorded answers. The content KV stays empty: whatever renders came from Edge.
let site: SiteUnderTest;
beforeAll(async () => {
  site = await startEdgeSite({ cars: testStockSize });
});
afterAll(() => site?.dispose());

afterEach(() => edgeControl(site, 'reset'));

async function page(url: string): Promise<{ status: number; html: string }> {
  const res = await site.fetch(url);
  return { status: res.status, html: await res.text() };
}

describe('pages from Sitecore Edge', () => {
  it('has nothing in the content KV, so the pages below cannot come from there', async () => {
    expect(await (await site.contentKv()).get(kvKeys.siteSettings('group-se'))).toBeNull();
  });

  // The rest of the mapped data (info fields, social links, language list) is checked in
  // tests/unit/content/edge-adapter.test.ts.
  it('renders the group-se home page in Swedish with its navigation, footer and blocks', async () => {
    const { status, html } = await page('http://group-se.localhost/');
    expect(status).toBe(200);
    expect(html).toContain('<html lang="sv"');
    expect(html).toMatch(
      /<nav[^>]*>[\s\S]*Köp bil[\s\S]*Alla bilar i lager[\s\S]*Nya bilar i lager/,
    );
    expect(html).toContain('hero-banner');
    expect(html).toContain('Bilar, service och allt däremellan');
    expect(html).toMatch(
      /<footer[\s\S]*<h2[^>]*>Köp bil<\/h2>[\s\S]*href="\/kop-bil\/alla-bilar-i-lager"/,
    );
    expect(html).toContain('<link rel="icon" href="/-/media/favicons/group.svg"');
    expect(html).toContain('<title>Bilar, service och allt däremellan | Hedin Automotive</title>');
    // The site message of Edge's navigation settings, as the alert banner above the navigation.
    expect(html.indexOf('Dags för vinterdäck')).toBeGreaterThan(0);
    expect(html.indexOf('Dags för vinterdäck')).toBeLessThan(html.indexOf('<header'));
    // The brand strip from Edge's brands, their logos served through the media proxy.
    expect(html).toMatch(/data-island="footer-brands"[\s\S]*src="\/-\/media\/brands\/volvo.svg"/);
  });

  it('renders a group-se content page in Swedish and in English', async () => {
    const sv = await page('http://group-se.localhost/om-hedin-automotive');
    expect(sv.status).toBe(200);
    expect(sv.html).toContain('<title>Om Hedin Automotive | Hedin Automotive</title>');
    expect(sv.html).toContain('Mot fossilfria transporter');
    const en = await page('http://group-se.localhost/en/about-hedin-automotive');
    expect(en.status).toBe(200);
    expect(en.html).toContain('<html lang="en"');
    expect(en.html).toMatch(/<nav[^>]*>[\s\S]*Buy a car[\s\S]*href="\/en\/buy-car\/all-cars"/);
    expect(en.html).toMatch(
      /<footer[\s\S]*<h2[^>]*>Buy a car<\/h2>[\s\S]*href="\/en\/buy-car\/all-cars"/,
    );
    expect(en.html).toContain('Towards fossil-free transport');
  });

  it('renders the English home page of group-se', async () => {
    const { status, html } = await page('http://group-se.localhost/en');
    expect(status).toBe(200);
    expect(html).toContain('<html lang="en"');
    expect(html).toContain(
      '<h1 class="hero-banner__title">Cars, service and everything in between</h1>',
    );
    expect(html).toContain('href="/en/service-and-workshop/book-workshop"');
  });

  it('renders store-sk pages in Slovak from its own Edge content', async () => {
    for (const path of ['/', '/o-carstore']) {
      const { status, html } = await page(`http://store-sk.localhost${path}`);
      expect(status, path).toBe(200);
      expect(html, path).toContain('<html lang="sk"');
      expect(html, path).toMatch(/<nav[^>]*>[\s\S]*Kúpiť auto[\s\S]*Všetky autá/);
      expect(html, path).toMatch(
        /<footer[\s\S]*<h2[^>]*>Kontakt<\/h2>[\s\S]*href="mailto:info@carstore.sk"/,
      );
      expect(html, path).toContain('hero-banner');
    }
    expect((await page('http://store-sk.localhost/o-carstore')).html).toContain(
      '<title>O Carstore | Carstore Slovensko</title>',
    );
  });

  it('lists the routes Edge finds for the sitemap', async () => {
    const res = await site.fetch('http://store-sk.localhost/sitemap.xml');
    const xml = await res.text();
    expect(res.status).toBe(200);
    expect(xml).toContain(
      '<url><loc>http://store-sk.localhost/</loc><lastmod>2026-11-01</lastmod></url>',
    );
    expect(xml).toContain('<url><loc>http://store-sk.localhost/o-carstore</loc></url>');
    expect(xml).toContain(
      '<url><loc>http://store-sk.localhost/kupit-auto</loc><lastmod>2026-10-20</lastmod></url>',
    );
  });

  it('answers a path Edge does not know with the 404 page in the site shell', async () => {
    const { status, html } = await page('http://group-se.localhost/finns-inte');
    expect(status).toBe(404);
    expect(html).toContain('<html lang="sv"');
    expect(html).toContain('<footer');
    expect(html).toContain('Köp bil');
  });

  it('renders the page without navigation when Edge fails for the navigation, and logs it', async () => {
    expectConsoleError();
    await edgeControl(site, 'fail', 'Navigation');
    const { status, html } = await page('http://store-sk.localhost/o-carstore');
    expect(status).toBe(200);
    expect(html).not.toContain('<nav');
    expect(html).toContain('<h1 class="hero-banner__title">O Carstore</h1>');
    expect(html).toMatch(/<footer[\s\S]*<h2[^>]*>Kontakt<\/h2>/);
    expect(
      consoleErrors().some(
        (line) =>
          line.startsWith('navigation unavailable') &&
          line.includes('Sitecore Edge Navigation: answered 500'),
      ),
    ).toBe(true);
    expect(consoleErrors().join('\n')).not.toContain(edgeApiKey);
  });
});
