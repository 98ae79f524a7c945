/** The query parameter the search pages read the visitor's words from (spec shell 2.4). */
export const keyphraseParam = 'keyphrase';

const base = 'http://site.invalid';

/** The search URL with the keyphrase set, keeping the URL's own parameters (spec shell 2.4, 5: no empty check). */
export function buildSearchUrl(searchUrl: string, keyphrase: string): string {
  const url = new URL(searchUrl, base);
  url.searchParams.set(keyphraseParam, keyphrase);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * What a plain GET form needs to land on the same URL without JavaScript: the action without its
 * query (a GET form replaces it) and that query as hidden fields, the keyphrase left to the input.
 */
export function searchFormTarget(searchUrl: string): {
  action: string;
  hidden: Array<[string, string]>;
} {
  const url = new URL(searchUrl, base);
  const hidden = [...url.searchParams].filter(([name]) => name !== keyphraseParam);
  return { action: url.pathname, hidden };
}

/** The keyphrase of the page's own query, to prefill the field (spec shell 5). */
export function keyphraseFromPath(pathAndQuery: string): string {
  try {
    return new URL(pathAndQuery, base).searchParams.get(keyphraseParam) ?? '';
  } catch {
    return '';
  }
}
