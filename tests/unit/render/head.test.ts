import { describe, expect, it } from 'vitest';
import type { SiteSettings } from '#src/content/schemas.ts';
import { buildHead } from '#src/render/head.ts';

const settings: SiteSettings = {
  siteName: 'Carstore',
  titleTemplate: '{title} | Carstore',
  favicon: '/favicons/store.svg',
  logo: { src: '/logos/store-se.svg', alt: 'Carstore' },
  homePaths: {},
};
const page = new URL('https://Carstore.example/Om-Carstore?utm=x');
const home = new URL('https://carstore.example/');
const preview = {
  url: 'https://carstore.example/images/og/store-se.jpg',
  width: 1200,
  height: 630,
  type: 'image/jpeg',
} as const;

describe('buildHead', () => {
  it('fills the title template with metaTitle, falling back to navTitle', () => {
    expect(
      buildHead({ navTitle: 'Om oss', metaTitle: 'Om Carstore' }, settings, page, home, preview)
        .title,
    ).toBe('Om Carstore | Carstore');
    expect(
      buildHead({ navTitle: 'Om oss', metaTitle: '  ' }, settings, page, home, preview).title,
    ).toBe('Om oss | Carstore');
  });

  it('lower-cases the canonical link and leaves the query out', () => {
    expect(buildHead({ navTitle: 'x' }, settings, page, home, preview).canonical).toBe(
      'https://carstore.example/om-carstore',
    );
  });

  it('uses an authored canonical URL only when it is http(s)', () => {
    const head = (canonicalURL: string) =>
      buildHead({ navTitle: 'x', canonicalURL }, settings, page, home, preview).canonical;
    expect(head('https://Carstore.example/Bilar')).toBe('https://carstore.example/bilar');
    expect(head('/Kop-Bil')).toBe('https://carstore.example/kop-bil');
    expect(head('javascript:alert(1)')).toBe('https://carstore.example/om-carstore');
  });

  it('describes the page for social previews, og:description falling back to the description', () => {
    const head = buildHead(
      { navTitle: 'x', metaTitle: 'T', metaDescription: 'D', ogImage: '/images/a.jpg' },
      settings,
      page,
      home,
      preview,
    );
    expect(head.description).toBe('D');
    expect(head.openGraph).toEqual({
      title: 'T',
      description: 'D',
      image: { url: 'https://carstore.example/images/a.jpg', type: 'image/jpeg' },
      url: 'https://carstore.example/om-carstore',
    });
  });

  it("previews a page without a picture, or with an SVG no social network shows, with its theme's raster image", () => {
    expect(buildHead({ navTitle: 'x' }, settings, page, home, preview).openGraph.image).toBe(
      preview,
    );
    expect(
      buildHead(
        { navTitle: 'x', ogImage: '/images/stories/service.svg' },
        settings,
        page,
        home,
        preview,
      ).openGraph.image,
    ).toBe(preview);
  });

  it('writes the WebSite structured data with the site name and home URL', () => {
    expect(buildHead({ navTitle: 'x' }, settings, page, home, preview).structuredData).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Carstore',
      url: 'https://carstore.example/',
    });
  });

  it('takes the page tag-manager id over the site one and drops malformed ids', () => {
    const withSite = { ...settings, gtmID: 'GTM-SITE01' };
    expect(
      buildHead({ navTitle: 'x', gtmID: 'GTM-PAGE01' }, withSite, page, home, preview).tagManagerId,
    ).toBe('GTM-PAGE01');
    expect(buildHead({ navTitle: 'x' }, withSite, page, home, preview).tagManagerId).toBe(
      'GTM-SITE01',
    );
    expect(
      buildHead({ navTitle: 'x', gtmID: 'GTM-1"><script>' }, settings, page, home, preview)
        .tagManagerId,
    ).toBeUndefined();
  });
});
