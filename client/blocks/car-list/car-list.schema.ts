import { z } from 'zod';
import { searchFilterSchema } from '../../lib/search-contract.ts';
import { optionalTextSchema } from '../fields.ts';

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
