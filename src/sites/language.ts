import type { Language, SiteProfile } from '#client/contracts/site-profile.ts';

/**
 * The page language: a site's further languages live under a `/<lang>` prefix (`/en/...` on
 * group-se); everything else is in the site's first language.
 */
export function languageFromPath(site: SiteProfile, pathname: string): Language {
  const first = pathname.split('/')[1]?.toLowerCase();
  const prefixed = site.languages.slice(1).find((lang) => lang === first);
  return prefixed ?? site.languages[0]!;
}

/** The path of a page within its language: `/en/about` on group-se is `/about` in English. */
export function pathWithinLanguage(site: SiteProfile, pathname: string): string {
  const language = languageFromPath(site, pathname);
  if (language === site.languages[0]) return pathname;
  const rest = pathname.slice(language.length + 1);
  return rest === '' ? '/' : rest;
}

/** The public path of a page in a language: the inverse of pathWithinLanguage. */
export function localisedPath(site: SiteProfile, language: Language, path: string): string {
  if (language === site.languages[0]) return path;
  return path === '/' ? `/${language}` : `/${language}${path}`;
}
