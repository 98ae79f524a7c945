import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { countFormPosts, formsSandbox } from './support/forms-sandbox.ts';
import { useBrowser } from './support/browser-session.ts';
import { islandHydrated } from './support/hydration.ts';
import { fixtureUrl } from './support/sites.ts';

const session = useBrowser();

const fixture = (path: string) => fixtureUrl('group-se', path);
const formPath = '/__fixtures/contact-form';
// group-se's Swedish dictionary (kv-seed/content/group-se/site.json).
const invalidInput = 'Kontrollera de markerade fälten.';
const success = 'Tack! Vi återkommer till dig så snart vi kan.';
const failure = 'Meddelandet kunde inte skickas. Försök igen eller ring oss.';

interface Stored {
  formSubmissionId: string;
  values: Record<string, unknown>;
  attempts: number;
}

/** The form waits a second between attempts. */
const retryMs = 1000;

/** Opens the fixture and waits for the island to hydrate (it then checks fields itself). */
async function openForm(page: Page, path = formPath): Promise<void> {
  await page.goto(fixture(path));
  await islandHydrated(page, 'car-contact-form');
}

/**
 * Resolves once the form has logged that attempt `n` failed: it starts the wait before the next
 * attempt right after, so the test can then move the page's clock over that wait.
 */
const failedAttempt = (page: Page, n: number) =>
  page.waitForEvent('console', (message) =>
    message.text().startsWith(`contact form: attempt ${n} failed`),
  );

const uniqueEmail = (tag: string) =>
  `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.se`;

async function fillValid(page: Page, email: string): Promise<void> {
  await page.getByLabel('Namn').fill('Anna Svensson');
  await page.getByLabel('Telefon').fill('+46 70 123 45 67');
  await page.getByLabel('E-post').fill(email);
  await page.getByLabel('Meddelande').fill('Finns bilen kvar?');
}

/** The browser's own line for each failed fetch (a 502 from the worker while the sandbox fails). */
const isFailedLoad = /Failed to load resource.*502/;

describe('car contact form', () => {
  it('shows invalidInput under each wrong field and clears it when that field changes', async () => {
    const { page } = await session.open();
    await openForm(page);
    await page.getByRole('button', { name: 'Skicka' }).click();
    await expect.poll(() => page.getByText(invalidInput).count()).toBe(3);
    expect(await page.getByLabel('Namn').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('Namn').getAttribute('aria-describedby')).toBe(
      'contact-name-invalid',
    );
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('contact-name');

    await page.getByLabel('Namn').fill('Anna');
    await expect.poll(() => page.getByText(invalidInput).count()).toBe(2);
    expect(await page.locator('#contact-name-invalid').count()).toBe(0);
    expect(await page.getByLabel('Namn').getAttribute('aria-invalid')).toBeNull();

    await page.getByLabel('Telefon').fill('070-123');
    await page.getByLabel('E-post').fill('anna@example');
    await expect.poll(() => page.getByText(invalidInput).count()).toBe(0);
    await page.getByRole('button', { name: 'Skicka' }).click();
    await expect.poll(() => page.getByText(invalidInput).count()).toBe(2);
    expect(await page.locator('#contact-phone-invalid').isVisible()).toBe(true);
    expect(await page.locator('#contact-email-invalid').isVisible()).toBe(true);
  });

  it('disables the fields while sending, retries a second after each of two partner failures and stores one submission', async () => {
    const { page, problems, expectProblems } = await session.open({ clock: 'paused' });
    expectProblems(isFailedLoad, /^console\.warning: contact form: attempt [12] failed/);
    await openForm(page);
    const posts = countFormPosts(page);
    const email = uniqueEmail('retry');
    await formsSandbox(page, '_failures', { email, times: 2 });
    await fillValid(page, email);
    await page.getByLabel('Jag vill provköra').check();
    const first = failedAttempt(page, 1);
    await page.getByRole('button', { name: 'Skicka' }).click();

    // The fields stay disabled the whole time.
    await expect.poll(() => page.getByLabel('Namn').isDisabled()).toBe(true);
    expect(await page.getByLabel('E-post').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Skickar…' }).isDisabled()).toBe(true);
    await first;
    await page.clock.runFor(retryMs - 1);
    expect(posts()).toBe(1);
    const second = failedAttempt(page, 2);
    await page.clock.runFor(1);
    await second;
    expect(posts()).toBe(2);
    expect(await page.getByLabel('Namn').isDisabled()).toBe(true);
    await page.clock.runFor(retryMs);
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: success }).isVisible())
      .toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Stäng');

    const rows = await formsSandbox<Stored[]>(
      page,
      `_submissions?email=${encodeURIComponent(email)}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.attempts).toBe(3);
    const carId = await page.locator('[data-car-id]').getAttribute('data-car-id');
    expect(rows[0]!.values).toMatchObject({
      name: 'Anna Svensson',
      testDrive: true,
      quote: false,
      sourcePageUrl: fixture(formPath),
      car: expect.stringContaining(`id ${carId}`),
    });

    // Closing the overlay gives back an empty form.
    await page.locator('.contact-form__close').click();
    expect(await page.getByLabel('Namn').inputValue()).toBe('');
    expect(await page.getByLabel('Namn').isDisabled()).toBe(false);
    expect(problems.filter((p) => isFailedLoad.test(p))).toHaveLength(2);
  });

  it('shows carDetailFormError after three failed attempts a second apart and stores nothing', async () => {
    const { page, problems, expectProblems } = await session.open({ clock: 'paused' });
    expectProblems(
      isFailedLoad,
      /^console\.warning: contact form: attempt [123] failed/,
      /^console\.error: contact form: not sent after 3 attempts/,
    );
    await openForm(page);
    const posts = countFormPosts(page);
    const email = uniqueEmail('failure');
    await formsSandbox(page, '_failures', { email, times: 3 });
    await fillValid(page, email);
    const alert = page.getByRole('alert').filter({ hasText: failure });
    for (const n of [1, 2]) {
      const failed = failedAttempt(page, n);
      if (n === 1) await page.getByRole('button', { name: 'Skicka' }).click();
      else await page.clock.runFor(1);
      await failed;
      await page.clock.runFor(retryMs - 1);
      expect(posts()).toBe(n);
      expect(await alert.count()).toBe(0);
    }
    await page.clock.runFor(1);
    await expect.poll(() => alert.isVisible()).toBe(true);
    expect(posts()).toBe(3);
    expect(await page.getByLabel('Namn').isDisabled()).toBe(false);
    expect(await page.getByLabel('Namn').inputValue()).toBe('Anna Svensson');
    expect(
      await formsSandbox<Stored[]>(page, `_submissions?email=${encodeURIComponent(email)}`),
    ).toEqual([]);
    expect(problems.filter((p) => isFailedLoad.test(p))).toHaveLength(3);
  });

  it('ticks the quote box for #contact-quote and the test-drive box for #contact-testdrive', async () => {
    const { page } = await session.open();
    await openForm(page, `${formPath}#contact-quote`);
    await expect.poll(() => page.locator('#contact-quote').isChecked()).toBe(true);
    expect(await page.locator('#contact-testdrive').isChecked()).toBe(false);

    await openForm(page, `${formPath}?again=1#contact-testdrive`);
    await expect.poll(() => page.locator('#contact-testdrive').isChecked()).toBe(true);
    expect(await page.locator('#contact-quote').isChecked()).toBe(false);

    // A link on the page to the other anchor ticks that box too.
    await page.evaluate(() => {
      window.location.hash = 'contact-quote';
    });
    await expect.poll(() => page.locator('#contact-quote').isChecked()).toBe(true);
  });

  it('requires a seller for a sample car and sends to the chosen one', async () => {
    const { page } = await session.open();
    await openForm(page, `${formPath}?sample=1`);
    const select = page.getByLabel('Säljare');
    expect(await select.locator('option').first().textContent()).toBe('välj säljare *');
    const email = uniqueEmail('sample');
    await fillValid(page, email);
    await page.getByRole('button', { name: 'Skicka' }).click();
    await expect
      .poll(() => page.locator('#contact-seller-invalid').textContent())
      .toBe(invalidInput);
    expect(await page.getByText(invalidInput).count()).toBe(1);

    const choice = await select.locator('option').nth(1).getAttribute('value');
    const dealer = await select.locator('option').nth(1).textContent();
    await select.selectOption(choice!);
    expect(await page.locator('#contact-seller-invalid').count()).toBe(0);
    await page.getByRole('button', { name: 'Skicka' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: success }).isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);
    const rows = await formsSandbox<Stored[]>(
      page,
      `_submissions?email=${encodeURIComponent(email)}`,
    );
    expect(rows.map((row) => [row.values.toName, row.values.toEmail])).toEqual([[dealer, choice]]);
  });

  it('keeps what the visitor typed before the form hydrated', async () => {
    const { page } = await session.open();
    // Hold the island's chunk until the visitor has typed, as on a slow phone.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/car-contact-form\.island[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(fixture(formPath));
    await page.getByLabel('Namn').pressSequentially('Anna');
    await page.getByLabel('Meddelande').pressSequentially('Hej!');
    await page.getByLabel('Jag vill ha en offert').check();
    release();
    await islandHydrated(page, 'car-contact-form');
    expect(await page.getByLabel('Namn').inputValue()).toBe('Anna');
    expect(await page.getByLabel('Meddelande').inputValue()).toBe('Hej!');
    expect(await page.getByLabel('Jag vill ha en offert').isChecked()).toBe(true);
    // The form's state holds it too: sending now finds the name given and the e-mail missing.
    await page.getByRole('button', { name: 'Skicka' }).click();
    await expect.poll(() => page.getByLabel('E-post').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('Namn').getAttribute('aria-invalid')).toBeNull();
  });

  it('works as a plain form before any script runs', async () => {
    const { page } = await session.open({ javaScript: false });
    await page.goto(fixture(formPath));
    const email = uniqueEmail('noscript');
    await fillValid(page, email);
    await page.getByLabel('Jag vill ha en offert').check();
    await Promise.all([
      page.waitForURL(/\/api\/forms\/comhub\?sent=1/),
      page.getByRole('button', { name: 'Skicka' }).click(),
    ]);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(success);
    await page.getByRole('link', { name: 'Tillbaka till bilen' }).click();
    await page.waitForURL((url) => url.pathname === formPath && url.hash === '#contact-form');
  });

  it('has no WCAG 2.2 AA violation with messages shown and with the success overlay open', async () => {
    const { page } = await session.open({ viewport: { width: 390, height: 844 } });
    await openForm(page, `${formPath}?sample=1`);
    const audit = () => axeViolations(page, '#contact');
    await page.getByRole('button', { name: 'Skicka' }).click();
    await expect.poll(() => page.getByText(invalidInput).count()).toBe(4);
    expect(await audit()).toEqual([]);

    await page.getByLabel('Säljare').selectOption({ index: 1 });
    await fillValid(page, uniqueEmail('axe'));
    await page.getByRole('button', { name: 'Skicka' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: success }).isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);
    expect(await audit()).toEqual([]);
  });
});
