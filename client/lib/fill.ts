/** The values a text's placeholders take, by placeholder name. */
export type FillValues = Readonly<Record<string, string | number>>;

const placeholder = /\{(\w+)\}/g;

/**
 * The one way to put values into a text: each `{name}` in `template` becomes `values[name]`.
 * A placeholder without a value stays as written, so a missing value shows on the page instead of
 * vanishing silently; inserted values are not read again, so a value holding `{` or `{name}` comes
 * out exactly as given. Numbers are inserted as `String(n)`: format them first where the locale
 * matters.
 */
export function fill(template: string, values: FillValues): string {
  return template.replace(placeholder, (marker, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : marker,
  );
}
