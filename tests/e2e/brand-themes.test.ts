import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { useBrowser } from './support/browser-session.ts';
import { pageHydrated } from './support/hydration.ts';
import { siteUrl } from './support/sites.ts';

const session = useBrowser();

/** A group-uk brand page of each UK brand theme, its face, and the group theme's own home. */
const themedPages = [
  { theme: 'group-uk-bmw', path: '/buy-car/brands/bmw', face: 'Inter Variable' },
  { theme: 'group-uk-mini', path: '/buy-car/brands/mini', face: 'Jost Variable' },
  {
    theme: 'group-uk-mercedes-benz',
    path: '/buy-car/brands/mercedes-benz-cars',
    face: 'Lora Variable',
  },
  { theme: 'group-uk-smart', path: '/buy-car/brands/smart', face: 'Nunito Variable' },
] as const;

/**
 * How many of the wordmark's pixels (the logo right of its square mark, drawn as the page shows it,
 * CSS filter included) stand out from the header's background by WCAG's 3:1 for graphics.
 */
function readableWordmarkPixels(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const img = document.querySelector<HTMLImageElement>('header.site-header .nav__logo')!;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.clientWidth;
    canvas.height = img.clientHeight;
    const ctx = canvas.getContext('2d')!;
    ctx.filter = getComputedStyle(img).filter;
    ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
    const channels = (css: string) =>
      css
        .match(/[\d.]+/g)!
        .slice(0, 3)
        .map(Number);
    const luminance = ([r, g, b]: number[]) => {
      const linear = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
    };
    let header: Element | null = img;
    let background = 'rgba(0, 0, 0, 0)';
    while (header && /rgba\(.*, 0\)$/.test(background)) {
      background = getComputedStyle(header).backgroundColor;
      header = header.parentElement;
    }
    const headerLuminance = luminance(channels(background));
    const from = Math.round(canvas.width * 0.22);
    const { data } = ctx.getImageData(from, 0, canvas.width - from, canvas.height);
    let readable = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (data[i + 3]! < 128) continue;
      const pixel = luminance([data[i]!, data[i + 1]!, data[i + 2]!]);
      const [hi, lo] =
        pixel > headerLuminance ? [pixel, headerLuminance] : [headerLuminance, pixel];
      if ((hi + 0.05) / (lo + 0.05) >= 3) readable++;
    }
    return readable;
  });
}

describe('UK brand themes', () => {
  for (const { theme, path, face } of themedPages) {
    it(`sets ${theme} in its own self-hosted face with no text below WCAG AA contrast`, async () => {
      const { page } = await session.open({ consent: true });
      const fontRequests: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'font') fontRequests.push(request.url());
      });
      await page.goto(siteUrl('group-uk', path));
      await pageHydrated(page);
      expect(await page.locator('html').getAttribute('data-theme')).toBe(theme);
      await page.evaluate(() => document.fonts.ready);
      expect(
        await page.evaluate((family) => document.fonts.check(`700 40px "${family}"`), face),
      ).toBe(true);
      expect(await page.locator('h1').evaluate((h1) => getComputedStyle(h1).fontFamily)).toContain(
        face,
      );
      expect(fontRequests.length).toBeGreaterThan(0);
      for (const url of fontRequests) expect(new URL(url).origin).toBe(new URL(page.url()).origin);
      const contrast = (await axeViolations(page)).filter((v) => v.id.includes('contrast'));
      expect(contrast).toEqual([]);
    });

    it(`keeps the 'Hedin UK' wordmark readable on the ${theme} header`, async () => {
      const { page } = await session.open({ consent: true });
      await page.goto(siteUrl('group-uk', path));
      expect(await readableWordmarkPixels(page)).toBeGreaterThan(150);
    });
  }

  it("keeps the group theme's white wordmark on its dark header as drawn", async () => {
    const { page } = await session.open({ consent: true });
    await page.goto(siteUrl('group-uk', '/about-us/who-are-we'));
    expect(await page.locator('.nav__logo').evaluate((img) => getComputedStyle(img).filter)).toBe(
      'none',
    );
    expect(await readableWordmarkPixels(page)).toBeGreaterThan(150);
  });

  it('swaps in the brand face without moving anything on the page', async () => {
    const { page } = await session.open({ consent: true, viewport: { width: 412, height: 823 } });
    // The face arrives only after the page has painted in its fallback, so the swap happens in view.
    let release!: () => void;
    const painted = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.woff2$/, async (route) => {
      await painted;
      await route.continue();
    });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>)
          shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // Not 'load': the held face holds the load event too.
    await page.goto(siteUrl('group-uk', '/buy-car/brands/bmw'), { waitUntil: 'domcontentloaded' });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(await page.evaluate(() => document.fonts.check('700 40px "Inter Variable"'))).toBe(
      false,
    );
    release();
    await page.evaluate(() => document.fonts.ready);
    await expect
      .poll(() => page.evaluate(() => document.fonts.check('700 40px "Inter Variable"')))
      .toBe(true);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    const shift = await page.evaluate(() =>
      (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
    );
    expect(shift).toBeLessThan(0.01);
  });
});
