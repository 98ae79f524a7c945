import { describe, expect, it } from 'vitest';
import { pageHtml, useSite } from '../support/site-under-test.ts';

const site = useSite();

/** The brand pages of the four UK brand themes and the face each one preloads. */
const brandPages = [
  { path: '/buy-car/brands/bmw', file: /^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/ },
  { path: '/buy-car/brands/mini', file: /^\/assets\/jost-latin-wght-normal-[\w-]+\.woff2$/ },
  {
    path: '/buy-car/brands/mercedes-benz-cars',
    file: /^\/assets\/lora-latin-wght-normal-[\w-]+\.woff2$/,
  },
  { path: '/buy-car/brands/smart', file: /^\/assets\/nunito-latin-wght-normal-[\w-]+\.woff2$/ },
];

function fontPreloads(html: string): string[] {
  return [...html.matchAll(/<link[^>]*rel="preload"[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => tag.includes('as="font"'))
    .map((tag) => /href="([^"]+)"/.exec(tag)![1]!);
}

async function stylesheetOf(html: string): Promise<string> {
  const href = /<link rel="stylesheet" href="([^"]+)"/.exec(html)![1]!;
  return (await site.fetch(`http://group-uk.localhost${href}`)).text();
}

describe('UK brand theme fonts', () => {
  for (const { path, file } of brandPages) {
    it(`preloads its theme's own face on ${path}, a woff2 we serve and cache as immutable`, async () => {
      const html = await pageHtml(site, `http://group-uk.localhost${path}`);
      const preloads = fontPreloads(html);
      expect(preloads).toEqual([expect.stringMatching(file)]);
      expect(html).toMatch(
        /<link[^>]*as="font"[^>]*type="font\/woff2"[^>]*crossorigin="anonymous"/,
      );
      const font = await site.fetch(`http://group-uk.localhost${preloads[0]}`);
      expect(font.status).toBe(200);
      expect(font.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(new TextDecoder().decode((await font.arrayBuffer()).slice(0, 4))).toBe('wOF2');
      expect(await stylesheetOf(html)).toContain(`url(${preloads[0]})`);
    });
  }

  it('preloads no font where the theme sets text in system faces', async () => {
    for (const url of [
      'http://group-uk.localhost/',
      'http://group-uk.localhost/about-us/who-are-we',
      'http://group-se.localhost/',
      'http://store-se.localhost/',
    ])
      expect(fontPreloads(await pageHtml(site, url)), url).toEqual([]);
  });

  it('declares every face with font-display: swap beside a fallback scaled to its metrics', async () => {
    const css = await stylesheetOf(await pageHtml(site, 'http://group-uk.localhost/'));
    const faces = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body]) => body!);
    const webFaces = faces.filter((body) => body.includes('url('));
    expect(webFaces).toHaveLength(8);
    for (const body of webFaces) {
      expect(body).toMatch(/font-display:\s*swap/);
      expect(body).toMatch(/unicode-range:/);
      const family = /font-family:\s*["']?([^"';]+) Variable/.exec(body)![1]!;
      const fallbacks = faces.filter((face) => face.includes(`${family} Fallback`));
      expect(fallbacks.length, family).toBe(2);
      for (const fallback of fallbacks) {
        expect(fallback).toMatch(/src:\s*local\(/);
        expect(fallback).toMatch(/size-adjust:\s*[\d.]+%/);
        expect(fallback).toMatch(/ascent-override:\s*[\d.]+%/);
      }
    }
  });
});
