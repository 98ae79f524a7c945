import type { ApiIssue } from '#src/api/api-error.ts';
import { describe, expect, it } from 'vitest';
import type { StoryPage } from '#client/contracts/stories.ts';
import { pageHtml, useSite } from '../support/site-under-test.ts';

const site = useSite();

const html = (url: string) => pageHtml(site, url);

const cardTitles = (page: string) =>
  [...page.matchAll(/<a class="story-card__link" href="([^"]+)">([^<]+)<\/a>/g)].map((m) => m[1]);
const decode = (text: string) => text.replace(/&amp;/g, '&');

async function api(host: string, query: string): Promise<{ status: number; body: unknown }> {
  const res = await site.fetch(`http://${host}/api/stories?${query}`);
  return { status: res.status, body: await res.json() };
}

describe('stories list page', () => {
  it('renders the first 4 stories newest first, the latest highlighted, and a plain load-more link', async () => {
    const page = await html('http://store-se.localhost/om-carstore/nyheter');
    const links = cardTitles(page);
    expect(links).toEqual([
      '/om-carstore/nyheter/2026/vinterdack-pa-kopet',
      '/om-carstore/nyheter/2026/begagnad-elbil-vad-ska-man-tanka-pa',
      '/om-carstore/nyheter/2026/sa-testar-vi-varje-bil',
      '/om-carstore/nyheter/2026/populara-modeller-i-lager',
    ]);
    expect(page).toMatch(/stories-list__item--featured[\s\S]*?Vinterdäck på köpet i november/);
    expect(page).toContain(
      '<time class="story-card__date" dateTime="2026-11-10T08:00:00Z">2026-11-10</time>',
    );
    expect(page).toMatch(
      /<a class="stories-list__chip" href="\/om-carstore\/nyheter" aria-current="true"><span class="stories-list__check" aria-hidden="true">✓ <\/span>Visa alla<\/a>/,
    );
    expect(page).toMatch(
      /<a class="button button--secondary stories-list__more" href="\/om-carstore\/nyheter\?cursor=[\w-]+">Visa fler<\/a>/,
    );
    expect(page).toContain('data-island="stories-list"');
  });

  it('follows the no-script load-more link to the rest of the stories, without repeats', async () => {
    const first = await html('http://store-se.localhost/om-carstore/nyheter');
    const more = decode(/stories-list__more" href="([^"]+)"/.exec(first)![1]!);
    const second = await html(`http://store-se.localhost${more}`);
    expect(cardTitles(second)).toEqual([
      '/om-carstore/nyheter/2026/ny-bilhall-i-malmo',
      '/om-carstore/nyheter/2025/vinterkoll-infor-langresan',
    ]);
    expect(second).not.toMatch(/class="[^"]*stories-list__more/);
    expect(second).not.toMatch(/class="[^"]*stories-list__item--featured/);
  });

  it('filters by the tags in the URL as an OR, marking their chips and linking each chip to its toggle', async () => {
    const page = await html('http://group-uk.localhost/news-and-events?tags=electric-cars,news');
    const links = cardTitles(page);
    expect(links).toHaveLength(4);
    expect(links[0]).toBe('/news-and-events/2026/charging-your-electric-car-at-home');
    expect(page).toMatch(
      /href="\/news-and-events\?tags=news" aria-current="true"><span class="stories-list__check" aria-hidden="true">✓ <\/span>Electric cars</,
    );
    expect(page).toMatch(
      /href="\/news-and-events\?tags=electric-cars" aria-current="true"><span class="stories-list__check" aria-hidden="true">✓ <\/span>News</,
    );
    expect(page).toMatch(/href="\/news-and-events\?tags=electric-cars%2Cnews%2Cservice">Service</);
    expect(page).toMatch(/href="\/news-and-events">Show all</);
    expect(page).not.toMatch(
      /Show all<\/a>[^<]*<\/li>[\s\S]*aria-current="true"><span class="stories-list__check" aria-hidden="true">✓ <\/span>Show all/,
    );
  });

  it('renders the no-results text when no story has the tag, and ignores tags it does not know', async () => {
    const none = await html('http://store-se.localhost/om-carstore/nyheter/2025?tags=elbil');
    expect(cardTitles(none)).toEqual([]);
    expect(none).toContain('Det finns inga artiklar att visa just nu.');
    const unknown = await html('http://store-se.localhost/om-carstore/nyheter?tags=no-such-tag');
    expect(cardTitles(unknown)).toHaveLength(4);
  });

  it('links English stories of group-se under /en', async () => {
    const page = await html('http://group-se.localhost/en/about-hedin-automotive/press');
    expect(cardTitles(page)[0]).toBe(
      '/en/about-hedin-automotive/press/2026/winter-tyres-in-sweden',
    );
    expect(page).toContain('data-island="stories-list"');
  });
});

describe('GET /api/stories', () => {
  it('pages through every story of the index to the end, newest first', async () => {
    const seen: StoryPage['stories'] = [];
    let cursor: string | null = null;
    let total = 0;
    for (let request = 0; request < 10; request += 1) {
      const { status, body } = await api(
        'group-no.localhost',
        `parentPath=/om-oss/presse${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(status).toBe(200);
      const page = body as StoryPage;
      expect(page.stories.length).toBeLessThanOrEqual(4);
      seen.push(...page.stories);
      total = page.total;
      if (!page.hasNext) break;
      cursor = page.endCursor;
    }
    expect(total).toBe(12);
    expect(new Set(seen.map((s) => s.id)).size).toBe(12);
    const times = seen.map((s) => s.date.dateValue);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('answers the tag filter and the language of the query, with localised story paths', async () => {
    const { body } = await api(
      'group-se.localhost',
      'parentPath=/about-hedin-automotive/press&language=en&tags=electric-cars',
    );
    const page = body as StoryPage;
    expect(page.total).toBe(2);
    expect(page.stories.map((s) => s.url.path)).toEqual([
      '/en/about-hedin-automotive/press/2026/charging-at-home-in-sweden',
      '/en/about-hedin-automotive/press/2026/new-volvo-ex30-cross-country',
    ]);
  });

  it('answers 400 with what is wrong for bad input', async () => {
    const cases: Array<[string, RegExp]> = [
      ['', /parentPath/],
      ['parentPath=nyheter', /parentPath: a lower-case path/],
      ['parentPath=/om-carstore/nyheter&tags=<script>', /tags: tag keys/],
      ['parentPath=/om-carstore/nyheter&limit=100', /limit/],
      ['parentPath=/om-carstore/nyheter&language=xx', /language/],
      ['parentPath=/om-carstore/nyheter&language=en', /store-se has no en pages/],
      [
        'parentPath=/om-carstore/nyheter&cursor=bm9wZQ',
        /cursor: the stories cursor is not one this site issued/,
      ],
    ];
    for (const [query, message] of cases) {
      const { status, body } = await api('store-se.localhost', query);
      expect(status, query).toBe(400);
      const { error, issues } = body as { error: string; issues: ApiIssue[] };
      expect(error, query).toBe('The stories query is not valid.');
      expect(issues.map(({ path, message }) => `${path}: ${message}`).join('; '), query).toMatch(
        message,
      );
    }
  });
});

describe('story page', () => {
  const url =
    'http://store-fi.localhost/tietoa-carstoresta/uutiset/2026/kaytetty-sahkoauto-mita-tarkistaa';

  it('shows publish info, back, previous and next, and a teaser with a show-more link to the index', async () => {
    const page = await html(url);
    expect(page).toMatch(
      /<p class="story-publish-info">Julkaistu(<!-- -->)? <time dateTime="2026-09-29T09:00:00Z">29\.09\.2026<\/time> (<!-- -->)?kirjoittanut(<!-- -->)? <span class="story-publish-info__author">Mikko Korhonen<\/span>/,
    );
    expect(page).toContain(
      '<a class="button button--ghost story-navigation__back" href="/tietoa-carstoresta/uutiset/2026">',
    );
    expect(page).toMatch(
      /story-navigation__previous" href="\/tietoa-carstoresta\/uutiset\/2026\/nain-tarkastamme-jokaisen-auton" rel="prev">/,
    );
    expect(page).toMatch(
      /story-navigation__next" href="\/tietoa-carstoresta\/uutiset\/2026\/talvirenkaat-kaupan-paalle-marraskuussa" rel="next">/,
    );
    expect(page).toMatch(
      /stories-teaser__more" href="\/tietoa-carstoresta\/uutiset">Näytä lisää artikkeleita<\/a>/,
    );
    // The teaser shows other stories, never the one being read.
    expect(
      page.match(/class="story-card__link" href="[^"]*kaytetty-sahkoauto-mita-tarkistaa"/g),
    ).toBeNull();
  });

  it('puts Article structured data with headline, dates, author and image in the head', async () => {
    const page = await html(url);
    const head = page.slice(0, page.indexOf('</head>'));
    const blocks = [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    );
    const article = blocks.find((b) => b['@type'] === 'Article');
    expect(article).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Käytetty sähköauto – mitä kannattaa tarkistaa?',
      datePublished: '2026-09-29T09:00:00Z',
      dateModified: '2026-09-29T09:00:00Z',
      author: { '@type': 'Person', name: 'Mikko Korhonen' },
      image: ['http://store-fi.localhost/images/stories/ev-charging.jpg'],
      publisher: { '@type': 'Organization', name: expect.any(String) },
      mainEntityOfPage: url,
    });
    const list = await html('http://store-fi.localhost/tietoa-carstoresta/uutiset');
    expect(list).not.toContain('"@type":"Article"');
  });

  it('has no next article on the newest story and no previous one on the oldest', async () => {
    const newest = await html(
      'http://store-sk.localhost/o-carstore/novinky/2026/zimne-kolesa-zadarmo',
    );
    expect(newest).not.toMatch(/class="[^"]*story-navigation__next/);
    expect(newest).toContain('story-navigation__previous');
    const oldest = await html(
      'http://store-sk.localhost/o-carstore/novinky/2025/zimna-kontrola-pred-dlhou-cestou',
    );
    expect(oldest).not.toMatch(/class="[^"]*story-navigation__previous/);
    expect(oldest).toContain('story-navigation__next');
  });
});

describe('sitemap', () => {
  it('lists the story pages and their year pages', async () => {
    const xml = await html('http://group-se.localhost/sitemap.xml');
    expect(xml).toContain(
      '<loc>http://group-se.localhost/om-hedin-automotive/press/2026/dags-att-byta-till-vinterdack</loc><lastmod>2026-11-18</lastmod>',
    );
    expect(xml).toContain(
      '<loc>http://group-se.localhost/en/about-hedin-automotive/press/2026/winter-tyres-in-sweden</loc>',
    );
    expect(xml).toContain('<loc>http://group-se.localhost/om-hedin-automotive/press/2025</loc>');
  });
});
