import { keyphraseParam } from '../hero-banner/hero-search-url.ts';

/** Marks a brand or model segment after the car list's own path (the car-list URL contract). */
export const facetSegmentMark = '~';

/** A brand or model as a path segment: lower case, spaces to '-', then escaped for a URL. */
export function facetSegment(value: string): string {
  return `${facetSegmentMark}${encodeURIComponent(value.trim().toLowerCase().replace(/\s+/g, '-'))}`;
}

export interface CarSearchChoice {
  brand?: string;
  model?: string;
  keyphrase?: string;
}

/**
 * Where the car search hero goes (car-stock spec 2): the configured search path, the chosen brand
 * then model as `~value` segments joined by slashes, and the visitor's words as `keyphrase`
 * (`/kop-bil/~volvo/~xc60?keyphrase=drag`). A model without a brand cannot be a segment (the first
 * segment is always the brand), so it travels as the `car_model` parameter instead.
 */
export function carSearchHref(
  searchPath: string,
  { brand, model, keyphrase }: CarSearchChoice,
): string {
  const base = searchPath.replace(/[?#].*$/, '').replace(/\/+$/, '');
  const segments: string[] = [];
  const query = new URLSearchParams();
  const chosenBrand = brand?.trim();
  const chosenModel = model?.trim();
  if (chosenBrand) {
    segments.push(facetSegment(chosenBrand));
    if (chosenModel) segments.push(facetSegment(chosenModel));
  } else if (chosenModel) {
    query.set('car_model', chosenModel);
  }
  const words = keyphrase?.trim().replace(/\s+/g, ' ');
  if (words) query.set(keyphraseParam, words);
  const path = [base, ...segments].join('/') || '/';
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
