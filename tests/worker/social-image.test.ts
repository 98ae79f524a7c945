import { describe, expect, it } from 'vitest';
import type { SiteName } from '#client/contracts/site-profile.ts';
import { sites } from '#src/sites/catalogue.ts';
import { localisedPath } from '#src/sites/language.ts';
import { pageHtml, useSite } from '../support/site-under-test.ts';

const site = useSite();

/** A head meta's content by its property, or undefined. */
function meta(html: string, property: string): string | undefined {
  const escaped = property.replaceAll(':', '\\:');
  return new RegExp(`<meta property="${escaped}" content="([^"]*)"`).exec(html)?.[1];
}

/** A picture's type and size as its own first bytes say: PNG's IHDR, or JPEG's frame header. */
function rasterFacts(bytes: Uint8Array): { type: string; width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes[0] === 0x89 && String.fromCharCode(...bytes.slice(1, 4)) === 'PNG')
    return { type: 'image/png', width: view.getUint32(16), height: view.getUint32(20) };
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  // Walk the JPEG's segments to its start-of-frame (SOF0 to SOF15 less DHT, JPG and DAC).
  for (let at = 2; at + 9 < bytes.length;) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
      return { type: 'image/jpeg', width: view.getUint16(at + 7), height: view.getUint16(at + 5) };
    at += 2 + view.getUint16(at + 2);
  }
  return null;
}

async function pictureOf(url: string) {
  const res = await site.fetch(url);
  expect(res.status, url).toBe(200);
  const facts = rasterFacts(new Uint8Array(await res.arrayBuffer()));
  expect(res.headers.get('content-type'), url).toBe(facts?.type);
  return facts;
}

/** Every site's home page in every language, and a group-uk brand page of each brand theme. */
const previewed: Array<{ page: string; preview: string }> = [
  ...(Object.keys(sites) as SiteName[]).flatMap((name) =>
    sites[name].languages.map((language) => ({
      page: `http://${name}.localhost${localisedPath(sites[name], language, '/')}`,
      preview: `http://${name}.localhost/images/og/${name}.jpg`,
    })),
  ),
  ...(
    [
      ['bmw', 'bmw'],
      ['mini', 'mini'],
      ['mercedes-benz-cars', 'mercedes-benz'],
      ['smart', 'smart'],
    ] as const
  ).map(([path, theme]) => ({
    page: `http://group-uk.localhost/buy-car/brands/${path}`,
    preview: `http://group-uk.localhost/images/og/group-uk-${theme}.jpg`,
  })),
];

describe('social previews (og:image)', () => {
  for (const { page, preview } of previewed) {
    it(`shows a 1200×630 JPEG of its site or brand theme for ${page}, its size and type in the head`, async () => {
      const html = await pageHtml(site, page);
      expect(meta(html, 'og:image')).toBe(preview);
      expect(meta(html, 'og:image:type')).toBe('image/jpeg');
      expect(meta(html, 'og:image:width')).toBe('1200');
      expect(meta(html, 'og:image:height')).toBe('630');
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
      expect(await pictureOf(preview)).toEqual({ type: 'image/jpeg', width: 1200, height: 630 });
    });
  }

  it("shows a story's own picture, a raster of the preview's shape, with its type", async () => {
    const url =
      'http://store-fi.localhost/tietoa-carstoresta/uutiset/2026/kaytetty-sahkoauto-mita-tarkistaa';
    const html = await pageHtml(site, url);
    expect(meta(html, 'og:image')).toBe('http://store-fi.localhost/images/stories/ev-charging.jpg');
    expect(meta(html, 'og:image:type')).toBe('image/jpeg');
    expect(await pictureOf(meta(html, 'og:image')!)).toEqual({
      type: 'image/jpeg',
      width: 1200,
      height: 630,
    });
  });

  it("shows the site's preview for a car whose picture is an SVG", async () => {
    const html = await pageHtml(site, 'http://store-se.localhost/kop-bil/bil/40000001');
    expect(meta(html, 'og:image')).toBe('http://store-se.localhost/images/og/store-se.jpg');
  });
});
