import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { fill } from '#client/lib/fill.ts';
import { tireHotelTexts } from '#client/tire-hotel/tire-hotel.texts.ts';
import { axeViolations } from './support/axe.ts';
import { useBrowser } from './support/browser-session.ts';
import { islandHydrated } from './support/hydration.ts';
import { fixtureUrl } from './support/sites.ts';
import {
  expireIssuedCode,
  issuedCode,
  partnerSessionOf,
  recordScriptReadable,
  resetTireHotelLimits,
  tireHotelPath,
  wrongCodeFor,
} from './support/tire-hotel.ts';

// The tire hotel end to end, as a vehicle owner meets it: group-se's seeded page with the block,
// the worker's /api/tirehotel proxy with its session cookie and limits, and the partner sandbox
// behind it (its fixture plates are in the README). The code the "SMS" carries is read from the
// sandbox's development endpoint; nothing here answers a call itself. The limits are reset before
// each test, so the file runs alike on a fresh and on a reused state.

const session = useBrowser();
const t = tireHotelTexts.sv;
const slowFlow = 120_000;

beforeEach(resetTireHotelLimits);

/**
 * Opens the page in a fresh browser context; `problems` are the console complaints the test
 * causes on purpose (a refusal's status).
 */
async function openTireHotel(query = '', ...problems: RegExp[]): Promise<Page> {
  const watched = await session.open({ consent: true });
  if (problems.length > 0) watched.expectProblems(...problems);
  await watched.page.goto(fixtureUrl('group-se', `${tireHotelPath}${query}`));
  await islandHydrated(watched.page, 'tire-hotel');
  return watched.page;
}

const island = (page: Page) => page.locator('[data-island="tire-hotel"]');
const heading = (page: Page, name: string) =>
  island(page).getByRole('heading', { name, exact: true });
const button = (page: Page, name: string) =>
  island(page).getByRole('button', { name, exact: true });
const plateField = (page: Page) => island(page).getByRole('textbox', { name: t.search.label });
const digit = (page: Page, n: number) =>
  island(page).getByRole('textbox', { name: fill(t.validate.digitLabel, { n, total: 4 }) });
const audit = (page: Page) => axeViolations(page, '[data-island="tire-hotel"]');

/** Waits until the flow shows the page with this title. */
const onPage = (page: Page, title: string) => heading(page, title).waitFor();

/** Reloads the browser tab and waits for the flow to show the same page again. */
async function reloadOn(page: Page, title: string): Promise<void> {
  await page.reload();
  await islandHydrated(page, 'tire-hotel');
  await onPage(page, title);
}

async function search(page: Page, plate: string): Promise<void> {
  await plateField(page).fill(plate);
  await button(page, t.search.submit).click();
}

async function typeCode(page: Page, code: string): Promise<void> {
  await digit(page, 1).click();
  await page.keyboard.type(code);
}

/** Search and 'Skicka kod': the code boxes show. */
async function sendCode(page: Page, plate: string): Promise<void> {
  await search(page, plate);
  await button(page, t.login.submit).click();
  await onPage(page, t.validate.title);
}

/** A code sent, the code the sandbox sent typed, 'Verifiera kod': the vehicle shows. */
async function logIn(page: Page, plate: string): Promise<void> {
  await sendCode(page, plate);
  await typeCode(page, await issuedCode(plate));
  await button(page, t.validate.submit).click();
  await onPage(page, t.loggedIn.title);
}

/** The first bookable day of the calendar, from the month shown on. */
async function chooseFirstDate(page: Page): Promise<void> {
  const calendar = island(page).getByRole('grid', { name: t.booking.chooseDate });
  const bookable = calendar.locator('button:not([disabled]):not([aria-disabled="true"])');
  for (let month = 0; month < 4; month += 1) {
    await calendar.waitFor();
    await expect.poll(() => island(page).getByText(t.booking.loadingDates).count()).toBe(0);
    if ((await bookable.count()) > 0) {
      await bookable.first().click();
      return;
    }
    await button(page, t.booking.nextMonth).click();
  }
  throw new Error('no bookable day in the booking window');
}

/** The chosen day's first start time; a day without times is booked without one. */
async function chooseFirstTime(page: Page): Promise<void> {
  const time = island(page).getByRole('button', { name: /^\d{2}:\d{2}$/ });
  await time.first().or(island(page).getByText(t.booking.noTimes)).first().waitFor();
  if ((await time.count()) > 0) await time.first().click();
}

async function fillContact(page: Page): Promise<void> {
  const field = (name: string) => island(page).getByRole('textbox', { name });
  await field(t.booking.firstName).fill('Anna');
  await field(t.booking.lastName).fill('Svensson');
  await field(t.booking.mobile).fill('+46 70 123 45 67');
  await field(t.booking.email).fill('anna.svensson@example.se');
  await field(t.booking.comment).fill('Vinterdäcken, tack.');
}

/** From LoggedIn through a date, a time and the contact form to 'Genomför bokning'. */
async function book(page: Page): Promise<void> {
  await button(page, t.loggedIn.book).click();
  await onPage(page, t.booking.title);
  await chooseFirstDate(page);
  await chooseFirstTime(page);
  await fillContact(page);
  await button(page, t.booking.submit).click();
}

/** What the flow keeps in session storage, parsed (null when nothing is kept). */
function storedSession(page: Page): Promise<Record<string, unknown> | null> {
  return page.evaluate(() => {
    const stored = sessionStorage.getItem('tire-hotel');
    return stored === null ? null : (JSON.parse(stored) as Record<string, unknown>);
  });
}

describe('tire hotel, end to end against the sandbox', () => {
  it(
    'takes ABC123 through the code to a booking and a rating, the same page back after each reload',
    async () => {
      const page = await openTireHotel();
      const readable = recordScriptReadable(page);
      await onPage(page, t.search.title);
      expect(await plateField(page).getAttribute('placeholder')).toBe('ABC123');
      expect(await audit(page)).toEqual([]);
      await reloadOn(page, t.search.title);

      await search(page, 'abc 123');
      await onPage(page, t.login.title);
      expect(await island(page).getByText('ABC123').count()).toBeGreaterThan(0);
      expect(await island(page).getByRole('link', { name: t.login.contactLink }).count()).toBe(1);
      expect(await audit(page)).toEqual([]);
      await readable.sample();
      await reloadOn(page, t.login.title);

      await button(page, t.login.submit).click();
      await onPage(page, t.validate.title);
      expect(await island(page).getByRole('group', { name: t.validate.codeLabel }).count()).toBe(1);
      expect(await button(page, t.validate.submit).isDisabled()).toBe(true);
      expect(await audit(page)).toEqual([]);
      await readable.sample();
      await reloadOn(page, t.validate.title);

      await typeCode(page, await issuedCode('ABC123'));
      await button(page, t.validate.submit).click();
      await onPage(page, t.loggedIn.title);
      // One tire is at threadStatusId 1: the warning, and the icon beside that tire.
      expect(await island(page).getByText(t.loggedIn.warningTitle).count()).toBe(1);
      for (const position of ['VF', 'HF', 'VB', 'HB'] as const)
        expect(await heading(page, t.loggedIn.positions[position]).count()).toBe(1);
      expect(
        await island(page).getByRole('img', { name: t.loggedIn.statusIcon }).count(),
      ).toBeGreaterThan(0);
      expect(await button(page, t.footer.logout).count()).toBe(1);
      expect(await audit(page)).toEqual([]);
      await readable.sample();
      const partner = await partnerSessionOf(page);
      await reloadOn(page, t.loggedIn.title);

      await button(page, t.loggedIn.book).click();
      await onPage(page, t.booking.title);
      await reloadOn(page, t.booking.title);
      await chooseFirstDate(page);
      await chooseFirstTime(page);
      expect(await button(page, t.booking.submit).isDisabled()).toBe(true);
      await fillContact(page);
      expect(await button(page, t.booking.submit).isDisabled()).toBe(false);
      expect(await audit(page)).toEqual([]);
      await readable.sample();
      await button(page, t.booking.submit).click();

      await onPage(page, t.confirmation.title);
      expect(
        await island(page)
          .getByText(fill(t.confirmation.thanks, { name: 'Anna' }))
          .count(),
      ).toBe(1);
      expect(await island(page).getByText(t.confirmation.bookingNumber).count()).toBe(1);
      expect(await island(page).getByRole('link', { name: t.confirmation.startPage }).count()).toBe(
        1,
      );
      expect(await audit(page)).toEqual([]);
      await readable.sample();
      await reloadOn(page, t.confirmation.title);

      // The stars by keyboard (one tab stop, arrows move the choice), then by a click.
      const star = (n: number) =>
        island(page).getByRole('radio', { name: fill(t.rating.star, { n, max: 5 }) });
      expect(await button(page, t.rating.send).isDisabled()).toBe(true);
      await star(1).focus();
      await page.keyboard.press('Space');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => star(3).isChecked()).toBe(true);
      await star(5).click();
      await expect.poll(() => star(5).isChecked()).toBe(true);
      expect(await star(3).isChecked()).toBe(false);
      await button(page, t.rating.send).click();
      await island(page).getByText(t.rating.thanks).waitFor();
      expect(await button(page, t.rating.send).count()).toBe(0);
      expect(await audit(page)).toEqual([]);
      await readable.sample();

      // Booking for another car logs out: Search again.
      await button(page, t.confirmation.anotherCar).click();
      await onPage(page, t.search.title);
      await readable.sample();
      // Nothing a script could read holds the partner's token, or even the sealed cookie.
      const texts = await readable.texts();
      expect(texts.length).toBeGreaterThan(20);
      const leaks = texts.filter(
        (text) => text.includes(partner.token) || text.includes(partner.sealed),
      );
      expect(leaks, 'texts the page’s scripts could read holding the session').toEqual([]);
    },
    slowFlow,
  );

  it('says NOP000 has no agreement and links to the service booking', async () => {
    const page = await openTireHotel('', /status of 404/);
    await search(page, 'NOP000');
    await island(page).getByText(t.search.noAgreement).waitFor();
    const link = island(page).getByRole('link', { name: t.search.bookServiceLink });
    expect(await link.getAttribute('href')).toMatch(/^\/|^https:/);
    await onPage(page, t.search.title);
    expect(await audit(page)).toEqual([]);
  });

  it('refuses a wrong code with the partner’s message, clears it on editing, then takes the right code', async () => {
    const page = await openTireHotel('', /status of 401/);
    await sendCode(page, 'ABC123');
    const code = await issuedCode('ABC123');
    await typeCode(page, wrongCodeFor(code));
    await page.keyboard.press('Enter');
    const refusal = island(page).getByText('Felaktig kod. Försök igen.');
    await refusal.waitFor();
    expect(await audit(page)).toEqual([]);

    await digit(page, 4).click();
    await page.keyboard.press('Backspace');
    await expect.poll(() => refusal.count()).toBe(0);
    for (let n = 1; n <= 4; n += 1) await digit(page, n).fill('');
    await typeCode(page, code);
    await button(page, t.validate.submit).click();
    await onPage(page, t.loggedIn.title);
  });

  it('says an expired code has run out, and a new code logs in', async () => {
    const page = await openTireHotel('', /status of 401/);
    await sendCode(page, 'ABC123');
    const first = await issuedCode('ABC123');
    await expireIssuedCode('ABC123');
    await typeCode(page, first);
    await button(page, t.validate.submit).click();
    await island(page).getByText('Koden har gått ut. Begär en ny kod.').waitFor();

    await button(page, t.validate.newCode).click();
    // Back to 'Skicka kod' (or straight to a new code, should the flow send it at once).
    const sendAgain = button(page, t.login.submit);
    await sendAgain.or(heading(page, t.validate.title)).first().waitFor();
    if ((await sendAgain.count()) > 0) await sendAgain.click();
    await onPage(page, t.validate.title);
    await expect.poll(() => digit(page, 1).inputValue()).toBe('');
    await typeCode(page, await issuedCode('ABC123'));
    await button(page, t.validate.submit).click();
    await onPage(page, t.loggedIn.title);
  });

  it('says DEF456’s workshop has no free dates, with its phone and email', async () => {
    const page = await openTireHotel();
    await logIn(page, 'DEF456');
    // All of DEF456's tires are fine: no warning.
    expect(await island(page).getByText(t.loggedIn.warningTitle).count()).toBe(0);
    await button(page, t.loggedIn.book).click();
    await island(page).getByText(t.booking.noDates).waitFor();
    expect(await island(page).locator('a[href^="tel:"]').count()).toBeGreaterThan(0);
    expect(await island(page).locator('a[href^="mailto:"]').count()).toBeGreaterThan(0);
    expect(await audit(page)).toEqual([]);
  });

  it('says GHI789’s times could not be fetched for the chosen date', async () => {
    const page = await openTireHotel('', /status of 5\d\d/);
    await logIn(page, 'GHI789');
    await button(page, t.loggedIn.book).click();
    await onPage(page, t.booking.title);
    await chooseFirstDate(page);
    await island(page).getByText(t.booking.timesFailed).waitFor();
    expect(await audit(page)).toEqual([]);
  });

  it(
    'shows the partner’s message in red when JKL012’s booking is refused',
    async () => {
      const page = await openTireHotel('', /status of 4\d\d/);
      await logIn(page, 'JKL012');
      await book(page);
      const refusal = island(page).getByText(
        'Bokningen kunde inte genomföras. Tiden är inte längre ledig.',
      );
      await refusal.waitFor();
      const [red, green, blue] = await refusal.evaluate((element) =>
        (getComputedStyle(element).color.match(/\d+/g) ?? []).map(Number),
      );
      expect(red).toBeGreaterThan(2 * green!);
      expect(red).toBeGreaterThan(2 * blue!);
      expect(await button(page, t.booking.submit).isDisabled()).toBe(false);
      expect(await audit(page)).toEqual([]);
    },
    slowFlow,
  );

  it('logs out from the footer: Search again, nothing kept, and the booking API refuses the old session', async () => {
    const page = await openTireHotel('', /status of 401/);
    await logIn(page, 'ABC123');
    await button(page, t.footer.logout).click();
    await onPage(page, t.search.title);
    expect(await button(page, t.footer.logout).count()).toBe(0);
    const kept = await storedSession(page);
    expect(kept === null || Object.values(kept).every((value) => value === null)).toBe(true);
    const status = await page.evaluate(async () => {
      const res = await fetch('/api/tirehotel/booking/create?departmentIdentifier=TH-ABC123', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          bookingDate: '2030-01-07',
          bookingStart: '08:00',
          regNo: 'ABC123',
          freeText: '',
          customer: {
            firstName: 'Anna',
            lastName: 'Svensson',
            email: 'anna.svensson@example.se',
            phoneMobile: '+46701234567',
          },
        }),
      });
      return res.status;
    });
    expect(status).toBe(401);
  });

  it('prefills the plate from ?regNo, and a validated session opening the page lands on LoggedIn', async () => {
    const page = await openTireHotel('?regNo=ABC123');
    await expect.poll(() => plateField(page).inputValue()).toBe('ABC123');
    expect(await button(page, t.search.submit).isDisabled()).toBe(false);
    await button(page, t.search.submit).click();
    await button(page, t.login.submit).click();
    await onPage(page, t.validate.title);
    await typeCode(page, await issuedCode('ABC123'));
    await button(page, t.validate.submit).click();
    await onPage(page, t.loggedIn.title);

    await page.goto(fixtureUrl('group-se', `${tireHotelPath}?regNo=DEF456`));
    await islandHydrated(page, 'tire-hotel');
    await onPage(page, t.loggedIn.title);
    expect(await heading(page, t.search.title).count()).toBe(0);
    expect(await island(page).getByText('ABC123').count()).toBeGreaterThan(0);
  });

  it('takes the code digit by digit: digits only, Backspace, arrows, a paste, Enter', async () => {
    const page = await openTireHotel();
    await sendCode(page, 'ABC123');
    const focused = (n: number) => digit(page, n).evaluate((box) => box === document.activeElement);
    const values = () => Promise.all([1, 2, 3, 4].map((n) => digit(page, n).inputValue()));

    await digit(page, 1).click();
    await page.keyboard.type('a');
    expect(await digit(page, 1).inputValue()).toBe('');
    await page.keyboard.type('123');
    expect(await values()).toEqual(['1', '2', '3', '']);
    await expect.poll(() => focused(4)).toBe(true);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => focused(3)).toBe(true);
    await page.keyboard.press('Backspace');
    expect(await values()).toEqual(['1', '2', '', '']);
    await expect.poll(() => focused(2)).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => focused(3)).toBe(true);
    expect(await button(page, t.validate.submit).isDisabled()).toBe(true);

    // A paste takes the first four digits, wherever it lands.
    const code = await issuedCode('ABC123');
    await digit(page, 1).focus();
    await digit(page, 1).evaluate(
      (box, text) => {
        const data = new DataTransfer();
        data.setData('text/plain', text);
        box.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
        );
      },
      `${code.slice(0, 2)} ${code.slice(2)}xx`,
    );
    await expect.poll(values).toEqual(code.split(''));
    expect(await button(page, t.validate.submit).isDisabled()).toBe(false);
    await page.keyboard.press('Enter');
    await onPage(page, t.loggedIn.title);
  });
});
