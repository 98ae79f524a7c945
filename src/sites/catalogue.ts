import { z } from 'zod';

/** Languages the group publishes in. */
export const languageSchema = z.enum(['sv', 'en', 'nb', 'fi', 'sk']);
export type Language = z.infer<typeof languageSchema>;

export const siteNameSchema = z.enum([
  'group-se',
  'group-no',
  'group-uk',
  'store-se',
  'store-no',
  'store-fi',
  'store-sk',
]);
export type SiteName = z.infer<typeof siteNameSchema>;

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

export const siteSchema = z.object({
  name: siteNameSchema,
  kind: z.enum(['group', 'store']),
  country: z.enum(['SE', 'NO', 'GB', 'FI', 'SK']),
  /** The first language is the default and is served without a path prefix. */
  languages: z.array(languageSchema).min(1),
  currency: z.enum(['SEK', 'NOK', 'GBP', 'EUR']),
  /** BCP 47 locale for number and date formats, per language. */
  locales: z.partialRecord(languageSchema, z.string()),
  indexes: z.object({ cars: z.string(), vehicles: z.string(), sites: z.string() }),
  theme: themeSchema,
  /** Themes a page may pick through its BrandDesign field (the UK brand themes). */
  brandThemes: z.record(z.string(), themeSchema),
  devHost: z.string(),
  /** Whether www.<host> answers with a permanent redirect to the bare host. */
  redirectWww: z.boolean(),
});
export type Site = z.infer<typeof siteSchema>;

type SiteFacts = Pick<Site, 'name' | 'kind' | 'country' | 'languages' | 'currency' | 'locales'> &
  Partial<Site>;

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
