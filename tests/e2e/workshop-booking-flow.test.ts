import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { useBrowser } from './support/browser-session.ts';
import { pageHydrated } from './support/hydration.ts';
import { fixtureUrl } from './support/sites.ts';

// The workshop booking end to end, as a car owner meets it: group-se's seeded booking page, the
// worker's /api/mechmate proxy and the partner sandbox behind it (its fixture plates are in the
// README). Nothing here answers a call itself; the sandbox's booking list is read through the
// fixture build's pass-through to check what was booked.

const session = useBrowser();
const bookingPath = '/service-och-verkstad/boka-bilverkstad';
const bookingPage = () => fixtureUrl('group-se', bookingPath);

interface StoredBooking {
  id: string;
  registrationNumber: string;
  timeSlot: string;
}

/** The sandbox's bookings of a plate, read from the page's origin. */
function bookingsOf(page: Page, plate: string): Promise<StoredBooking[]> {
  return page.evaluate(async (url) => {
    const res = await fetch(url);
    const body = (await res.json()) as { bookings?: StoredBooking[] } | StoredBooking[];
    return Array.isArray(body) ? body : (body.bookings ?? []);
  }, `/__fixtures/sandbox/mechmate/bookings?registrationNumber=${plate}`);
}

const island = (page: Page) => page.locator('[data-island="workshop-booking"]');
const plateField = (page: Page) =>
  page.getByRole('textbox', { name: 'Registreringsnummer', exact: true });
const continueButton = (page: Page) => page.getByRole('button', { name: 'Fortsätt', exact: true });
const audit = (page: Page) => axeViolations(page, '[data-island="workshop-booking"]');

async function openBooking(page: Page): Promise<void> {
  await page.goto(bookingPage());
  await pageHydrated(page);
}

/** Step 1: the plate and a place chosen from the suggestions. */
async function plateAndPlace(page: Page, plate: string, typed: string, place: string) {
  await plateField(page).fill(plate);
  await page.getByRole('combobox', { name: 'Ort' }).pressSequentially(typed);
  await page
    .getByRole('option', { name: new RegExp(`^${place}`) })
    .first()
    .click();
  await continueButton(page).click();
}

/** Step 2: one service of a category, then on. */
async function chooseService(page: Page, categoryName: string, service: string) {
  const toggle = page.getByRole('button', { name: categoryName, exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await page.getByLabel(service, { exact: true }).check();
  await continueButton(page).click();
}

/** Step 4: the open (else the first) workshop's times, and a free slot after `skip` others. */
async function firstFreeSlot(page: Page, skip = 0) {
  if ((await page.getByRole('button', { name: 'Stäng tider' }).count()) === 0)
    await page.getByRole('button', { name: 'Visa tillgängliga tider' }).first().click();
  const slot = page.locator('.slot-button:not([disabled])').nth(skip);
  const nextWeek = page.getByRole('button', { name: 'Nästa vecka' }).first();
  for (let week = 0; week < 8; week += 1) {
    // The week is loaded once its days show a slot or say there is none.
    await slot.or(page.getByText('Inga lediga tider').first()).first().waitFor();
    if ((await slot.count()) > 0) break;
    await nextWeek.click();
  }
  await slot.click();
}

async function fillContact(page: Page) {
  await page.getByLabel('Förnamn').fill('Anna');
  await page.getByLabel('Efternamn').fill('Svensson');
  await page.getByLabel('Telefon').fill('+46 70 123 45 67');
  await page.getByLabel('E-post').fill('anna.svensson@example.se');
}

describe('workshop booking, end to end against the sandbox', () => {
  it('books ABC123 in Göteborg from plate to confirmation on a desktop', async () => {
    const { page } = await session.open({ consent: true });
    await openBooking(page);
    expect(
      await page.getByRole('heading', { name: 'Boka service, däckbyte och verkstad' }).count(),
    ).toBe(1);
    await plateAndPlace(page, 'ABC123', 'Göteb', 'Göteborg');
    await expect
      .poll(() => page.getByText('Vi har auktoriserade Volvo-verkstäder').count())
      .toBe(1);
    // The service agreement: discounted prices and the note.
    await expect
      .poll(() =>
        page.getByText('Du har ett aktivt serviceavtal, rabatterade priser i rött gäller.').count(),
      )
      .toBeGreaterThan(0);
    expect(await audit(page)).toEqual([]);
    await chooseService(page, 'Service', 'Oljeservice');
    await page.getByRole('button', { name: 'Fortsätt utan tillval' }).click();
    await page.getByText('Bäst matchade anläggningar').waitFor();
    await page.getByRole('button', { name: 'Visa tillgängliga tider' }).first().waitFor();
    expect(await audit(page)).toEqual([]);
    await firstFreeSlot(page);
    await page.getByRole('button', { name: 'Ändra verkstad eller tid' }).waitFor();
    await fillContact(page);
    expect(await audit(page)).toEqual([]);
    const before = (await bookingsOf(page, 'ABC123')).length;
    await page.getByRole('button', { name: 'Boka service' }).click();
    await page.getByRole('heading', { name: 'Bokning bekräftad' }).waitFor();
    expect(await page.getByRole('link', { name: 'Vägbeskrivning' }).getAttribute('href')).toMatch(
      /^https:\/\/www\.google\.com\/maps\/search\//,
    );
    expect(await page.getByRole('button', { name: 'Ny bokning' }).count()).toBe(1);
    expect((await bookingsOf(page, 'ABC123')).length).toBe(before + 1);
    expect(await audit(page)).toEqual([]);
  });

  it('books on a 390 px phone with the summary sheet dragged open and closed', async () => {
    const { page } = await session.open({ consent: true, viewport: { width: 390, height: 844 } });
    await openBooking(page);
    await plateAndPlace(page, 'DEF456', 'Malm', 'Malmö');
    await chooseService(page, 'Service', 'Oljeservice');
    await page.getByRole('button', { name: 'Fortsätt utan tillval' }).click();

    const handle = page.getByRole('button', { name: /summering/i }).first();
    await handle.waitFor();
    const sheet = page.locator('.booking-summary__sheet').first();
    const heightOf = async () => (await sheet.boundingBox())?.height ?? 0;
    expect(await heightOf()).toBeLessThanOrEqual(80);
    // Dragged up by its handle it opens (80% of the viewport)...
    const box = (await handle.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y - 400, { steps: 8 });
    await page.mouse.up();
    await expect.poll(heightOf).toBeGreaterThan(844 * 0.7);
    expect(await page.getByText('1 valda tjänster').count()).toBeGreaterThan(0);
    expect(await audit(page)).toEqual([]);
    // ...and a drag down over 200 px closes it.
    const open = (await handle.boundingBox())!;
    await page.mouse.move(open.x + open.width / 2, open.y + open.height / 2);
    await page.mouse.down();
    await page.mouse.move(open.x + open.width / 2, open.y + 320, { steps: 8 });
    await page.mouse.up();
    await expect.poll(heightOf).toBeLessThanOrEqual(80);

    await firstFreeSlot(page);
    await fillContact(page);
    await page.getByRole('button', { name: 'Boka service' }).click();
    await page.getByRole('heading', { name: 'Bokning bekräftad' }).waitFor();
  });

  it('sends an unsupported brand to its own booking link and skips the add-ons when there are none', async () => {
    const { page } = await session.open({ consent: true });
    await openBooking(page);
    await plateAndPlace(page, 'BMW123', 'Göteb', 'Göteborg');
    await expect
      .poll(() =>
        island(page)
          .getByText(
            'Du bokar din service, däckbyte och verkstad för BMW via länken högst upp på sidan.',
          )
          .count(),
      )
      .toBe(1);
    expect(await page.getByText('Steg 2/4').count()).toBe(0);

    await plateField(page).fill('NOADD1');
    await continueButton(page).click();
    await chooseService(page, 'Service', 'Oljeservice');
    // No add-ons: straight to the workshops, still counted of four.
    await page.getByText('Bäst matchade anläggningar').waitFor();
    expect(await page.getByText('Steg 4/4').count()).toBe(1);
    expect(await page.getByText('Välj tillval').count()).toBe(0);
  });

  it('says when the services cannot be fetched, and when no workshop is near (Kiruna)', async () => {
    const watched = await session.open({ consent: true });
    const { page } = watched;
    watched.expectProblems(/status of 502/);
    await openBooking(page);
    await plateAndPlace(page, 'SRVERR', 'Göteb', 'Göteborg');
    await expect
      .poll(() => page.getByText('Något gick fel, vänligen försök igen senare.').count())
      .toBeGreaterThan(0);

    await page
      .getByRole('button', { name: /^Ändra/ })
      .first()
      .click();
    await plateField(page).fill('DEF456');
    await page.getByRole('button', { name: 'Ändra', exact: true }).click();
    await page.getByRole('combobox', { name: 'Ort' }).pressSequentially('Kirun');
    await page
      .getByRole('option', { name: /^Kiruna/ })
      .first()
      .click();
    await continueButton(page).click();
    await chooseService(page, 'Service', 'Oljeservice');
    await page.getByRole('button', { name: 'Fortsätt utan tillval' }).click();
    await expect
      .poll(() => page.getByText('Vi kan ej hitta några anläggningar som passar dig').count())
      .toBe(1);
  });

  it('ends a broken workshop stream with its message, never a hang', async () => {
    const { page } = await session.open({ consent: true });
    await openBooking(page);
    await plateAndPlace(page, 'STRERR', 'Göteb', 'Göteborg');
    await chooseService(page, 'Service', 'Oljeservice');
    await page.getByRole('button', { name: 'Fortsätt utan tillval' }).click();
    await expect
      .poll(() => page.locator('.workshop-list').getByText('Något gick fel').count())
      .toBeGreaterThan(0);
    // The site that came before the garbage stays listed.
    expect(await page.getByRole('button', { name: 'Visa tillgängliga tider' }).count()).toBe(1);
  });

  it('shows the partner’s message when the slot was just taken, and books once on a double click', async () => {
    const watched = await session.open({ consent: true });
    const { page } = watched;
    watched.expectProblems(/status of 409/);
    await openBooking(page);
    await plateAndPlace(page, 'DEF456', 'Göteb', 'Göteborg');
    await chooseService(page, 'Service', 'Oljeservice');
    await page.getByRole('button', { name: 'Fortsätt utan tillval' }).click();
    await firstFreeSlot(page);
    await fillContact(page);
    // Someone else takes the slot meanwhile: the same slot booked straight at the partner.
    const stored = await page.evaluate(() => sessionStorage.getItem('workshop-booking'));
    const slot = JSON.parse(stored!).state.bookingInfo.slot as {
      site: { departmentId: string };
      timeSlot: string;
    };
    const taken = await page.evaluate(
      async ([departmentId, timeSlot]) => {
        const res = await fetch('/api/mechmate/book', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
          body: JSON.stringify({
            customer: {
              firstName: 'Bo',
              lastName: 'Ek',
              phone: '0701234567',
              email: 'bo.ek@example.se',
            },
            freeText: '',
            departmentId,
            timeSlot,
            isFullDay: false,
            registrationNumber: 'DEF456',
            mileage: 1,
            serviceOfferingRequests: [{ kobraId: 'oilservice', unitsSelected: 1, userInput: null }],
          }),
        });
        return res.status;
      },
      [slot.site.departmentId, slot.timeSlot] as const,
    );
    expect(taken).toBe(200);
    await page.getByRole('button', { name: 'Boka service' }).click();
    await expect
      .poll(() => page.getByText('Tiden är tyvärr inte längre ledig. Välj en annan tid.').count())
      .toBe(1);
    expect(await page.getByRole('button', { name: 'Boka service' }).isDisabled()).toBe(false);

    // Another slot, and a double click: one booking.
    // The calendar still offers the taken slot (it was free when it loaded): take the next one.
    await page.getByRole('button', { name: 'Ändra verkstad eller tid' }).click();
    await firstFreeSlot(page, 1);
    await fillContact(page);
    const before = (await bookingsOf(page, 'DEF456')).length;
    await page.getByRole('button', { name: 'Boka service' }).dblclick();
    await page.getByRole('heading', { name: 'Bokning bekräftad' }).waitFor();
    expect((await bookingsOf(page, 'DEF456')).length).toBe(before + 1);
  });

  it('keeps the booking over a reload in the middle, and reopens an earlier step', async () => {
    const { page } = await session.open({ consent: true });
    await openBooking(page);
    await plateAndPlace(page, 'ABC123', 'Upps', 'Uppsala');
    await chooseService(page, 'Service', 'Oljeservice');
    await page.getByText('Steg 3/4').waitFor();
    await page.reload();
    await pageHydrated(page);
    await page.getByText('Steg 3/4').waitFor();
    expect(await page.getByText('1 valda tjänster').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Ändra: Välj en eller flera tjänster' }).click();
    await expect.poll(() => page.getByLabel('Oljeservice', { exact: true }).isChecked()).toBe(true);
  });
});
