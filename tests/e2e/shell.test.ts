import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser-session.ts';
import { afterFrames, pageHydrated } from './support/hydration.ts';
import { type SiteName, siteUrl } from './support/sites.ts';

const session = useBrowser();

describe('scroll-to-top', () => {
  it('appears at the bottom left after 528 px of scrolling and takes the visitor back to the top', async () => {
    const { page } = await session.open({ viewport: { width: 1280, height: 250 } });
    await page.goto(siteUrl('group-se'));
    const button = page.getByRole('button', { name: 'Till toppen', includeHidden: true });
    // The button hydrates when the browser is idle.
    await pageHydrated(page);
    const scrollable = await page.evaluate(
      () => document.documentElement.scrollHeight - window.innerHeight,
    );
    expect(scrollable).toBeGreaterThan(600);
    expect(await button.isVisible()).toBe(false);

    await page.evaluate(() => window.scrollTo(0, 500));
    // The scroll has been handled and drawn by then.
    await afterFrames(page);
    expect(await button.isVisible()).toBe(false);

    await page.evaluate(() => window.scrollTo(0, 560));
    await expect.poll(() => button.isVisible()).toBe(true);
    const box = await button.boundingBox();
    expect(box!.x).toBeLessThan(100);
    expect(box!.y + box!.height).toBeGreaterThan(250 - 100);

    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect.poll(() => button.isVisible()).toBe(false);
  });

  it('is reachable with the keyboard once shown', async () => {
    const { page } = await session.open({ viewport: { width: 390, height: 300 } });
    await page.goto(siteUrl('store-sk'));
    await pageHydrated(page);
    expect(
      await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight),
    ).toBeGreaterThan(600);
    await page.evaluate(() => window.scrollTo(0, 600));
    const button = page.getByRole('button', { name: 'Späť hore' });
    await expect.poll(() => button.isVisible()).toBe(true);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

describe('content security policy', () => {
  for (const site of ['group-se', 'group-uk', 'store-fi'] satisfies SiteName[]) {
    it(`leaves no inline executable script on ${site} without the response nonce, and nothing is blocked`, async () => {
      const { page } = await session.open();
      const response = await page.goto(siteUrl(site));
      const nonce = /'nonce-([^']+)'/.exec(
        (await response!.allHeaders())['content-security-policy'] ?? '',
      )?.[1];
      expect(nonce).toBeTruthy();
      await pageHydrated(page);
      const scripts = await page.evaluate(() =>
        [...document.querySelectorAll('script')].map((s) => ({
          type: s.type,
          src: s.src,
          nonce: s.nonce,
          text: s.textContent ?? '',
        })),
      );
      const data = new Set(['application/json', 'application/ld+json']);
      // Every executable script carries the nonce: the module entry always, React's streaming
      // scripts when a section resolves after the shell (not when its data is already cached).
      const executable = scripts.filter((s) => !data.has(s.type));
      expect(executable.some((s) => s.src)).toBe(true);
      for (const script of executable)
        expect(script.nonce, script.src || script.text.slice(0, 60)).toBe(nonce);
      for (const script of scripts.filter((s) => s.src))
        expect(new URL(script.src).host).toBe(new URL(siteUrl(site)).host);
    });
  }
});
