import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { motorcycleServiceTypes } from '#client/contracts/lead-rules.ts';
import { checkedServiceRequestFields } from '#client/lead-forms/service-request-rules.ts';
import { leadOutcomeTexts } from '#client/lead-forms/lead-outcome.texts.ts';
import { dealerSitesOf } from '#kv-seed/stock/dealer-sites.ts';
import { sites } from '#src/sites/catalogue.ts';
import { axeViolations } from './support/axe.ts';
import { useBrowser } from './support/browser-session.ts';
import {
  field,
  fillCarRequest,
  leadsOf,
  openServiceRequest,
  osloDates,
  planForms,
  serviceRequestUrl,
  texts,
  uniqueEmail,
} from './support/service-request.ts';

const session = useBrowser();

/** The seeded dealer the car requests go to, and its mailbox, which the worker fills in. */
const skoyen = dealerSitesOf(sites['group-no']).find((dealer) => dealer.slug === 'bmw-oslo')!;
const carDealer = `${skoyen.site_official_name}, ${skoyen.site_city}`;
const motorcycleDealer = 'Hedin Motorsykkel Lillestrøm, Lillestrøm';
const statistics = 'v1:statistics=1|marketing=0';

const send = (page: Page) => page.getByRole('button', { name: texts.send }).click();
const success = (page: Page) => page.getByRole('heading', { name: texts.success });
const focusedName = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('name'));
/** The data layer's form events, in order. */
const formEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? [])
      .filter((entry) => entry.event === 'form_interaction' || entry.event === 'event_error')
      .map((entry) => `${String(entry.event)}:${String(entry.form_action ?? entry.error_type)}`),
  );

describe('the Norwegian service request', () => {
  it('shows a message under each wrong field, the focus on the first, and never asks for the newsletter', async () => {
    const { page } = await session.open({ consent: true });
    await openServiceRequest(page);
    await send(page);
    await expect.poll(() => focusedName(page)).toBe('site_id');
    for (const name of checkedServiceRequestFields.filter((name) => name !== 'milage'))
      expect(await page.getByText(texts.problems[name]).count(), name).toBe(1);
    const email = field(page, texts.customerEmail);
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(
      await page
        .locator(`[id="${String(await email.getAttribute('aria-describedby'))}"]`)
        .textContent(),
    ).toBe(texts.problems.customerEmail);
    expect(
      await page.getByRole('alert').filter({ hasText: leadOutcomeTexts.nb.checkFields }).count(),
    ).toBe(1);
    expect(await page.getByText('nyhetsbrev').count()).toBe(1);
    expect(await field(page, texts.newsletter).getAttribute('aria-invalid')).toBeNull();
    expect(await axeViolations(page, '.service-request-form')).toEqual([]);

    // A date before today is refused, and the field offers none.
    const { today, yesterday } = osloDates();
    expect(await field(page, texts.date).getAttribute('min')).toBe(today);
    await field(page, texts.date).fill(yesterday);
    await field(page, texts.customerPhone).fill('12 34');
    await send(page);
    await expect.poll(() => page.getByText(texts.problems.date).count()).toBe(1);
    expect(await page.getByText(texts.problems.customerPhone).count()).toBe(1);
    await field(page, texts.date).fill(today);
    await expect.poll(() => page.getByText(texts.problems.date).count()).toBe(0);
  });

  it('narrows the dealers and the service types to the motorcycle dealer for a motorcycle', async () => {
    const { page } = await session.open({ consent: true });
    await openServiceRequest(page);
    const dealers = field(page, texts.dealer).locator('option');
    expect(await dealers.count()).toBe(9);
    await page.getByLabel(texts.motorcycle, { exact: true }).check();
    await expect
      .poll(() => dealers.allTextContents())
      .toEqual([texts.chooseDealer, motorcycleDealer]);
    expect(await field(page, texts.dealer).inputValue()).toBe('2004');
    const boxes = page.locator('input[name="services"]');
    expect(
      await boxes.evaluateAll((all) => all.map((box) => (box as HTMLInputElement).value)),
    ).toEqual(motorcycleServiceTypes.map((type) => type.name));
    await page.getByLabel(texts.car, { exact: true }).check();
    await expect.poll(() => dealers.count()).toBe(9);
    expect(await field(page, texts.dealer).inputValue()).toBe('');
  });

  it("sends one lead to the chosen dealer's mailbox, the newsletter box unticked, and says so", async () => {
    const { page } = await session.open({ consent: true, viewport: { width: 390, height: 844 } });
    await openServiceRequest(page);
    const email = uniqueEmail('service');
    await fillCarRequest(page, email, carDealer);
    expect(await field(page, texts.newsletter).isChecked()).toBe(false);
    await send(page);
    await expect.poll(() => success(page).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.getByText(texts.successDetail).isVisible()).toBe(true);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe(texts.success);
    expect(await axeViolations(page, '.service-request-form')).toEqual([]);

    const leads = await leadsOf(page, email);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ formName: 'service-request-no', attempts: 1 });
    expect(leads[0]!.values).toMatchObject({
      siteEmail: skoyen.site_email,
      siteName: skoyen.site_official_name,
      typeCar: 'car',
      services: ['Service', 'Hjulskift'],
      regno: 'EL 12345',
      milage: 45000,
      date: osloDates().today,
      gdpr: true,
      newsletter: false,
    });
  });

  it("shows the spec's error after three failed attempts, the form as it was", async () => {
    const { page, expectProblems } = await session.open({ consent: true, clock: 'running' });
    expectProblems(
      /Failed to load resource.*502/,
      /^console\.warning: service-request-no: attempt [123] failed/,
      /^console\.error: service-request-no: not sent after 3 attempts/,
    );
    await openServiceRequest(page);
    await planForms(page, {
      formName: 'service-request-no',
      mode: '500',
      times: 3,
    });
    const email = uniqueEmail('failure');
    await fillCarRequest(page, email, carDealer);
    await send(page);
    const alert = page.getByRole('alert').filter({ hasText: texts.error });
    await expect.poll(() => alert.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await field(page, texts.customerEmail).inputValue()).toBe(email);
    expect(await page.getByRole('button', { name: texts.send }).isDisabled()).toBe(false);
    expect(await axeViolations(page, '.service-request-form')).toEqual([]);
    expect(await leadsOf(page, email)).toEqual([]);
  });

  it('reports the form events only after statistics consent', async () => {
    for (const [consent, expected] of [
      [true, []],
      [statistics, ['form_interaction:start', 'form_interaction:submit']],
    ] as const) {
      const { page } = await session.open({ consent });
      await openServiceRequest(page);
      await fillCarRequest(page, uniqueEmail('events'), carDealer);
      await send(page);
      await expect.poll(() => success(page).isVisible(), { timeout: 10_000 }).toBe(true);
      expect(await formEvents(page), String(consent)).toEqual(expected);
    }
  });

  it('works as a plain form post without script, both lists labelled, ending on the result page', async () => {
    const { page } = await session.open({ consent: true, javaScript: false });
    await page.goto(serviceRequestUrl);
    expect(
      await page
        .locator('optgroup')
        .evaluateAll((groups) => groups.map((g) => g.getAttribute('label'))),
    ).toEqual([texts.carGroup, texts.motorcycleGroup]);
    expect(await page.getByRole('group', { name: texts.motorcycleGroup }).count()).toBe(1);
    const email = uniqueEmail('noscript');
    await fillCarRequest(page, email, carDealer);
    await Promise.all([page.waitForURL(/\/api\/forms\/comhub\?sent=1/), send(page)]);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(texts.success);
    expect(await page.getByText(texts.successDetail).count()).toBe(1);
    const leads = await leadsOf(page, email);
    expect(leads.map((lead) => [lead.values.siteName, lead.values.newsletter])).toEqual([
      ['Hedin BMW Skøyen', false],
    ]);
  });
});
