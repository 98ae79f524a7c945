import { z } from 'zod';
import { facetSchema, searchFilterSchema } from '../contracts/search.ts';
import { listCarFields, listCarSchema } from '../contracts/car-card.ts';

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
  /** The answer for pages 0..query.page; `status` 'error' for a failed search or a page past the cap. */
  result: z.object({
    status: z.enum(['ok', 'error']),
    facets: z.array(facetSchema),
    cars: z.array(listCarSchema),
    total: z.number().int().min(0),
  }),
  texts: z.object({
    error: z.string(),
    empty: z.string(),
    compare: z.string(),
    filters: z.string(),
    closeFilters: z.string(),
    stickyFilters: z.string(),
    clearAll: z.string(),
    removeFilter: z.string(),
    searchLabel: z.string(),
    searchButton: z.string(),
    sort: z.string(),
    showMore: z.string(),
    progress: z.string(),
    moreValues: z.string(),
    from: z.string(),
    to: z.string(),
    monthly: z.string(),
    results: z.string(),
    activeFilters: z.string(),
    showResults: z.string(),
    loading: z.string(),
  }),
});
export type CarListProps = z.infer<typeof carListPropsSchema>;
