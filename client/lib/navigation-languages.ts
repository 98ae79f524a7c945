import type { RouteLanguage } from '../contracts/shell.ts';

/** One choice of the language switcher: the current route in another language. */
export interface LanguageChoice {
  /** The language code, for lang and hreflang. */
  name: string;
  nativeName: string;
  path: string;
  current?: true;
}

/**
 * The language switcher's list (spec shell 5): the route's languages de-duplicated by language
 * name (the first one wins), sorted by native name in a language-neutral order, and empty when
 * fewer than two remain, so the switcher is not shown.
 */
export function switcherLanguages(
  languages: readonly RouteLanguage[],
  currentLanguage: string,
): LanguageChoice[] {
  const byName = new Map<string, RouteLanguage>();
  for (const language of languages)
    if (!byName.has(language.name)) byName.set(language.name, language);
  if (byName.size < 2) return [];
  return [...byName.values()]
    .sort((a, b) => a.nativeName.localeCompare(b.nativeName, 'und', { sensitivity: 'base' }))
    .map(({ name, nativeName, path }) => ({
      name,
      nativeName,
      path,
      ...(name === currentLanguage ? { current: true } : {}),
    }));
}
