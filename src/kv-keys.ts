import type { Language, SiteName } from '#client/contracts/site-profile.ts';

/** KV's longest key, in UTF-8 bytes: a key built from a long address can pass it. */
export const kvKeyMaxBytes = 512;

/**
 * Every KV key the worker and the seeding scripts use, built in one place and versioned, so a
 * change of document shape is a new version rather than a surprise for old readers.
 */
export const kvKeys = {
  siteSettings: (site: SiteName) => `content:v1:${site}:settings`,
  route: (site: SiteName, language: Language, path: string) =>
    `content:v1:${site}:route:${language}:${path}`,
  /** What every route key of a site starts with (the seeder lists them to prune stale pages). */
  routePrefix: (site: SiteName) => `content:v1:${site}:route:`,
  routeIndex: (site: SiteName) => `content:v1:${site}:routes`,
  /** Navigation, navigation settings, footer and dictionary of one language: one read per page. */
  shell: (site: SiteName, language: Language) => `content:v1:${site}:shell:${language}`,
  brands: (site: SiteName) => `content:v1:${site}:brands`,
  /** Every story and story tag of one language of a site: one read per stories list or story page. */
  stories: (site: SiteName, language: Language) => `content:v1:${site}:stories:${language}`,
  /** The site's rule set as served: `{ version, file }`. */
  redirects: (site: SiteName) => `redirects:v1:${site}`,
  /** Just the version of the served rule set: the small read of the freshness check. */
  redirectsVersion: (site: SiteName) => `redirects:v1:${site}:version`,
  /** The rule set served before the last push, for rollback. */
  redirectsPrevious: (site: SiteName) => `redirects:v1:${site}:previous`,
} as const;
