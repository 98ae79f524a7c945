import { type PageViewEvent, pageViewRoute } from '../contracts/page-view.routes.ts';
import { callApi } from './api-call.ts';

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
 * answer is not shown and a failure changes nothing for the visitor (spec shell 8: swallowed, debug log).
 */
export async function sendPageView(event: PageViewEvent): Promise<void> {
  await callApi(pageViewRoute, event).catch((error: unknown) =>
    console.debug('page-view tracking failed', error),
  );
}
