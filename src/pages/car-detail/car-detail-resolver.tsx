import type { Context } from 'hono';
import { CarDetailPage, CarNotFoundPanel } from '#client/car-detail/car-detail-page.tsx';
import { keyphraseFromSlug } from '#client/car-detail/car-facts.ts';
import { carDetailTexts } from '#client/car-detail/car-detail.texts.ts';
import type { AppEnv } from '../../app-env.ts';
import { renderPage } from '../../render/render-page.tsx';
import { searchScopeOf } from '../../search/cached-search.ts';
import type { DynamicPageResolver } from '../dynamic-pages.ts';
import { renderNotFound } from '../error-pages.tsx';
import { headFor, themeOf } from '../site-chrome.ts';
import { carStructuredData } from './car-structured-data.ts';
import { detailPathOf, parseDetailPath } from './detail-path.ts';
import { loadBrandSites, loadCarSite, loadCarsLike, loadSimilarCars } from './load-car.ts';
import type { CarDocument } from '#client/contracts/car-document.ts';
import { findStockCar, type StockIndex } from '../../search/stock-car.ts';
import { sampleCarSellers } from '#client/contact/seller-choices.ts';
import { mediaApiName } from '../../partners/media/contract.ts';
import type { Stylesheet } from '#client/styles/stylesheets.ts';

/**
 * What the detail page's own markup needs beyond its islands' sheets: the price and facts, the
 * finance section, the contact section and the compare bar render there before any island.
 */
const carDetailStylesheets: readonly Stylesheet[] = [
  'car-card',
  'contact-form',
  'car-finance',
  'compare',
  'car-detail',
];

/** The sites whose detail pages ask the media API for video and 360 views (spec 2: the UK site). */
const mediaSites = new Set(['group-uk']);

/**
 * Car detail pages (car-stock spec 2): `{pathToCarDetail}/{id}/{slug}`, for every document of the
 * site's car and vehicle indexes (findStockCar). A bare numeric id answers 302 to id/slug, a car not in stock 404 with the not-found panel, the detail path alone the
 * site's 404 page. Paths of the car list (under pathToCarList, `~brand` segments) are left alone.
 */
export const carDetailResolver: DynamicPageResolver = async (c, { shell }) => {
  const { dictionary } = shell;
  const target = parseDetailPath(c.req.path, dictionary.pathToCarDetail, dictionary.pathToCarList);
  if (target.kind === 'none') return null;
  if (target.kind === 'missing-id') return renderNotFound(c, shell);
  const scope = searchScopeOf(c);
  const found = await findStockCar(scope, target.id);
  if (!found.car) {
    const slug = target.kind === 'car' ? target.slug : null;
    const keyphrase = keyphraseFromSlug(slug);
    const similar = await loadCarsLike(scope, keyphrase).catch(() => []);
    const texts = carDetailTexts[c.get('language')];
    return renderPage(c, {
      status: 404,
      head: { ...headFor(c, { navTitle: texts.notFoundHeading }, shell.settings) },
      theme: themeOf(c),
      shell,
      stylesheets: ['car-card', 'car-detail'],
      children: <CarNotFoundPanel similar={similar} keyphrase={keyphrase} />,
    });
  }
  const canonicalPath = detailPathOf(dictionary.pathToCarDetail, found.car.car_id, found.car.slug);
  if (target.kind === 'id-only') return c.redirect(canonicalPath, 302);
  return renderCar(c, found, canonicalPath, shell);
};

async function renderCar(
  c: Context<AppEnv>,
  { car, index }: { car: CarDocument; index: StockIndex },
  canonicalPath: string,
  shell: Parameters<DynamicPageResolver>[1]['shell'],
): Promise<Response> {
  const scope = searchScopeOf(c);
  const site = c.get('site');
  const [dealer, similar, brandSites] = await Promise.all([
    loadCarSite(scope, car).catch(() => null),
    loadSimilarCars(scope, car, index).catch(() => []),
    car.car_is_sample
      ? loadBrandSites(scope, car.car_brand).catch(() => [])
      : Promise.resolve(null),
  ]);
  const url = new URL(c.req.url);
  const pageUrl = `${url.origin}${canonicalPath}`;
  const title = `${car.car_brand} ${car.car_model} ${car.car_model_text}`;
  const head = headFor(
    c,
    {
      navTitle: title,
      metaDescription: `${title}, ${car.car_year}, ${car.car_mileage_text}, ${car.car_fuel} – ${car.car_price_text}`,
      canonicalURL: pageUrl,
      ogImage: car.car_primary_image.thumbnail_url,
    },
    shell.settings,
  );
  return renderPage(c, {
    head: { ...head, car: carStructuredData(car, pageUrl, url.origin) },
    theme: themeOf(c),
    shell,
    stylesheets: carDetailStylesheets,
    children: (
      <CarDetailPage
        data={{
          car,
          site: dealer,
          sellerChoices: brandSites ? sampleCarSellers(car.car_brand, brandSites) : null,
          similar,
          mediaUrl:
            mediaSites.has(site.name) && car.car_regno
              ? `/api/${mediaApiName}/${encodeURIComponent(car.car_regno.replace(/\s+/g, ''))}`
              : null,
        }}
      />
    ),
  });
}
