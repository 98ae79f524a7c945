/** Stock words → their labels in the page's language (empty when the page speaks the index's). */
export type WordLabels = Readonly<Record<string, string>>;

/** A value as the page shows it: its label, or the value itself when it has none. */
export function wordLabel(labels: WordLabels | undefined, value: string): string {
  return labels && Object.hasOwn(labels, value) ? labels[value]! : value;
}
