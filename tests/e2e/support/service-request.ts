import type { Page } from 'playwright-core';
import { serviceRequestTexts } from '#client/lead-forms/service-request.texts.ts';
import { islandHydrated } from './hydration.ts';
import { fixtureUrl } from './sites.ts';

// The Norwegian service request as its browser tests drive it: group-no's /service-skjema on the
// fixture build (which reaches the forms sandbox), a visitor's answers, and the sandbox's controls.

export const texts = serviceRequestTexts.nb;
export const serviceRequestPath = '/service-skjema';
export const serviceRequestUrl = fixtureUrl('group-no', serviceRequestPath);

/** A lead as the forms sandbox stored it, with the attempts its id took. */
export interface StoredLead {
  formSubmissionId: string;
  formName: string;
  values: Record<string, unknown>;
  attempts: number;
}

/** Opens the page and waits for the form's island to hydrate (it then checks fields itself). */
export async function openServiceRequest(page: Page): Promise<void> {
  await page.goto(serviceRequestUrl);
  await islandHydrated(page, 'service-request-form');
}

/** An e-mail address no other test uses, so the sandbox's leads are told apart by it. */
export const uniqueEmail = (tag: string) =>
  `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.no`;

/** Today and yesterday in Oslo, as the date field takes them. */
export function osloDates(now = new Date()): { today: string; yesterday: string } {
  const day = (instant: Date) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo' }).format(instant);
  return { today: day(now), yesterday: day(new Date(now.getTime() - 86_400_000)) };
}

/**
 * A control by its label's whole text, with or without the required mark ('E-post' is not the
 * newsletter box's '… på e-post.').
 */
export const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?: \\*)?$`));

/**
 * Fills every field a car request needs (and the mileage and a description), the dealer by its
 * name, the newsletter box left as it is. Works with and without script.
 */
export async function fillCarRequest(page: Page, email: string, dealer: string): Promise<void> {
  await field(page, texts.dealer).selectOption({ label: dealer });
  await page.getByLabel('Service', { exact: true }).check();
  await page.getByLabel('Hjulskift').check();
  await field(page, texts.regno).fill('EL 12345');
  await field(page, texts.milage).fill('45000');
  await field(page, texts.date).fill(osloDates().today);
  await field(page, texts.description).fill('Det piper fra bremsene.');
  await field(page, texts.customerName).fill('Kari Nordmann');
  await field(page, texts.customerPhone).fill('+47 912 34 567');
  await field(page, texts.customerEmail).fill(email);
  await field(page, texts.gdpr).check();
}

const sandboxUrl = (path: string) =>
  fixtureUrl('group-no', `/__fixtures/sandbox/forms/comhub/${path}`);

/** Plans the sandbox's next answers to a form (`_behaviour`), from the page's origin. */
export async function planForms(page: Page, plan: object): Promise<void> {
  const status = await page.evaluate(
    async ([url, body]) =>
      (await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body }))
        .status,
    [sandboxUrl('_behaviour'), JSON.stringify(plan)] as const,
  );
  if (status !== 200) throw new Error(`the forms sandbox answered ${status} to the plan`);
}

/**
 * The leads the sandbox stored for a customer's e-mail, read in a page of their own (the test's
 * page keeps its state, and may have its JavaScript off).
 */
export async function leadsOf(page: Page, email: string): Promise<StoredLead[]> {
  const reader = await page.context().newPage();
  try {
    const res = await reader.goto(sandboxUrl(`_submissions?email=${encodeURIComponent(email)}`));
    if (!res?.ok()) throw new Error(`the forms sandbox answered ${res?.status()} to _submissions`);
    return (await res.json()) as StoredLead[];
  } finally {
    await reader.close();
  }
}
