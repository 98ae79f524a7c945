import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kvKeys } from '#src/kv-keys.ts';
import { consoleErrors, expectConsoleError } from '../support/fail-on-console-error.ts';
import { publishPage, startSite, type SiteUnderTest } from '../support/site-under-test.ts';

// A remote image host and the media store: a tiny PNG, an SVG, and one that is down.
const outsideWorld = `export default {
  async fetch(request) {
    const url = new URL(request.url);
    globalThis.seen = (globalThis.seen ?? 0) + 1;
    if (url.pathname.endsWith('/down.png')) throw new Error('host down');
    if (url.pathname.endsWith('.svg')) return new Response('<svg xmlns="http://www.w3.org/2000/svg"/>', { headers: { 'content-type': 'image/svg+xml' } });
    if (url.pathname.endsWith('/missing.png')) return new Response('nope', { status: 404 });
    return new Response(new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]), { headers: { 'content-type': 'image/png', 'set-cookie': 'a=b' } });
  },
};`;

let site: SiteUnderTest;
beforeAll(async () => {
  site = await startSite({
    outboundScript: outsideWorld,
    vars: {
      IMAGE_REMOTE_HOSTS: 'images.cdn.example',
      MEDIA_ORIGIN: 'https://media.content.example',
    },
  });
});
afterAll(() => site?.dispose());

const get = (path: string) => site.fetch(`http://group-se.localhost${path}`);

describe('/_image', () => {
  it('serves a device size of an allowed remote image, cacheable and varying by Accept', async () => {
    const res = await get(
      `/_image?url=${encodeURIComponent('https://images.cdn.example/car.png')}&w=640`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(res.headers.get('vary')).toBe('Accept');
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(new Uint8Array(await res.arrayBuffer()).slice(1, 4)).toEqual(
      new Uint8Array([80, 78, 71]),
    );
  });

  it('serves media-store images through the media origin', async () => {
    const res = await get(`/_image?url=${encodeURIComponent('/-/media/cars/xc60.png')}&w=320`);
    expect(res.status).toBe(200);
    await res.arrayBuffer();
  });

  it('refuses hosts off the list, other widths and non-raster sources: it is no open proxy', async () => {
    for (const [query, status] of [
      [`url=${encodeURIComponent('https://evil.example/car.png')}&w=640`, 400],
      [`url=${encodeURIComponent('https://images.cdn.example/car.png')}&w=641`, 400],
      [`url=${encodeURIComponent('https://images.cdn.example/car.png')}`, 400],
      [`url=${encodeURIComponent('https://images.cdn.example/car.svg')}&w=640`, 400],
      [`url=${encodeURIComponent('//images.cdn.example/car.png')}&w=640`, 400],
      [`url=${encodeURIComponent('https://images.cdn.example/missing.png')}&w=640`, 502],
    ] as const) {
      const res = await get(`/_image?${query}`);
      await res.arrayBuffer();
      expect(res.status, query).toBe(status);
    }
  });

  it('answers 502 when the image host is down, and logs it', async () => {
    expectConsoleError();
    const res = await get(
      `/_image?url=${encodeURIComponent('https://images.cdn.example/down.png')}&w=640`,
    );
    await res.arrayBuffer();
    expect(res.status).toBe(502);
    await expect
      .poll(() =>
        consoleErrors().some((line) =>
          line.includes('image source unreachable images.cdn.example'),
        ),
      )
      .toBe(true);
  });
});

describe('hero images on a page', () => {
  it('get a srcset through the optimiser from an allowed host, and stay as they are from another', async () => {
    const kv = await site.contentKv();
    const route = (src: string) => ({
      itemId: 'image-test',
      name: 'bildtest',
      itemLanguage: 'sv',
      path: '/bildtest',
      fields: { navTitle: 'Bildtest' },
      placeholders: {
        main: [
          {
            id: 'hero',
            type: 'hero-banner',
            fields: {
              Title: 'Bildtest',
              Image: { src, alt: 'En bil', blurDataUrl: 'data:image/png;base64,iVBORw0KGgo=' },
            },
          },
        ],
      },
    });
    await kv.put(
      kvKeys.route('group-se', 'sv', '/bildtest'),
      JSON.stringify(route('https://images.cdn.example/hero.jpg')),
    );
    const optimised = await (await get('/bildtest')).text();
    expect(optimised).toContain(
      'srcSet="/_image?url=https%3A%2F%2Fimages.cdn.example%2Fhero.jpg&amp;w=320 320w',
    );
    expect(optimised).toContain('fetchPriority="high"');
    expect(optimised).toContain(
      'class="image-frame__blur" src="data:image/png;base64,iVBORw0KGgo="',
    );

    await kv.put(
      kvKeys.route('group-se', 'sv', '/bildtest'),
      JSON.stringify(route('https://elsewhere.example/hero.jpg')),
    );
    const plain = await (await get('/bildtest')).text();
    expect(plain).toContain('src="https://elsewhere.example/hero.jpg"');
    expect(plain).not.toContain('/_image?');
  });

  it('preload and fetch first only the image of a banner that opens the page; a later banner loads lazily', async () => {
    const kv = await site.contentKv();
    const hero = (id: string, src: string) => ({
      id,
      type: 'hero-banner',
      fields: { Title: id, Image: { src, alt: id } },
    });
    await publishPage(
      kv,
      '/tva-banners',
      { itemId: 'two-heroes', name: 'tva-banners', title: 'Två' },
      [hero('forsta', '/images/hero-group-se.svg'), hero('andra', '/images/hero-service.svg')],
    );
    const html = await (await get('/tva-banners')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="preload" as="image" href="/images/hero-group-se.svg" fetchPriority="high"/>',
    );
    expect(head).not.toContain('hero-service.svg');
    expect(html).toMatch(/<img[^>]*src="\/images\/hero-service.svg"[^>]*loading="lazy"/);
    expect(html).toMatch(/<img[^>]*src="\/images\/hero-group-se.svg"[^>]*loading="eager"/);
  });
});
