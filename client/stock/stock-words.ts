import type { Language } from '../contracts/site-profile.ts';
import { fill } from '../lib/fill.ts';
import { kilowattsOf } from './power.ts';
import { stockWordTexts } from './stock-words.texts.ts';

// The display side of the stock's words (issue 18 item 2): the index and the URLs keep the words
// the index was written in (its site's first language); a page in another language shows each
// one in the page's language. Anything that is not one of the stock's fixed words (a brand, a
// model, a city, a dealer's own text) is shown as it is.

/** Every text leaf of a language's words, in one fixed order, so two languages line up. */
function leaves(node: unknown, into: string[] = []): string[] {
  if (typeof node === 'string') into.push(node);
  else if (Array.isArray(node)) for (const item of node) leaves(item, into);
  else if (node && typeof node === 'object')
    for (const value of Object.values(node)) leaves(value, into);
  return into;
}

const maps = new Map<string, ReadonlyMap<string, string>>();

/**
 * The stock's word → its label in `to`, for an index written in `from`: only the words that
 * differ, so an empty map means there is nothing to translate (a page in the index's language).
 */
export function stockWordLabels(from: Language, to: Language): ReadonlyMap<string, string> {
  const key = `${from}>${to}`;
  let map = maps.get(key);
  if (!map) {
    const words = new Map<string, string>();
    if (from !== to) {
      const source = leaves(stockWordTexts[from]);
      const target = leaves(stockWordTexts[to]);
      // The first meaning of a word wins ('Service' is only ever a department group).
      source.forEach((word, i) => {
        if (!words.has(word) && word !== target[i]) words.set(word, target[i]!);
      });
    }
    map = words;
    maps.set(key, map);
  }
  return map;
}

/** A stock word in the page's language; any other text as it is. */
export function stockWordIn(text: string, from: Language, to: Language): string {
  return stockWordLabels(from, to).get(text) ?? text;
}

/**
 * A car's power in the page's language from its horsepower: the index writes its own unit word
 * ('194 hk'), which another language says differently ('194 bhp', '143 kW (194 hv)').
 */
export function powerIn(hp: number, to: Language): string {
  return fill(stockWordTexts[to].power, { hp, kw: kilowattsOf(hp) });
}
