import type { Page } from 'playwright-core';

/**
 * Cars of the site the page is on, found through the site's own search API (POST /api/search)
 * from inside the page: `fields` and `filters` as the search contract takes them.
 */
export async function searchCars<T>(
  page: Page,
  body: { fields: string[]; filters?: unknown[]; limit: number },
): Promise<T[]> {
  return page.evaluate(async (request) => {
    const res = await fetch('/api/search', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ index: 'cars', ...request }),
    });
    return ((await res.json()) as { content: unknown[] }).content;
  }, body) as Promise<T[]>;
}
