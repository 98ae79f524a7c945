import { type PageViewEvent, pageViewRoute } from '../contracts/page-view.route.ts';

/** Pages have no personalised variants yet; Sitecore names the unpersonalised one `_default`. */
export const defaultVariantId = '_default';

/** The event for a page, named as Sitecore names the route item: its last path segment, 'home' at the root. */
export function pageViewEvent(path: string, language: string): PageViewEvent {
  const segments = path.split(/[?#]/)[0]!.split('/').filter(Boolean);
  const last = segments.at(-1);
  // The language prefix alone (/en) is still the home route.
  const page = !last || (segments.length === 1 && last === language) ? 'home' : decodeSegment(last);
  return { channel: 'WEB', currency: 'USD', page, pageVariantId: defaultVariantId, language };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Sends the event so that it survives the visitor leaving the page (the route is keepalive). The
 * answer is not shown and a failure changes nothing for the visitor (spec shell 8: swallowed, debug
 * log). The one browser call that does not go through callApi: it reads no answer, and every
 * page's consent dialog sends it, so the helper would put half a kilobyte on every page for nothing.
 */
export async function sendPageView(event: PageViewEvent): Promise<void> {
  try {
    const response = await fetch(pageViewRoute.path, {
      method: pageViewRoute.method,
      keepalive: pageViewRoute.keepalive,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event),
    });
    if (!response.ok) console.debug(`page-view tracking answered ${response.status}`);
  } catch (error) {
    console.debug('page-view tracking failed', error);
  }
}
