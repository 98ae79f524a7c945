import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  heroBannerAttributes,
  heroBannerHasVideo,
  heroBannerSearchUrl,
  heroBannerSkipReason,
} from '#client/blocks/hero-banner/hero-banner-rules.ts';
import { heroBannerSchema } from '#client/blocks/hero-banner/hero-banner.schema.ts';
import {
  buildSearchUrl,
  keyphraseFromPath,
  searchFormTarget,
} from '#client/blocks/hero-banner/hero-search-url.ts';

const fieldsOf = (fields: Record<string, unknown>) =>
  heroBannerSchema.parse({ id: 'h', type: 'hero-banner', fields: { Title: 'T', ...fields } })
    .fields;

describe('hero banner render condition', () => {
  it('renders with an image source', () => {
    expect(
      heroBannerSkipReason(fieldsOf({ Image: { src: '/images/hero-winter.svg', alt: '' } })),
    ).toBeNull();
  });

  it('renders with a video content type, even before any video or image is chosen', () => {
    expect(heroBannerSkipReason(fieldsOf({ Content: 'Video' }))).toBeNull();
  });

  it('renders nothing, and says why, with neither a video content type nor an image source', () => {
    expect(heroBannerSkipReason(fieldsOf({}))).toMatch(
      /neither a video content type nor an image source/,
    );
    expect(
      heroBannerSkipReason(
        fieldsOf({ Content: 'Image', VideoDesktop: '/images/winter-drive.webm' }),
      ),
    ).not.toBeNull();
  });

  it('plays a video only with the video content type and a video file', () => {
    expect(heroBannerHasVideo(fieldsOf({ Content: 'Video', VideoPhone: '/v.webm' }))).toBe(true);
    expect(heroBannerHasVideo(fieldsOf({ Content: 'Video' }))).toBe(false);
    expect(
      heroBannerHasVideo(
        fieldsOf({ Content: 'Image', VideoDesktop: '/v.webm', Image: { src: '/i.svg' } }),
      ),
    ).toBe(false);
  });
});

describe('hero banner fields', () => {
  it('defaults to an h1, a primary button, white text, the compact variant and centred content', () => {
    const fields = fieldsOf({ Image: { src: '/i.svg', alt: '' } });
    expect(fields).toMatchObject({ TitleTag: 'h1', ButtonType: 'Primary' });
    expect(heroBannerAttributes(fields)).toEqual({
      'data-variant': 'compact',
      'data-placement': 'center',
      'data-text': 'white',
      'data-centered': undefined,
      'data-margin-top': undefined,
    });
    expect(heroBannerSearchUrl({ ...fields, HeroBannerSearchUrl: '/kop-bil' })).toBeNull();
  });

  it('reads Sitecore checkboxes and file fields as they arrive', () => {
    const fields = fieldsOf({
      Content: 'Video',
      VideoDesktop: { src: 'https://media.example/v.mp4' },
      CenterContent: '1',
      HasMarginTop: true,
      HeroBannerHasSearchBar: '0',
    });
    expect(fields).toMatchObject({
      VideoDesktop: 'https://media.example/v.mp4',
      CenterContent: true,
      HasMarginTop: true,
      HeroBannerHasSearchBar: false,
    });
  });

  it('refuses a video or search address that could leave the site unsafely', () => {
    const parse = (fields: Record<string, unknown>) =>
      heroBannerSchema.safeParse({
        id: 'h',
        type: 'hero-banner',
        fields: { Title: 'T', Content: 'Video', ...fields },
      }).success;
    expect(parse({ VideoDesktop: 'javascript:alert(1)' })).toBe(false);
    expect(parse({ VideoDesktop: '//evil.example/v.mp4' })).toBe(false);
    expect(parse({ HeroBannerSearchUrl: 'https://elsewhere.example/search' })).toBe(false);
    expect(parse({ HeroBannerSearchUrl: '/kop-bil?sort=new' })).toBe(true);
    // Sitecore sends a general link; its href is the address.
    expect(
      fieldsOf({ Content: 'Video', HeroBannerSearchUrl: { href: '/kop-bil', text: '' } })
        .HeroBannerSearchUrl,
    ).toBe('/kop-bil');
  });

  it('keeps every seeded hero banner valid', () => {
    const root = resolve(import.meta.dirname, '../../../../kv-seed/content');
    let heroes = 0;
    for (const site of readdirSync(root)) {
      for (const file of readdirSync(join(root, site)).filter((name) =>
        name.startsWith('pages.'),
      )) {
        const { routes } = JSON.parse(readFileSync(join(root, site, file), 'utf8')) as {
          routes: Array<{ placeholders: { main: Array<{ type: string }> } }>;
        };
        for (const block of routes
          .flatMap((route) => route.placeholders.main)
          .filter((b) => b.type === 'hero-banner')) {
          const parsed = heroBannerSchema.safeParse(block);
          expect(parsed.success, JSON.stringify(block)).toBe(true);
          if (parsed.success)
            expect(heroBannerSkipReason(parsed.data.fields), JSON.stringify(block)).toBeNull();
          heroes += 1;
        }
      }
    }
    expect(heroes).toBeGreaterThan(300);
  });
});

describe('hero banner layout attributes', () => {
  const base = {
    Variant: 'Compact',
    ContentPlacement: 'Center',
    TextColor: 'White',
    CenterContent: false,
    HasMarginTop: false,
  } as const;

  it('names the variant, the placement and the text colour', () => {
    expect(heroBannerAttributes(base)).toEqual({
      'data-variant': 'compact',
      'data-placement': 'center',
      'data-text': 'white',
      'data-centered': undefined,
      'data-margin-top': undefined,
    });
    expect(
      heroBannerAttributes({
        ...base,
        Variant: 'FullScreen',
        ContentPlacement: 'Top',
        TextColor: 'Black',
      }),
    ).toMatchObject({
      'data-variant': 'fullscreen',
      'data-placement': 'top',
      'data-text': 'black',
    });
    expect(heroBannerAttributes({ ...base, ContentPlacement: 'Bottom' })['data-placement']).toBe(
      'bottom',
    );
  });

  it('centres anything but Top and Bottom, and treats any variant but FullScreen as compact', () => {
    const fields = fieldsOf({
      Image: { src: '/i.svg' },
      ContentPlacement: 'Middle',
      Variant: 'Large',
      TextColor: 'Red',
    });
    expect(heroBannerAttributes(fields)).toMatchObject({
      'data-variant': 'compact',
      'data-placement': 'center',
      'data-text': 'white',
    });
  });

  it('marks centred content and a top margin', () => {
    expect(
      heroBannerAttributes({ ...base, CenterContent: true, HasMarginTop: true }),
    ).toMatchObject({ 'data-centered': '', 'data-margin-top': '' });
  });
});

describe('hero search', () => {
  it('shows the search bar only when switched on with a search URL', () => {
    expect(
      heroBannerSearchUrl({ HeroBannerHasSearchBar: true, HeroBannerSearchUrl: '/kop-bil' }),
    ).toBe('/kop-bil');
    expect(
      heroBannerSearchUrl({ HeroBannerHasSearchBar: false, HeroBannerSearchUrl: '/kop-bil' }),
    ).toBeNull();
    expect(
      heroBannerSearchUrl({ HeroBannerHasSearchBar: true, HeroBannerSearchUrl: undefined }),
    ).toBeNull();
  });

  it('puts the keyphrase on the search URL, encoded, keeping the URL’s own parameters', () => {
    expect(buildSearchUrl('/kop-bil', 'volvo xc60')).toBe('/kop-bil?keyphrase=volvo+xc60');
    expect(buildSearchUrl('/kop-bil?sort=new', 'å&ä')).toBe(
      '/kop-bil?sort=new&keyphrase=%C3%A5%26%C3%A4',
    );
    expect(buildSearchUrl('/kop-bil?keyphrase=old', 'new')).toBe('/kop-bil?keyphrase=new');
  });

  it('searches with an empty keyphrase too (no empty check)', () => {
    expect(buildSearchUrl('/osta-auto', '')).toBe('/osta-auto?keyphrase=');
  });

  it('gives a plain form the same target: the path as action and the query as hidden fields', () => {
    expect(searchFormTarget('/kop-bil?sort=new&keyphrase=x')).toEqual({
      action: '/kop-bil',
      hidden: [['sort', 'new']],
    });
    expect(searchFormTarget('/buy-car/all-cars')).toEqual({
      action: '/buy-car/all-cars',
      hidden: [],
    });
  });

  it('prefills the keyphrase from the page query', () => {
    expect(keyphraseFromPath('/vinterkampanj?keyphrase=kia%20ev6')).toBe('kia ev6');
    expect(keyphraseFromPath('/vinterkampanj?utm=x')).toBe('');
    expect(keyphraseFromPath('/vinterkampanj')).toBe('');
  });
});
