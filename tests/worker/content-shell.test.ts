import { describe, expect, it } from 'vitest';
import { readSiteSeeds } from '#kv-seed/seed.ts';
import type { NavItem } from '#client/contracts/shell.ts';
import { kvKeys } from '#src/kv-keys.ts';
import { sites } from '#src/sites/catalogue.ts';
import { consoleErrors, expectConsoleError } from '../support/fail-on-console-error.ts';
import { withKvValue } from '../support/kv-swap.ts';
import { useSite } from '../support/site-under-test.ts';

const site = useSite();

const seeds = readSiteSeeds();
const flatten = (items: NavItem[]): NavItem[] =>
  items.flatMap((item) => [item, ...flatten(item.children)]);

describe('seeded navigation', () => {
  for (const seed of seeds) {
    it(`leads to a page for every link of ${seed.site}, in the page's language`, async () => {
      const { devHost, languages } = sites[seed.site];
      for (const language of languages) {
        const paths = new Set(
          flatten(seed.file.shell[language]!.navigation)
            .map((item) => item.path)
            .filter(Boolean),
        );
        expect(paths.size).toBeGreaterThan(5);
        for (const path of paths) {
          const res = await site.fetch(`http://${devHost}${path}`);
          const html = await res.text();
          expect(res.status, `${seed.site} ${path}`).toBe(200);
          expect(html, `${seed.site} ${path}`).toContain(`<html lang="${language}"`);
        }
      }
    });
  }
});

describe('content shell', () => {
  it('answers a missing path with the site not-found page, in its shell, with status 404', async () => {
    const res = await site.fetch('http://store-fi.localhost/ei-ole-olemassa');
    const html = await res.text();
    expect(res.status).toBe(404);
    expect(html).toContain('Sivua ei löytynyt');
    expect(html).toContain('<html lang="fi"');
    expect(html).toContain('<footer');
  });

  it('shows the Swedish consumer-credit warning on financing pages, in Swedish on English pages too', async () => {
    for (const path of ['/bilagande/finansiering', '/en/car-ownership/private-leasing']) {
      const html = await (await site.fetch(`http://group-se.localhost${path}`)).text();
      expect(html, path).toMatch(
        /<aside class="credit-warning" lang="sv"[^>]*>.*Att låna pengar kostar pengar!/,
      );
    }
  });

  it('renders the page without navigation, footer columns or texts when the shell cannot be read, and logs it', async () => {
    expectConsoleError();
    await withKvValue(
      await site.contentKv(),
      kvKeys.shell('group-no', 'nb'),
      '{"navigation": "not a list"}',
      async () => {
        const res = await site.fetch('http://group-no.localhost/');
        const html = await res.text();
        expect(res.status).toBe(200);
        expect(html).not.toContain('<nav');
        expect(html).toContain('hero-banner');
        expect(html).toContain('Hopp til innholdet');
        expect(consoleErrors().some((line) => line.startsWith('navigation unavailable'))).toBe(
          true,
        );
      },
    );
  });

  it('hides the brands when they cannot be read, and renders the rest', async () => {
    expectConsoleError();
    await withKvValue(
      await site.contentKv(),
      kvKeys.brands('group-se'),
      '[{"name": 1}]',
      async () => {
        const res = await site.fetch('http://group-se.localhost/');
        const html = await res.text();
        expect(res.status).toBe(200);
        expect(html).not.toContain('/brands/');
        expect(html).toContain('<nav');
        expect(consoleErrors().some((line) => line.startsWith('brands unavailable'))).toBe(true);
      },
    );
  });
});
