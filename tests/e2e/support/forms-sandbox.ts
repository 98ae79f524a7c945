import type { Page } from 'playwright-core';

// The forms partner's sandbox as browser tests reach it: its test controls (README "Partner
// sandbox fixtures", src/sandbox/comhub/controls.ts) through the fixture worker, from the page's
// origin, and a count of the posts a form makes to the worker's forms route.

/** Calls a control (`_submissions?…`, `_failures`, `_behaviour`) and reads its JSON answer. */
export async function formsSandbox<T>(page: Page, path: string, body?: object): Promise<T> {
  return page.evaluate(
    async ([url, payload]) => {
      const res = await fetch(
        url,
        payload
          ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: payload }
          : {},
      );
      return (await res.json()) as unknown;
    },
    [`/__fixtures/sandbox/forms/comhub/${path}`, body ? JSON.stringify(body) : ''] as const,
  ) as Promise<T>;
}

/** Counts the page's posts to POST /api/forms/comhub from now on. */
export function countFormPosts(page: Page): () => number {
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/forms/comhub')
      posts += 1;
  });
  return () => posts;
}
