import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openWatchedPage } from './browser.ts';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const fixture = (path: string) => `http://group-se.localhost:${inject('fixturePort')}${path}`;
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

/** Opens the fixture and waits for the island to hydrate (it then checks fields itself). */
async function openForm(page: Page, path = formPath): Promise<void> {
  await page.goto(fixture(path));
  await page.waitForFunction(
    () => (document.getElementById('contact-form') as HTMLFormElement | null)?.noValidate === true,
  );
}

/** Calls the forms sandbox's test controls through the fixture worker, from the page's origin. */
async function sandbox<T>(page: Page, path: string, body?: object): Promise<T> {
  return page.evaluate(
    async ([url, payload]) => {
      const res = await fetch(
        url,
        payload
          ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: payload }
          : {},
      );
      return (await res.json()) as unknown;
    },
    [`/__fixtures/sandbox/forms/comhub/${path}`, body ? JSON.stringify(body) : ''] as const,
  ) as Promise<T>;
}

const uniqueEmail = (tag: string) =>
  `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.se`;

async function fillValid(page: Page, email: string): Promise<void> {
  await page.getByLabel('Namn').fill('Anna Svensson');
  await page.getByLabel('Telefon').fill('+46 70 123 45 67');
  await page.getByLabel('E-post').fill(email);
  await page.getByLabel('Meddelande').fill('Finns bilen kvar?');
}

/** The browser's own line for each failed fetch (a 502 from the worker while the sandbox fails). */
const isFailedLoad = (problem: string) => /Failed to load resource.*502/.test(problem);

describe('car contact form', () => {
  it('shows invalidInput under each wrong field and clears it when that field changes', async () => {
    const { page, problems } = await openWatchedPage(browser);
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
    expect(problems).toEqual([]);
  });

  it('disables the fields while sending, retries after two partner failures and stores one submission', async () => {
    const { page, problems } = await openWatchedPage(browser);
    await openForm(page);
    const email = uniqueEmail('retry');
    await sandbox(page, '_failures', { email, times: 2 });
    await fillValid(page, email);
    await page.getByLabel('Jag vill provköra').check();
    await page.getByRole('button', { name: 'Skicka' }).click();

    // Two failed attempts a second apart: the fields stay disabled the whole time.
    await expect.poll(() => page.getByLabel('Namn').isDisabled()).toBe(true);
    expect(await page.getByLabel('E-post').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Skickar…' }).isDisabled()).toBe(true);
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: success }).isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Stäng');

    const rows = await sandbox<Stored[]>(page, `_submissions?email=${encodeURIComponent(email)}`);
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
    expect(problems.filter(isFailedLoad)).toHaveLength(2);
    expect(problems.filter((p) => !isFailedLoad(p))).toEqual([]);
  });

  it('shows carDetailFormError after three failed attempts and stores nothing', async () => {
    const { page, problems } = await openWatchedPage(browser);
    await openForm(page);
    const email = uniqueEmail('failure');
    await sandbox(page, '_failures', { email, times: 3 });
    await fillValid(page, email);
    const started = Date.now();
    await page.getByRole('button', { name: 'Skicka' }).click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: failure }).isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
    expect(await page.getByLabel('Namn').isDisabled()).toBe(false);
    expect(await page.getByLabel('Namn').inputValue()).toBe('Anna Svensson');
    expect(
      await sandbox<Stored[]>(page, `_submissions?email=${encodeURIComponent(email)}`),
    ).toEqual([]);
    expect(problems.filter(isFailedLoad)).toHaveLength(3);
    expect(problems.filter((p) => !isFailedLoad(p))).toEqual([
      expect.stringMatching(/contact form: not sent after 3 attempts/),
    ]);
  });

  it('ticks the quote box for #contact-quote and the test-drive box for #contact-testdrive', async () => {
    const { page, problems } = await openWatchedPage(browser);
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
    expect(problems).toEqual([]);
  });

  it('requires a seller for a sample car and sends to the chosen one', async () => {
    const { page, problems } = await openWatchedPage(browser);
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
    const rows = await sandbox<Stored[]>(page, `_submissions?email=${encodeURIComponent(email)}`);
    expect(rows.map((row) => [row.values.toName, row.values.toEmail])).toEqual([[dealer, choice]]);
    expect(problems).toEqual([]);
  });

  it('works as a plain form before any script runs', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
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
    } finally {
      await context.close();
    }
  });

  it('has no WCAG 2.2 AA violation with messages shown and with the success overlay open', async () => {
    const { page, problems } = await openWatchedPage(browser, { width: 390, height: 844 });
    await openForm(page, `${formPath}?sample=1`);
    await page.evaluate(axeSource);
    const audit = () =>
      page.evaluate(async () => {
        const axe = (
          window as unknown as {
            axe: {
              run(
                context: string,
                o: object,
              ): Promise<{ violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> }>;
            };
          }
        ).axe;
        const result = await axe.run('#contact', {
          runOnly: {
            type: 'tag',
            values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'],
          },
        });
        return result.violations.map(
          (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        );
      });
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
    expect(problems).toEqual([]);
  });
});
