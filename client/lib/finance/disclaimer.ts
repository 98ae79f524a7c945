/**
 * Fills a disclaimer's `{1}`..`{n}` placeholders with `values[0]`..`values[n-1]`. A placeholder
 * with no value stays as it is, so a missing value shows instead of silently vanishing.
 */
export function fillDisclaimer(template: string, values: readonly string[]): string {
  return template.replace(
    /\{(\d+)\}/g,
    (placeholder, index: string) => values[Number(index) - 1] ?? placeholder,
  );
}
