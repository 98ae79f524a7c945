import { z } from 'zod';
import { facetSchema, searchFilterSchema } from '../contracts/search.ts';
import { listCarFields, listCarSchema } from '../contracts/car-card.ts';
import { carListTexts } from '../car-list/car-list.texts.ts';
import { compareTexts } from '../compare/compare.texts.ts';
import { sharedDictionaryDefaults } from '../lib/default-dictionary.ts';
import { textsSchema } from '../lib/texts-schema.ts';
import { shellTexts } from '../ui/shell.texts.ts';

const namedOption = z.object({ Name: z.string(), Label: z.string() });

export const carListQuerySchema = z.object({
  filters: z.record(z.string(), z.array(z.string())),
  ranges: z.record(z.string(), z.tuple([z.number(), z.number()])),
  keyphrase: z.string(),
  sortName: z.string(),
  page: z.number().int().min(0),
});

/** What the server writes for the car list: its configuration, the URL's query and the results it rendered. */
export const carListPropsSchema = z.object({
  id: z.string(),
  /** The list page's path with its language prefix, without `~` segments: list URLs are built on it. */
  listPath: z.string().startsWith('/'),
  detailPath: z.string(),
  locale: z.string(),
  facets: z.array(namedOption),
  sortOptions: z.array(namedOption),
  fixedFilters: z.array(searchFilterSchema),
  filterVariant: z.enum(['Sticky', 'Toggle']),
  /** The search fields the list asks for (listCarFields), handed over so the island needs no zod. */
  fields: z.array(z.enum(listCarFields)),
  query: carListQuerySchema,
  /** Typed range amounts of the URL that are not amounts, by field: the panel says so. */
  invalidRanges: z.record(z.string(), z.string()),
  /** The breadcrumb and heading (client/car-list/list-heading.tsx) and the document title. */
  heading: z.object({
    id: z.string(),
    /** The block's Title: the heading of the list without a brand. */
    title: z.string().optional(),
    /** The breadcrumb's first step. */
    listName: z.string(),
    /** What the URL's `~` segments named when the server rendered it. */
    named: z.object({ brand: z.string().optional(), model: z.string().optional() }),
    /** The site's title template and the list page's title; absent when the page is not the list's. */
    titles: z.object({ template: z.string(), list: z.string() }).optional(),
    /** Page-editing mode, so the Title is marked editable alike on both sides of hydration. */
    editing: z.boolean(),
  }),
  /** The answer for pages 0..query.page; `status` 'error' for a failed search or a page past the cap. */
  result: z.object({
    status: z.enum(['ok', 'error']),
    facets: z.array(facetSchema),
    cars: z.array(listCarSchema),
    total: z.number().int().min(0),
  }),
  /** Stock words (facet values, a card's fuel and gearbox) → their labels in the page's language. */
  wordLabels: z.record(z.string(), z.string()),
  /** Every brand, model and facet value of the list: what typed words are matched against. */
  vocabulary: z.object({
    values: z.record(z.string(), z.array(z.string())),
    models: z.record(z.string(), z.array(z.string())),
  }),
  texts: textsSchema(carListTexts),
  /** The site dictionary's wording for a failed search and for no results (spec 8). */
  dictionary: textsSchema(sharedDictionaryDefaults).pick({
    carListError: true,
    noSearchResults: true,
  }),
  /** The compare button on each card. */
  compareTexts: textsSchema(compareTexts).pick({ toggle: true }),
  shellTexts: textsSchema(shellTexts).pick({ loading: true }),
});
export type CarListProps = z.infer<typeof carListPropsSchema>;
