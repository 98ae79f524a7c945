import { type ListQuery, listHref } from './query.ts';

/**
 * Where a list form without JavaScript sends a query: its `~` path as the action, every other
 * selection of it as hidden fields, so the fields the form shows add to what is chosen.
 */
export function queryForm(listPath: string, query: ListQuery) {
  const [action = listPath, search = ''] = listHref(listPath, query).split('?');
  return { action, fields: [...new URLSearchParams(search)] };
}

/** The hidden fields of `queryForm`. */
export function HiddenFields({ fields }: { fields: Array<[string, string]> }) {
  return fields.map(([name, value], i) => (
    <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
  ));
}
