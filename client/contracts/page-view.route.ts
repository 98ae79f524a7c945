import { apiRoute } from './api-route.ts';

/** The page-view tracking event (spec shell 7): channel WEB, currency USD, page name, variant, language. */
export interface PageViewEvent {
  channel: 'WEB';
  currency: 'USD';
  page: string;
  pageVariantId: string;
  language: string;
}

/**
 * Where the consent island sends the page-view event; the worker forwards it to the partner. The
 * request outlives the page (keepalive), and the 202 carries nothing the browser reads.
 */
export const pageViewRoute = apiRoute<PageViewEvent, void>('POST', '/api/events/page-view', {
  answer: 'none',
  keepalive: true,
});
