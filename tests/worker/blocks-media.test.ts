import { describe, expect, it } from 'vitest';
import { pageHtml, useSite } from '../support/site-under-test.ts';

const site = useSite();

const page = (url: string) => pageHtml(site, url);
const decode = (html: string) => html.replaceAll('&amp;', '&');

describe('media blocks on the seeded pages', () => {
  it('renders the group-se carousel with four slides, the first image eager and the rest lazy, as a carousel island', async () => {
    const html = await page('http://group-se.localhost/exempel/media-block');
    expect(html).toContain('data-island="carousel"');
    expect(html).toContain('aria-roledescription="karusell"');
    expect(html.match(/class="carousel__slide" role="group"/g)).toHaveLength(4);
    expect(html).toContain('aria-label="4 av 4"');
    // The carousel opens the page, so its first image may be the page's largest: only that one is eager.
    const carousel = html.slice(
      html.indexOf('class="carousel"'),
      html.indexOf('class="video-block"'),
    );
    expect([...carousel.matchAll(/<img [^>]*loading="(\w+)"/g)].map((m) => m[1])).toEqual([
      'eager',
      'lazy',
      'lazy',
      'lazy',
    ]);
    expect(carousel).toContain('src="/images/carousel-electric.svg"');
  });

  it('renders the video block as a native player with its poster, both formats and Swedish captions', async () => {
    const html = await page('http://group-se.localhost/exempel/media-block');
    expect(html).toMatch(
      /<video class="video-block__video" controls="" playsInline="" preload="metadata" poster="\/images\/video-showroom-poster.svg"/i,
    );
    expect(html).toContain('<source src="/videos/showroom.mp4" type="video/mp4"/>');
    expect(html).toContain('<source src="/videos/showroom.webm" type="video/webm"/>');
    expect(html).toContain(
      '<track kind="captions" src="/videos/showroom.sv.vtt" srcLang="sv" label="Svenska" default=""/>',
    );
    expect(html).not.toMatch(/<video[^>]* autoplay/i);
  });

  it('serves the video files the seed names', async () => {
    for (const path of [
      '/videos/showroom.mp4',
      '/videos/showroom.webm',
      '/videos/showroom.sv.vtt',
    ]) {
      const res = await site.fetch(`http://group-se.localhost${path}`);
      expect(res.status, path).toBe(200);
      await res.arrayBuffer();
    }
  });

  it('links the group-se teaser cards to /anlaggningar plus each slug', async () => {
    const html = await page('http://group-se.localhost/exempel/media-block');
    const hrefs = [...html.matchAll(/class="site-teaser__link" href="([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual([
      '/anlaggningar/bmw-stockholm',
      '/anlaggningar/volvo-goteborg',
      '/anlaggningar/toyota-malmo',
      '/anlaggningar/mercedes-benz-uppsala',
    ]);
    for (const href of hrefs)
      expect((await site.fetch(`http://group-se.localhost${href}`)).status, href).toBe(200);
  });

  it('links the group-uk and store-se teasers under their own site-detail paths', async () => {
    const uk = await page('http://group-uk.localhost/examples/media-blocks');
    expect([...uk.matchAll(/class="site-teaser__link" href="([^"]+)"/g)].map((m) => m[1])).toEqual([
      '/find-us/bmw-bristol',
      '/find-us/mercedes-benz-chelsea',
      '/find-us/mercedes-benz-croydon',
      '/find-us/mercedes-benz-vans-park-royal',
    ]);
    const store = await page('http://store-se.localhost/exempel/media-block');
    expect(
      [...store.matchAll(/class="site-teaser__link" href="([^"]+)"/g)].map((m) => m[1]),
    ).toEqual(['/hitta-oss/kungens-kurva', '/hitta-oss/malmo', '/hitta-oss/molndal']);
  });

  it('builds the share links from the canonical URL and title of the page, opening in a new tab', async () => {
    const html = await page('http://group-uk.localhost/examples/winter-driving-checklist');
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    expect(canonical).toBe('http://group-uk.localhost/examples/winter-driving-checklist');
    const links = [
      ...html.matchAll(
        /<a class="social-share__link" data-network="(\w+)" href="([^"]+)" target="_blank" rel="noopener noreferrer"/g,
      ),
    ];
    expect(links.map((m) => m[1])).toEqual(['linkedin', 'facebook', 'whatsapp', 'x']);
    const hrefs = Object.fromEntries(links.map((m) => [m[1], new URL(decode(m[2]!))]));
    expect(hrefs.linkedin!.searchParams.get('url')).toBe(canonical);
    expect(hrefs.facebook!.searchParams.get('u')).toBe(canonical);
    expect(hrefs.whatsapp!.searchParams.get('text')).toBe(
      `Your winter driving checklist ${canonical}`,
    );
    expect(hrefs.x!.searchParams.get('text')).toBe('Your winter driving checklist');
    expect(html).toContain('Share on LinkedIn (opens in a new tab)');
    expect(html).toContain('data-island="social-share"');
  });

  it('renders the share block in Swedish on store-se and the UK carousel with autoplay every 3 seconds', async () => {
    const store = await page('http://store-se.localhost/exempel/media-block');
    expect(store).toContain('Tipsa en vän');
    expect(store).toContain('Dela på Facebook (öppnas i en ny flik)');
    const uk = await page('http://group-uk.localhost/examples/media-blocks');
    expect(uk).toMatch(/"intervalMs":3000/);
    expect(uk).toContain('aria-label="Stop automatic slide show"');
  });
});
