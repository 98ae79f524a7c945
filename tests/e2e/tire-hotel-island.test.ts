import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  type TireHotelPage,
  type TireHotelSession,
  tireHotelStorageKey,
  tireHotelStorageVersion,
} from '#client/tire-hotel/tire-hotel-storage.ts';
import { codeSent, customer, sessions, validated } from '#tests/support/tire-hotel-session.ts';
import { axeViolations } from './support/axe.ts';
import { useBrowser } from './support/browser-session.ts';
import { pageHydrated } from './support/hydration.ts';
import { fixtureUrl } from './support/sites.ts';

// The tire hotel island on its fixture page (tests/e2e/fixtures/tire-hotel-fixture.tsx), its
// /api/tirehotel calls answered here as the worker's proxy answers them: the flow helper's part
// (Search, Login, Validate, the footer, logout, the jump, a reload, a 401). The whole flow
// against the sandbox is tests/e2e/tire-hotel-flow.test.ts.

const session = useBrowser();
const islandPage = (query = '') => fixtureUrl('group-se', `/__fixtures/tire-hotel${query}`);

const json = (route: Route, body: unknown, status = 200) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
const refusal = (route: Route, status: number, error: string) =>
  json(route, { error, issues: [] }, status);

const wrongCode = 'Felaktig kod. Försök igen.';
const limit = 'För många försök. Försök igen kl. 14:05.';

/** Answers the island's calls as the worker would; the calls made are in `calls`. */
async function answerTireHotelCalls(
  page: Page,
  answers: { login?: (route: Route) => Promise<void> } = {},
) {
  const calls: string[] = [];
  await page.route('**/api/tirehotel/**', (route) => {
    const url = new URL(route.request().url());
    calls.push(`${route.request().method()} ${url.pathname}${url.search}`);
    const regNo = url.searchParams.get('regNo');
    switch (url.pathname) {
      case '/api/tirehotel/authorization/search':
        if (regNo === 'ABC123') return json(route, customer);
        if (regNo === 'NOP000') return refusal(route, 404, 'no agreement');
        if (regNo === 'LIM999') return refusal(route, 429, limit);
        return refusal(route, 502, 'the partner did not answer');
      case '/api/tirehotel/authorization/login':
        return answers.login ? answers.login(route) : json(route, codeSent);
      case '/api/tirehotel/authorization/validate':
        if (url.searchParams.get('otpToken') === '4821') return json(route, validated);
        return refusal(route, 401, wrongCode);
      case '/api/tirehotel/authorization/logout':
        return route.fulfill({ status: 204 });
      // The Booking page asks for its free days as it opens (a reload on it too).
      case '/api/tirehotel/booking/GetTimeslotDays':
        return json(route, { availableDates: [] });
      default:
        return refusal(route, 404, 'not in this test');
    }
  });
  return calls;
}

/** A tab's stored flow: opens the page, stores it, and reloads. */
async function startFrom(page: Page, shown: TireHotelPage, stored: TireHotelSession) {
  await page.goto(islandPage());
  await pageHydrated(page);
  const entry = JSON.stringify({ version: tireHotelStorageVersion, page: shown, session: stored });
  await page.evaluate(
    ([key, value]) => sessionStorage.setItem(key!, value!),
    [tireHotelStorageKey, entry],
  );
  await page.reload();
  await pageHydrated(page);
}

const island = (page: Page) => page.locator('[data-island="tire-hotel"]');
const shownPage = (page: Page) => island(page).locator('.tire-hotel').getAttribute('data-page');
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');
const focusedLabel = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
const alertText = (page: Page) => island(page).locator('[role=alert]').textContent();
const audit = (page: Page) => axeViolations(page, '[data-island="tire-hotel"]');
const plateField = (page: Page) => page.getByRole('textbox', { name: 'Registreringsnummer' });
const box = (page: Page, n: number) => page.getByRole('textbox', { name: `Siffra ${n} av 4` });
const boxValues = (page: Page) => Promise.all([1, 2, 3, 4].map((n) => box(page, n).inputValue()));
const stored = (page: Page) =>
  page.evaluate((key) => sessionStorage.getItem(key), tireHotelStorageKey);

describe('the tire hotel island', () => {
  it('takes the plate from the page’s regNo, normalised, and Fortsätt from two characters', async () => {
    const { page } = await session.open({ consent: true });
    await page.goto(islandPage('?regNo=abc%20123'));
    await pageHydrated(page);
    await expect.poll(() => plateField(page).inputValue()).toBe('ABC123');
    const plate = plateField(page);
    const submit = page.getByRole('button', { name: 'Fortsätt' });
    await plate.fill('');
    await plate.pressSequentially('a');
    expect(await submit.isDisabled()).toBe(true);
    await plate.pressSequentially('b c1234');
    expect(await plate.inputValue()).toBe('ABC1234');
    expect(await submit.isDisabled()).toBe(false);
    expect(await audit(page)).toEqual([]);
  });

  it('keeps a plate typed before hydration', async () => {
    const { page } = await session.open({ consent: true });
    // Hold the island's chunk until the visitor has typed, as on a slow phone.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/tire-hotel\.island[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(islandPage(), { waitUntil: 'domcontentloaded' });
    await plateField(page).pressSequentially('def456');
    release();
    await pageHydrated(page);
    await expect.poll(() => plateField(page).inputValue()).toBe('DEF456');
    expect(await page.getByRole('button', { name: 'Fortsätt' }).isDisabled()).toBe(false);
  });

  it('says there is no agreement with the service link, a limit’s time, or that it failed', async () => {
    const watched = await session.open({ consent: true });
    const { page } = watched;
    watched.expectProblems(/status of 404/, /status of 429/, /status of 502/);
    await answerTireHotelCalls(page);
    await page.goto(islandPage());
    await pageHydrated(page);
    const plate = plateField(page);
    await plate.fill('NOP000');
    await plate.press('Enter');
    await expect
      .poll(() => alertText(page))
      .toBe('Vi hittar inget däckhotellsavtal för detta registreringsnummer. Boka service');
    expect(
      await island(page).getByRole('link', { name: 'Boka service' }).getAttribute('href'),
    ).toBe('/service-och-verkstad/boka-bilverkstad');
    expect(await audit(page)).toEqual([]);
    await plate.fill('LIM999');
    await plate.press('Enter');
    await expect.poll(() => alertText(page)).toBe(limit);
    await plate.fill('XYZ999');
    await plate.press('Enter');
    await expect.poll(() => alertText(page)).toBe('Något gick fel, var god och försök senare.');
    expect(await shownPage(page)).toBe('search');
  });

  it('goes from the plate to the code and the vehicle, the focus on each page’s heading', async () => {
    const watched = await session.open({ consent: true });
    const { page } = watched;
    watched.expectProblems(/status of 401/);
    const calls = await answerTireHotelCalls(page);
    await page.goto(islandPage());
    await pageHydrated(page);
    expect(await island(page).getByRole('button', { name: 'Logga ut' }).count()).toBe(0);
    await plateField(page).fill('abc123');
    await plateField(page).press('Enter');
    await expect.poll(() => focusedText(page)).toBe('Logga in med engångskod');
    expect(await island(page).textContent()).toContain('070-*** **67');
    expect(await audit(page)).toEqual([]);

    await page.getByRole('button', { name: 'Skicka kod' }).click();
    await expect.poll(() => focusedText(page)).toBe('Ange koden');
    expect(calls).toContain(
      `POST /api/tirehotel/authorization/login?encryptedPhoneNumber=${encodeURIComponent(customer.encryptedPhoneNumber)}&regNo=ABC123`,
    );
    expect(await island(page).getByRole('button', { name: 'Logga ut' }).count()).toBe(1);
    expect(
      await island(page).getByRole('group', { name: 'Engångskod, fyra siffror' }).count(),
    ).toBe(1);

    const verify = page.getByRole('button', { name: 'Verifiera kod' });
    await box(page, 1).click();
    await page.keyboard.type('1x11');
    expect(await boxValues(page)).toEqual(['1', '1', '1', '']);
    expect(await verify.isDisabled()).toBe(true);
    await page.keyboard.type('1');
    expect(await verify.isDisabled()).toBe(false);
    await page.keyboard.press('Enter');
    await expect.poll(() => alertText(page)).toBe(wrongCode);
    expect(await boxValues(page)).toEqual(['', '', '', '']);
    expect(await focusedLabel(page)).toBe('Siffra 1 av 4');
    expect(await box(page, 1).getAttribute('aria-describedby')).toBeTruthy();
    expect(await audit(page)).toEqual([]);

    // Editing clears the message; arrows move, Backspace clears and moves back.
    await page.keyboard.type('48');
    expect(await alertText(page)).toBe('');
    await page.keyboard.press('ArrowLeft');
    expect(await focusedLabel(page)).toBe('Siffra 2 av 4');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Backspace');
    expect(await focusedLabel(page)).toBe('Siffra 2 av 4');
    expect(await boxValues(page)).toEqual(['4', '', '', '']);
    await page.keyboard.press('Backspace');
    expect(await boxValues(page)).toEqual(['', '', '', '']);

    // A paste takes the first four digits, wherever it lands.
    await box(page, 3).evaluate((element) => {
      const data = new DataTransfer();
      data.setData('text/plain', 'Din kod: 4821 (gäller 5 min)');
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
    });
    expect(await boxValues(page)).toEqual(['4', '8', '2', '1']);
    await verify.click();
    await expect.poll(() => focusedText(page)).toBe('Ditt fordon');
    expect(await stored(page)).not.toMatch(/token/i);
  });

  it('shows the worker’s message when the code cannot be sent, and Search after a 401', async () => {
    const watched = await session.open({ consent: true });
    const { page } = watched;
    watched.expectProblems(/status of 429/, /status of 401/);
    let answer = (route: Route) => refusal(route, 429, limit);
    await answerTireHotelCalls(page, { login: (route) => answer(route) });
    await startFrom(page, 'login', sessions.found);
    await page.getByRole('button', { name: 'Skicka kod' }).click();
    await expect.poll(() => alertText(page)).toBe(limit);
    expect(await shownPage(page)).toBe('login');

    answer = (route) => refusal(route, 401, 'session ended');
    await page.getByRole('button', { name: 'Skicka kod' }).click();
    await expect.poll(() => shownPage(page)).toBe('search');
    expect(await alertText(page)).toBe(
      'Din inloggning har gått ut. Ange registreringsnumret igen.',
    );
    expect(await focusedText(page)).toBe('Ange ditt registreringsnummer');
    expect(await stored(page)).toBeNull();
  });

  it('shows the same page after a reload on each page, LoggedIn for a logged-in session', async () => {
    const { page } = await session.open({ consent: true });
    await answerTireHotelCalls(page);
    const reloads: [TireHotelPage, TireHotelSession, TireHotelPage][] = [
      ['search', sessions.found, 'search'],
      ['login', sessions.found, 'login'],
      ['validate', sessions.codeSent, 'validate'],
      ['loggedIn', sessions.loggedIn, 'loggedIn'],
      ['booking', sessions.loggedIn, 'booking'],
      ['confirmation', sessions.booked, 'confirmation'],
      // The jump (spec 2.5): a validated session never shows Search, Login or Validate.
      ['validate', sessions.loggedIn, 'loggedIn'],
      ['search', sessions.loggedIn, 'loggedIn'],
    ];
    for (const [shown, storedSession, expected] of reloads) {
      await startFrom(page, shown, storedSession);
      expect(await shownPage(page), `${shown} reloaded`).toBe(expected);
    }
    // The page a reload restores does not take the focus from where the browser put it.
    expect(await focusedText(page)).not.toBe('Ditt fordon');
  });

  it('logs out from the footer: the worker’s session ends, nothing stays in the tab', async () => {
    const { page } = await session.open({ consent: true });
    const calls = await answerTireHotelCalls(page);
    await startFrom(page, 'loggedIn', sessions.loggedIn);
    await island(page).getByRole('button', { name: 'Logga ut' }).click();
    await expect.poll(() => shownPage(page)).toBe('search');
    expect(calls).toEqual(['POST /api/tirehotel/authorization/logout']);
    expect(await stored(page)).toBeNull();
    expect(await focusedText(page)).toBe('Ange ditt registreringsnummer');
    expect(await island(page).getByRole('button', { name: 'Logga ut' }).count()).toBe(0);
    await page.reload();
    await pageHydrated(page);
    expect(await shownPage(page)).toBe('search');
  });

  it('keeps the four boxes in one row on a 390 px phone', async () => {
    const { page } = await session.open({ consent: true, viewport: { width: 390, height: 844 } });
    await startFrom(page, 'validate', sessions.codeSent);
    const tops = await Promise.all(
      [1, 2, 3, 4].map(async (n) => (await box(page, n).boundingBox())!.y),
    );
    expect(new Set(tops).size).toBe(1);
    expect(await audit(page)).toEqual([]);
  });
});
