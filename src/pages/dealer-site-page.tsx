import { DealerSitePage } from '#client/dealer-sites/dealer-site-page.tsx';
import { countryTimeZones } from '#client/lib/dealer-sites/opening-hours.ts';
import { siteSlugFromPath } from '#client/lib/dealer-sites/site-paths.ts';
import { type CardCar, cardCarFields } from '#client/contracts/car-card.ts';
import { parseBlocks } from '../content/parse-blocks.ts';
import { BlockList } from '../render/block-list.tsx';
import { renderPage } from '../render/render-page.tsx';
import { searchForPage, searchScopeOf } from '../search/cached-search.ts';
import { siteDocumentSchema } from '#client/contracts/site-document.ts';
import { pathWithinLanguage } from '../sites/language.ts';
import { createBlockData } from './block-data.ts';
import type { DynamicPageResolver } from './dynamic-pages.ts';
import { dealerStructuredData } from './dealer-structured-data.ts';
import { headFor, themeOf } from './site-chrome.ts';

/** Spec car-stock 9: the latest arrivals on a dealer page. */
export const latestArrivalsCount = 12;

/**
 * The content item whose blocks fill every dealer page's placeholder area (as a Sitecore wildcard
 * item would): `{pathToSiteDetail}/_site-detail`. '_' is never in a slug, so it never names a dealer.
 */
export const detailBlocksName = '_site-detail';

/** The time zone a site's dealers keep their hours in. */
export function timeZoneOf(country: keyof typeof countryTimeZones): string {
  return countryTimeZones[country];
}

/**
 * Dealer-site pages (car-stock 2 "Dealer site detail"): a path one segment below the dictionary's
 * pathToSiteDetail names a dealer by slug. A slug the site index does not know answers 302 to
 * the site list (spec 8).
 */
export const dealerSitePage: DynamicPageResolver = async (c, { content, path, shell }) => {
  const site = c.get('site');
  const language = c.get('language');
  const dictionary = shell.dictionary;
  const detailBase = pathWithinLanguage(site, dictionary.pathToSiteDetail);
  const slug = siteSlugFromPath(path, detailBase);
  if (!slug) return null;

  const scope = searchScopeOf(c);
  const found = await searchForPage(scope, {
    index: 'sites',
    filters: [{ name: 'slug', values: [slug] }],
    limit: 1,
  });
  const parsed = siteDocumentSchema.safeParse(found.content[0]);
  if (!parsed.success) {
    if (found.content.length > 0)
      console.error(
        'dealer site document invalid',
        site.name,
        slug,
        parsed.error.issues[0]?.message,
      );
    return c.redirect(dictionary.pathToSiteList, 302);
  }
  const dealer = parsed.data;
  const [cars, blocksRoute] = await Promise.all([
    searchForPage(scope, {
      index: 'cars',
      fields: cardCarFields,
      filters: [{ name: 'car_site_id', values: [dealer.site_id] }],
      limit: latestArrivalsCount,
      // 'Latest arrivals': newest publish date first.
      sort_name: 'car_publishdate_desc',
    }),
    content
      .getRoute(site.name, language, `${detailBase.replace(/\/+$/, '')}/${detailBlocksName}`)
      .catch((error: unknown) => {
        console.warn(
          'dealer page blocks unavailable',
          error instanceof Error ? error.message : error,
        );
        return null;
      }),
  ]);

  const url = new URL(c.req.url);
  const head = headFor(
    c,
    {
      navTitle: dealer.site_official_name,
      metaTitle: dealer.site_official_name,
      metaDescription: `${dealer.site_official_name}, ${dealer.site_street}, ${dealer.site_zip} ${dealer.site_city}. ${dealer.site_brands.join(', ')}.`,
      ogImage: new URL(
        dealer.site_primary_image.original ?? dealer.site_primary_image.thumbnail_url,
        url,
      ).toString(),
    },
    shell.settings,
  );
  const timeZone = timeZoneOf(site.country);
  head.article = dealerStructuredData(dealer, {
    url: head.canonical,
    origin: url.origin,
    country: site.country,
    language,
  });
  const blocks = blocksRoute ? parseBlocks(blocksRoute.placeholders.main) : [];
  const page = { content, language, path, url };
  return renderPage(c, {
    head,
    theme: themeOf(c),
    shell,
    stylesheets: ['car-card', 'dealer-sites'],
    children: (
      <DealerSitePage
        site={dealer}
        cars={cars.content as unknown as CardCar[]}
        now={new Date().toISOString()}
        timeZone={timeZone}
        listHref={dictionary.pathToSiteList}
        mapsApiKey={c.get('config').mapsApiKey}
        blocks={
          blocks.length > 0 ? (
            <BlockList blocks={blocks} data={createBlockData(c, page)} />
          ) : undefined
        }
      />
    ),
  });
};
