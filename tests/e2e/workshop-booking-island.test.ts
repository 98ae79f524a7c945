import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  type BookingState,
  initialBookingState,
  selectedServiceOf,
} from '#client/booking/booking-state.ts';
import { bookingStorageKey, bookingStorageVersion } from '#client/booking/booking-storage.ts';
import type { OfferingCategory } from '#client/contracts/mechmate.ts';
import { category, goteborg, offering, site, volvo } from '#tests/support/booking-fixtures.ts';
import { axeViolations } from './support/axe.ts';
import { useBrowser } from './support/browser-session.ts';
import { pageHydrated } from './support/hydration.ts';
import { fixtureUrl } from './support/sites.ts';

// The booking island on its fixture page (tests/e2e/fixtures/workshop-booking-fixture.tsx), its
// /api/mechmate calls answered here: steps 1 to 3, the contact form and the confirmation of the
// flow helper's part. The place and workshop parts are other helpers': a test that needs a place
// or a slot starts from a booking in session storage, as a reload in the middle of a booking does.

const session = useBrowser();
const bookingPage = () => fixtureUrl('group-se', '/__fixtures/workshop-booking');

const services: OfferingCategory[] = [category('Service', [offering()])];
const addons: OfferingCategory[] = [
  category(
    'Biltvätt',
    [
      offering({ code: 'wash', name: 'Utvändig tvätt', price: 295 }),
      offering({ code: 'full', name: 'Helrekond', price: 1995 }),
    ],
    'single',
  ),
];

const json = (route: Route, body: unknown, status = 200) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

/** Answers the island's calls as the worker's proxy would (the services and add-ons as given). */
async function answerBookingCalls(
  page: Page,
  options: { services?: OfferingCategory[]; addons?: OfferingCategory[] } = {},
) {
  await page.route('**/api/mechmate/**', (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/api/mechmate/car/ABC123') return json(route, volvo);
    if (path === '/api/mechmate/car/BMW123')
      return json(route, {
        ...volvo,
        registrationNumber: 'BMW123',
        brand: 'BMW',
        isSupported: false,
      });
    if (path === '/api/mechmate/car/ERR999')
      return json(route, { error: 'Registreringsnumret hittades inte', issues: [] }, 400);
    if (path.startsWith('/api/mechmate/authorized-workshop/'))
      return json(route, { hasBrand: true });
    if (path.startsWith('/api/mechmate/services/'))
      return json(route, { serviceOfferingCategories: options.services ?? services });
    if (path.startsWith('/api/mechmate/addons/'))
      return json(route, { serviceOfferingCategories: options.addons ?? addons });
    // The workshop step (its own tests: booking-workshop-step.test.ts) gets one workshop.
    if (path === '/api/mechmate/departments/closestAvailable')
      return route.fulfill({
        status: 200,
        contentType: 'text/event-stream',
        body: `data: ${JSON.stringify(site)}\n\n`,
      });
    if (path.startsWith('/api/mechmate/timeslots/')) return json(route, []);
    return json(route, { error: 'not in this test', issues: [] }, 404);
  });
}

/** A booking as a tab keeps it: opens the page, stores it, and reloads. */
async function startFrom(page: Page, state: Partial<BookingState>) {
  await page.goto(bookingPage());
  await pageHydrated(page);
  const entry = JSON.stringify({
    version: bookingStorageVersion,
    state: { ...initialBookingState, ...state },
  });
  await page.evaluate(
    ([key, value]) => sessionStorage.setItem(key!, value!),
    [bookingStorageKey, entry],
  );
  await page.reload();
  await pageHydrated(page);
}

const atPlace = { location: goteborg, lat: goteborg.latitude, lng: goteborg.longitude };
const oil = selectedServiceOf(offering(), 'Service', 'service');
const withSlot: Partial<BookingState> = {
  ...atPlace,
  bookingState: 4,
  displayState: 3,
  plate: 'ABC123',
  car: volvo,
  region: goteborg.region,
  services: { oil },
  bookingInfo: { addons: false, slot: { site, timeSlot: '2026-12-01T10:30:00', isFullDay: false } },
};

/** WCAG 2.2 AA problems inside the island. */
const audit = (page: Page) => axeViolations(page, '[data-island="workshop-booking"]');
const plateField = (page: Page) =>
  page.getByRole('textbox', { name: 'Registreringsnummer', exact: true });
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

describe('the workshop booking island', () => {
  it('upper-cases the plate as typed, at most 6, and waits for plate and place', async () => {
    const { page } = await session.open({ consent: true });
    await page.goto(bookingPage());
    await pageHydrated(page);
    await expect
      .poll(() => page.locator('.booking-step__heading').allTextContents())
      .toEqual(['Steg 1/4 Registreringsnummer och plats']);
    const plate = plateField(page);
    await plate.pressSequentially('abc-1234');
    expect(await plate.inputValue()).toBe('ABC123');
    expect(await page.getByRole('button', { name: 'Fortsätt' }).isDisabled()).toBe(true);
    expect(await audit(page)).toEqual([]);
  });

  it('keeps a plate typed before hydration beside the place a stored booking brings back', async () => {
    const { page } = await session.open({ consent: true });
    await startFrom(page, atPlace);
    // Hold the island's chunk until the visitor has typed, as on a slow phone.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/workshop-booking\.island[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    await plateField(page).pressSequentially('abc123');
    release();
    await pageHydrated(page);
    await expect.poll(() => plateField(page).inputValue()).toBe('ABC123');
    expect(await page.getByRole('button', { name: 'Fortsätt' }).isDisabled()).toBe(false);
  });

  it('names the brand’s own booking link for an unsupported car, and a failed lookup’s message', async () => {
    const watched = await session.open({ consent: true });
    const { page } = watched;
    watched.expectProblems(/status of 400/);
    await answerBookingCalls(page);
    await startFrom(page, atPlace);
    const plate = plateField(page);
    await plate.fill('BMW123');
    await page.getByRole('button', { name: 'Fortsätt' }).click();
    await expect
      .poll(() => page.locator('.booking-vehicle [role=alert]').textContent())
      .toBe('Du bokar din service, däckbyte och verkstad för BMW via länken högst upp på sidan.');
    await plate.fill('ERR999');
    await page.getByRole('button', { name: 'Fortsätt' }).click();
    await expect
      .poll(() => page.locator('.booking-vehicle [role=alert]').textContent())
      .toBe('Registreringsnumret hittades inte');
    expect(await page.getByText('Steg 2/4').count()).toBe(0);
  });

  it('goes from the car to its services and add-ons, keeps the booking over a reload, and reopens a step', async () => {
    const { page } = await session.open({ consent: true });
    await answerBookingCalls(page);
    await startFrom(page, atPlace);
    await plateField(page).fill('ABC123');
    await page.getByRole('button', { name: 'Fortsätt' }).click();
    await expect.poll(() => focusedText(page)).toBe('Steg 2/4 Välj en eller flera tjänster');
    await expect
      .poll(() => page.getByText('Vi har auktoriserade Volvo-verkstäder').count())
      .toBe(1);

    const cont = page.getByRole('button', { name: 'Fortsätt', exact: true });
    expect(await cont.isDisabled()).toBe(true);
    await page.getByLabel('Oljebyte').check();
    expect(await audit(page)).toEqual([]);
    await cont.click();
    await expect.poll(() => focusedText(page)).toBe('Steg 3/4 Välj tillval');
    const without = page.getByRole('button', { name: 'Fortsätt utan tillval' });
    await page.getByLabel('Helrekond').check();
    expect(await without.isDisabled()).toBe(true);
    await page.getByLabel('Utvändig tvätt').check();
    expect(await page.getByLabel('Helrekond').isChecked()).toBe(false);

    await page.reload();
    await pageHydrated(page);
    await expect.poll(() => page.getByLabel('Utvändig tvätt').isChecked()).toBe(true);
    expect(await page.getByText('1 valda tjänster').count()).toBe(1);
    expect(await audit(page)).toEqual([]);

    await page.getByRole('button', { name: 'Ändra: Registreringsnummer och plats' }).click();
    await expect.poll(() => focusedText(page)).toBe('Steg 1/4 Registreringsnummer och plats');
    expect(await plateField(page).inputValue()).toBe('ABC123');
  });

  it('asks for a message and the mileage, and a cleared one deselects its service', async () => {
    const { page } = await session.open({ consent: true });
    await answerBookingCalls(page, {
      services: [
        category('Service', [
          offering({ code: 'originalservice', name: 'Originalservice' }),
          offering({ code: 'fault', name: 'Felsökning', allowUserInput: true }),
        ]),
      ],
    });
    await startFrom(page, {
      ...atPlace,
      bookingState: 1,
      displayState: 1,
      plate: 'ABC123',
      car: volvo,
    });
    const cont = page.getByRole('button', { name: 'Fortsätt', exact: true });
    await page.getByLabel('Felsökning').check();
    expect(await page.getByText('Ange meddelande').count()).toBe(1);
    expect(await cont.isDisabled()).toBe(true);
    const message = page.getByLabel('Meddelande');
    await message.fill('Det gnisslar');
    expect(await page.getByText('12/80').count()).toBe(1);
    expect(await cont.isDisabled()).toBe(false);

    await page.getByLabel('Originalservice').check();
    expect(await page.getByText('Ange miltal').count()).toBe(1);
    expect(await cont.isDisabled()).toBe(true);
    const mileage = page.getByLabel('Miltal');
    expect(await mileage.getAttribute('min')).toBe('0');
    await mileage.fill('7300');
    expect(await cont.isDisabled()).toBe(false);

    await message.fill('');
    await message.blur();
    await expect.poll(() => page.getByLabel('Felsökning').isChecked()).toBe(false);
    await mileage.fill('');
    await mileage.blur();
    await expect.poll(() => page.getByLabel('Originalservice').isChecked()).toBe(false);
  });

  it('skips the add-on step when there are none, the workshop step staying 4 of 4', async () => {
    const { page } = await session.open({ consent: true });
    await answerBookingCalls(page, { addons: [] });
    await startFrom(page, {
      ...atPlace,
      bookingState: 1,
      displayState: 1,
      plate: 'ABC123',
      car: volvo,
    });
    await page.getByLabel('Oljebyte').check();
    await page.getByRole('button', { name: 'Fortsätt', exact: true }).click();
    await expect
      .poll(() => focusedText(page))
      .toBe('Steg 4/4 Välj en verkstad och tid som passar dig');
    expect(await page.getByText('Steg 3/4').count()).toBe(0);
  });

  it('checks the contact details, shows a refused booking’s message, and retries a failed one under its key', async () => {
    const watched = await session.open({ consent: 'v1:statistics=1|marketing=0' });
    const { page } = watched;
    watched.expectProblems(/status of 409/, /status of 502/);
    const keys: string[] = [];
    // Statistics allowed loads the tag manager: answered here, so nothing leaves the machine.
    await page.route('https://www.googletagmanager.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/javascript', body: '' }),
    );
    await answerBookingCalls(page);
    // Taken, then the partner fails, then it books.
    const answers: [number, unknown][] = [
      [409, { error: 'Tiden är tyvärr redan bokad', issues: [] }],
      [502, { error: 'Bokningen kunde inte göras just nu', issues: [] }],
      [200, { id: 'MM-42' }],
    ];
    await page.route('**/api/mechmate/book', (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      const [status, body] = answers[keys.length - 1]!;
      return json(route, body, status);
    });
    await startFrom(page, withSlot);

    const book = page.getByRole('button', { name: 'Boka service' });
    await book.click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('firstName');
    expect(await page.getByText('Fyll i fältet').count()).toBe(4);
    expect(await audit(page)).toEqual([]);
    await page.getByLabel('Förnamn').fill('Anna');
    await page.getByLabel('Efternamn').fill('Svensson');
    await page.getByLabel('Telefon').fill('070-123');
    await page.getByLabel('E-post').fill('anna@example.se');
    await book.click();
    await expect
      .poll(() => page.getByText('Ange ett telefonnummer med 6 till 20 siffror').count())
      .toBe(1);
    await page.getByLabel('Telefon').fill('070 123 45 67');
    await book.click();
    await expect.poll(() => page.getByText('Tiden är tyvärr redan bokad').count()).toBe(1);
    expect(await book.isDisabled()).toBe(false);
    await book.click();
    await expect.poll(() => page.getByText('Bokningen kunde inte göras just nu').count()).toBe(1);
    await book.click();

    await expect.poll(() => focusedText(page)).toBe('Bokning bekräftad');
    // The refused attempt booked nothing: a new key. The failed one may have: the same key again.
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBe(keys[1]);
    const directions = page.getByRole('link', { name: 'Vägbeskrivning' });
    expect(await directions.getAttribute('href')).toContain('/@57.7,11.97,15z');
    expect(await directions.getAttribute('target')).toBe('_blank');
    expect(await audit(page)).toEqual([]);
    const purchases = await page.evaluate(() =>
      ((window as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter(
        (entry) => entry.event === 'purchase',
      ),
    );
    expect(purchases).toEqual([
      expect.objectContaining({
        ecommerce: expect.objectContaining({
          transaction_id: 'MM-42',
          currency: 'SEK',
          value: 1495,
        }),
      }),
    ]);
  });

  it('starts afresh from a corrupt stored booking', async () => {
    const { page } = await session.open({ consent: true });
    await page.goto(bookingPage());
    await page.evaluate(
      (key) => sessionStorage.setItem(key, '{"version":1,"state":'),
      bookingStorageKey,
    );
    await page.reload();
    await pageHydrated(page);
    expect(await page.getByText('Steg 1/4').count()).toBe(1);
    expect(await page.getByText('Steg 2/4').count()).toBe(0);
  });
});
