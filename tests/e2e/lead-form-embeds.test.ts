import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { useBrowser } from './support/browser-session.ts';
import { islandHydrated } from './support/hydration.ts';
import { siteUrl } from './support/sites.ts';

const session = useBrowser();

// group-se's seeded page with both embeds (kv-seed/content/group-se/pages.sv.lead-form-embeds.json).
const embedsPage = siteUrl('group-se', '/kop-bil/kampanjer/anmalan');
const marketingFormId = '3f6b2c1e-5a7d-4e8f-9b0a-1c2d3e4f5a6b';
// The sandbox's test-drive form and its stored submissions (src/sandbox/jotform/forms.ts).
const formBuilderId = '241000000000001';
const hostedForm = `https://form.jotform.com/${formBuilderId}`;
const storedSubmission = '5900000000000000101';
const failingSubmission = '5900000000000000500';

const marketingConsent = 'v1:statistics=0|marketing=1';
/** Spec 9: the marketing form is drawn again this long after its submit event. */
const reopenMs = 3000;

/**
 * Stands in for the form builder's hosted form (the test has no network): a page whose button
 * reports a completed submission to the page that frames it, as Jotform's embed does.
 */
async function stubHostedForm(page: Page, submissionId = storedSubmission): Promise<void> {
  const message = JSON.stringify({
    action: 'submission-completed',
    formID: formBuilderId,
    submissionID: submissionId,
  });
  await page.route(`${hostedForm}*`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="sv"><title>Provkörning</title><main>
        <button id="send" type="button">Skicka provkörning</button></main>
        <script>document.getElementById('send').addEventListener('click', () =>
          parent.postMessage(${message}, '*'));</script></html>`,
    }),
  );
}

/**
 * Opens a page with the hosted form stubbed, and the tag manager answered (marketing consent
 * loads it): nothing leaves the machine.
 */
async function openPage(options: Parameters<typeof session.open>[0], submissionId?: string) {
  const watched = await session.open(options);
  await stubHostedForm(watched.page, submissionId);
  await watched.page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: '' }),
  );
  return watched;
}

const marketingSection = (page: Page) => page.locator('section.marketing-form');
const providerForm = (page: Page) => marketingSection(page).locator('form.mf-form');

describe('lead-form embeds', () => {
  it("says 'Missing FormId' in each embed placed without a form id", async () => {
    const { page } = await session.open({ consent: true, javaScript: false });
    await page.goto(siteUrl('group-se', '/exempel/alla-block'));
    for (const block of ['marketing-form', 'form-builder'])
      expect(await page.locator(`section.${block}`).innerText()).toContain('Missing FormId');
  });

  it('draws the provider form, and 3000 ms after its submit event a fresh, empty one', async () => {
    const { page } = await openPage({ consent: marketingConsent, clock: 'paused' });
    await page.goto(embedsPage);
    await islandHydrated(page, 'marketing-form');
    await providerForm(page).waitFor({ timeout: 10_000 });
    expect(
      await marketingSection(page).getByRole('link', { name: 'Öppna formuläret' }).count(),
    ).toBe(0);
    await providerForm(page).evaluate((form) => form.setAttribute('data-first', ''));
    await marketingSection(page).getByLabel('Namn').fill('Anna Lind');
    await marketingSection(page).getByLabel('E-post').fill('anna.lind@example.se');
    await marketingSection(page).getByRole('button', { name: 'Skicka' }).click();
    await marketingSection(page)
      .getByRole('status')
      .filter({ hasText: 'Tack!' })
      .waitFor({ timeout: 10_000 });

    await page.clock.runFor(reopenMs - 1);
    expect(await providerForm(page).count()).toBe(0);
    await page.clock.runFor(1);
    await expect.poll(() => providerForm(page).count()).toBe(1);
    expect(await providerForm(page).getAttribute('data-first')).toBeNull();
    expect(await marketingSection(page).getByLabel('Namn').inputValue()).toBe('');
    expect(await marketingSection(page).getByLabel('E-post').inputValue()).toBe('');
    // axe waits on timers of its own.
    await page.clock.resume();
    expect(await axeViolations(page)).toEqual([]);
  });

  it("shows the plain link when the provider's script is blocked", async () => {
    const { page, expectProblems } = await openPage({ consent: marketingConsent });
    expectProblems(/Failed to load resource: net::ERR_FAILED/);
    await page.route('**/__sandbox/marketing-forms/v1/forms.js', (route) => route.abort());
    const blocked = page.waitForEvent('requestfailed', (request) =>
      request.url().endsWith('/v1/forms.js'),
    );
    await page.goto(embedsPage);
    await islandHydrated(page, 'marketing-form');
    await blocked;
    const link = marketingSection(page).getByRole('link', { name: 'Öppna formuläret' });
    await expect.poll(() => link.isVisible()).toBe(true);
    expect(await link.getAttribute('href')).toBe(
      `/__sandbox/marketing-forms/forms/${marketingFormId}`,
    );
    expect(await providerForm(page).count()).toBe(0);
  });

  it('loads no provider script without marketing consent, and links to the form', async () => {
    const { page } = await openPage({ consent: true });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/marketing-forms/v1/')) scripts.push(request.url());
    });
    await page.goto(embedsPage);
    await islandHydrated(page, 'marketing-form');
    expect(
      await marketingSection(page).getByRole('link', { name: 'Öppna formuläret' }).isVisible(),
    ).toBe(true);
    expect(scripts).toEqual([]);
  });

  it('thanks the visitor with the answers of the submission the hosted form reported', async () => {
    const { page } = await openPage({ consent: true });
    await page.goto(embedsPage);
    const island = await islandHydrated(page, 'form-builder');
    expect(await island.locator('iframe').getAttribute('title')).toBe('Boka en provkörning');
    await page
      .frameLocator('iframe.form-builder__frame')
      .getByRole('button', { name: 'Skicka provkörning' })
      .click();
    const thanks = island.getByRole('status');
    await thanks.filter({ hasText: 'Tack! Vi har tagit emot dina svar.' }).waitFor();
    expect(await thanks.locator('dt').allInnerTexts()).toEqual([
      'Namn',
      'E-post',
      'Modell',
      'Önskat datum',
    ]);
    expect(await thanks.locator('dd').first().innerText()).toBe('Anna Lind');
    expect(await island.locator('iframe').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('thanks the visitor without the answers when they cannot be read, and logs a warning', async () => {
    const { page, expectProblems } = await openPage({ consent: true }, failingSubmission);
    expectProblems(
      /Failed to load resource.*502/,
      /^console\.warning: form builder: the answers of the submission could not be read/,
    );
    await page.goto(embedsPage);
    const island = await islandHydrated(page, 'form-builder');
    await page
      .frameLocator('iframe.form-builder__frame')
      .getByRole('button', { name: 'Skicka provkörning' })
      .click();
    await island.getByRole('status').filter({ hasText: 'Tack!' }).waitFor();
    expect(await island.locator('dl').count()).toBe(0);
  });

  it('links to both hosted forms without JavaScript', async () => {
    const { page } = await openPage({ consent: true, javaScript: false });
    await page.goto(embedsPage);
    expect(
      await page.getByRole('link', { name: 'Öppna formuläret i en ny flik' }).getAttribute('href'),
    ).toBe(hostedForm);
    await marketingSection(page).getByRole('link', { name: 'Öppna formuläret' }).click();
    await page.getByLabel('Namn').fill('Anna Lind');
    await page.getByLabel('E-post').fill('anna.lind@example.se');
    await page.getByRole('button', { name: 'Skicka' }).click();
    await page.getByRole('heading', { name: 'Tack! Vi hör av oss snart.' }).waitFor();
  });
});
