// zod/mini, small enough for a browser chunk should one need to parse the cookie there. The
// consent island does not (the server hands it the parsed choice), and the schema is built on first
// use, so the island's chunk carries no zod at all.
import * as z from 'zod/mini';

/** The first-party cookie that holds the visitor's choice (spec shell 2.6, issue 4 cookie consent). */
export const consentCookieName = 'consent';
/** The choice is remembered for a year; after that the dialog asks again. */
export const consentMaxAgeSeconds = 365 * 24 * 60 * 60;

/** What the visitor allowed beyond the necessary cookies, which are always on. */
export interface ConsentChoice {
  statistics: boolean;
  marketing: boolean;
}

// `v1:statistics=1|marketing=0`. The bar, not a comma: a comma is not a cookie-octet (RFC 6265).
// The version lets a later set of categories ask again instead of guessing from an old answer.
const createConsentCookieSchema = () =>
  z.pipe(
    z.string().check(z.regex(/^v1:statistics=[01]\|marketing=[01]$/)),
    z.transform((value): ConsentChoice => ({
      statistics: value.includes('statistics=1'),
      marketing: value.includes('marketing=1'),
    })),
  );
let consentCookieSchema: ReturnType<typeof createConsentCookieSchema> | undefined;

/** The choice in a consent cookie value; undefined when there is none or it is not one we wrote. */
export function parseConsent(value: string | undefined): ConsentChoice | undefined {
  consentCookieSchema ??= createConsentCookieSchema();
  const parsed = consentCookieSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** The cookie value for a choice; parseConsent reads it back. */
export function serialiseConsent(choice: ConsentChoice): string {
  return `v1:statistics=${choice.statistics ? 1 : 0}|marketing=${choice.marketing ? 1 : 0}`;
}

/** The whole `document.cookie` assignment: a year, the whole site, sent on top-level navigations. */
export function consentCookie(choice: ConsentChoice, secure: boolean): string {
  const attributes = [
    `Max-Age=${consentMaxAgeSeconds}`,
    'Path=/',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ];
  return [`${consentCookieName}=${serialiseConsent(choice)}`, ...attributes].join('; ');
}

/**
 * The tag manager is the container for both analytics and marketing tags, so either category lets
 * it load; consent mode (consentModeState) then tells each tag which storage it may use.
 */
export function allowsTagManager(choice: ConsentChoice | undefined): boolean {
  return !!choice && (choice.statistics || choice.marketing);
}

export type ConsentSignal = 'granted' | 'denied';

/** Google consent mode (v2) state for a choice: statistics → analytics, marketing → ads. */
export function consentModeState(choice: ConsentChoice): Record<string, ConsentSignal> {
  const signal = (on: boolean): ConsentSignal => (on ? 'granted' : 'denied');
  return {
    analytics_storage: signal(choice.statistics),
    ad_storage: signal(choice.marketing),
    ad_user_data: signal(choice.marketing),
    ad_personalization: signal(choice.marketing),
  };
}

/** The tag manager's script address for a container id. */
export function tagManagerSrc(id: string): string {
  return `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
}
