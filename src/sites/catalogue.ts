import { z } from 'zod';
import {
  type SiteName,
  type SiteProfile,
  siteNameSchema,
  siteProfileSchema,
} from '#client/contracts/site-profile.ts';

export const themeSchema = z.enum([
  'group-se',
  'group-no',
  'group-uk',
  'group-uk-bmw',
  'group-uk-mini',
  'group-uk-mercedes-benz',
  'group-uk-smart',
  'store',
]);
export type Theme = z.infer<typeof themeSchema>;

/** A site of the catalogue: its public profile plus what only the worker needs. */
export const siteSchema = siteProfileSchema.extend({
  indexes: z.object({ cars: z.string(), vehicles: z.string(), sites: z.string() }),
  theme: themeSchema,
  /** Themes a page may pick through its BrandDesign field (the UK brand themes). */
  brandThemes: z.record(z.string(), themeSchema),
  devHost: z.string(),
  /** Whether www.<host> answers with a permanent redirect to the bare host. */
  redirectWww: z.boolean(),
});
export type Site = z.infer<typeof siteSchema>;

type SiteFacts = SiteProfile & Partial<Site>;

/** A site from its own facts; the rest follows the group's conventions unless a site says otherwise. */
function defineSite(facts: SiteFacts): Site {
  const id = facts.name.replace('-', '_');
  return {
    indexes: { cars: `cars_${id}`, vehicles: `vehicles_${id}`, sites: `sites_${id}` },
    theme: facts.kind === 'store' ? 'store' : (facts.name as Theme),
    brandThemes: {},
    devHost: `${facts.name}.localhost`,
    redirectWww: false,
    ...facts,
  };
}

const entries: Site[] = [
  defineSite({
    name: 'group-se',
    kind: 'group',
    country: 'SE',
    languages: ['sv', 'en'],
    currency: 'SEK',
    locales: { sv: 'sv-SE', en: 'en-SE' },
    // Spec shell 2.1: the www host of the Swedish group site redirects to the bare host.
    redirectWww: true,
  }),
  defineSite({
    name: 'group-no',
    kind: 'group',
    country: 'NO',
    languages: ['nb'],
    currency: 'NOK',
    locales: { nb: 'nb-NO' },
  }),
  defineSite({
    name: 'group-uk',
    kind: 'group',
    country: 'GB',
    languages: ['en'],
    currency: 'GBP',
    locales: { en: 'en-GB' },
    brandThemes: {
      BMW: 'group-uk-bmw',
      MINI: 'group-uk-mini',
      'Mercedes-Benz': 'group-uk-mercedes-benz',
      smart: 'group-uk-smart',
    },
  }),
  defineSite({
    name: 'store-se',
    kind: 'store',
    country: 'SE',
    languages: ['sv'],
    currency: 'SEK',
    locales: { sv: 'sv-SE' },
  }),
  defineSite({
    name: 'store-no',
    kind: 'store',
    country: 'NO',
    languages: ['nb'],
    currency: 'NOK',
    locales: { nb: 'nb-NO' },
  }),
  defineSite({
    name: 'store-fi',
    kind: 'store',
    country: 'FI',
    languages: ['fi'],
    currency: 'EUR',
    locales: { fi: 'fi-FI' },
  }),
  defineSite({
    name: 'store-sk',
    kind: 'store',
    country: 'SK',
    languages: ['sk'],
    currency: 'EUR',
    locales: { sk: 'sk-SK' },
  }),
];

/** Every site of the group, keyed by its sitecoreSiteName. Validated once at module load. */
export const sites: Readonly<Record<SiteName, Site>> = Object.freeze(
  Object.fromEntries(entries.map((site) => [site.name, siteSchema.parse(site)])) as Record<
    SiteName,
    Site
  >,
);

/** The site plain `localhost` serves in development. */
export const defaultDevSite: SiteName = 'group-se';

export class UnknownSiteError extends Error {
  override readonly name = 'UnknownSiteError';
  readonly siteName: string;
  constructor(siteName: string) {
    super('Unknown sitecoreSiteName');
    this.siteName = siteName;
  }
}

/** Looks a site up by its sitecoreSiteName; any other name is the spec's 'Unknown sitecoreSiteName'. */
export function getSite(name: string): Site {
  const parsed = siteNameSchema.safeParse(name);
  if (!parsed.success) throw new UnknownSiteError(name);
  return sites[parsed.data];
}
