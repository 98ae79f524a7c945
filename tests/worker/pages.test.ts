import { describe, expect, it } from 'vitest';
import { stockSizes, testStockSize } from '#kv-seed/stock/generate-stock.ts';
import { sites } from '#src/sites/catalogue.ts';
import { useSite } from '../support/site-under-test.ts';

const site = useSite();

const expectations = {
  'group-se': {
    lang: 'sv',
    theme: 'group-se',
    title: 'Bilar, service och allt däremellan | Hedin Automotive',
  },
  'group-no': {
    lang: 'nb',
    theme: 'group-no',
    title: 'Bil, service og alt imellom | Hedin Automotive Norge',
  },
  'group-uk': {
    lang: 'en',
    theme: 'group-uk',
    title: 'BMW, MINI, Mercedes-Benz and smart | Hedin UK',
  },
  'store-se': { lang: 'sv', theme: 'store', title: 'Begagnade bilar du kan lita på | Carstore' },
  'store-no': { lang: 'nb', theme: 'store', title: 'Bruktbil du kan stole på | Carstore Norge' },
  'store-fi': {
    lang: 'fi',
    theme: 'store',
    title: 'Käytettyjä autoja, joihin voit luottaa | Carstore Suomi',
  },
  'store-sk': {
    lang: 'sk',
    theme: 'store',
    title: 'Ojazdené autá, ktorým môžete veriť | Carstore Slovensko',
  },
} as const;

describe('home pages', () => {
  for (const [name, expected] of Object.entries(expectations)) {
    it(`serves the ${name} home page in its own language, theme and name`, async () => {
      const host = sites[name as keyof typeof sites].devHost;
      const res = await site.fetch(`http://${host}/`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await res.text();
      expect(html).toMatch(/^<!DOCTYPE html>/);
      expect(html).toContain(`<html lang="${expected.lang}" data-theme="${expected.theme}">`);
      expect(html).toContain(`<title>${expected.title}</title>`);
      expect(html).toContain('class="stock-summary"');
    });
  }

  it('serves group-se on plain localhost', async () => {
    const html = await (await site.fetch('http://localhost/')).text();
    expect(html).toContain('<html lang="sv" data-theme="group-se">');
  });

  it('serves the English group-se pages under /en', async () => {
    const res = await site.fetch('http://group-se.localhost/en');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="en" data-theme="group-se">');
    expect(html).toContain(
      `We have ${stockSizes(testStockSize)['group-se']} cars in stock right now`,
    );
  });

  it('shows the number of cars in the site index and the latest arrivals in the site currency', async () => {
    const html = await (await site.fetch('http://group-uk.localhost/')).text();
    expect(html).toContain(`${stockSizes(testStockSize)['group-uk']} cars in stock today`);
    const start = html.indexOf('class="stock-summary"');
    const section = html.slice(start, html.indexOf('</section>', start));
    expect(section.match(/class="stock-summary__car"/g)).toHaveLength(4);
    expect(
      section.match(/class="car-card__price">(<strong class="car-card__campaign">)?£[\d,]+</g),
    ).toHaveLength(4);
    // Each latest arrival is the shared car card, linking to its detail page; the section links
    // to the stock list (issue 18 item 9).
    const links = [...section.matchAll(/<a class="car-card__link" href="([^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(links).toHaveLength(4);
    for (const href of links) expect(href).toMatch(/^\/[\w-]+(\/[\w-]+)*\/\d+\/[\w-]+$/);
    expect(section).toMatch(
      /<a class="button button--secondary" href="\/[^"]+">See all [\d,]+ cars in stock<\/a>/,
    );
  });

  it('answers a path without a route with the site 404 page in its language', async () => {
    const res = await site.fetch('http://store-fi.localhost/ei-ole-olemassa');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<html lang="fi" data-theme="store">');
    expect(html).toContain('Sivua ei löytynyt');
  });

  it('finds a route whatever the case and trailing slash of the request path', async () => {
    const res = await site.fetch('http://store-se.localhost/Om-Carstore/');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<h1 class="hero-banner__title">Om Carstore</h1>');
  });
});

describe('UK brand themes', () => {
  const brandPages = {
    BMW: ['/buy-car/new-cars/bmw', 'group-uk-bmw'],
    MINI: ['/buy-car/new-cars/mini', 'group-uk-mini'],
    'Mercedes-Benz': ['/buy-car/new-cars/mercedes-benz', 'group-uk-mercedes-benz'],
    smart: ['/buy-car/new-cars/smart', 'group-uk-smart'],
  } as const;
  for (const [brand, [path, theme]] of Object.entries(brandPages)) {
    it(`dresses a page whose BrandDesign is ${brand} in the ${theme} theme`, async () => {
      const res = await site.fetch(`http://group-uk.localhost${path}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(`<html lang="en" data-theme="${theme}">`);
    });
  }

  it('keeps the site theme on pages without a BrandDesign', async () => {
    expect(await (await site.fetch('http://group-uk.localhost/sell-car')).text()).toContain(
      'data-theme="group-uk"',
    );
  });
});

describe('document head', () => {
  it('writes title, description, lower-cased canonical, social tags, favicon and the WebSite block', async () => {
    const html = await (await site.fetch('http://Store-SE.localhost/Om-Carstore')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<title>Om Carstore | Carstore</title>');
    expect(head).toContain('<meta name="description" content="Carstore säljer begagnade bilar');
    expect(head).toContain('<link rel="canonical" href="http://store-se.localhost/om-carstore"/>');
    expect(head).toContain('<meta property="og:title" content="Om Carstore"/>');
    expect(head).toContain('<link rel="icon" href="/favicons/store.svg" type="image/svg+xml"/>');
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(head)?.[1];
    expect(JSON.parse(ld ?? 'null')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Carstore',
      url: 'http://store-se.localhost/',
    });
  });

  it("links the shell's hashed stylesheet ahead of the island modulepreloads, and the entry script with the CSP nonce", async () => {
    const res = await site.fetch('http://group-no.localhost/');
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
    const html = await res.text();
    expect(nonce).toBeTruthy();
    expect(html).toMatch(
      /<link rel="stylesheet" href="\/assets\/style-shell-[\w-]+\.css" data-precedence="default"\/>/,
    );
    // The render-blocking files must not queue behind scripts that only hydrate.
    expect(html.lastIndexOf('rel="stylesheet"')).toBeLessThan(html.indexOf('rel="modulepreload"'));
    expect(html.indexOf('rel="modulepreload"')).toBeGreaterThan(0);
    expect(html).toMatch(
      new RegExp(
        `<script type="module" src="/assets/main-[\\w-]+\\.js" nonce="${nonce?.replace(/[+/=]/g, '\\$&')}" data-island-runtime="/assets/hydrate-island-[\\w-]+\\.js">`,
      ),
    );
  });

  it("names each island's own chunk and the hydration runtime in the page, and serves them", async () => {
    const html = await (await site.fetch('http://group-no.localhost/')).text();
    const islands = [...html.matchAll(/data-island="([\w-]+)"[^>]*data-island-src="([^"]+)"/g)].map(
      (m) => ({ name: m[1]!, src: m[2]! }),
    );
    expect(islands.map((i) => i.name)).toContain('site-navigation');
    for (const { name, src } of islands)
      expect(src).toMatch(new RegExp(`^/assets/${name}\\.island-[\\w-]+\\.js$`));
    const runtime = /data-island-runtime="([^"]+)"/.exec(html)![1]!;
    for (const src of [...islands.map((i) => i.src), runtime]) {
      const res = await site.fetch(`http://group-no.localhost${src}`);
      expect(res.status, src).toBe(200);
      const code = await res.text();
      // The browser imports these by URL: an island chunk must export its component, the runtime hydrateIsland.
      expect(code, src).toMatch(
        src === runtime ? /export\s*\{[^}]*\bas hydrateIsland\b/ : /export\s*\{[^}]*\bas default\b/,
      );
    }
  });
});
