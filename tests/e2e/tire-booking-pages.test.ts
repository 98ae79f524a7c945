import type { Page, Request, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays } from '#client/lib/calendar-dates.ts';
import type { TireBookingRequest } from '#client/contracts/tire-hotel.ts';
import { bookingWindow, stockholmToday } from '#client/tire-hotel/booking-window.ts';
import { tireConfirmation } from '#tests/support/tire-booking-fixtures.ts';
import { axeViolations } from './support/axe.ts';
import { useBrowser } from './support/browser-session.ts';
import { pageHydrated } from './support/hydration.ts';
import { fixtureUrl } from './support/sites.ts';

// The tire hotel's LoggedIn, Booking and Confirmation pages on their fixture page
// (tests/e2e/fixtures/tire-booking-fixture.tsx), the /api/tirehotel calls answered here as the
// worker's proxy answers them. The whole flow against the sandbox is tire-hotel-flow.test.ts.

const session = useBrowser();
const statistics = 'v1:statistics=1|marketing=0';

const today = stockholmToday(new Date());
const span = bookingWindow(today);
/** The partner's free days: one before the window (never bookable), then the window's first two. */
const freeDays = [addDays(today, 1), span.first, addDays(span.first, 1)];

const json = (route: Route, body: unknown, status = 200) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
const refusal = (route: Route, status: number, error: string) =>
  json(route, { error, issues: [] }, status);

interface Answers {
  days?: (route: Route) => Promise<void>;
  times?: (route: Route, date: string) => Promise<void>;
  create?: (route: Route, request: TireBookingRequest) => Promise<void>;
  review?: (route: Route) => Promise<void>;
}

/** Answers the pages' calls; by default two times a day and every booking confirmed. */
async function answerCalls(page: Page, answers: Answers = {}) {
  await page.route('**/api/tirehotel/**', (route) => {
    const path = new URL(route.request().url()).pathname;
    const body = () => route.request().postDataJSON() as TireBookingRequest & { startDate: string };
    if (path === '/api/tirehotel/booking/GetTimeslotDays')
      return answers.days
        ? answers.days(route)
        : json(route, { availableDates: freeDays.map((date) => ({ date })) });
    if (path === '/api/tirehotel/booking/GetTimeslots') {
      const date = body().startDate;
      return answers.times
        ? answers.times(route, date)
        : json(route, { availableTimeSlotDates: [{ date, startTime: ['08:00', '10:30'] }] });
    }
    if (path === '/api/tirehotel/booking/create') {
      const request = body();
      return answers.create ? answers.create(route, request) : json(route, confirmationOf(request));
    }
    if (path === '/api/tirehotel/review/addReview')
      return answers.review ? answers.review(route) : route.fulfill({ status: 204 });
    return refusal(route, 404, 'not in this test');
  });
}

const confirmationOf = (request: TireBookingRequest) => ({
  ...tireConfirmation,
  appointmentTime: `${request.bookingDate}T${request.bookingStart ?? '08:00'}:00`,
  isFullDay: request.bookingStart === null,
  freeText: request.freeText ?? '',
  customerBase: request.customer,
});

const island = '[data-island="tire-booking-fixture"]';
const audit = (page: Page) => axeViolations(page, island);

/**
 * The Booking page after 'Boka hjulskifte'. `problems`: what Chromium logs about the failed
 * requests the test arranges (a refused or cut call is a console error there).
 */
async function openBooking(
  answers: Answers = {},
  options: { consent?: string; problems?: RegExp[] } = {},
): Promise<Page> {
  const { page, expectProblems } = await session.open({ consent: options.consent ?? true });
  if (options.problems) expectProblems(...options.problems);
  // With statistics allowed the page loads the tag manager: answered here, nothing leaves.
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: '' }),
  );
  await answerCalls(page, answers);
  await page.goto(fixtureUrl('group-se', '/__fixtures/tire-booking'));
  await pageHydrated(page);
  await page.getByRole('button', { name: 'Boka hjulskifte' }).click();
  await page.getByRole('heading', { name: 'Boka hjulskifte', level: 2 }).waitFor();
  return page;
}

/** The calendar's open days, after moving to the month of the window's first day if needed. */
async function openDays(page: Page) {
  const grid = page.getByRole('grid', { name: 'Välj datum' });
  await grid.waitFor();
  if (span.first.slice(0, 7) !== today.slice(0, 7))
    await page.getByRole('button', { name: 'Nästa månad' }).click();
  return grid.locator('button:not([disabled]):not([aria-disabled="true"])');
}

async function chooseFirstDay(page: Page) {
  await (await openDays(page)).first().click();
}

const submitButton = (page: Page) => page.getByRole('button', { name: 'Genomför bokning' });

async function fillContact(page: Page, mobile = '070-123 45 67') {
  await page.getByRole('textbox', { name: 'Förnamn' }).fill('Anna');
  await page.getByRole('textbox', { name: 'Efternamn' }).fill('Svensson');
  await page.getByRole('textbox', { name: 'Mobilnummer' }).fill(mobile);
  await page.getByRole('textbox', { name: 'E-post' }).fill('anna@example.se');
}

/** The first open day at 08:00 for Anna, sent. */
async function sendBooking(page: Page) {
  await chooseFirstDay(page);
  await page.getByRole('button', { name: '08:00' }).click();
  await fillContact(page);
  await submitButton(page).click();
}

const bookingRequest = (page: Page) =>
  page.waitForRequest((request: Request) => request.url().includes('/booking/create?'));

describe('the tire hotel pages of a verified visitor', () => {
  it('show the car with the worn tire warned about, and pass WCAG 2.2 AA', async () => {
    const { page } = await session.open({ consent: true });
    await page.goto(fixtureUrl('group-se', '/__fixtures/tire-booking'));
    await pageHydrated(page);
    await page.getByRole('heading', { name: 'Ditt fordon', level: 2 }).waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'Dags att se över' }).count()).toBe(1);
    expect(await page.getByRole('img', { name: 'Behöver ses över' }).count()).toBe(1);
    expect(await audit(page)).toEqual([]);
  });

  it('book a free day and time with the details, then confirm it with the event and a rating', async () => {
    const page = await openBooking({}, { consent: statistics });
    const days = await openDays(page);
    expect(await days.count()).toBeGreaterThan(0);
    // The partner's day before the window stays closed: the first open day is the window's first.
    expect((await days.first().textContent())?.trim()).toBe(String(Number(span.first.slice(8))));
    await days.first().click();

    const time = page.getByRole('button', { name: '10:30' });
    await time.click();
    expect(await time.getAttribute('aria-pressed')).toBe('true');
    expect(await submitButton(page).isDisabled()).toBe(true);
    await fillContact(page);
    await page.getByRole('textbox', { name: 'Övrigt (valfritt)' }).fill('Vinterdäcken på');
    expect(await submitButton(page).isEnabled()).toBe(true);
    expect(await audit(page)).toEqual([]);

    const sent = bookingRequest(page);
    await submitButton(page).click();
    const request = await sent;
    expect(request.url()).toContain('departmentIdentifier=TH-ABC123');
    expect(request.postDataJSON()).toEqual({
      bookingDate: span.first,
      bookingStart: '10:30',
      regNo: 'ABC123',
      freeText: 'Vinterdäcken på',
      customer: {
        firstName: 'Anna',
        lastName: 'Svensson',
        email: 'anna@example.se',
        phoneMobile: '0701234567',
      },
    });

    await page.getByRole('heading', { name: 'Tack för din bokning!', level: 2 }).waitFor();
    expect(await page.getByText(`${span.first} 10:30`).count()).toBe(1);
    const purchases = await page.evaluate(() =>
      ((window as { dataLayer?: Array<{ event?: string }> }).dataLayer ?? []).filter(
        (entry) => entry.event === 'purchase',
      ),
    );
    expect(purchases).toEqual([
      expect.objectContaining({
        ecommerce: expect.objectContaining({
          transaction_id: 'TH-2026-0042',
          currency: 'SEK',
          value: 0,
        }),
      }),
    ]);
    expect(await audit(page)).toEqual([]);

    const send = page.getByRole('button', { name: 'Skicka betyg' });
    expect(await send.isDisabled()).toBe(true);
    await page.getByRole('radio', { name: '4 av 5 stjärnor' }).check();
    const review = page.waitForRequest((r: Request) => r.url().endsWith('/review/addReview'));
    await send.click();
    expect((await review).postDataJSON()).toMatchObject({ rating: 4, comment: '' });
    await page.getByText('Tack för ditt betyg!').waitFor();
    expect(await send.count()).toBe(0);
  });

  it('thank for a rating the partner failed to store too', async () => {
    const page = await openBooking(
      { review: (route) => refusal(route, 502, 'upstream failed') },
      { problems: [/status of 502/] },
    );
    await sendBooking(page);
    await page.getByRole('radio', { name: '5 av 5 stjärnor' }).check();
    await page.getByRole('button', { name: 'Skicka betyg' }).click();
    await page.getByText('Tack för ditt betyg!').waitFor();
  });

  it("show the partner's refusal in red and keep the details for another try", async () => {
    const message = 'Bokningen kunde inte genomföras. Tiden är inte längre ledig.';
    const page = await openBooking(
      { create: (route) => refusal(route, 409, message) },
      { problems: [/status of 409/] },
    );
    await sendBooking(page);
    const shown = page.getByRole('alert').filter({ hasText: message });
    await shown.waitFor();
    expect(await page.getByRole('textbox', { name: 'Förnamn' }).inputValue()).toBe('Anna');
    expect(await submitButton(page).isEnabled()).toBe(true);
    // Changing the details is a new try: the old refusal goes.
    await page.getByRole('textbox', { name: 'Förnamn' }).fill('Annika');
    expect(await shown.count()).toBe(0);
  });

  it('end the session on a 401 from the booking', async () => {
    const page = await openBooking(
      { create: (route) => refusal(route, 401, 'Din inloggning har gått ut.') },
      { problems: [/status of 401/] },
    );
    await sendBooking(page);
    await page.getByText('session ended').waitFor();
  });

  it('end the session on a 401 from the free days', async () => {
    const { page, expectProblems } = await session.open({ consent: true });
    expectProblems(/status of 401/);
    await answerCalls(page, {
      days: (route) => refusal(route, 401, 'Din inloggning har gått ut.'),
    });
    await page.goto(fixtureUrl('group-se', '/__fixtures/tire-booking'));
    await pageHydrated(page);
    // The Booking page may be gone before a wait for its heading would see it.
    await page.getByRole('button', { name: 'Boka hjulskifte' }).click();
    await page.getByText('session ended').waitFor();
  });

  it('only stop sending when the booking gets no answer', async () => {
    const page = await openBooking(
      { create: (route) => route.abort('connectionreset') },
      { problems: [/ERR_CONNECTION_RESET/] },
    );
    await sendBooking(page);
    await expect.poll(() => submitButton(page).isEnabled()).toBe(true);
    expect(await page.locator('.tire-booking__refusal').textContent()).toBe('');
  });

  it('book a day without start times without a time', async () => {
    const page = await openBooking({
      times: (route, date) => json(route, { availableTimeSlotDates: [{ date, startTime: [] }] }),
    });
    await chooseFirstDay(page);
    await page.getByText('Verkstaden bestämmer tiden under dagen').waitFor();
    await fillContact(page);
    const sent = bookingRequest(page);
    await submitButton(page).click();
    expect((await sent).postDataJSON()).toMatchObject({ bookingStart: null });
    await page.getByText(`${span.first}, Under dagen`).waitFor();
  });

  it('say when the start times could not be fetched', async () => {
    const page = await openBooking(
      { times: (route) => refusal(route, 502, 'The tire hotel did not answer.') },
      { problems: [/status of 502/] },
    );
    await chooseFirstDay(page);
    await page
      .getByRole('alert')
      .filter({ hasText: 'Kunde inte hämta tider för valt datum.' })
      .waitFor();
    expect(await submitButton(page).count()).toBe(0);
  });

  it("say when the workshop has no free day, with the workshop's phone and e-mail", async () => {
    const page = await openBooking({ days: (route) => json(route, { availableDates: [] }) });
    await page
      .getByText('Det finns för närvarande inga tillgängliga tider på din verkstad.', {
        exact: false,
      })
      .waitFor();
    expect(await page.locator(`${island} a[href="tel:081234567"]`).count()).toBe(1);
    expect(await page.locator(`${island} a[href="mailto:dack.solna@example.se"]`).count()).toBe(1);
    expect(await page.getByRole('grid').count()).toBe(0);
    expect(await audit(page)).toEqual([]);
  });

  it('say Ett fel uppstod when the free days could not be fetched', async () => {
    const page = await openBooking(
      { days: (route) => route.abort('connectionreset') },
      { problems: [/ERR_CONNECTION_RESET/] },
    );
    await page.getByRole('alert').filter({ hasText: 'Ett fel uppstod' }).waitFor();
  });

  it('show each wrong field and focus the first on Enter, and a mobile problem on leaving it', async () => {
    const page = await openBooking();
    await chooseFirstDay(page);
    await page.getByRole('button', { name: '08:00' }).click();
    const mobile = page.getByRole('textbox', { name: 'Mobilnummer' });
    await mobile.fill('123 45');
    await mobile.blur();
    await page.getByText('Ange ett mobilnummer med 8 till 15 siffror.').waitFor();
    expect(await mobile.getAttribute('aria-invalid')).toBe('true');

    await page.getByRole('textbox', { name: 'E-post' }).press('Enter');
    expect(await page.getByText('Fyll i fältet.').count()).toBe(3);
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('name'));
    expect(focused).toBe('firstName');
    expect(await submitButton(page).isDisabled()).toBe(true);
  });

  it('go back to the car with Tillbaka', async () => {
    const page = await openBooking();
    await page.getByRole('button', { name: 'Tillbaka' }).click();
    await page.getByRole('heading', { name: 'Ditt fordon', level: 2 }).waitFor();
  });
});
