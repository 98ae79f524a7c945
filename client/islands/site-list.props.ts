import { z } from 'zod';
import { dealerSiteTexts } from '../dealer-sites/dealer-sites.texts.ts';
import { sharedDictionaryDefaults } from '../lib/default-dictionary.ts';
import { textsSchema } from '../lib/texts-schema.ts';

const facetName = z.enum(['website_city', 'site_region', 'site_brands']);

export const siteCardSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  websiteCity: z.string(),
  address: z.string(),
  phone: z.string(),
  image: z.object({ src: z.string(), blur: z.string() }).optional(),
});

/** The site list island: the server's first page, the query it answers, and the texts. */
export const siteListPropsSchema = z.object({
  listPath: z.string().startsWith('/'),
  /** The dictionary's site-detail path: a card links to it plus the slug. */
  detailPath: z.string().startsWith('/'),
  keyphrase: z.string(),
  selected: z.record(facetName, z.array(z.string())),
  sites: z.array(siteCardSchema),
  facets: z.array(
    z.object({
      name: facetName,
      values: z.array(z.object({ text: z.string(), count: z.number() })),
    }),
  ),
  total: z.number().int().nonnegative(),
  failed: z.boolean(),
  headingLevel: z.union([z.literal(2), z.literal(3)]),
  texts: textsSchema(dealerSiteTexts).pick({
    searchLabel: true,
    searchButton: true,
    filtersHeading: true,
    facetNames: true,
    applyFilters: true,
    clearFilters: true,
    removeFilter: true,
    resultCount: true,
    resultCountOne: true,
    loading: true,
  }),
  /** The site dictionary's wording for a failed search and for no results (spec 8). */
  dictionary: textsSchema(sharedDictionaryDefaults).pick({
    carListError: true,
    noSearchResults: true,
  }),
});
export type SiteListProps = z.infer<typeof siteListPropsSchema>;
