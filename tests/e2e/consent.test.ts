import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type OpenOptions, useBrowser } from './support/browser-session.ts';
import { islandHydrated, pageHydrated } from './support/hydration.ts';
import { siteUrl } from './support/sites.ts';

const session = useBrowser();

/**
 * Opens a watched page whose requests to the tag manager's host are answered here with an empty
 * script, so nothing leaves the machine, and counted, so a test can prove none happened.
 */
async function openPage(options?: OpenOptions) {
  const watched = await session.open(options);
  const tagManagerRequests: string[] = [];
  await watched.page.route('https://www.googletagmanager.com/**', async (route) => {
    tagManagerRequests.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'application/javascript', body: '' });
  });
  return { ...watched, tagManagerRequests };
}

/** The dialog, once its island (hydrated at load) owns it, so clicks and keys reach it. */
async function hydratedDialog(page: Page) {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await islandHydrated(page, 'consent-dialog');
  return dialog;
}

const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]'
        ? Array.from(entry as ArrayLike<unknown>)
        : entry,
    ),
  );

const consentCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'consent');

describe('cookie consent', () => {
  it('opens on a first visit with focus inside, and loads no tag manager', async () => {
    const { page, tagManagerRequests } = await openPage();
    await page.goto(siteUrl('group-se'));
    const dialog = await hydratedDialog(page);
    expect(await dialog.getAttribute('aria-modal')).toBe('false');
    await expect
      .poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]')))
      .toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Nödvändiga' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Nödvändiga' }).isDisabled()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Statistik' }).isChecked()).toBe(false);
    await page.waitForLoadState('networkidle');
    expect(tagManagerRequests).toEqual([]);
    const layer = await dataLayer(page);
    expect(layer).toContainEqual(
      expect.objectContaining({
        event: 'page_impression',
        page_path: '/',
        site_name: 'group-se',
        page_type: 'home',
        page_language: 'sv',
      }),
    );
    expect(layer).toContainEqual([
      'consent',
      'default',
      expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' }),
    ]);
    expect(await consentCookie(page)).toBeUndefined();
  });

  it('refuses everything with reject all: no tag manager, and the dialog stays gone after a reload', async () => {
    const { page, tagManagerRequests } = await openPage();
    const pageViews: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/events/page-view')) pageViews.push(request.url());
    });
    await page.goto(siteUrl('group-uk'));
    await hydratedDialog(page);
    await page.getByRole('button', { name: 'Necessary only' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect((await consentCookie(page))?.value).toBe('v1:statistics=0|marketing=0');
    await page.reload();
    await pageHydrated(page);
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(tagManagerRequests).toEqual([]);
    expect(pageViews).toEqual([]);
  });

  it('loads the tag manager with the page nonce and sends the page view once statistics are allowed', async () => {
    const { page, tagManagerRequests } = await openPage();
    const response = await page.goto(siteUrl('group-se', '/om-hedin-automotive'));
    const nonce = /'nonce-([^']+)'/.exec(
      (await response!.allHeaders())['content-security-policy'] ?? '',
    )?.[1];
    await hydratedDialog(page);
    await page.waitForLoadState('networkidle');
    expect(tagManagerRequests).toEqual([]);

    await page.getByRole('checkbox', { name: 'Statistik' }).check();
    const pageView = page.waitForResponse((res) => res.url().endsWith('/api/events/page-view'));
    await page.getByRole('button', { name: 'Spara mina val' }).click();
    expect((await pageView).status()).toBe(202);
    expect(JSON.parse((await pageView).request().postData() ?? '{}')).toEqual({
      channel: 'WEB',
      currency: 'USD',
      page: 'om-hedin-automotive',
      pageVariantId: '_default',
      language: 'sv',
    });
    await expect
      .poll(() => tagManagerRequests)
      .toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-TEST123']);
    expect(
      await page.evaluate(
        () =>
          (document.querySelector('script[src*="googletagmanager"]') as HTMLScriptElement).nonce,
      ),
    ).toBe(nonce);
    expect((await consentCookie(page))?.value).toBe('v1:statistics=1|marketing=0');
    const layer = await dataLayer(page);
    expect(layer).toContainEqual(
      expect.objectContaining({
        event: 'page_impression',
        page_path: '/om-hedin-automotive',
        page_type: 'content',
      }),
    );
    expect(layer).toContainEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'denied' }),
    ]);
    expect(layer).toContainEqual({
      event: 'consent_update',
      consent_necessary: 'granted',
      consent_statistics: 'granted',
      consent_marketing: 'denied',
    });
    expect(layer).toContainEqual(expect.objectContaining({ event: 'gtm.js' }));
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('reopens from the footer cookie-settings link with the saved choices, and Escape returns focus to it', async () => {
    const { page } = await openPage({ consent: 'v1:statistics=1|marketing=0' });
    await page.goto(siteUrl('group-se'));
    await pageHydrated(page);
    expect(await page.getByRole('dialog').count()).toBe(0);
    const link = page.locator('footer a[href="#cookie-settings"]').first();
    await link.click();
    const dialog = await hydratedDialog(page);
    expect(page.url()).not.toContain('#cookie-settings');
    expect(await page.getByRole('checkbox', { name: 'Statistik' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Marknadsföring' }).isChecked()).toBe(false);
    await expect
      .poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]')))
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await link.evaluate((el) => el === document.activeElement)).toBe(true);
    expect((await consentCookie(page))?.value).toBe('v1:statistics=1|marketing=0');
  });

  it('gives a returning visitor who allowed statistics the tag manager from the server and no dialog', async () => {
    const { page, tagManagerRequests } = await openPage({ consent: 'v1:statistics=1|marketing=1' });
    const response = await page.goto(siteUrl('group-uk'));
    const html = await response!.text();
    expect(html).toContain('src="https://www.googletagmanager.com/gtm.js?id=GTM-TEST123"');
    // The dialog is in the page only hidden, for the no-script cookie-settings link.
    expect(html).toMatch(/<section id="cookie-settings" class="consent" data-dismissed=""/);
    await pageHydrated(page);
    await page.waitForLoadState('networkidle');
    expect(tagManagerRequests).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-TEST123']);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(1);
  });

  it('works from the keyboard: Tab through the choices, Space to tick, Escape to put off the decision', async () => {
    const { page, tagManagerRequests } = await openPage({ viewport: { width: 390, height: 844 } });
    await page.goto(siteUrl('group-se'));
    await hydratedDialog(page);
    await expect
      .poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]')))
      .toBe(true);
    const focused = () =>
      page.evaluate(
        () =>
          document.activeElement?.getAttribute('aria-label') ??
          document.activeElement?.textContent ??
          '',
      );
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Stäng');
    await page.keyboard.press('Tab'); // past the disabled necessary box, to statistics
    expect(
      await page.evaluate(
        () => (document.activeElement as HTMLInputElement).labels?.[0]?.textContent,
      ),
    ).toBe('Statistik');
    await page.keyboard.press('Space');
    expect(await page.getByRole('checkbox', { name: 'Statistik' }).isChecked()).toBe(true);
    // Enter in a box must not submit the form with its first button (reject all).
    await page.keyboard.press('Enter');
    expect(await page.getByRole('dialog').count()).toBe(1);
    expect(await consentCookie(page)).toBeUndefined();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Endast nödvändiga');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Spara mina val');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(await consentCookie(page)).toBeUndefined();
    expect(tagManagerRequests).toEqual([]);
    // Nothing was decided, so the next page asks again.
    await page.reload();
    await hydratedDialog(page);
  });

  it('opens from a #cookie-settings address, as when the link was followed before the page hydrated', async () => {
    const { page } = await openPage({ consent: 'v1:statistics=0|marketing=1' });
    await page.goto(siteUrl('store-fi', '/#cookie-settings'));
    await hydratedDialog(page);
    expect(await page.getByRole('checkbox', { name: 'Markkinointi' }).isChecked()).toBe(true);
    expect(new URL(page.url()).hash).toBe('');
  });

  it('works without JavaScript: the buttons post the choice and the page comes back without the dialog', async () => {
    const { page } = await session.open({ javaScript: false });
    await page.goto(siteUrl('group-se', '/om-hedin-automotive'));
    await page.getByRole('dialog').waitFor();
    await page.getByRole('checkbox', { name: 'Statistik' }).check();
    await page.getByRole('button', { name: 'Spara mina val' }).click();
    await page.waitForURL(siteUrl('group-se', '/om-hedin-automotive'));
    expect(await page.getByRole('dialog').count()).toBe(0);
    const cookie = await consentCookie(page);
    expect(cookie?.value).toBe('v1:statistics=1|marketing=0');
    expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 364 * 24 * 3600);
  });

  it('lets a decided visitor change the choice without JavaScript from the footer cookie-settings link', async () => {
    const { page } = await session.open({ javaScript: false });
    const url = siteUrl('group-se', '/om-hedin-automotive');
    await page.goto(url);
    // Each decision is a post whose 303 brings the page back: wait for its answer, not an address
    // (the second one leaves from /om-hedin-automotive#cookie-settings).
    const decide = async (button: string) => {
      const posted = page.waitForResponse((response) => response.url().endsWith('/api/consent'));
      await page.getByRole('button', { name: button }).click();
      expect((await posted).status()).toBe(303);
      await page.waitForLoadState();
    };
    await decide('Godkänn alla');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Cookieinställningar' }).click();
    await page.getByRole('dialog').waitFor();
    expect(await page.getByRole('checkbox', { name: 'Statistik' }).isChecked()).toBe(true);
    await decide('Endast nödvändiga');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect((await consentCookie(page))?.value).toBe('v1:statistics=0|marketing=0');
  });
});
