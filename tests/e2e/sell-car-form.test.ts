import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { countFormPosts, formsSandbox } from './support/forms-sandbox.ts';
import { type OpenOptions, useBrowser } from './support/browser-session.ts';
import { islandHydrated } from './support/hydration.ts';
import { fixtureUrl, type SiteName } from './support/sites.ts';

// The sell-car form (issue 21) end to end: the page the worker renders, the island's checks and
// send, the worker's forms route and the sandbox forms partner, which stores each lead with the
// recipient the worker set (the site settings' sellCarEmail). The sandbox's controls are reached
// through the fixture worker, from the page's origin.

const session = useBrowser();

/** group-se's Swedish dictionary and settings (kv-seed/content/group-se/site.json). */
const sv = {
  success: 'Tack! Vi har tagit emot dina uppgifter och hör av oss med ett erbjudande.',
  failure: 'Något gick fel och uppgifterna skickades inte. Försök igen om en stund.',
  send: 'Skicka',
  sending: 'Skickar…',
  messages: [
    'Ange bilens registreringsnummer.',
    'Ange miltalet som ett heltal, 0 eller mer.',
    'Ange ditt namn.',
    'Ange ett telefonnummer med 6 till 20 siffror, gärna med + först.',
    'Ange en e-postadress, till exempel namn@exempel.se.',
    'Välj om du vill sälja eller byta in bilen.',
  ],
  recipient: 'bilinkop@hedinautomotive.se',
};

interface StoredLead {
  formSubmissionId: string;
  formName: string;
  values: Record<string, unknown>;
  attempts: number;
}

interface Visitor {
  regno: string;
  milage: string;
  name: string;
  phone: string;
  email: string;
}
const anna: Visitor = {
  regno: 'ABC123',
  milage: '12500',
  name: 'Anna Svensson',
  phone: '+46 70 123 45 67',
  email: 'anna.svensson@example.se',
};

/** The browser's own line for each failed send (the worker's answer while the partner fails). */
const isFailedLoad = /Failed to load resource.*50\d/;

async function openForm(page: Page, site: SiteName = 'group-se', path = '/salj-bil') {
  await page.goto(fixtureUrl(site, path));
  await islandHydrated(page, 'sell-car-form');
}

/** The leads the sandbox stored under the form's rendered submission id. */
async function storedLeads(page: Page, formSubmissionId: string): Promise<StoredLead[]> {
  return formsSandbox(
    page,
    `_submissions?formSubmissionId=${encodeURIComponent(formSubmissionId)}`,
  );
}

const submissionId = (page: Page) => page.locator('input[name="formSubmissionId"]').inputValue();

/** Fills every field with the visitor's details through their labels, and picks the choice. */
async function fill(
  page: Page,
  visitor: Visitor,
  labels = ['Registreringsnummer', 'Miltal', 'Namn', 'Telefon', 'E-post'],
  choice = 'Byta in bilen',
) {
  const values = [visitor.regno, visitor.milage, visitor.name, visitor.phone, visitor.email];
  for (const [index, label] of labels.entries())
    await page.getByLabel(label, { exact: false }).first().fill(values[index]!);
  await page.getByLabel(choice).check();
}

const success = (page: Page, text = sv.success) =>
  page.getByRole('status').filter({ hasText: text });

// A test that plans failures clears the plan after itself, so none is left for the next.
let plannedFailures: Page | undefined;
afterEach(async () => {
  if (plannedFailures)
    await formsSandbox(plannedFailures, '_behaviour', { formName: 'sell-car', mode: 'normal' });
  plannedFailures = undefined;
});

describe('sell-car form on group-se /salj-bil', () => {
  it('shows each wrong field its message, focuses the first and sends nothing', async () => {
    const { page } = await session.open({ consent: true });
    await openForm(page);
    const posts = countFormPosts(page);
    await page.getByRole('button', { name: sv.send }).click();
    for (const message of sv.messages)
      await expect.poll(() => page.getByText(message).isVisible(), { timeout: 5000 }).toBe(true);
    const regno = page.getByLabel('Registreringsnummer');
    expect(await regno.getAttribute('aria-invalid')).toBe('true');
    const described = await regno.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${described}"]`).textContent()).toBe(sv.messages[0]);
    expect(await regno.evaluate((element) => element === document.activeElement)).toBe(true);

    // A message goes as soon as its field is right.
    await regno.fill('ABC123');
    await expect.poll(() => page.getByText(sv.messages[0]!).count()).toBe(0);
    expect(await regno.getAttribute('aria-invalid')).toBeNull();

    // Spec 5.2: a wrong phone or email stops the send too, and the focus goes to the phone.
    await fill(page, { ...anna, phone: '070-123', email: 'anna@example' });
    await page.getByRole('button', { name: sv.send }).click();
    await expect.poll(() => page.getByText(sv.messages[3]!).isVisible()).toBe(true);
    expect(await page.getByText(sv.messages[4]!).isVisible()).toBe(true);
    expect(await page.locator('.sell-car-form .field-problem').count()).toBe(2);
    expect(
      await page.getByLabel('Telefon').evaluate((element) => element === document.activeElement),
    ).toBe(true);
    expect(posts()).toBe(0);
  });

  it('says Sending… while the lead goes, then shows the success text in place of the form; the sandbox holds one lead for the dealer', async () => {
    const { page } = await session.open({ consent: true });
    await openForm(page);
    const id = await submissionId(page);
    plannedFailures = page;
    // The partner takes a moment, so the sending state can be seen.
    await formsSandbox(page, '_behaviour', { formName: 'sell-car', mode: 'delay', delayMs: 1500 });
    await fill(page, anna);
    await page.getByLabel('Övrigt om bilen').fill('Vinterdäck ingår.');
    await page.getByRole('button', { name: sv.send }).click();
    const sending = page.getByRole('button', { name: sv.sending });
    await expect.poll(() => sending.isDisabled()).toBe(true);
    expect(await page.getByLabel('Namn').isDisabled()).toBe(true);

    await expect.poll(() => success(page).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.locator('form.sell-car-form__form').count()).toBe(0);
    expect(await success(page).evaluate((element) => element === document.activeElement)).toBe(
      true,
    );
    const leads = await storedLeads(page, id);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      formName: 'sell-car',
      values: {
        regno: 'ABC123',
        milage: 12500,
        customerName: 'Anna Svensson',
        customerPhone: '+46 70 123 45 67',
        customerEmail: 'anna.svensson@example.se',
        option: 'trade-in',
        other: 'Vinterdäck ingår.',
        recipient: sv.recipient,
      },
    });
  });

  it('shows the error text after three failed attempts, keeps what was typed, and sends once more on request', async () => {
    const { page, problems, expectProblems } = await session.open({ consent: true });
    expectProblems(
      isFailedLoad,
      /^console\.warning: sell-car: attempt [123] failed/,
      /^console\.error: sell-car: not sent after 3 attempts/,
    );
    await openForm(page);
    const id = await submissionId(page);
    const posts = countFormPosts(page);
    plannedFailures = page;
    await formsSandbox(page, '_behaviour', { formName: 'sell-car', mode: '500', times: 3 });
    await fill(page, anna);
    await page.getByRole('button', { name: sv.send }).click();
    const alert = page.getByRole('alert').filter({ hasText: sv.failure });
    await expect.poll(() => alert.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(posts()).toBe(3);
    expect(problems.filter((problem) => isFailedLoad.test(problem))).toHaveLength(3);
    expect(await page.getByLabel('Namn').inputValue()).toBe('Anna Svensson');
    expect(await page.getByLabel('Byta in bilen').isChecked()).toBe(true);
    expect(await page.getByLabel('Namn').isDisabled()).toBe(false);
    expect(await storedLeads(page, id)).toEqual([]);

    // The partner is back: the same form, sent again, goes in once.
    await page.getByRole('button', { name: sv.send }).click();
    await expect.poll(() => success(page).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await storedLeads(page, id)).toHaveLength(1);
  });

  it('says so when the form was sent before with other values (409), and keeps a refused form filled (403)', async () => {
    const { page, expectProblems } = await session.open({ consent: true });
    expectProblems(
      /Failed to load resource.*40[39]/,
      /^console\.warning: sell-car: attempt 1 failed \(.* answered 409\)/,
      /^console\.warning: sell-car: attempt 1 failed \(.* answered 403\)/,
    );
    await openForm(page);
    const id = await submissionId(page);
    // The same rendered form already went in once, with other values (another tab, say).
    const first = await page.evaluate(
      async ([formSubmissionId, formToken]) =>
        (
          await fetch('/api/forms/comhub', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              formName: 'sell-car',
              formSubmissionId,
              values: {
                regno: 'XYZ987',
                milage: 1,
                customerName: 'Första',
                customerPhone: '0701234567',
                customerEmail: 'forsta@example.se',
                option: 'sell',
              },
              guard: { formToken, honeypot: '' },
            }),
          })
        ).status,
      [id, await page.locator('input[name="formToken"]').inputValue()] as const,
    );
    expect(first).toBe(202);
    await fill(page, anna);
    await page.getByRole('button', { name: sv.send }).click();
    const received = 'Vi har redan tagit emot din förfrågan.';
    await expect.poll(() => success(page, received).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.locator('form.sell-car-form__form').count()).toBe(0);
    expect((await storedLeads(page, id)).map((lead) => lead.values.customerName)).toEqual([
      'Första',
    ]);

    // A post the spam guard refuses (a filled honeypot) says what to do, the fields still filled.
    await openForm(page);
    await fill(page, anna);
    await page.locator('input[name="leave_this_empty"]').evaluate((input) => {
      (input as HTMLInputElement).value = 'bot';
    });
    await page.getByRole('button', { name: sv.send }).click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'Ladda om sidan' }).isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);
    expect(await page.getByLabel('Namn').inputValue()).toBe('Anna Svensson');
  });

  it('works as a plain form post without JavaScript, landing on the result page', async () => {
    const { page } = await session.open({ javaScript: false, consent: true });
    await page.goto(fixtureUrl('group-se', '/salj-bil'));
    const id = await submissionId(page);
    await fill(page, { ...anna, name: 'Utan Skript' });
    await Promise.all([
      page.waitForURL(/\/api\/forms\/comhub\?sent=1/),
      page.getByRole('button', { name: sv.send }).click(),
    ]);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(sv.success);
    const leads = await storedLeads(page, id);
    expect(leads.map((lead) => lead.values)).toMatchObject([
      { customerName: 'Utan Skript', milage: 12500, recipient: sv.recipient },
    ]);
  });

  it('has no WCAG 2.2 AA violation on a phone with the messages, the error and the success shown', async () => {
    const { page, expectProblems } = await session.open({
      consent: true,
      viewport: { width: 390, height: 844 },
    });
    expectProblems(
      isFailedLoad,
      /^console\.warning: sell-car: attempt [123] failed/,
      /^console\.error: sell-car: not sent after 3 attempts/,
    );
    await openForm(page);
    const audit = () => axeViolations(page, '.sell-car-form');
    await page.getByRole('button', { name: sv.send }).click();
    await expect.poll(() => page.locator('.sell-car-form .field-problem').count()).toBe(6);
    expect(await audit()).toEqual([]);
    // Nothing wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    plannedFailures = page;
    await formsSandbox(page, '_behaviour', { formName: 'sell-car', mode: '500', times: 3 });
    await fill(page, anna);
    await page.getByRole('button', { name: sv.send }).click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: sv.failure }).isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);
    expect(await audit()).toEqual([]);

    await page.getByRole('button', { name: sv.send }).click();
    await expect.poll(() => success(page).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await audit()).toEqual([]);
  });

  it('is sent with the keyboard alone', async () => {
    const { page } = await session.open({ consent: true });
    await openForm(page);
    const id = await submissionId(page);
    await page.getByLabel('Registreringsnummer').focus();
    for (const value of [anna.regno, anna.milage, anna.name, anna.phone, anna.email]) {
      await page.keyboard.type(value);
      await page.keyboard.press('Tab');
    }
    // The radio group: Space picks the focused one, the arrows move within it.
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Servad i höstas.');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => success(page).isVisible(), { timeout: 10_000 }).toBe(true);
    const [lead] = await storedLeads(page, id);
    expect(lead?.values).toMatchObject({ option: 'trade-in', other: 'Servad i höstas.' });
  });
});

describe('sell-car form elsewhere', () => {
  it('speaks English on group-uk /sell-car and sends to its own dealer mailbox', async () => {
    const { page } = await session.open({ consent: true });
    await openForm(page, 'group-uk', '/sell-car');
    const id = await submissionId(page);
    expect(await page.getByRole('button', { name: 'Send' }).isVisible()).toBe(true);
    await fill(
      page,
      { ...anna, phone: '+44 20 7946 0000', email: 'sam.taylor@example.co.uk', name: 'Sam Taylor' },
      ['Registration number', 'Mileage', 'Name', 'Phone', 'Email'],
      'Part-exchange my car',
    );
    await page.getByRole('button', { name: 'Send' }).click();
    const thanks = 'Thank you! We have your details and will be in touch with an offer.';
    await expect.poll(() => success(page, thanks).isVisible(), { timeout: 10_000 }).toBe(true);
    const [lead] = await storedLeads(page, id);
    expect(lead?.values).toMatchObject({
      customerName: 'Sam Taylor',
      option: 'trade-in',
      recipient: 'carbuying@hedinautomotive.co.uk',
    });
  });
});

describe('sell-car form analytics', () => {
  /** The form's data-layer events so far. */
  const formEvents = (page: Page) =>
    page.evaluate(() =>
      ((window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? [])
        .filter((entry) => entry && entry.event === 'form_interaction')
        .map((entry) => ({ ...entry })),
    );

  async function sendAnna(options: OpenOptions) {
    const opened = await session.open(options);
    // The tag manager the statistics consent loads: an empty script, never the network.
    await opened.page.route('https://www.googletagmanager.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/javascript', body: '' }),
    );
    await openForm(opened.page);
    await fill(opened.page, anna);
    const afterInput = await formEvents(opened.page);
    await opened.page.getByRole('button', { name: sv.send }).click();
    await expect.poll(() => success(opened.page).isVisible(), { timeout: 10_000 }).toBe(true);
    return { afterInput, afterSend: await formEvents(opened.page) };
  }

  it('pushes form_interaction start on the first input and submit on sending, with statistics consent only', async () => {
    const allowed = await sendAnna({ consent: 'v1:statistics=1|marketing=0' });
    const start = { event: 'form_interaction', form_name: 'sell-car', form_action: 'start' };
    const submit = { ...start, form_action: 'submit' };
    expect(allowed.afterInput).toEqual([start]);
    expect(allowed.afterSend).toEqual([start, submit]);

    const necessaryOnly = await sendAnna({ consent: true });
    expect(necessaryOnly.afterSend).toEqual([]);
  });
});
