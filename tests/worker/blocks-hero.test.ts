import { describe, expect, it } from 'vitest';
import { consoleErrors, expectConsoleError } from '../support/fail-on-console-error.ts';
import { islandProps } from '../support/island-props.ts';
import { publishPage, useSite } from '../support/site-under-test.ts';

const site = useSite();

const page = async (url: string) => {
  const res = await site.fetch(url);
  expect(res.status, url).toBe(200);
  return { html: await res.text(), csp: res.headers.get('content-security-policy') ?? '' };
};

describe('hero banner on the seeded campaign pages', () => {
  it('opens /vinterkampanj with a FullScreen hero whose search bar goes to the car list', async () => {
    const { html } = await page('http://group-se.localhost/vinterkampanj');
    const main = html.slice(html.indexOf('<main'));
    expect(main.indexOf('class="hero-banner"')).toBeLessThan(main.indexOf('class="countdown"'));
    expect(main).toMatch(
      /<section class="hero-banner" data-variant="fullscreen" data-placement="center" data-text="white" data-centered="">/,
    );
    expect(main).toContain(
      '<h1 class="hero-banner__title">Vinterkampanj – bilar redo för snö</h1>',
    );
    // The form works without a script: a GET to the car list with the keyphrase field.
    expect(main).toMatch(
      /<form class="hero-search" role="search" action="\/kop-bil\/alla-bilar-i-lager" method="get">/,
    );
    const input = /<input class="hero-search__input"[^>]*>/.exec(main)?.[0] ?? '';
    for (const attribute of [
      'type="search"',
      'name="keyphrase"',
      'aria-label="Sök"',
      'placeholder="Sök bil"',
      'value=""',
    ])
      expect(input).toContain(attribute);
    expect(islandProps(html, 'hero-search')[0]).toMatchObject({
      action: '/kop-bil/alla-bilar-i-lager',
      keyphrase: '',
      placeholderDesktop: 'Sök på märke, modell eller biltyp',
    });
    // The scroll-down link lands right after the banner.
    expect(main).toMatch(
      /<a class="hero-banner__scroll" href="#hero-end-group-se-sv-vinter-hero" aria-label="Scrolla ner till innehållet"/,
    );
    expect(main).toMatch(/<\/section><span id="hero-end-group-se-sv-vinter-hero"/);
  });

  it('prefills the search field with the keyphrase of the page query', async () => {
    const { html } = await page('http://group-se.localhost/vinterkampanj?keyphrase=volvo%20xc60');
    expect(html).toMatch(/name="keyphrase"[^>]*value="volvo xc60"/);
    expect(islandProps(html, 'hero-search')[0].keyphrase).toBe('volvo xc60');
  });

  it('preloads the phone and desktop pictures for their own screens, before any script', async () => {
    const { html } = await page('http://group-se.localhost/vinterkampanj');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(
      /<link rel="preload" href="\/images\/hero-winter.svg" as="image" fetchPriority="high" media="\(min-width: 768px\)"\/>/,
    );
    expect(head).toMatch(
      /<link rel="preload" href="\/images\/hero-winter-phone.svg" as="image" fetchPriority="high" media="\(max-width: 767px\)"\/>/,
    );
    expect(head.indexOf('hero-winter.svg')).toBeLessThan(head.search(/rel="modulepreload"/));
    expect(html).toMatch(
      /<picture class="hero-banner__picture"><source media="\(max-width: 767px\)" srcSet="\/images\/hero-winter-phone.svg"\/><img class="hero-banner__image" src="\/images\/hero-winter.svg"[^>]*loading="eager"[^>]*fetchPriority="high"/,
    );
  });

  it('renders the FullScreen heroes of group-uk and store-fi with search bars to their car lists', async () => {
    const uk = (await page('http://group-uk.localhost/buy-car/latest-offers/winter-event')).html;
    expect(uk).toMatch(/data-variant="fullscreen" data-placement="bottom"/);
    expect(uk).toContain('action="/buy-car/all-cars"');
    const fi = (await page('http://store-fi.localhost/talvikampanja')).html;
    expect(fi).toMatch(/data-variant="fullscreen" data-placement="top"/);
    expect(fi).toContain('action="/osta-auto"');
    expect(fi).toContain('aria-label="Hae"');
  });

  it('plays a muted, looping, inline video with the image as poster on the compact video hero', async () => {
    const { html } = await page('http://group-se.localhost/om-hedin-automotive/fossilfritt-2030');
    expect(html).toMatch(
      /<section class="hero-banner" data-variant="compact" data-placement="bottom" data-text="white">/,
    );
    const video = /<video class="hero-video__media"[^>]*>[\s\S]*?<\/video>/.exec(html)?.[0] ?? '';
    expect(video).toMatch(/autoPlay=""/);
    expect(video).toMatch(/muted=""/);
    expect(video).toMatch(/loop=""/);
    expect(video).toMatch(/playsInline=""/);
    expect(video).toContain('poster="/images/hero-winter.svg"');
    expect(video).toContain(
      '<source src="/images/winter-drive-phone.webm" media="(max-width: 767px)"/><source src="/images/winter-drive.webm"/>',
    );
    expect(html.slice(0, html.indexOf('</head>'))).toContain(
      '<link rel="preload" href="/images/hero-winter.svg" as="image" fetchPriority="high"/>',
    );
    expect(html).toContain(
      'class="button button--ghost-contrast" href="/om-hedin-automotive/hallbarhet"',
    );
  });

  it('renders nothing, and logs why, for a hero without an image or a video content type', async () => {
    expectConsoleError();
    const kv = await site.contentKv();
    const hero = (id: string, fields: object) => ({
      id,
      type: 'hero-banner',
      fields: { Title: id, ...fields },
    });
    await publishPage(
      kv,
      '/utan-bild',
      { itemId: 'no-image', name: 'utan-bild', title: 'Utan bild' },
      [
        hero('tom-banner', { Text: 'Ingen bild' }),
        hero('video-banner', { Content: 'Video', VideoDesktop: '/images/winter-drive.webm' }),
      ],
    );
    const { html } = await page('http://group-se.localhost/utan-bild');
    expect(html).not.toContain('tom-banner');
    expect(html).not.toContain('Ingen bild');
    expect(html.match(/class="hero-banner"/g)).toHaveLength(1);
    expect(html).toContain('<h1 class="hero-banner__title">video-banner</h1>');
    await expect
      .poll(() => consoleErrors().join('\n'))
      .toMatch(
        /hero banner not rendered[\s\S]*tom-banner[\s\S]*neither a video content type nor an image source/,
      );
  });
});

describe('countdown on the seeded pages', () => {
  it('renders the time left on the server from the same clock the island starts from', async () => {
    const before = Date.now();
    const { html } = await page('http://group-se.localhost/om-hedin-automotive/fossilfritt-2030');
    const [props] = islandProps(html, 'countdown');
    expect(props.target).toBe(Date.parse('2030-01-01T00:00:00+01:00'));
    expect(props.now).toBeGreaterThanOrEqual(before - 5000);
    expect(props.texts).toMatchObject({
      days: 'Dagar',
      hours: 'Timmar',
      minutes: 'Minuter',
      seconds: 'Sekunder',
    });
    // The markup shows what the island's first render shows: the split of target - now, padded.
    const left = props.target - props.now;
    const expected = [
      Math.floor(left / 86_400_000),
      Math.floor(left / 3_600_000) % 24,
      Math.floor(left / 60_000) % 60,
      Math.floor(left / 1000) % 60,
    ].map((n) => String(n).padStart(2, '0'));
    const values = [...html.matchAll(/<span class="countdown__value">(\d+)<\/span>/g)].map(
      (m) => m[1],
    );
    expect(values).toEqual(expected);
    expect(html).toMatch(
      /role="timer" aria-label="Tid kvar: \d+ dagar, \d+ timmar, \d+ minuter, \d+ sekunder"/,
    );
  });

  it('shows zeros and the expired text without a script once the target has passed, or nothing when asked', async () => {
    const kv = await site.contentKv();
    const countdown = (id: string, fields: object) => ({
      id,
      type: 'countdown',
      fields: { Title: id, TargetDate: '2020-01-01T00:00:00Z', ...fields },
    });
    await publishPage(kv, '/slut', { itemId: 'over', name: 'slut', title: 'Slut' }, [
      countdown('passerad', { ExpiredText: 'Kampanjen är över' }),
      countdown('dold', { HideWhenExpired: true }),
    ]);
    const { html } = await page('http://group-se.localhost/slut');
    expect(html).not.toContain('data-island="countdown"');
    expect(
      [...html.matchAll(/<span class="countdown__value">(\d+)<\/span>/g)].map((m) => m[1]),
    ).toEqual(['00', '00', '00', '00']);
    expect(html).toContain('<p class="countdown__ended" role="status">Kampanjen är över</p>');
    expect(html).not.toContain('>dold</h2>');
  });
});

describe('blurbs on the seeded pages', () => {
  it('render every background colour, both layouts and each kind of media', async () => {
    const { html } = await page('http://group-se.localhost/om-hedin-automotive/fossilfritt-2030');
    const sections = [...html.matchAll(/<section class="blurb"([^>]*)>/g)].map((m) => m[1]);
    expect(sections).toEqual([
      ' data-media="" data-background="1" data-animate-media=""',
      ' data-media="" data-background="2" data-reverse="" data-animate-text=""',
      ' data-media="" data-background="3"',
      ' data-media="" data-reverse=""',
    ]);
    expect(html).toMatch(
      /<video class="blurb__video" controls="" playsInline="" preload="metadata" poster="\/images\/hero-winter.svg">/,
    );
    expect(islandProps(html, 'hero-video')).toHaveLength(2);
    expect(html).toContain('<ol><li>Parkera i garage när det går</li>');
  });

  it('shows YouTube as a poster link and no frame until clicked, and lets only the no-cookie host into a frame', async () => {
    const { html, csp } = await page(
      'http://group-se.localhost/om-hedin-automotive/fossilfritt-2030',
    );
    expect(html).toMatch(
      /<a class="youtube-facade" href="https:\/\/www.youtube.com\/watch\?v=aqz-KE-bpKQ" aria-label="Spela upp video: Se hur vi laddar framtiden">/,
    );
    expect(html).not.toContain('<iframe');
    expect(html).not.toMatch(/src="https:\/\/[^"]*(youtube|ytimg)/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/www.youtube-nocookie.com;/);
    expect(csp).not.toMatch(/frame-src [^;]*https:\/\/www.youtube.com/);
  });

  it('sanitises rich text on the server', async () => {
    const kv = await site.contentKv();
    await publishPage(
      kv,
      '/blurbtest',
      { itemId: 'blurb-test', name: 'blurbtest', title: 'Blurb' },
      [
        {
          id: 'b',
          type: 'blurb',
          fields: {
            Title: 'Test',
            RichText:
              '<p onclick="x()">Hej <a href="javascript:alert(1)">länk</a></p><script>alert(1)</script>',
          },
        },
      ],
    );
    const { html } = await page('http://group-se.localhost/blurbtest');
    expect(html).toContain('<div class="blurb__text"><p>Hej <a>länk</a></p></div>');
    expect(html).not.toContain('alert(1)');
  });
});
