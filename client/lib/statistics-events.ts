import { consentCookieName, serialiseConsent } from './consent.ts';
import { pushToDataLayer } from './data-layer.ts';

// The flows' data-layer events (workshop booking, tire hotel, lead forms) go out only with the
// visitor's statistics consent: the rule every flow shares.

/**
 * Whether the visitor's consent cookie allows statistics (read at each push: it may change). The
 * cookie is compared with the values the consent dialog writes rather than parsed: parseConsent's
 * zod/mini would ride into the React chunk every page with an island loads.
 */
export function statisticsAllowed(cookies: string): boolean {
  const prefix = `${consentCookieName}=`;
  const value = cookies
    .split(';')
    .map((pair) => pair.trim())
    .find((pair) => pair.startsWith(prefix))
    ?.slice(prefix.length);
  return [false, true].some(
    (marketing) => value === serialiseConsent({ statistics: true, marketing }),
  );
}

/** Pushes the events when statistics are allowed; without consent they are dropped, not queued. */
export function pushStatisticsEvents(
  events: readonly Record<string, unknown>[],
  cookies: string = document.cookie,
  host?: { dataLayer?: unknown[] },
): void {
  if (events.length === 0 || !statisticsAllowed(cookies)) return;
  for (const event of events) pushToDataLayer(event, host);
}
