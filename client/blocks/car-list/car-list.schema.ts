import { z } from 'zod';
import { type Facet, searchFilterSchema } from '../../contracts/search.ts';
import { optionalTextSchema } from '../fields.ts';
import type { ListQuery } from '../../car-list/query.ts';
import type { ListTitles } from '../../car-list/list-titles.ts';
import type { ListCar } from '../../contracts/car-card.ts';
import type { Vocabulary } from '../../car-list/typed-words.ts';

const namedOptionSchema = z.object({
  Name: z.string().regex(/^[a-z][a-z0-9_]{0,63}$/, 'a field or sort name'),
  Label: z.string().min(1),
});

/**
 * Car list (car-stock spec 2 "Car list"): the site's stock with facets, sort options, fixed
 * filters (the search contract's shape) and the desktop filter panel's default mode. Sitecore
 * sends it as the component CarList.
 */
export const carListSchema = z.object({
  type: z.literal('car-list'),
  id: z.string(),
  fields: z.object({
    Title: optionalTextSchema,
    Facets: z.array(namedOptionSchema).max(20).default([]),
    SortOptions: z
      .array(namedOptionSchema.extend({ Name: z.string().regex(/^[a-z_]+_(asc|desc)$/) }))
      .max(20)
      .default([]),
    Filters: z.array(searchFilterSchema).max(10).default([]),
    FilterVariant: z.enum(['Sticky', 'Toggle']).default('Sticky'),
  }),
});
export type CarListBlock = z.infer<typeof carListSchema>;

/** What the server loaded for a car list page (src/search/car-list.ts): the block renders it. */
export interface CarListData {
  /** The list page's path with its language prefix. */
  listPath: string;
  query: ListQuery;
  /** Typed range amounts the URL held that are not amounts, by field (left out of the query). */
  invalidRanges: Record<string, string>;
  status: 'ok' | 'error';
  facets: Facet[];
  cars: ListCar[];
  total: number;
  /** The brand and model the `~` segments named, as the facet spells them. */
  brand?: string;
  model?: string;
  /** Every brand, model and facet value of the list, for typed words (issue 18 item 4). */
  vocabulary: Vocabulary;
  /** The site's title template and the list page's title, where the list is its page's content. */
  titles?: ListTitles;
}
