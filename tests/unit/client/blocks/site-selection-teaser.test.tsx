import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { blockSchema } from '#client/blocks/schema.ts';
import { SiteSelectionTeaser } from '#client/blocks/site-selection-teaser/site-selection-teaser.tsx';
import type { SiteSelectionTeaserBlock } from '#client/blocks/site-selection-teaser/site-selection-teaser.schema.ts';
import { siteDetailHref, teaserSites } from '#client/blocks/site-selection-teaser/teaser-sites.ts';
import { defaultDictionary } from '#client/lib/default-dictionary.ts';
import { PageContextProvider, type PageContextValue } from '#client/runtime/page-context.tsx';

const slugs = [
  'bmw-stockholm',
  'volvo-goteborg',
  'toyota-malmo',
  'mercedes-benz-uppsala',
  'kia-lund',
];
const block = blockSchema.parse({
  id: 'teaser',
  type: 'site-selection-teaser',
  fields: {
    Title: 'Hitta din anläggning',
    Sites: slugs.map((slug) => ({ Name: slug.toUpperCase(), Slug: slug })),
  },
}) as SiteSelectionTeaserBlock;

function render(pathToSiteDetail: string) {
  // The teaser reads only the dictionary from the page.
  const page = {
    dictionary: { ...defaultDictionary.sv, pathToSiteDetail },
  } as unknown as PageContextValue;
  return renderToStaticMarkup(
    <PageContextProvider value={page}>
      <SiteSelectionTeaser block={block} />
    </PageContextProvider>,
  );
}

describe('site-selection teaser', () => {
  it('joins the site-detail path and the slug with one slash', () => {
    expect(siteDetailHref('/anlaggningar', 'bmw-stockholm')).toBe('/anlaggningar/bmw-stockholm');
    expect(siteDetailHref('/find-us/', 'bmw-bristol')).toBe('/find-us/bmw-bristol');
  });

  it('keeps the first four sites in the author order', () => {
    expect(teaserSites(slugs)).toEqual(slugs.slice(0, 4));
    expect(teaserSites(slugs.slice(0, 3))).toEqual(slugs.slice(0, 3));
  });

  it('links each of the first four sites to the dictionary site-detail path plus its slug', () => {
    const html = render('/hitta-oss');
    const hrefs = [...html.matchAll(/class="site-teaser__link" href="([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual([
      '/hitta-oss/bmw-stockholm',
      '/hitta-oss/volvo-goteborg',
      '/hitta-oss/toyota-malmo',
      '/hitta-oss/mercedes-benz-uppsala',
    ]);
    expect(html).not.toContain('KIA-LUND');
  });

  it('refuses a slug that is not a lower-case path segment', () => {
    for (const Slug of ['../admin', 'BMW', 'a b', '', 'x/y']) {
      const result = blockSchema.safeParse({
        id: 't',
        type: 'site-selection-teaser',
        fields: { Title: 'T', Sites: [{ Name: 'N', Slug }] },
      });
      expect(result.success, Slug).toBe(false);
    }
  });
});
