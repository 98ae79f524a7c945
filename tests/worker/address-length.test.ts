import { describe, expect, it } from 'vitest';
import { readSiteSeeds } from '#kv-seed/seed.ts';
import { maxUrlLength } from '#src/middleware/request-guard.ts';
import type { SiteName } from '#client/contracts/site-profile.ts';
import { sites } from '#src/sites/catalogue.ts';
import { localisedPath } from '#src/sites/language.ts';
import { useSite } from '../support/site-under-test.ts';

const site = useSite();

/**
 * Lengths around every limit an address meets: KV's 512-byte key (a content key adds about 28
 * bytes to the path), the search schema's 200-character id, and the guard's 4,096 characters.
 */
const lengths = [1, 200, 201, 483, 484, 485, 511, 512, 513, 1000, 4096, 4097];

/** Where a path can start: each site's home, car detail and dealer-site pages, in each language. */
function prefixesOf(name: SiteName): string[] {
  const seed = readSiteSeeds().find((s) => s.site === name)!;
  const catalogue = sites[name];
  return catalogue.languages.flatMap((language) => {
    const dictionary = seed.file.shell[language]?.dictionary;
    return [
      localisedPath(catalogue, language, '/').replace(/\/$/, ''),
      dictionary?.pathToCarDetail,
      dictionary?.pathToSiteDetail,
    ].filter((prefix): prefix is string => prefix !== undefined);
  });
}

/** A redirect rule may take any address; then the walk has still reached an answer on purpose. */
const redirects = [301, 302, 307, 308];

describe('an address of any length', () => {
  for (const name of Object.keys(sites) as SiteName[]) {
    it(`answers 404, 414 or a redirect on ${name}, never 5xx`, async () => {
      const answers: string[] = [];
      for (const prefix of [...new Set(prefixesOf(name))]) {
        // Letters for a page or dealer slug, digits for a car id.
        for (const [length, filler] of lengths.flatMap(
          (n) =>
            [
              [n, 'a'],
              [n, '1'],
            ] as const,
        )) {
          const path = `${prefix}/${filler.repeat(length)}`;
          const res = await site.fetch(`http://${name}.localhost${path}`, { redirect: 'manual' });
          await res.arrayBuffer();
          const expected = path.length > maxUrlLength ? [414] : [404, ...redirects];
          if (!expected.includes(res.status))
            answers.push(`${prefix} + ${length} × ${filler}: ${res.status}`);
        }
      }
      expect(answers).toEqual([]);
    });
  }
});
