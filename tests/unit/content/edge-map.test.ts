import { describe, expect, it, vi } from 'vitest';
import { parseBlocks } from '#src/content/parse-blocks.ts';
import { ContentError } from '#src/content/source.ts';
import {
  toBrands,
  toDictionary,
  toLanguage,
  toNavigation,
  toNavigationSettings,
  toSiteSettings,
} from '#src/content/sitecore-edge/map.ts';
import { link, mediaSrc } from '#src/content/sitecore-edge/map-fields.ts';
import { blockType, toRoute } from '#src/content/sitecore-edge/map-route.ts';
import {
  rawBrandsSchema,
  rawDictionaryPageSchema,
  rawLayoutSchema,
  rawNavigationSchema,
  rawNavigationSettingsSchema,
  rawSiteSettingsSchema,
} from '#src/content/sitecore-edge/schemas.ts';
import { edgeSiteRoots } from '#src/content/sitecore-edge/sites.ts';
import { fault } from '../../support/edge-recordings/fake-edge.ts';

const sv = { site: 'group-se', language: 'sv' } as const;
const en = { site: 'group-se', language: 'en' } as const;
const dataOf = (name: string) => (fault(name).body as { data: unknown }).data;

describe('toNavigation', () => {
  it('keeps what a partial answer holds: null children and missing levels are left out', () => {
    const navigation = toNavigation(sv, rawNavigationSchema.parse(dataOf('navigation-partial')));
    expect(navigation.map((item) => item.name)).toEqual(['kop-bil', 'service-och-verkstad']);
    expect(navigation[0]).toMatchObject({
      navTitle: 'kop-bil',
      path: '/kop-bil',
      children: [],
      shouldBeNavigableInMenuWhenItHasChildren: false,
    });
    expect(navigation[0]!.externalLink).toBeUndefined();
    const [assistance, careers] = navigation[1]!.children;
    expect(navigation[1]!.path).toBe('/service-och-verkstad');
    expect(assistance).toMatchObject({ navTitle: 'Vägassistans', hideInNavigation: true });
    expect(assistance!.externalLink).toBeUndefined();
    expect(careers).toMatchObject({
      path: '',
      externalLink: {
        href: 'https://karriar.hedinautomotive.se',
        text: 'Karriär',
        linktype: 'external',
      },
    });
  });

  it('gives no navigation when the datasource item is missing', () => {
    expect(toNavigation(sv, rawNavigationSchema.parse(dataOf('navigation-no-item')))).toEqual([]);
  });
});

describe('toNavigationSettings', () => {
  it('maps the fields present and defaults the rest', () => {
    const settings = toNavigationSettings(
      sv,
      rawNavigationSettingsSchema.parse(dataOf('navigation-settings-partial')),
    );
    expect(settings).toEqual({
      logo: {
        src: '/-/media/logos/group-se.svg?h=55&w=150',
        alt: 'Hedin Automotive',
        width: 150,
        height: 55,
      },
      logoWidth: 150,
      logoHeight: 48,
      slimNav: false,
      hasDarkTheme: true,
      showSeparator: false,
      menuVariant: 'mega',
      extraItems: [
        {
          title: 'Boka verkstad',
          link: { href: '/service-och-verkstad/boka-verkstad', text: 'Boka verkstad' },
        },
      ],
      message: { hasMessage: true, title: 'Nytt', icon: 'WarningAlert', isBelowNavigation: false },
    });
  });
});

describe('toSiteSettings', () => {
  const settings = (sellCarEmail: string) =>
    toSiteSettings(
      edgeSiteRoots['group-se'],
      rawSiteSettingsSchema.parse({
        item: { siteName: { value: 'Hedin Automotive' }, sellCarEmail: { value: sellCarEmail } },
      }),
    );

  it("reads the sell-car form's recipient, and none for an address typed wrong", () => {
    expect(settings(' bilinkop@hedinautomotive.se ').sellCarEmail).toBe(
      'bilinkop@hedinautomotive.se',
    );
    expect(settings('bilinkop(at)hedinautomotive.se').sellCarEmail).toBeUndefined();
    expect(settings('').sellCarEmail).toBeUndefined();
  });
});

describe('toBrands', () => {
  it('skips empty results and brands without a code, and keeps a brand without a logo with an empty src', () => {
    expect(toBrands(rawBrandsSchema.parse(dataOf('brands-partial')))).toEqual([
      {
        name: 'Volvo',
        brandCode: 'volvo',
        logo: { src: '/-/media/brands/volvo.svg', alt: 'Volvo' },
      },
      { name: 'Kia', brandCode: 'kia', logo: { src: '', alt: 'Kia' } },
    ]);
  });
});

describe('toRoute', () => {
  it('maps a partial layout: page fields fall back, empty fields are absent, each block is parsed on its own', () => {
    const route = toRoute(sv, '/kampanj', rawLayoutSchema.parse(dataOf('layout-partial')))!;
    expect(route.fields).toEqual({
      navTitle: 'Kampanj',
      metaTitle: 'Höstkampanj',
      ogImage: '/-/media/images/kampanj.jpg',
    });
    expect(route.placeholders.main.map((block) => block.type)).toEqual([
      'hero-banner',
      'hero-banner',
      'credit-warning',
      'partner-carousel',
      'unreadable-component',
    ]);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const blocks = parseBlocks(route.placeholders.main);
    expect(blocks.map((block) => block.type)).toEqual(['hero-banner', 'credit-warning']);
    expect(blocks[0]!.fields).toEqual({
      Title: 'Höstkampanj',
      TitleTag: 'h1',
      Image: { src: '/images/hero-group-se.svg', alt: '' },
      ButtonType: 'Secondary',
    });
    expect(warn.mock.calls.map((call) => (call[1] as { type: string }).type)).toEqual([
      'hero-banner',
      'partner-carousel',
      'unreadable-component',
    ]);
    warn.mockRestore();
  });

  it('maps the items of a list field with their own fields, so list blocks parse', () => {
    const raw = rawLayoutSchema.parse(dataOf('layout-partial'));
    raw.layout!.item!.rendered.sitecore.route!.placeholders!['headless-main'] = [
      {
        uid: 'faq',
        componentName: 'FaqList',
        fields: {
          Title: { value: 'Vanliga frågor' },
          Items: [
            {
              id: 'q1',
              name: 'Fråga 1',
              fields: {
                Question: { value: 'Kan jag byta däck själv?' },
                Answer: { value: 'Ja, men vi hjälper gärna till.' },
              },
            },
            {
              id: 'q2',
              name: 'Fråga 2',
              fields: {
                Question: { value: 'Hur länge tar ett skifte?' },
                Answer: { value: 'Omkring 30 minuter.' },
                Link: { value: { href: '/Boka-Verkstad', text: 'Boka', linktype: 'internal' } },
              },
            },
          ],
        },
      },
    ];
    const [block, ...rest] = parseBlocks(toRoute(sv, '/kampanj', raw)!.placeholders.main);
    expect(rest).toEqual([]);
    expect(block).toMatchObject({ type: 'faq-list', fields: { Title: 'Vanliga frågor' } });
    expect(toRoute(sv, '/kampanj', raw)!.placeholders.main[0]!.fields).toMatchObject({
      Items: [
        {
          id: 'q1',
          Question: 'Kan jag byta däck själv?',
          Answer: 'Ja, men vi hjälper gärna till.',
        },
        {
          id: 'q2',
          Question: 'Hur länge tar ett skifte?',
          Link: { href: '/boka-verkstad', text: 'Boka' },
        },
      ],
    });
  });

  it('refuses a route whose language the site does not speak', () => {
    const raw = rawLayoutSchema.parse(dataOf('layout-partial'));
    raw.layout!.item!.rendered.sitecore.route!.itemLanguage = 'de-DE';
    expect(() => toRoute(sv, '/kampanj', raw)).toThrow(ContentError);
  });

  it('names block types after the component', () => {
    expect(['HeroBanner', 'StockSummary', 'CreditWarning', 'Hero Banner'].map(blockType)).toEqual([
      'hero-banner',
      'stock-summary',
      'credit-warning',
      'hero-banner',
    ]);
  });
});

describe('field values', () => {
  it('localises internal links, keeps external ones and drops links a visitor must not follow', () => {
    expect(
      link(en, { href: '/Buy-Car/', text: 'Buy', linktype: 'internal', anchor: 'top' }),
    ).toEqual({ href: '/en/buy-car#top', text: 'Buy', target: undefined, linktype: 'internal' });
    expect(link(sv, { href: '/kop-bil', text: 'Köp', linktype: 'internal' })?.href).toBe(
      '/kop-bil',
    );
    expect(
      link(en, { href: 'https://x.com/hedin', text: 'X', linktype: 'external', target: '_blank' }),
    ).toMatchObject({ href: 'https://x.com/hedin', target: '_blank', linktype: 'external' });
    expect(link(en, { href: 'mailto:info@hedin.se', linktype: 'mailto' })?.href).toBe(
      'mailto:info@hedin.se',
    );
    expect(link(en, { href: 'javascript:alert(1)', linktype: 'javascript' })).toBeUndefined();
    expect(link(en, { href: 'http://insecure.example', linktype: 'external' })).toBeUndefined();
    expect(link(en, { href: '', text: 'Empty' })).toBeUndefined();
  });

  it('serves Sitecore media through the site and keeps other https images', () => {
    expect(mediaSrc('https://edge.example.test/-/media/brands/kia.svg?h=40')).toBe(
      '/-/media/brands/kia.svg?h=40',
    );
    expect(mediaSrc('https://cm.example.test/-/jssmedia/a.png')).toBe('/-/jssmedia/a.png');
    expect(mediaSrc('https://images.example.test/a.png')).toBe('https://images.example.test/a.png');
    expect(mediaSrc('/images/a.svg')).toBe('/images/a.svg');
    expect(mediaSrc('//evil.example/a.png')).toBeUndefined();
    expect(mediaSrc('data:image/png;base64,AAAA')).toBeUndefined();
    expect(mediaSrc('')).toBeUndefined();
  });

  it('reads Sitecore language names with or without a region', () => {
    expect(['sv', 'nb-NO', 'en-GB', 'de'].map(toLanguage)).toEqual(['sv', 'nb', 'en', undefined]);
  });
});

describe('toDictionary', () => {
  it('fills keys the content lacks from the built-in texts and warns about them', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const page = rawDictionaryPageSchema.parse({
      site: {
        siteInfo: {
          dictionary: {
            pageInfo: { endCursor: null, hasNext: false },
            results: [
              { key: 'more', value: 'Fler' },
              { key: 'extra', value: 'Eget' },
              { key: 'copy', value: '' },
            ],
          },
        },
      },
    });
    const dictionary = toDictionary(sv, [page]);
    expect(dictionary.more).toBe('Fler');
    expect(dictionary.extra).toBe('Eget');
    expect(dictionary.copy).toBe('Kopiera');
    expect(warn).toHaveBeenCalledWith(
      'dictionary keys missing in Sitecore',
      expect.objectContaining({
        site: 'group-se',
        missing: expect.arrayContaining(['copy', 'pathToCarList']),
      }),
    );
    warn.mockRestore();
  });
});
