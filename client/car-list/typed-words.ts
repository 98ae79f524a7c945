import { wordLabel, type WordLabels } from '../stock/word-label.ts';
import type { ListQuery } from './query.ts';

// Typed words that name a known value become filters (car-stock spec 2; issue 18 item 4). What is
// known does not depend on the results shown: the server hands the list every brand with its
// models and every value of its value facets, within the list's fixed filters.

/** Every value the list's facets can take: per field, and each brand's models. */
export interface Vocabulary {
  values: Record<string, string[]>;
  models: Record<string, string[]>;
}

interface KnownValue {
  field: string;
  value: string;
  /** The words that name it, folded. */
  words: string[];
  /** A model's brand, chosen with it. */
  brand?: string;
}

/** Lower case without diacritics: 'Škoda' and 'skoda', 'Citroën' and 'CITROEN' are one word. */
export function foldWord(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Whole words: white space, commas and semicolons separate them. */
const wordsOf = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

function knownValues(vocabulary: Vocabulary, labels: WordLabels): KnownValue[] {
  const known: KnownValue[] = [];
  const add = (field: string, value: string, brand?: string) => {
    // Years, counts and yes/no values are not words a visitor types to mean a filter.
    if (/^\d+$/.test(value.trim()) || value === 'true' || value === 'false') return;
    for (const name of new Set([value, wordLabel(labels, value)])) {
      const words = wordsOf(name).map(foldWord);
      if (words.length) known.push({ field, value, words, ...(brand ? { brand } : {}) });
    }
  };
  for (const [field, values] of Object.entries(vocabulary.values))
    for (const value of values) add(field, value);
  for (const [brand, models] of Object.entries(vocabulary.models))
    for (const model of models) add('car_model', model, brand);
  // The longest name first ('Land Rover' before 'Land', 'Polestar 3' before the brand Polestar).
  return known.sort(
    (a, b) =>
      b.words.length - a.words.length || b.words.join(' ').length - a.words.join(' ').length,
  );
}

export interface TypedWords {
  /** Filters in the order typed; a model's brand just before it. */
  filters: Array<{ name: string; value: string }>;
  keyphrase: string;
}

/**
 * Splits typed text into filters and the keyphrase: a run of whole words naming a known brand,
 * model or facet value (its index value or its label in the page's language; case and
 * diacritics ignored; the longest name first) is that filter, a model bringing its brand; every
 * other word stays in the keyphrase.
 */
export function splitTyped(text: string, vocabulary: Vocabulary, labels: WordLabels): TypedWords {
  const typed = wordsOf(text);
  const folded = typed.map(foldWord);
  const known = knownValues(vocabulary, labels);
  const filters: TypedWords['filters'] = [];
  const add = (name: string, value: string) => {
    if (!filters.some((f) => f.name === name && f.value === value)) filters.push({ name, value });
  };
  const rest: string[] = [];
  for (let i = 0; i < typed.length;) {
    const match = known.find((k) => k.words.every((word, n) => folded[i + n] === word));
    if (!match) {
      rest.push(typed[i]!);
      i += 1;
      continue;
    }
    if (match.brand) add('car_brand', match.brand);
    add(match.field, match.value);
    i += match.words.length;
  }
  return { filters, keyphrase: rest.join(' ') };
}

/** The query after a typed search: its filters added to those chosen, the rest the keyphrase. */
export function applyTyped(
  query: ListQuery,
  text: string,
  vocabulary: Vocabulary,
  labels: WordLabels,
): ListQuery {
  const { filters, keyphrase } = splitTyped(text, vocabulary, labels);
  const next = { ...query.filters };
  for (const { name, value } of filters) {
    const chosen = next[name] ?? [];
    if (!chosen.includes(value)) next[name] = [...chosen, value];
  }
  return { ...query, filters: next, keyphrase, page: 0 };
}
