import { fill } from '../lib/fill.ts';
import type { ListQuery } from './query.ts';

// What a car list page is called (car-stock spec 2 "Breadcrumb/title"): one set of rules for the
// server render of a `~` page and the island after a filter change, so both say the same.

/** The brand (and its model) a list URL names in its `~` segments, as the facet spells them. */
export interface ListNamed {
  brand?: string;
  model?: string;
}

/** The list's own title and the site's title template, for the document title. */
export interface ListTitles {
  /** The site's title template, holding `{title}`. */
  template: string;
  /** The list page's title (its metaTitle, else its navTitle). */
  list: string;
}

/**
 * The brand and model `listHref` writes as `~` segments: a single brand, then a single model.
 * A client change always writes its URL that way, so this is what a server render of it names.
 */
export function namedInPath(query: ListQuery): ListNamed {
  const brands = query.filters.car_brand ?? [];
  const models = query.filters.car_model ?? [];
  if (brands.length !== 1) return {};
  return models.length === 1 ? { brand: brands[0], model: models[0] } : { brand: brands[0] };
}

/** 'Volvo XC60', 'Volvo', or '' when the URL names no brand. */
export function namedHeading(named: ListNamed): string {
  return [named.brand, named.model].filter(Boolean).join(' ');
}

/** The page title (before the site's template): 'Volvo XC60 – Cars in stock', or the list's own. */
export function listPageTitle(named: ListNamed, listTitle: string): string {
  const heading = namedHeading(named);
  return heading ? `${heading} – ${listTitle}` : listTitle;
}

/** The document title, as the head fills the site's template with the page title. */
export function listDocumentTitle(named: ListNamed, titles: ListTitles): string {
  return fill(titles.template, { title: listPageTitle(named, titles.list) });
}
