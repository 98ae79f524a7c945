import { describe, expect, it } from 'vitest';
import { readSiteSeeds } from '#kv-seed/seed.ts';
import { sites } from '#src/sites/catalogue.ts';
import { localisedPath } from '#src/sites/language.ts';
import { useSite } from '../support/site-under-test.ts';

const site = useSite();

const manual = { redirect: 'manual' } as const;

function expectSecurityHeaders(res: Response) {
  expect(res.headers.get('strict-transport-security')).toMatch(/max-age=(\d+)/);
  expect(
    Number(/max-age=(\d+)/.exec(res.headers.get('strict-transport-security')!)![1]),
  ).toBeGreaterThanOrEqual(31_536_000);
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  const csp = res.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'/);
  expect(csp).toContain("object-src 'none'");
}

describe('security headers', () => {
  const cases: Array<[string, string]> = [
    ['a page', 'http://store-se.localhost/'],
    ['a 404 page', 'http://store-se.localhost/finns-inte'],
    ['the unknown-site error', 'http://unknown.example/'],
    ['a static asset', 'http://store-se.localhost/favicons/store.svg'],
    ['the www redirect', 'http://www.group-se.localhost/'],
    ['/healthz', 'http://store-se.localhost/healthz'],
    ['/robots.txt', 'http://store-se.localhost/robots.txt'],
  ];
  for (const [what, url] of cases) {
    it(`are on ${what}`, async () => {
      expectSecurityHeaders(await site.fetch(url, manual));
    });
  }

  it('use a fresh nonce for every response', async () => {
    const nonce = async () =>
      /'nonce-([^']+)'/.exec(
        (await site.fetch('http://group-uk.localhost/')).headers.get('content-security-policy') ??
          '',
      )?.[1];
    const [a, b] = [await nonce(), await nonce()];
    expect(a).toBeTruthy();
    expect(a).not.toBe(b);
  });
});

describe('site resolution', () => {
  it('redirects the www host of group-se permanently to the bare host, keeping path and query', async () => {
    const res = await site.fetch(
      'http://www.group-se.localhost/kop-bil?car_brand=Volvo&page=2',
      manual,
    );
    expect(res.status).toBe(308);
    expect(res.headers.get('location')).toBe(
      'http://group-se.localhost/kop-bil?car_brand=Volvo&page=2',
    );
  });

  it('does not redirect the www host of a site that has not opted in', async () => {
    const res = await site.fetch('http://www.store-se.localhost/', manual);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Unknown sitecoreSiteName');
  });

  it('answers an unknown host with the Unknown sitecoreSiteName error page and a 4xx status', async () => {
    const res = await site.fetch('http://some-other-site.example/', manual);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('<h1>Unknown sitecoreSiteName</h1>');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });
});

describe('bad addresses', () => {
  it('answers 414 for an 8 KB path', async () => {
    const res = await site.fetch(`http://group-se.localhost/${'a'.repeat(8192)}`);
    expect(res.status).toBe(414);
    expect(await res.text()).toContain('The address is longer than');
  });

  it('answers 400 for malformed percent-encoding', async () => {
    for (const path of ['/%E0%A4%A', '/%', '/bil%ZZ', '/?q=%C3']) {
      const res = await site.fetch(`http://group-se.localhost${path}`);
      expect(res.status, path).toBe(400);
      expect(await res.text()).toContain('malformed percent-encoding');
    }
  });

  it('answers API paths with JSON errors', async () => {
    const res = await site.fetch(`http://group-se.localhost/api/${'x'.repeat(5000)}`);
    expect(res.status).toBe(414);
    expect(await res.json()).toEqual({ error: expect.stringContaining('longer than'), issues: [] });
  });
});

describe('static assets', () => {
  it('serves hashed build files as immutable for a year', async () => {
    const html = await (await site.fetch('http://group-se.localhost/')).text();
    const script = /<script type="module" src="(\/assets\/[^"]+)"/.exec(html)?.[1];
    const res = await site.fetch(`http://group-se.localhost${script}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('serves public images with a short cache and answers 404 for a missing file', async () => {
    const logo = await site.fetch('http://store-sk.localhost/logos/store-sk.svg');
    expect(logo.status).toBe(200);
    expect(logo.headers.get('cache-control')).toBe('public, max-age=3600');
    expect((await site.fetch('http://store-sk.localhost/assets/missing-123.js')).status).toBe(404);
  });

  it('does not publish the build manifest', async () => {
    const res = await site.fetch('http://group-se.localhost/.vite/manifest.json');
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('"isEntry"');
  });
});

describe('/robots.txt and /sitemap.xml', () => {
  it('answer per site with the site origin', async () => {
    const robots = await site.fetch('http://store-fi.localhost/robots.txt');
    expect(robots.status).toBe(200);
    const text = await robots.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Sitemap: http://store-fi.localhost/sitemap.xml');
  });

  it('lists every content route of the site in each of its languages', async () => {
    const res = await site.fetch('http://group-se.localhost/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const all = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    // The car detail pages follow the content routes (issue 8; tests/worker/car-detail.test.ts).
    const isCar = (loc: string) => /\/(kop-bil|en\/buy-car)\/\d+\/[a-z0-9-]+$/.test(loc);
    const locs = all.filter((loc) => !isCar(loc));
    expect(all.slice(0, locs.length)).toEqual(locs);
    // Every seeded route, Swedish first, each at its public path (English under /en), but for
    // the one a redirect rule hides (tests/worker/car-list.test.ts).
    const seed = readSiteSeeds().find((s) => s.site === 'group-se')!;
    const hiddenByRule = 'http://group-se.localhost/kop-bil/kampanjer';
    const seeded = seed.pages
      .flatMap(({ language, routes }) =>
        routes
          // Items named '_...' only feed other pages (the dealer pages' shared blocks): not pages of their own.
          .filter((route) => !route.path.split('/').some((segment) => segment.startsWith('_')))
          .map(
            (route) =>
              `http://group-se.localhost${localisedPath(sites['group-se'], language, route.path)}`,
          ),
      )
      .filter((loc) => loc !== hiddenByRule);
    expect(all).not.toContain(hiddenByRule);
    expect(locs.slice(0, seeded.length)).toEqual(seeded);
    // Then the car list's brand and model pages (issue 7), then the dealer pages of the site index
    // in each language (issue 9).
    const rest = locs.slice(seeded.length);
    const listPages = rest.filter((loc) => loc.includes('/~'));
    expect(listPages.length).toBeGreaterThan(0);
    expect(rest.slice(0, listPages.length)).toEqual(listPages);
    const dealerPages = rest.slice(listPages.length);
    expect(dealerPages.length).toBeGreaterThan(0);
    for (const loc of dealerPages)
      expect(loc).toMatch(
        /^http:\/\/group-se\.localhost\/(anlaggningar|en\/dealerships)\/[a-z0-9-]+$/,
      );
    expect(locs.slice(0, 2)).toEqual([
      'http://group-se.localhost/',
      'http://group-se.localhost/om-hedin-automotive',
    ]);
    expect(locs).toContain('http://group-se.localhost/en');
    expect(locs).toContain('http://group-se.localhost/en/about-hedin-automotive');
    // After the Swedish routes, less the one a rule hides.
    expect(locs.indexOf('http://group-se.localhost/en')).toBe(
      seed.pages[0]!.routes.filter((route) => !route.path.includes('/_')).length - 1,
    );
    const uk = await (await site.fetch('http://group-uk.localhost/sitemap.xml')).text();
    expect(uk).toContain('<loc>http://group-uk.localhost/about-us/who-are-we</loc>');
    expect(uk).not.toContain('group-se');
  });
});
