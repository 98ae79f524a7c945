import { type ConsentChoice, consentModeState } from './consent.ts';

/** What the tag manager reads: an array it replays when it loads and watches afterwards. */
type DataLayerHost = { dataLayer?: unknown[] };

/** Pushes one entry onto window.dataLayer, creating it when the tag manager has not yet. */
export function pushToDataLayer(
  entry: object,
  host: DataLayerHost = globalThis as DataLayerHost,
): void {
  host.dataLayer ??= [];
  host.dataLayer.push(entry);
}

/** The page_impression event (car-stock spec 7 "Analytics"), once per page load. */
export interface PageImpression {
  page_path: string;
  page_language: string;
  site_name: string;
  page_type: 'home' | 'content' | 'not-found' | 'error';
}

export function pushPageImpression(impression: PageImpression, host?: DataLayerHost): void {
  pushToDataLayer({ event: 'page_impression', ...impression }, host);
}

/** The start page's search event (spec shell 7): fired by the hero search bar on submit. */
export function pushSearchEvent(term: string, host?: DataLayerHost): void {
  pushToDataLayer({ event: 'search', search_type: 'start page', search_term: term.trim() }, host);
}

/**
 * Tells tags what the visitor allowed, two ways: Google consent mode (the gtag `consent` command,
 * which must be an Arguments object, hence the function) for Google's own tags, and a plain
 * `consent_update` event with our categories that any other tag's trigger can read.
 */
export function pushConsentState(
  choice: ConsentChoice,
  mode: 'default' | 'update',
  host?: DataLayerHost,
): void {
  // gtag.js reads its queue entries as `arguments` objects, not arrays: keep the real thing.
  function gtag(..._command: unknown[]): void {
    // eslint-disable-next-line prefer-rest-params
    pushToDataLayer(arguments, host);
  }
  gtag('consent', mode, consentModeState(choice));
  pushToDataLayer(consentUpdateEvent(choice), host);
}

/** Our own consent event, one field per category. */
export function consentUpdateEvent(choice: ConsentChoice): Record<string, string> {
  const signal = (on: boolean) => (on ? 'granted' : 'denied');
  return {
    event: 'consent_update',
    consent_necessary: 'granted',
    consent_statistics: signal(choice.statistics),
    consent_marketing: signal(choice.marketing),
  };
}

/** The product detail event (car-stock spec 7 "Analytics"): fired once when a car detail page opens. */
export interface ProductDetail {
  item_id: string;
  item_name: string;
  item_brand: string;
  item_category: string;
  price: number;
  currency: string;
  site_name: string;
}

export function pushProductDetail(product: ProductDetail, host?: DataLayerHost): void {
  pushToDataLayer(
    {
      event: 'product_detail',
      ecommerce: { currency: product.currency, value: product.price, items: [product] },
    },
    host,
  );
}
