import type { Gazetteer } from './gazetteer-schema.ts';

// The place search of the booking flow's first step (issue 19 "The flow"): a visitor types the
// start of a Swedish place and gets at most eight suggestions from the embedded gazetteer. Pure,
// so the unit tests run it on any list of places.

/** A place a visitor may choose. */
export interface Place {
  name: string;
  /** The county (län) it lies in. */
  county: string;
  latitude: number;
  longitude: number;
  population: number;
}

export const maxSuggestions = 8;

/** The gazetteer's compact rows as places, most populous first (the file's order). */
export function placesOf(gazetteer: Gazetteer): Place[] {
  return gazetteer.places.map(([name, county, latitude, longitude, population]) => ({
    name,
    county: gazetteer.counties[county] ?? '',
    latitude,
    longitude,
    population,
  }));
}

// Letters NFD does not take apart into a base letter and a mark.
const foldedLetters: Readonly<Record<string, string>> = {
  ø: 'o',
  æ: 'ae',
  ß: 'ss',
  đ: 'd',
  ł: 'l',
};

/**
 * Text as the search compares it: lower case without diacritics ('Göteborg' and 'goteborg' are
 * one), every run of spaces, dashes and punctuation one space.
 */
export function foldForSearch(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[øæßđł]/g, (letter) => foldedLetters[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** How well a name answers the typed text; undefined when it does not. Lower is better. */
function rankOf(name: string, typed: string): number | undefined {
  if (name === typed) return 0;
  if (name.startsWith(typed)) return 1;
  // 'gamla' finds 'Gamla Uppsala', and 'uppsala' finds it too: the start of any word.
  if (name.includes(` ${typed}`)) return 2;
  return undefined;
}

/**
 * The places whose name, or a word in it, starts with the typed text (diacritics and case
 * ignored): an exact name first, then names that start with it, then names with a later word that
 * does, each by population. Empty for text with no letters or digits.
 */
export function suggestPlaces(
  places: readonly Place[],
  typed: string,
  limit = maxSuggestions,
): Place[] {
  const wanted = foldForSearch(typed);
  if (!wanted) return [];
  const found: { place: Place; rank: number }[] = [];
  for (const place of places) {
    const rank = rankOf(foldForSearch(place.name), wanted);
    if (rank !== undefined) found.push({ place, rank });
  }
  return found
    .sort((a, b) => a.rank - b.rank || b.place.population - a.place.population)
    .slice(0, limit)
    .map(({ place }) => place);
}
