import { describe, expect, it } from 'vitest';
import { consoleErrors, expectConsoleError } from '../support/fail-on-console-error.ts';
import { pageHtml, publishPage, useSite } from '../support/site-under-test.ts';

const site = useSite();

const html = (url: string) => pageHtml(site, url);
/** The detail links of the teaser cards, in page order. */
const cardLinks = (page: string) =>
  [...page.matchAll(/class="car-card__link" href="([^"]+)"/g)].map((m) => m[1]!);

async function pageWithTeaser(path: string, fields: Record<string, unknown>): Promise<void> {
  const kv = await site.contentKv();
  await publishPage(
    kv,
    path,
    { itemId: `teaser${path.replace(/\W/g, '-')}`, name: 'teaser', title: 'Bilar' },
    [
      { id: 'teaser', type: 'car-teaser', fields },
      { id: 'after', type: 'credit-warning', fields: {} },
    ],
  );
}

describe('car teaser', () => {
  it('shows fixed cars in the order the author gave, each linking to its detail page', async () => {
    const page = await html('http://group-uk.localhost/buy-car/model-range');
    expect(cardLinks(page)).toEqual([
      expect.stringMatching(/^\/buy-car\/car\/30000004\/bmw-ix1-[\w-]+$/),
      expect.stringMatching(/^\/buy-car\/car\/30000002\/mini-cooper-[\w-]+$/),
      expect.stringMatching(/^\/buy-car\/car\/30000001\/smart-3-[\w-]+$/),
    ]);
    expect(page).toContain(
      '<h2 id="group-uk-model-range-available-now-title" class="car-teaser__title">Available now</h2>',
    );
  });

  it('shows the cars a query finds, as the search API finds them, at most the default 8', async () => {
    const page = await html('http://store-se.localhost/exempel/media-block');
    const res = await site.fetch('http://store-se.localhost/api/search', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        index: 'cars',
        fields: ['car_id'],
        filters: [{ name: 'caroftheweek', values: [true] }],
        sort_name: 'car_price_asc',
        limit: 8,
      }),
    });
    const answer = (await res.json()) as { content: Array<{ car_id: string }> };
    expect(answer.content.length).toBeGreaterThan(0);
    expect(cardLinks(page).map((href) => href.split('/')[3])).toEqual(
      answer.content.map((car) => car.car_id),
    );
    expect(cardLinks(page).length).toBeLessThanOrEqual(8);
  });

  it('renders nothing when no car matches, and the rest of the page', async () => {
    await pageWithTeaser('/inga-bilar', { Title: 'Inga', CarIds: ['999999999'] });
    const page = await html('http://group-se.localhost/inga-bilar');
    // No teaser markup (its stylesheet may still be in the head: the page has the block).
    expect(page).not.toMatch(/class="car-teaser/);
    expect(page).not.toContain('Inga</h2>');
    expect(page).not.toContain('class="section-error"');
    expect(page).toContain('lang="sv"');
  });

  it('shows the section error for a query the search contract refuses, and the rest of the page', async () => {
    expectConsoleError();
    await pageWithTeaser('/trasig-fraga', {
      Title: 'Trasig',
      Filters: [{ name: 'no_such_field', values: ['x'] }],
    });
    const page = await html('http://group-se.localhost/trasig-fraga');
    expect(page).toContain('class="section-error"');
    expect(page).not.toMatch(/class="[^"]*car-card__link/);
    await expect.poll(() => consoleErrors().length).toBeGreaterThan(0);
  });
});
