import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRuleFiles, readSiteSeeds } from '#kv-seed/seed.ts';
import { toStoredPath } from '#src/content/embedded.ts';
import type { NavItem } from '#client/contracts/shell.ts';
import type { Language } from '#client/contracts/site-profile.ts';
import { sites } from '#src/sites/catalogue.ts';
import { languageFromPath, pathWithinLanguage } from '#src/sites/language.ts';
import { dealerSitesOf } from '#kv-seed/stock/dealer-sites.ts';

const seeds = readSiteSeeds();
const rules = readRuleFiles();
const publicDir = join(import.meta.dirname, '../../../client/public');

const flatten = (items: NavItem[]): NavItem[] =>
  items.flatMap((item) => [item, ...flatten(item.children)]);
const isSitePath = (href: string | undefined): href is string =>
  !!href && href.startsWith('/') && !href.startsWith('//');
const withoutQuery = (href: string) => href.split(/[?#]/)[0]!;

describe.each(seeds.map((seed) => [seed.site, seed] as const))('seed links of %s', (name, seed) => {
  const site = sites[name];
  const routesOf = (language: Language) =>
    new Set(seed.pages.find((p) => p.language === language)?.routes.map((r) => r.path) ?? []);
  /** Dealer pages (issue 9): the dictionary's site-detail path plus the slug of a dealer of the site index. */
  const dealerSlugs = new Set(dealerSitesOf(site).map((dealer) => dealer.slug));
  const isDealerPage = (href: string, language: Language) => {
    const base = seed.file.shell[language]?.dictionary.pathToSiteDetail.replace(/\/+$/, '');
    return !!base && href.startsWith(`${base}/`) && dealerSlugs.has(href.slice(base.length + 1));
  };
  /** Where a public href leads: the route of its language at its path within that language, or a dealer page. */
  const missing = (hrefs: Iterable<string>) =>
    [...new Set(hrefs)].map(withoutQuery).filter((href) => {
      const language = languageFromPath(site, href);
      return (
        !routesOf(language).has(toStoredPath(pathWithinLanguage(site, href))) &&
        !isDealerPage(href, language)
      );
    });

  it('has a page for every navigation, extra-item and footer link', () => {
    for (const language of site.languages) {
      const shell = seed.file.shell[language]!;
      const hrefs = [
        ...flatten(shell.navigation)
          .map((item) => item.path)
          .filter(Boolean),
        ...flatten(shell.navigation)
          .map((item) => item.externalLink?.href)
          .filter(isSitePath),
        ...shell.navigationSettings.extraItems.map((item) => item.link.href).filter(isSitePath),
        ...shell.footer.columns
          .flatMap((column) => column.links.map((link) => link.href))
          .filter(isSitePath),
        ...[shell.footer.highlightedLink?.href].filter(isSitePath),
      ];
      expect(missing(hrefs), `${name} ${language}`).toEqual([]);
    }
  });

  it('has navigation three levels deep', () => {
    for (const language of site.languages) {
      const depth = (items: NavItem[]): number =>
        items.length === 0 ? 0 : 1 + Math.max(...items.map((i) => depth(i.children)));
      expect(depth(seed.file.shell[language]!.navigation), `${name} ${language}`).toBe(3);
    }
  });

  it('has a page for the car-list and site-list paths of its dictionaries', () => {
    for (const language of site.languages) {
      const { dictionary } = seed.file.shell[language]!;
      expect(
        missing([dictionary.pathToCarList, dictionary.pathToSiteList]),
        `${name} ${language}`,
      ).toEqual([]);
    }
  });

  it('has a page for every redirect destination on the site', () => {
    const file = rules.find((f) => f.site === name)!;
    const destinations = file.rules
      .map((rule) => rule.destination)
      .filter((d) => isSitePath(d) && !d.includes(':'));
    expect(missing(destinations)).toEqual([]);
  });

  it('draws every image and logo it names (no file is fetched from anywhere)', () => {
    const srcs = [
      seed.file.settings.logo.src,
      seed.file.settings.favicon,
      ...seed.file.brands.map((brand) => brand.logo.src),
      ...Object.values(seed.file.shell).flatMap((shell) => [
        shell!.navigationSettings.logo?.src,
        ...flatten(shell!.navigation).map((item) => item.image?.src),
      ]),
      ...(JSON.stringify(seed.pages)
        .match(/"src":"\/[^"]+"/g)
        ?.map((m) => m.slice(7, -1)) ?? []),
    ].filter(isSitePath);
    expect([...new Set(srcs)].filter((src) => !existsSync(join(publicDir, src)))).toEqual([]);
  });
});
