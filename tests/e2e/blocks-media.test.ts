import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type OpenOptions, useBrowser } from './support/browser-session.ts';
import { afterFrames, islandHydrated, pageHydrated } from './support/hydration.ts';
import { siteUrl } from './support/sites.ts';
import { layoutShifts, recordLayoutShifts } from './support/layout-shifts.ts';

const session = useBrowser();

const groupSe = siteUrl('group-se', '/exempel/media-block');
/** Autoplay every 3 s, three slides. */
const groupUk = siteUrl('group-uk', '/examples/media-blocks');
/** No autoplay, three slides. */
const storeSe = siteUrl('store-se', '/exempel/media-block');
/** group-uk's carousel turns every 3 s. */
const intervalMs = 3000;

/** The shown slide: the indicator marked current. */
const shownSlide = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.carousel__dot')].findIndex(
      (dot) => dot.getAttribute('aria-current') === 'true',
    ),
  );

/** The slide the track has scrolled to. */
const scrolledSlide = (page: Page) =>
  page.evaluate(() => {
    const track = document.querySelector<HTMLElement>('.carousel__track')!;
    return Math.round(track.scrollLeft / track.clientWidth);
  });

/**
 * Opens a page with the consent question answered, so the dialog covers nothing, and waits until
 * the carousel has hydrated. Under a paused clock its rotation's interval starts then, at a frozen
 * moment, so `page.clock.runFor` measures it exactly.
 */
async function openCarouselPage(address: string, options: OpenOptions = {}) {
  const watched = await session.open({ consent: true, ...options });
  await watched.page.goto(address);
  await islandHydrated(watched.page, 'carousel');
  return watched;
}

describe('carousel', () => {
  it('turns by arrow keys and buttons from the keyboard, wrapping at both ends', async () => {
    const { page } = await openCarouselPage(storeSe);
    const next = page.getByRole('button', { name: 'Nästa bild' });
    await next.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => shownSlide(page)).toBe(1);
    await expect.poll(() => scrolledSlide(page)).toBe(1);
    await page.keyboard.press('Enter');
    await expect.poll(() => shownSlide(page)).toBe(2);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => shownSlide(page)).toBe(0);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => shownSlide(page)).toBe(2);
    await expect.poll(() => scrolledSlide(page)).toBe(2);
    await page.keyboard.press('Home');
    await expect.poll(() => shownSlide(page)).toBe(0);

    // Tab reaches the indicators; Space on the third shows it.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Visa bild 3',
    );
    await page.keyboard.press('Space');
    await expect.poll(() => shownSlide(page)).toBe(2);
    await expect.poll(() => scrolledSlide(page)).toBe(2);
  });

  it('lets keyboard users reach only the shown slide, each slide a group "n of m" in a carousel region', async () => {
    const { page } = await openCarouselPage(storeSe);
    const region = page.getByRole('region', { name: 'Just nu på Carstore' });
    expect(await region.getAttribute('aria-roledescription')).toBe('karusell');
    const slides = page.locator('.carousel').getByRole('group');
    expect(
      await slides.evaluateAll((all) =>
        all.map((slide) => [slide.getAttribute('aria-label'), (slide as HTMLElement).inert]),
      ),
    ).toEqual([
      ['1 av 3', false],
      ['2 av 3', true],
      ['3 av 3', true],
    ]);
    expect(await page.locator('.carousel__track').getAttribute('aria-live')).toBe('polite');
    await page.getByRole('button', { name: 'Visa bild 2' }).click();
    await expect
      .poll(() =>
        page
          .locator('.carousel__slide')
          .nth(1)
          .evaluate((slide) => (slide as HTMLElement).inert),
      )
      .toBe(false);
    expect(
      await page
        .locator('.carousel__slide')
        .first()
        .evaluate((slide) => (slide as HTMLElement).inert),
    ).toBe(true);
  });

  it('advances on its own after the interval, with the live region off while it rotates', async () => {
    const { page } = await openCarouselPage(groupUk, { clock: 'paused' });
    expect(await page.locator('.carousel__track').getAttribute('aria-live')).toBe('off');
    await page.clock.runFor(intervalMs - 100);
    expect(await shownSlide(page)).toBe(0);
    await page.clock.runFor(100);
    await expect.poll(() => shownSlide(page)).toBe(1);
    await expect.poll(() => scrolledSlide(page)).toBe(1);
  });

  it('pauses while the pointer is over it and goes on when the pointer leaves', async () => {
    const { page } = await openCarouselPage(groupUk, { clock: 'paused' });
    await page.locator('.carousel__track').hover();
    await page.clock.runFor(intervalMs + 1000);
    expect(await shownSlide(page)).toBe(0);
    // The button still offers to stop: hovering is a pause, not the visitor's stop.
    expect(await page.locator('.carousel__rotation').getAttribute('aria-label')).toBe(
      'Stop automatic slide show',
    );
    await page.mouse.move(0, 0);
    await page.clock.runFor(intervalMs);
    await expect.poll(() => shownSlide(page)).toBe(1);
  });

  it('pauses while keyboard focus is inside and goes on when focus leaves', async () => {
    const { page } = await openCarouselPage(groupUk, { clock: 'paused' });
    await page.getByRole('button', { name: 'Show slide 1' }).focus();
    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.locator('.carousel__rotation').getAttribute('aria-label'))
      .toBe('Start automatic slide show');
    await page.clock.runFor(intervalMs + 1000);
    expect(await shownSlide(page)).toBe(0);
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    await page.clock.runFor(intervalMs);
    await expect.poll(() => shownSlide(page)).toBe(1);
  });

  it('stops for good with its stop button and starts again with play', async () => {
    const { page } = await openCarouselPage(groupUk, { clock: 'paused' });
    await page.getByRole('button', { name: 'Stop automatic slide show' }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(intervalMs + 1000);
    expect(await shownSlide(page)).toBe(0);
    expect(await page.locator('.carousel__track').getAttribute('aria-live')).toBe('polite');
    await page.getByRole('button', { name: 'Start automatic slide show' }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(intervalMs);
    await expect.poll(() => shownSlide(page)).toBe(1);
  });

  it('never rotates for a visitor who asks for reduced motion, and offers no stop button then', async () => {
    const { page } = await openCarouselPage(groupUk, { reducedMotion: true, clock: 'paused' });
    expect(await page.locator('.carousel__rotation').isVisible()).toBe(false);
    expect(await page.locator('.carousel__track').getAttribute('aria-live')).toBe('polite');
    await page.clock.runFor(intervalMs + 1000);
    expect(await shownSlide(page)).toBe(0);
    // The buttons still turn it, at once rather than smoothly.
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => scrolledSlide(page)).toBe(1);
  });

  it('shifts no layout while the page loads and the islands hydrate (CLS 0)', async () => {
    const { page } = await session.open({ viewport: { width: 390, height: 844 }, consent: true });
    await recordLayoutShifts(page);
    await page.goto(groupSe);
    await pageHydrated(page);
    await islandHydrated(page, 'carousel');
    await page.waitForLoadState('networkidle');
    // A shift of the last frames is reported by then.
    await afterFrames(page);
    expect(await layoutShifts(page)).toEqual([]);
  });

  it('shows every slide without JavaScript along a track that scrolls', async () => {
    const { page } = await session.open({ javaScript: false });
    await page.goto(storeSe);
    const links = page.locator('.carousel__slide a');
    expect(await links.count()).toBe(3);
    await links.nth(2).focus();
    await expect.poll(() => scrolledSlide(page)).toBe(2);
    expect(await page.locator('.carousel__slide img').nth(0).isVisible()).toBe(true);
  });
});

describe('social share', () => {
  const article = siteUrl('group-uk', '/examples/winter-driving-checklist');
  // The canonical URL is the page's own address (no authored canonicalURL), port and all.
  const canonical = article;

  it('links to each network with the page address and title, in a new tab', async () => {
    const { page } = await session.open();
    await page.goto(article);
    const targets = await page.locator('.social-share__link').evaluateAll((links) =>
      links.map((link) => ({
        name: link.textContent,
        href: (link as HTMLAnchorElement).href,
        target: link.getAttribute('target'),
      })),
    );
    expect(targets.map((t) => t.name)).toEqual([
      'Share on LinkedIn (opens in a new tab)',
      'Share on Facebook (opens in a new tab)',
      'Share on WhatsApp (opens in a new tab)',
      'Share on X (opens in a new tab)',
    ]);
    expect(targets.every((t) => t.target === '_blank')).toBe(true);
    const [linkedin, facebook, whatsapp, x] = targets.map((t) => new URL(t.href));
    expect(
      `${linkedin!.origin}${linkedin!.pathname}?url=${linkedin!.searchParams.get('url')}`,
    ).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${canonical}`);
    expect(facebook!.searchParams.get('u')).toBe(canonical);
    expect(whatsapp!.host).toBe('wa.me');
    expect(whatsapp!.searchParams.get('text')).toBe(`Your winter driving checklist ${canonical}`);
    expect(x!.host).toBe('x.com');
    expect([x!.searchParams.get('url'), x!.searchParams.get('text')]).toEqual([
      canonical,
      'Your winter driving checklist',
    ]);

    // A click opens the network in a new tab with that address (the network is not reached).
    await page
      .context()
      .route('https://www.linkedin.com/**', (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<title>LinkedIn</title>' }),
      );
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.locator('.social-share__link[data-network="linkedin"]').click(),
    ]);
    expect(new URL(popup.url()).searchParams.get('url')).toBe(canonical);
  });

  it("offers the browser's own share action where the browser has one, sharing the title and canonical URL", async () => {
    const { page } = await session.open();
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          (window as unknown as { __shared: ShareData }).__shared = data;
          return Promise.resolve();
        },
      });
    });
    await page.goto(article);
    const share = page.getByRole('button', { name: 'Share', exact: true });
    await share.scrollIntoViewIfNeeded();
    await share.click();
    expect(
      await page.evaluate(() => (window as unknown as { __shared: ShareData }).__shared),
    ).toEqual({ title: 'Your winter driving checklist', url: canonical });
  });

  it('shows no share button where the browser cannot share', async () => {
    const { page } = await session.open();
    await page.addInitScript(() => {
      delete (Navigator.prototype as { share?: unknown }).share;
    });
    await page.goto(article);
    await page.locator('.social-share').scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(await page.locator('.social-share__native').isVisible()).toBe(false);
    expect(await page.locator('.social-share__link').count()).toBe(4);
  });
});

describe('site-selection teaser', () => {
  for (const [name, address, landing] of [
    ['group-se', groupSe, '/anlaggningar/bmw-stockholm'],
    ['group-uk', groupUk, '/find-us/bmw-bristol'],
    ['store-se', storeSe, '/hitta-oss/kungens-kurva'],
  ] as const) {
    it(`takes a click anywhere on a ${name} card to the site-detail path plus the slug`, async () => {
      const { page } = await session.open({ consent: true });
      await page.goto(address);
      const card = page.locator('.site-teaser__card').first();
      await card.scrollIntoViewIfNeeded();
      const box = (await card.boundingBox())!;
      // The image's middle, not the name: the whole card is the link's target.
      await Promise.all([
        page.waitForURL(`**${landing}`),
        page.mouse.click(box.x + box.width / 2, box.y + 20),
      ]);
      expect(new URL(page.url()).pathname).toBe(landing);
      expect(await page.locator('h1').count()).toBeGreaterThan(0);
    });
  }
});

describe('video block', () => {
  it('plays the showroom film from the native player, with captions', async () => {
    const { page } = await session.open();
    await page.goto(groupSe);
    const video = page.locator('.video-block__video');
    await video.scrollIntoViewIfNeeded();
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 5000 })
      .toBeGreaterThanOrEqual(1);
    expect(
      await video.evaluate((v: HTMLVideoElement) => [v.paused, v.textTracks[0]?.language]),
    ).toEqual([true, 'sv']);
    await video.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 5000 })
      .toBeGreaterThan(0);
    expect(await page.locator('.video-block__unavailable').textContent()).toBe('');
  });

  it('starts muted when the author asked for autoplay, and not under reduced motion', async () => {
    const playing = await session.open();
    await playing.page.goto(groupUk);
    const video = playing.page.locator('.video-block__video');
    await video.scrollIntoViewIfNeeded();
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.muted), { timeout: 5000 })
      .toBe(true);

    const still = await session.open({ reducedMotion: true });
    await still.page.goto(groupUk);
    // The player decides on hydrating; with reduced motion it never starts.
    await islandHydrated(still.page, 'video');
    expect(
      await still.page.locator('.video-block__video').evaluate((v: HTMLVideoElement) => v.paused),
    ).toBe(true);
  });

  it('keeps its poster and says the video is unavailable when the files cannot be loaded', async () => {
    const { page, problems, allowProblems } = await session.open();
    // The only complaints allowed are the browser's own about the two missing files.
    allowProblems(/status of 404/);
    await page.route('**/videos/showroom.{mp4,webm}', (route) =>
      route.fulfill({ status: 404, body: 'Not found' }),
    );
    await page.goto(groupSe);
    const video = page.locator('.video-block__video');
    await video.scrollIntoViewIfNeeded();
    await expect
      .poll(() => page.locator('.video-block__unavailable').textContent(), { timeout: 5000 })
      .toBe('Videon kan inte visas just nu.');
    expect(await video.getAttribute('poster')).toBe('/images/video-showroom-poster.svg');
    // The only complaints are the browser's own about the two missing files.
    expect(problems.length).toBeLessThanOrEqual(2);
  });
});
