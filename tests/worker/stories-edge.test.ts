import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { edgeControl, startEdgeSite } from '../support/edge-site.ts';
import { consoleErrors, expectConsoleError } from '../support/fail-on-console-error.ts';
import { pageHtml, startSite, type SiteUnderTest } from '../support/site-under-test.ts';

// The same stories pages with content from the fake Sitecore Edge (recordings converted from
// group-se's seeded Swedish stories), and the embedded site beside it to compare with.
let edge: SiteUnderTest;
let embedded: SiteUnderTest;
beforeAll(async () => {
  edge = await startEdgeSite();
  embedded = await startSite();
});
afterAll(async () => {
  await edge?.dispose();
  await embedded?.dispose();
});

afterEach(() => edgeControl(edge, 'reset'));

/** The stories section as a visitor reads it: the card links and titles, dates and tags, in order. */
const cards = (page: string) =>
  [
    ...page.matchAll(
      /<time class="story-card__date"[^>]*>([^<]+)<\/time>[\s\S]*?<a class="story-card__link" href="([^"]+)">([^<]+)<\/a>/g,
    ),
  ].map((m) => [m[1], m[2], m[3]]);

const index = 'http://group-se.localhost/om-hedin-automotive/press';
const story = `${index}/2026/nya-volvo-ex30-cross-country`;

describe('stories from Sitecore Edge', () => {
  it('serves the stories list page as the embedded site does, first page and tag filter', async () => {
    for (const url of [index, `${index}?tags=elbil,service`]) {
      const fromEdge = cards(await pageHtml(edge, url));
      expect(fromEdge, url).toHaveLength(4);
      expect(fromEdge, url).toEqual(cards(await pageHtml(embedded, url)));
    }
  });

  it('serves /api/stories pages from Edge to the end', async () => {
    const paths: string[] = [];
    let cursor = '';
    for (let i = 0; i < 5; i += 1) {
      const res = await edge.fetch(
        `http://group-se.localhost/api/stories?parentPath=/om-hedin-automotive/press${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(res.status).toBe(200);
      const page = (await res.json()) as {
        stories: Array<{ url: { path: string } }>;
        hasNext: boolean;
        endCursor: string | null;
      };
      paths.push(...page.stories.map((s) => s.url.path));
      if (!page.hasNext) break;
      cursor = encodeURIComponent(page.endCursor!);
    }
    expect(paths).toHaveLength(12);
    expect(new Set(paths).size).toBe(12);
  });

  it('renders a story page with publish info, navigation, teaser and Article data from Edge', async () => {
    const page = await pageHtml(edge, story);
    expect(page).toContain('<span class="story-publish-info__author">Maria Berg</span>');
    expect(page).toMatch(
      /story-navigation__previous" href="\/om-hedin-automotive\/press\/2026\/fem-saker-verkstaden-kollar-vid-service"/,
    );
    expect(page).toMatch(
      /story-navigation__next" href="\/om-hedin-automotive\/press\/2026\/elbilens-rackvidd-pa-vintern"/,
    );
    expect(page).toMatch(/stories-teaser__more" href="\/om-hedin-automotive\/press">/);
    expect(page).toMatch(
      /"@type":"Article","headline":"Nya Volvo EX30 Cross Country i våra hallar","datePublished":"2026-09-30T10:00:00Z"/,
    );
  });

  it('logs and shows the section error in place of the navigation when its neighbours fail to load', async () => {
    expectConsoleError();
    await edgeControl(edge, 'fail', 'StoryPublishInfo');
    const page = await pageHtml(edge, story);
    expect(page).not.toMatch(/class="[^"]*story-navigation__back/);
    expect(page).toContain('class="section-error"');
    expect(page).toContain('Här borde en sektion synas men något har tyvärr blivit fel');
    // The rest of the story still renders: its heading and the teaser.
    expect(page).toContain('Nya Volvo EX30 Cross Country i våra hallar');
    expect(page).toContain('stories-teaser__more');
    expect(
      consoleErrors().some((line) =>
        line.startsWith('story navigation: the previous and next articles could not be loaded'),
      ),
    ).toBe(true);
  });
});
