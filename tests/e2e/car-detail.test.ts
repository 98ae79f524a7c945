import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser-session.ts';
import { islandHydrated } from './support/hydration.ts';
import { searchCars } from './support/search-cars.ts';
import { type SiteName, siteUrl } from './support/sites.ts';
import { ukCarWithMedia } from './support/uk-media-car.ts';

const session = useBrowser();

const at = (site: SiteName, path: string) => siteUrl(site, path);
/** The first car of the group-se stock; its bare id redirects to id/slug. */
const seCar = at('group-se', '/kop-bil/10000001');
/** The 360 view turns a frame every 150 ms. */
const spinMs = 150;

describe('car detail page in Chromium', () => {
  it('opens the full-screen viewer, moves with the arrow keys and closes with Escape', async () => {
    const { page } = await session.open();
    await page.goto(seCar);
    expect(page.url()).toMatch(/\/kop-bil\/10000001\/[a-z0-9-]+$/);
    await islandHydrated(page, 'car-gallery');
    const opener = page.locator('.car-gallery__open');
    await opener.focus();
    await page.keyboard.press('Enter');
    const viewer = page.locator('.car-gallery__viewer');
    await expect.poll(() => viewer.isVisible()).toBe(true);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.className))
      .toBe('car-gallery__close');
    const counter = viewer.locator('.car-gallery__viewer-counter');
    const total = Number((await counter.textContent())!.match(/av (\d+)/)![1]);
    expect(total).toBeGreaterThan(1);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => counter.textContent()).toBe(`Bild 2 av ${total}`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => counter.textContent()).toBe(`Bild ${total} av ${total}`);
    await page.keyboard.press('Escape');
    await expect.poll(() => viewer.count()).toBe(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.className))
      .toBe('car-gallery__open');
  });

  it('shows five technical rows, then all of them and back with show more and show less', async () => {
    const { page } = await session.open();
    await page.goto(seCar);
    const section = page.locator('#technical-data');
    const visibleRows = () => section.locator('.car-facts__row:visible').count();
    expect(await visibleRows()).toBe(5);
    await section.getByText('Visa mer').click();
    await expect.poll(visibleRows).toBeGreaterThan(5);
    await section.getByText('Visa mindre').click();
    await expect.poll(visibleRows).toBe(5);
  });

  it('collapses equipment at 190 px with a toggle because it is taller, and expands it', async () => {
    const { page } = await session.open();
    await page.goto(seCar);
    const equipment = page.locator('#equipment');
    await islandHydrated(equipment, 'car-collapsible');
    const body = equipment.locator('.car-collapsible__body');
    const toggle = equipment.getByRole('button', { name: 'Visa mer' });
    await expect.poll(() => toggle.isVisible()).toBe(true);
    expect(await body.evaluate((el) => Math.round(el.getBoundingClientRect().height))).toBe(190);
    await toggle.click();
    await expect
      .poll(() => body.evaluate((el) => el.getBoundingClientRect().height))
      .toBeGreaterThan(190);
    expect(
      await equipment.getByRole('button', { name: 'Visa mindre' }).getAttribute('aria-expanded'),
    ).toBe('true');
    await equipment.getByRole('button', { name: 'Visa mindre' }).click();
    await expect
      .poll(() => body.evaluate((el) => Math.round(el.getBoundingClientRect().height)))
      .toBe(190);
  });

  it('gives the description a toggle only when it is taller than 300 px', async () => {
    const { page } = await session.open({ viewport: { width: 390, height: 800 } });
    await page.goto(seCar);
    const description = page.locator('#description');
    // Measured on hydrating: the toggle is there or not once the island has hydrated.
    await islandHydrated(description, 'car-collapsible');
    const natural = await description
      .locator('.car-collapsible__body')
      .evaluate((el) => el.scrollHeight);
    const toggles = await description.getByRole('button').count();
    expect(toggles).toBe(natural > 300 ? 1 : 0);
  });

  it('scrolls to the contact form for a hash containing contact', async () => {
    const { page } = await session.open();
    await page.goto(`${seCar}#contact-testdrive`);
    await islandHydrated(page, 'car-detail-actions');
    await expect
      .poll(
        () =>
          page
            .locator('#contact-form')
            .evaluate((el) => Math.round(el.getBoundingClientRect().top)),
        { timeout: 5_000 },
      )
      .toBeLessThan(50);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  });

  it('reports the product detail event once', async () => {
    const { page } = await session.open();
    await page.goto(seCar);
    await islandHydrated(page, 'car-detail-actions');
    const events = await page.evaluate(() =>
      (
        (
          window as unknown as {
            dataLayer?: Array<{
              event?: string;
              ecommerce?: { items: Array<{ item_id: string }> };
            }>;
          }
        ).dataLayer ?? []
      ).filter((e) => e.event === 'product_detail'),
    );
    expect(events).toHaveLength(1);
    expect(events[0]!.ecommerce!.items[0]!.item_id).toBe('10000001');
  });

  it('opens the similar cars by a drag past 30 percent, snaps back after a short one, and toggles on a click', async () => {
    const { page } = await session.open({ viewport: { width: 1440, height: 900 } });
    await page.goto(seCar);
    const frame = page.locator('.similar-cars__frame');
    await islandHydrated(page, 'similar-cars');
    const cards = await frame.locator('.car-card').count();
    expect(cards).toBeGreaterThan(3);
    const box = (await frame.boundingBox())!;
    const track = page.locator('.similar-cars__track');
    const offset = () => track.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);
    const range = cards * 330 + (cards - 1) * 16 - box.width;
    const y = box.y + 60;
    const startUrl = page.url();

    // A short drag (20 percent) snaps back closed and does not follow a card's link.
    await page.mouse.move(box.x + box.width - 50, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width - 50 - range * 0.2, y, { steps: 8 });
    await page.mouse.up();
    await expect.poll(offset).toBeCloseTo(0, 0);
    expect(page.url()).toBe(startUrl);

    // A long drag (40 percent) snaps it open, to the end of the range.
    await page.mouse.move(box.x + box.width - 50, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width - 50 - range * 0.4, y, { steps: 8 });
    await page.mouse.up();
    await expect.poll(offset).toBeCloseTo(-range, 0);
    expect(await frame.getAttribute('data-open')).toBe('true');
    expect(page.url()).toBe(startUrl);

    // A press that does not move, between two cards, toggles it closed again.
    const first = (await frame
      .locator('.similar-cars__item')
      .nth(cards - 1)
      .boundingBox())!;
    await page.mouse.click(first.x - 8, y);
    await expect.poll(offset).toBeCloseTo(0, 0);
    expect(await frame.getAttribute('data-open')).toBeNull();

    // The keyboard has the same toggle as a button.
    await page.getByRole('button', { name: 'Visa fler liknande bilar' }).click();
    await expect.poll(offset).toBeCloseTo(-range, 0);
  });

  it('follows a card link on a plain click', async () => {
    const { page } = await session.open({ viewport: { width: 1440, height: 900 } });
    await page.goto(seCar);
    await islandHydrated(page, 'similar-cars');
    const link = page.locator('.similar-cars .car-card__link').first();
    const href = await link.getAttribute('href');
    await link.click();
    await page.waitForURL((url) => url.pathname === href);
  });
});

describe('campaigns on the detail page', () => {
  it("shows a campaign's tooltip while its info button has keyboard focus or the pointer", async () => {
    const { page } = await session.open({ viewport: { width: 1280, height: 900 }, consent: true });
    await page.goto(at('group-se', '/'));
    const [car] = await searchCars<{ car_id: string; slug: string }>(page, {
      fields: ['car_id', 'slug'],
      filters: [{ name: 'car_has_campaign_price', values: [true] }],
      limit: 1,
    });
    await page.goto(at('group-se', `/kop-bil/${car!.car_id}/${car!.slug}`));
    // The sticky column's price (the phone one is hidden at this width).
    const campaign = page.locator('.car-detail__sticky .car-campaign').first();
    expect(await campaign.locator('.car-campaign__name').textContent()).toBe('Vinterkampanj');
    expect(await campaign.locator('.car-campaign__ends').textContent()).toBe(
      'Gäller t.o.m. 2026-12-31',
    );
    const tip = campaign.getByRole('tooltip');
    expect(await tip.isVisible()).toBe(false);
    const button = campaign.getByRole('button', { name: 'Om kampanjen: Vinterkampanj' });
    await button.focus();
    await expect.poll(() => tip.isVisible()).toBe(true);
    expect(await tip.textContent()).toBe('Kampanjpris under en begränsad tid.');
    await button.blur();
    await expect.poll(() => tip.isVisible()).toBe(false);
    await button.hover();
    await expect.poll(() => tip.isVisible()).toBe(true);
  });
});

describe('group-uk media', () => {
  it('shows tabs for pictures, video and the 360 views, turning every 150 ms and by drag', async () => {
    const { page } = await session.open({ clock: 'paused' });
    await page.goto(await ukCarWithMedia(page, 'all'));
    const tabs = page.getByRole('tab');
    await expect
      .poll(() => tabs.allTextContents())
      .toEqual(['Pictures', 'Video', '360° exterior', '360° interior']);
    await page.getByRole('tab', { name: '360° exterior' }).click();
    const stage = page.locator('.car-gallery__spin-stage');
    const frame = async () => Number(await stage.getAttribute('data-frame'));
    const first = await frame();
    // 700 ms on the page's clock is four turns of 150 ms.
    await page.clock.runFor(700);
    await expect.poll(frame).toBe((first + Math.floor(700 / spinMs)) % 24);
    // Dragging stops the rotation; 50 px to the left turns 10 frames on.
    const box = (await stage.boundingBox())!;
    await page.mouse.move(box.x + 400, box.y + 100);
    await page.mouse.down();
    const before = await frame();
    await page.mouse.move(box.x + 350, box.y + 100, { steps: 5 });
    await page.mouse.up();
    expect(await frame()).toBe((before + 10) % 24);
    await page.clock.runFor(400);
    expect(await frame()).toBe((before + 10) % 24);
    await page.getByRole('tab', { name: '360° interior' }).click();
    await expect
      .poll(() => page.locator('.car-gallery__spin-stage img').getAttribute('src'))
      .toMatch(/\/images\/media\/interior-\d\d\.svg$/);
    await page.getByRole('tab', { name: 'Pictures' }).click();
    await expect.poll(() => page.locator('.car-gallery__open').isVisible()).toBe(true);
  });

  it('turns the 360 view by keyboard as a slider over the turn, which stops the rotation', async () => {
    const { page } = await session.open({ clock: 'paused' });
    await page.goto(await ukCarWithMedia(page, 'all'));
    await page.getByRole('tab', { name: '360° exterior' }).click();
    const stage = page.getByRole('slider', {
      name: /360° exterior – Drag or use the arrow keys to turn the car$/,
    });
    const frame = async () => Number(await stage.getAttribute('data-frame'));
    await stage.focus();
    await page.keyboard.press('Home');
    expect(await frame()).toBe(0);
    expect(
      await page.getByRole('button', { name: 'Start the rotation' }).getAttribute('aria-pressed'),
    ).toBe('false');
    await page.clock.runFor(400);
    expect(await frame()).toBe(0);
    await page.keyboard.press('ArrowRight');
    expect(await frame()).toBe(1);
    expect(await stage.getAttribute('aria-valuetext')).toBe('15°');
    // One step back from the first frame is the last: the turn wraps round.
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await frame()).toBe(23);
    expect(await stage.getAttribute('aria-valuenow')).toBe('345');
    // Page Up turns an eighth (3 of 24 frames).
    await page.keyboard.press('PageUp');
    expect(await frame()).toBe(2);
    // The keys stay the view's own: the tab is still chosen and focus still on the view.
    expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('360° exterior');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('slider');
  });

  it('shows the same tabs in the full-screen viewer with the chosen medium full screen, one tab state for page and viewer', async () => {
    const { page } = await session.open({
      viewport: { width: 1440, height: 900 },
      clock: 'running',
    });
    await page.goto(await ukCarWithMedia(page, 'all'));
    await expect.poll(() => page.getByRole('tab').count()).toBe(4);
    await page.getByRole('tab', { name: '360° exterior' }).click();
    await page.getByRole('button', { name: 'Show full screen – 360° exterior' }).click();
    const viewer = page.getByRole('dialog', { name: 'Pictures of the car' });
    await expect.poll(() => viewer.isVisible()).toBe(true);
    expect(await viewer.getByRole('tab').allTextContents()).toEqual([
      'Pictures',
      'Video',
      '360° exterior',
      '360° interior',
    ]);
    expect(await viewer.getByRole('tab', { selected: true }).textContent()).toBe('360° exterior');
    // The 360 view fills the screen and turns by itself, and by drag, as on the page.
    const stage = viewer.locator('.car-gallery__spin-stage');
    const box = (await stage.boundingBox())!;
    expect(box.height).toBeGreaterThan(600);
    const frame = async () => Number(await stage.getAttribute('data-frame'));
    const first = await frame();
    await page.clock.runFor(spinMs);
    await expect.poll(frame).not.toBe(first);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    const before = await frame();
    await page.mouse.move(box.x + box.width / 2 - 50, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    expect(await frame()).toBe((before + 10) % 24);

    // By keyboard: focus starts on close, Tab reaches the chosen tab, the arrows choose another.
    await viewer.getByRole('button', { name: 'Close the full-screen view' }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('360° exterior');
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => viewer.locator('.car-gallery__spin-stage img').getAttribute('src'))
      .toMatch(/\/images\/media\/interior-\d\d\.svg$/);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('360° interior');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect
      .poll(() => viewer.getByRole('button', { name: /^Play the video: .+ – Video$/ }).isVisible())
      .toBe(true);
    // The pictures tab keeps the arrow keys for the pictures, once focus leaves the tabs.
    await page.keyboard.press('Home');
    const counter = viewer.locator('.car-gallery__viewer-counter');
    await expect.poll(() => counter.textContent()).toMatch(/^Picture 1 of \d+$/);
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => counter.textContent()).toMatch(/^Picture 2 of \d+$/);
    // Focus stays in the viewer, forwards and backwards.
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press(i < 4 ? 'Tab' : 'Shift+Tab');
      expect(
        await page.evaluate(() => Boolean(document.activeElement?.closest('.car-gallery__viewer'))),
      ).toBe(true);
    }
    // Escape closes; the page shows the tab chosen in the viewer, and focus is back on its opener.
    await page.keyboard.press('Escape');
    await expect.poll(() => viewer.count()).toBe(0);
    expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('Pictures');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.className))
      .toBe('car-gallery__open');

    // Opened from the video tab, the viewer shows the video and Escape returns to that button; the
    // page's player, which cannot be paused in its frame, goes back to its poster behind the viewer.
    await page.getByRole('tab', { name: 'Video' }).click();
    await page.getByRole('button', { name: /^Play the video: / }).click();
    await expect.poll(() => page.locator('iframe.car-gallery__video').count()).toBe(1);
    await page.getByRole('button', { name: 'Show full screen – Video' }).click();
    await expect
      .poll(() =>
        page
          .getByRole('dialog', { name: 'Pictures of the car' })
          .getByRole('button', { name: /^Play the video: .+ – Video$/ })
          .isVisible(),
      )
      .toBe(true);
    expect(await page.locator('iframe.car-gallery__video').count()).toBe(0);
    await page.keyboard.press('Escape');
    await expect
      .poll(() => page.getByRole('dialog', { name: 'Pictures of the car' }).count())
      .toBe(0);
    expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('Video');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.className))
      .toBe('car-gallery__fullscreen');
  });

  it("embeds the media answer's video player only once its poster is pressed, from the keyboard too", async () => {
    const { page } = await session.open();
    await page.goto(await ukCarWithMedia(page, 'all'));
    await page.getByRole('tab', { name: 'Video', exact: true }).click();
    const poster = page.getByRole('button', { name: /^Play the video: .+ – Video$/ });
    await expect.poll(() => poster.isVisible()).toBe(true);
    expect(await poster.locator('img').getAttribute('src')).toBeTruthy();
    expect(await page.locator('.car-gallery iframe').count()).toBe(0);

    await poster.focus();
    const player = page.waitForResponse((response) => response.url().endsWith('/videos/player'));
    await page.keyboard.press('Enter');
    expect((await player).status()).toBe(200);
    const frame = page.locator('iframe.car-gallery__video');
    expect(await frame.getAttribute('src')).toBe('/videos/player');
    expect(await frame.getAttribute('title')).toMatch(/– Video$/);
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');
    // The CSP lets the player into the frame: its video is there.
    await expect
      .poll(() => page.frameLocator('iframe.car-gallery__video').locator('video').count())
      .toBe(1);
  });

  it('shows the exterior tab alone when that is all there is', async () => {
    const { page } = await session.open();
    await page.goto(await ukCarWithMedia(page, 'exterior'));
    await expect
      .poll(() => page.getByRole('tab').allTextContents())
      .toEqual(['Pictures', '360° exterior']);
    // The viewer opened on the pictures offers the same two tabs, no more.
    await page.locator('.car-gallery__open').click();
    expect(
      await page
        .getByRole('dialog', { name: 'Pictures of the car' })
        .getByRole('tab')
        .allTextContents(),
    ).toEqual(['Pictures', '360° exterior']);
  });

  it('falls back to the plain gallery when the media call fails', async () => {
    const { page, expectProblems } = await session.open();
    // The browser reports the failed request itself; nothing else may go wrong.
    expectProblems(/^console\.error: Failed to load resource: .*502/);
    const url = await ukCarWithMedia(page, 'fail');
    const media = page.waitForResponse((response) => response.url().includes('/api/media/'));
    // The failed call's body is read too, so the request ends and the page reaches network idle.
    const finished = page.waitForEvent('requestfinished', (request) =>
      request.url().includes('/api/media/'),
    );
    await page.goto(url);
    expect((await media).status()).toBe(502);
    await finished;
    await page.waitForLoadState('networkidle');
    await islandHydrated(page, 'car-gallery');
    expect(await page.getByRole('tab').count()).toBe(0);
    expect(await page.locator('.car-gallery__open').isVisible()).toBe(true);
    // The viewer is the plain pictures viewer: no tabs there either.
    await page.locator('.car-gallery__open').click();
    await expect
      .poll(() => page.getByRole('dialog', { name: 'Pictures of the car' }).isVisible())
      .toBe(true);
    expect(
      await page.getByRole('dialog', { name: 'Pictures of the car' }).getByRole('tab').count(),
    ).toBe(0);
  });
});
