import { z } from 'zod';

// What a page may know of the site it is rendered for: its name, kind, country, languages and
// money. The worker's catalogue (src/sites/catalogue.ts) extends this with what only the server
// needs (search indexes, themes, hosts).

/** Languages the group publishes in. */
export const languageSchema = z.enum(['sv', 'en', 'nb', 'fi', 'sk']);
export type Language = z.infer<typeof languageSchema>;

/** The sites of the group by their sitecoreSiteName. */
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

export const countrySchema = z.enum(['SE', 'NO', 'GB', 'FI', 'SK']);
export type Country = z.infer<typeof countrySchema>;

/** The currencies prices are shown in (a site's, and a car document's). */
export const currencySchema = z.enum(['SEK', 'NOK', 'GBP', 'EUR']);
export type Currency = z.infer<typeof currencySchema>;

export const siteProfileSchema = z.object({
  name: siteNameSchema,
  kind: z.enum(['group', 'store']),
  country: countrySchema,
  /** The first language is the default and is served without a path prefix. */
  languages: z.array(languageSchema).min(1),
  currency: currencySchema,
  /** BCP 47 locale for number and date formats, per language. */
  locales: z.partialRecord(languageSchema, z.string()),
});
export type SiteProfile = z.infer<typeof siteProfileSchema>;
