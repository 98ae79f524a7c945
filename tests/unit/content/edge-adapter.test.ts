import { describe, expect, it, vi } from 'vitest';
import { readSiteSeeds } from '#kv-seed/seed.ts';
import type { NavItem } from '#client/contracts/shell.ts';
import { createSitecoreEdgeContentSource } from '#src/content/sitecore-edge/index.ts';
import { UpstreamError } from '#src/partners/upstream.ts';
import {
  edgeApiKey,
  fakeEdge,
  fault,
  loadRecordings,
  type Recording,
} from '../../support/edge-recordings/fake-edge.ts';

const endpoint = 'https://edge.example.test/api/graphql/v1';
const recordings = loadRecordings();
const seed = readSiteSeeds().find((s) => s.site === 'group-se')!.file;

function edgeSource(
  options: { faults?: Recording[]; hang?: string[]; timeoutMs?: number; apiKey?: string } = {},
) {
  const fake = fakeEdge([...(options.faults ?? []), ...recordings], { hang: options.hang ?? [] });
  const source = createSitecoreEdgeContentSource(
    { url: endpoint, apiKey: options.apiKey ?? edgeApiKey, timeoutMs: options.timeoutMs ?? 2000 },
    { fetcher: fake },
  );
  return { fake, source };
}

const withoutIds = (items: NavItem[]): unknown[] =>
  items.map(({ id: _id, children, ...rest }) => ({ ...rest, children: withoutIds(children) }));

describe('Sitecore Edge content source: full answers', () => {
  it('maps group-se navigation in both languages to what the embedded seed holds, three levels deep', async () => {
    const { source } = edgeSource();
    for (const language of ['sv', 'en'] as const) {
      const navigation = await source.getNavigation('group-se', language);
      expect(withoutIds(navigation)).toEqual(withoutIds(seed.shell[language]!.navigation));
    }
    const en = await source.getNavigation('group-se', 'en');
    expect(en[0]!.path).toBe('/en/buy-car');
    expect(en[0]!.children[0]!.children[0]!.path).toBe('/en/buy-car/new-cars-in-stock');
  });

  it('maps footer, navigation settings and dictionary of group-se to the seeded shell', async () => {
    const { source } = edgeSource();
    for (const language of ['sv', 'en'] as const) {
      const shell = seed.shell[language]!;
      expect(await source.getFooter('group-se', language)).toEqual(shell.footer);
      expect(await source.getNavigationSettings('group-se', language)).toEqual(
        shell.navigationSettings,
      );
      expect(await source.getDictionary('group-se', language)).toEqual(shell.dictionary);
    }
  });

  it('reads a dictionary split over two pages by following the cursor', async () => {
    const { source, fake } = edgeSource();
    const dictionary = await source.getDictionary('group-se', 'sv');
    const pages = fake.calls.filter((call) => call.operation === 'Dictionary');
    expect(pages.map((call) => call.variables)).toEqual([
      { siteName: 'group-se', language: 'sv', first: 100 },
      { siteName: 'group-se', language: 'sv', first: 100, after: 'eyJvZmZzZXQiOjIwfQ==' },
    ]);
    expect(Object.keys(dictionary).length).toBe(Object.keys(seed.shell.sv!.dictionary).length);
    expect(dictionary.consentRejectAll).toBe(seed.shell.sv!.dictionary.consentRejectAll);
  });

  it('maps the route of a page with its fields and its blocks as raw blocks', async () => {
    const { source } = edgeSource();
    const route = await source.getRoute('group-se', 'en', '/About-Hedin-Automotive/');
    expect(route).toMatchObject({
      name: 'about-hedin-automotive',
      itemLanguage: 'en',
      path: '/about-hedin-automotive',
    });
    expect(route!.fields.navTitle).toBe('About us');
    expect(route!.placeholders.main.map((block) => block.type)).toEqual([
      'hero-banner',
      'hero-banner',
    ]);
    expect(route!.placeholders.main[1]!.fields).toMatchObject({
      Title: expect.any(String),
      TitleTag: 'h2',
      Image: { src: '/images/hero-electric.svg', alt: '', width: 1920, height: 1080 },
      Link: { href: '/en/about-hedin-automotive/sustainability', text: expect.any(String) },
    });
  });

  it('answers null for a path Edge has no route at', async () => {
    const { source } = edgeSource();
    expect(await source.getRoute('group-se', 'sv', '/finns-inte')).toBeNull();
  });

  it('lists the language versions of a route, the other language pointing at its own path', async () => {
    const { source } = edgeSource();
    expect(
      (await source.getLanguages('group-se', 'sv', '/om-hedin-automotive')).map((l) => [
        l.name,
        l.nativeName,
        l.path,
      ]),
    ).toEqual([
      ['sv', 'Svenska', '/om-hedin-automotive'],
      ['en', 'English', '/en/about-hedin-automotive'],
    ]);
    const unknown = await source.getLanguages('group-se', 'en', '/nowhere');
    expect(unknown.map((l) => l.path)).toEqual(['/', '/en']);
  });

  it('reads site settings, home path and brands, serving Sitecore media through the site', async () => {
    const { source } = edgeSource();
    expect(await source.getSiteSettings('group-se')).toEqual({
      ...seed.settings,
      favicon: '/-/media/favicons/group.svg',
      homePaths: {},
    });
    expect(await source.getHomePath('group-se', 'en')).toBe('/');
    const brands = await source.getBrands('group-se', 'sv');
    expect(brands.map((b) => b.brandCode)).toEqual(seed.brands.map((b) => b.brandCode));
    expect(brands[0]!.logo).toEqual({ src: '/-/media/brands/volvo.svg', alt: 'Volvo' });
  });

  it('fills what store-sk leaves out: no social links, no logo, no brands', async () => {
    const { source } = edgeSource();
    const footer = await source.getFooter('store-sk', 'sk');
    expect(footer.socialLinks).toEqual([]);
    expect(footer.columns[1]!.links.map((l) => l.href)).toEqual([
      'mailto:info@carstore.sk',
      'tel:+421233005500',
      undefined,
      '#cookie-settings',
    ]);
    expect((await source.getSiteSettings('store-sk')).logo).toEqual({
      src: '/logos/store-sk.svg',
      alt: 'Carstore',
    });
    expect(await source.getBrands('store-sk', 'sk')).toEqual([]);
    const settings = await source.getNavigationSettings('store-sk', 'sk');
    expect(settings.message).toMatchObject({
      hasMessage: true,
      type: 'Warning',
      isBelowNavigation: true,
    });
    expect(settings.slimNav).toBe(true);
  });

  it('lists the routes of a site for the sitemap, page after page', async () => {
    const { source } = edgeSource();
    expect(await source.listRoutes('store-sk')).toEqual([
      {
        itemId: '2A3B4C5D6E7F40818293A4B5C6D7E8F9',
        path: '/',
        language: 'sk',
        lastModified: '2026-11-01',
      },
      { itemId: '3A3B4C5D6E7F40818293A4B5C6D7E8F9', path: '/o-carstore', language: 'sk' },
      {
        itemId: '4A3B4C5D6E7F40818293A4B5C6D7E8F9',
        path: '/kupit-auto',
        language: 'sk',
        lastModified: '2026-10-20',
      },
    ]);
  });
});

describe('Sitecore Edge content source: requests', () => {
  it('POSTs the query and its variables as JSON with the sc_apikey header', async () => {
    const { source, fake } = edgeSource();
    await source.getRoute('store-sk', 'sk', '/o-carstore');
    expect(fake.calls).toEqual([
      {
        url: endpoint,
        method: 'POST',
        apiKey: edgeApiKey,
        contentType: 'application/json',
        operation: 'Layout',
        variables: { site: 'store-sk', routePath: '/o-carstore', language: 'sk' },
      },
    ]);
  });

  it('reads each document once per source, however many parts of the page ask', async () => {
    const { source, fake } = edgeSource();
    await Promise.all([
      source.getHomePath('group-se', 'sv'),
      source.getHomePath('group-se', 'sv'),
      source.getFooter('group-se', 'sv'),
    ]);
    await source.getFooter('group-se', 'sv');
    expect(fake.calls.map((call) => call.operation)).toEqual(['Home', 'Footer']);
  });

  it('sends the navigation datasource and the brand folder and template of the site map', async () => {
    const { source, fake } = edgeSource();
    await source.getNavigation('store-sk', 'sk');
    await source.getBrands('store-sk', 'sk');
    expect(fake.calls.map((call) => call.variables)).toEqual([
      { datasource: '/sitecore/content/carstore/store-sk/Home', language: 'sk' },
      {
        path: 'c2e91f07-4a6b-4d3c-b8e5-0d7f6a1c3e92',
        language: 'sk',
        templateId: '9a8e7c61-2b4d-4f3a-8c15-6e2d1b0a7f44',
      },
    ]);
  });
});

describe('Sitecore Edge content source: failures', () => {
  it('throws an UpstreamError naming the query on a GraphQL errors array', async () => {
    const { source } = edgeSource({ faults: [fault('navigation-graphql-errors')] });
    const failure = source.getNavigation('group-se', 'sv');
    await expect(failure).rejects.toBeInstanceOf(UpstreamError);
    await expect(failure).rejects.toThrow(
      'Sitecore Edge Navigation: GraphQL errors: Cannot query field "navTitel" on type "Item".',
    );
  });

  it('throws on an HTTP 500 with the status, never the API key', async () => {
    const { source } = edgeSource({ faults: [fault('footer-http-500')] });
    const error = await source.getFooter('group-se', 'sv').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).status).toBe(500);
    expect((error as Error).message).toBe('Sitecore Edge Footer: answered 500');
    expect(JSON.stringify(error) + String((error as Error).stack)).not.toContain(edgeApiKey);
  });

  it('throws when Edge refuses the key (401)', async () => {
    const { source } = edgeSource({ apiKey: 'wrong-key' });
    await expect(source.getDictionary('group-se', 'sv')).rejects.toThrow(
      'Sitecore Edge Dictionary: answered 401',
    );
  });

  it('gives up on a query that does not answer in time', async () => {
    vi.useRealTimers();
    const { source } = edgeSource({ hang: ['Brands'], timeoutMs: 50 });
    await expect(source.getBrands('group-se', 'sv')).rejects.toThrow(
      'Sitecore Edge Brands: timed out after 50 ms',
    );
  });

  it('throws for a footer item that does not exist, and for a site or language without context', async () => {
    const { source } = edgeSource({ faults: [fault('footer-no-item')] });
    await expect(source.getFooter('group-se', 'sv')).rejects.toThrow(
      'Sitecore Edge has no footer item',
    );
    await expect(source.getNavigation('store-sk', 'sv')).rejects.toThrow(
      'no Sitecore Edge site context for site store-sk in language sv',
    );
    await expect(source.getNavigation(undefined as never, 'sv')).rejects.toThrow(
      'no Sitecore Edge site context',
    );
  });
});
