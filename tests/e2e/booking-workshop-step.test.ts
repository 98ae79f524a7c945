import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays, localDate, longDay, mondayOf, weekdayIndex } from '#client/lib/calendar-dates.ts';
import { bookingTexts } from '#client/booking/booking.texts.ts';
import type { TimeSlotDay, WorkshopSite } from '#client/contracts/mechmate.ts';
import { axeViolations } from './support/axe.ts';
import { useBrowser } from './support/browser-session.ts';
import { islandHydrated } from './support/hydration.ts';
import { fixtureUrl } from './support/sites.ts';

// Step 4 of the workshop booking on its own fixture page (tests/e2e/fixtures/
// workshop-step-fixture.tsx), in Chromium. The test answers the step's two calls itself, the
// stream and the time slots, so it runs without the booking partner and can hold an answer back.

const session = useBrowser();
const texts = bookingTexts.sv.workshop;
const today = localDate(new Date());

const sites: WorkshopSite[] = Array.from({ length: 8 }, (_, i) => ({
  departmentId: `dep-${i + 1}`,
  siteId: `site-${i + 1}`,
  siteName: `Verkstad ${i + 1}`,
  address: `Verkstadsgatan ${i + 1}, Stockholm`,
  latitude: 59.3293 + (i + 1) * 0.01,
  longitude: 18.0686,
  brands: ['Volvo', 'Kia'],
  firstTimeSlot: `${addDays(today, 1)}T08:00:00`,
}));

const message = (value: unknown) => `data: ${JSON.stringify(value)}\n\n`;

/** What the stream answers: 5 sites a batch after the cursor, or one of the ways it ends badly. */
type StreamMode = 'sites' | 'nosites' | 'error' | 'garbage' | 'cut';

function streamBody(url: URL, mode: StreamMode): string {
  if (mode === 'nosites') return ': heartbeat\n\n' + message({ nosites: true });
  if (mode === 'error') return message(sites[0]) + message({ error: 'partner failed' });
  if (mode === 'garbage') return message(sites[0]) + 'data: {not json\n\n';
  if (mode === 'cut') return message(sites[0]) + message(sites[1]) + 'data: {"departmentId":"d';
  const cursor = url.searchParams.get('cursor');
  const from = cursor ? sites.findIndex((site) => site.departmentId === cursor) + 1 : 0;
  return (
    ': heartbeat\n\n' +
    sites
      .slice(from, from + 5)
      .map(message)
      .join('')
  );
}

/** Weekdays have three times, Wednesdays a full day too, Saturdays none, Sundays are left out. */
function slotDays(from: string): TimeSlotDay[] {
  return Array.from({ length: 28 }, (_, i) => addDays(from, i))
    .filter((date) => weekdayIndex(date) !== 6)
    .map((date) => ({
      date,
      availableSlots: weekdayIndex(date) < 5 ? ['08:00', '10:30', '13:00'] : [],
      allDaySlotAvailable: weekdayIndex(date) === 2,
    }));
}

interface Partner {
  streams: URL[];
  slotDates: string[];
  /** Holds the next stream answer back until the returned function is called. */
  holdStream(): () => void;
}

async function openStep(page: Page, mode: StreamMode = 'sites'): Promise<Partner> {
  const streams: URL[] = [];
  const slotDates: string[] = [];
  let hold: Promise<void> | null = null;
  await page.route('**/api/mechmate/departments/closestAvailable?*', async (route: Route) => {
    const url = new URL(route.request().url());
    streams.push(url);
    if (hold) await hold;
    await route.fulfill({
      status: 200,
      headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-store' },
      body: streamBody(url, mode),
    });
  });
  await page.route('**/api/mechmate/timeslots/from/**', async (route: Route) => {
    const url = new URL(route.request().url());
    const date = /\/(\d{4}-\d{2}-\d{2})T00:00:00\/$/.exec(url.pathname)?.[1] ?? '';
    expect(url.searchParams.get('serviceOfferings')).toBe('oil');
    slotDates.push(date);
    await route.fulfill({ status: 200, json: slotDays(date) });
  });
  const partner: Partner = {
    streams,
    slotDates,
    holdStream() {
      let release!: () => void;
      hold = new Promise((resolve) => (release = resolve));
      return () => {
        hold = null;
        release();
      };
    },
  };
  return partner;
}

async function load(page: Page): Promise<void> {
  await page.goto(fixtureUrl('group-se', '/__fixtures/workshop-step'));
  await islandHydrated(page, 'workshop-step');
}

const cards = (page: Page) => page.locator('.workshop-card');
const calendarOf = (page: Page, name: string) =>
  page.getByRole('group', { name: `Lediga tider hos ${name}` });

describe('step 4: the workshop list', () => {
  it('holds 5 skeletons until the sites come, then lists them with distance and first time', async () => {
    const { page } = await session.open();
    const partner = await openStep(page);
    const release = partner.holdStream();
    await load(page);
    await expect.poll(() => page.locator('.workshop-skeleton').count()).toBe(5);
    release();
    await expect.poll(() => cards(page).count()).toBe(5);
    expect(await page.locator('.workshop-skeleton').count()).toBe(0);
    const stream = partner.streams[0]!;
    expect(Object.fromEntries(stream.searchParams)).toEqual({
      regNo: 'ABC123',
      serviceOfferings: 'oil',
      latitude: '59.3293',
      longitude: '18.0686',
      sort: 'nearest',
    });
    const first = await cards(page).first().innerText();
    expect(first).toContain('Verkstad 1');
    expect(first).toContain('Verkstadsgatan 1, Stockholm');
    expect(first).toMatch(/1,1 km/);
    expect(first).toContain('Första lediga tid:');
    expect(first).toContain('Märken: Volvo, Kia');
  });

  it("continues after the last site with 'Hämta fler', and restarts sorted by first free time", async () => {
    const { page } = await session.open();
    const partner = await openStep(page);
    await load(page);
    await expect.poll(() => cards(page).count()).toBe(5);
    await page.getByRole('button', { name: texts.more }).click();
    await expect.poll(() => cards(page).count()).toBe(8);
    expect(partner.streams[1]?.searchParams.get('cursor')).toBe('dep-5');
    // A batch under 5 is the last one.
    expect(await page.getByRole('button', { name: texts.more }).count()).toBe(0);

    await page.getByLabel(texts.sortLabel).selectOption('firstAvailable');
    await expect.poll(() => partner.streams.length).toBe(3);
    expect(partner.streams[2]?.searchParams.get('sort')).toBe('firstAvailable');
    expect(partner.streams[2]?.searchParams.has('cursor')).toBe(false);
    await expect.poll(() => cards(page).count()).toBe(5);
  });

  it('starts the list afresh when the selected services change', async () => {
    const { page } = await session.open();
    const partner = await openStep(page);
    await load(page);
    await expect.poll(() => cards(page).count()).toBe(5);
    await page.getByRole('button', { name: 'Toggle brakes' }).click();
    await expect.poll(() => partner.streams.length).toBe(2);
    expect(partner.streams[1]?.searchParams.get('serviceOfferings')).toBe('brakes,oil');
    await expect.poll(() => cards(page).count()).toBe(5);
  });

  it('says so, with the support e-mail, when no workshop suits the visitor', async () => {
    const { page } = await session.open();
    await openStep(page, 'nosites');
    await load(page);
    const status = page.getByRole('status').filter({ hasText: texts.noSites });
    await status.waitFor();
    expect(
      await status.getByRole('link', { name: 'verkstad@example.se' }).getAttribute('href'),
    ).toBe('mailto:verkstad@example.se');
    expect(await cards(page).count()).toBe(0);
  });

  for (const mode of ['error', 'garbage'] as const) {
    it(`shows the error and keeps the site already listed when the stream sends ${mode}`, async () => {
      const { page } = await session.open();
      await openStep(page, mode);
      const logged = page.waitForEvent(
        'console',
        (entry) => entry.type() === 'info' && entry.text().startsWith('no workshop available'),
      );
      await load(page);
      await page.getByRole('status').filter({ hasText: texts.streamError }).waitFor();
      await logged;
      expect(await cards(page).count()).toBe(1);
      expect(await page.locator('.workshop-skeleton').count()).toBe(0);
    });
  }

  it('ends the list cleanly when the stream is cut before 5 sites', async () => {
    const { page } = await session.open();
    await openStep(page, 'cut');
    await load(page);
    await expect.poll(() => page.locator('.workshop-skeleton').count()).toBe(0);
    expect(await cards(page).count()).toBe(2);
    expect(await page.getByRole('button', { name: texts.more }).count()).toBe(0);
    expect(await page.getByText(texts.streamError).count()).toBe(0);
  });
});

describe('step 4: the week calendar', () => {
  const nextMonday = addDays(mondayOf(today), 7);
  const slotName = (date: string, time: string) => `${longDay(date, texts)} kl. ${time}`;

  /** Opens the step, then workshop `index`'s times at next week (every day of it bookable). */
  async function nextWeekOf(page: Page, index: number) {
    await openStep(page);
    await load(page);
    await cards(page).nth(index).getByRole('button', { name: texts.showTimes }).click();
    const calendar = calendarOf(page, `Verkstad ${index + 1}`);
    await calendar.getByRole('button', { name: texts.nextWeek }).click();
    await calendar.getByRole('button', { name: slotName(nextMonday, '08:00') }).waitFor();
    return calendar;
  }

  it('shows the week from Monday, loads 4 more weeks near the end, and books by keyboard', async () => {
    const { page } = await session.open();
    const partner = await openStep(page);
    await load(page);
    const toggle = cards(page).first().getByRole('button', { name: texts.showTimes });
    await toggle.click();
    expect(
      await cards(page)
        .first()
        .getByRole('button', { name: texts.hideTimes })
        .getAttribute('aria-expanded'),
    ).toBe('true');
    const calendar = calendarOf(page, 'Verkstad 1');
    await calendar.waitFor();
    expect(await calendar.getByRole('button', { name: texts.previousWeek }).isDisabled()).toBe(
      true,
    );
    const days = calendar.locator('.calendar-day');
    expect(await days.count()).toBe(7);
    expect(await days.first().innerText()).toMatch(/^mån /);
    // Days before today offer nothing.
    const past = weekdayIndex(today);
    expect(await calendar.locator('.calendar-day--past').count()).toBe(past);
    await expect.poll(() => partner.slotDates).toEqual([today]);

    await calendar.getByRole('button', { name: texts.nextWeek }).click();
    await calendar.getByText(new RegExp(`Vecka \\d+ ${Number(nextMonday.slice(8))}`)).waitFor();
    const wednesday = addDays(nextMonday, 2);
    await calendar.getByRole('button', { name: `${longDay(wednesday, texts)}, Heldag` }).waitFor();
    expect(await calendar.getByText(texts.fullDayNote).count()).toBe(1);
    expect(await days.nth(5).innerText()).toContain(texts.noSlots);
    expect(await days.nth(6).innerText()).toContain(texts.noSlots);
    expect(partner.slotDates).toHaveLength(1);

    // Within a week of the 4 loaded weeks' end, the next 4 are asked for.
    await calendar.getByRole('button', { name: texts.nextWeek }).click();
    await calendar.getByRole('button', { name: texts.nextWeek }).click();
    await expect.poll(() => partner.slotDates).toEqual([today, addDays(today, 28)]);
    for (let i = 0; i < 2; i++)
      await calendar.getByRole('button', { name: texts.previousWeek }).click();

    // Slots are buttons in order: Tab moves from one time to the next, Enter picks it.
    await calendar.getByRole('button', { name: slotName(nextMonday, '08:00') }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      slotName(nextMonday, '10:30'),
    );
    await page.keyboard.press('Enter');
    expect(await page.getByTestId('chosen').innerText()).toBe(`dep-1 ${nextMonday}T10:30:00 false`);
    const summary = page.getByRole('region', { name: texts.chosenSlot });
    expect(await summary.innerText()).toContain(slotName(nextMonday, '10:30'));
    expect(await cards(page).count()).toBe(0);

    // Back to the list as it was: no new stream, the keyboard at the list's heading.
    await summary.getByRole('button', { name: texts.changeSlot }).click();
    await calendarOf(page, 'Verkstad 1').waitFor();
    expect(partner.streams).toHaveLength(1);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(texts.listHeading);
  });

  it('books a full day at 08:00', async () => {
    const { page } = await session.open();
    const calendar = await nextWeekOf(page, 1);
    const wednesday = addDays(nextMonday, 2);
    await calendar.getByRole('button', { name: `${longDay(wednesday, texts)}, Heldag` }).click();
    expect(await page.getByTestId('chosen').innerText()).toBe(`dep-2 ${wednesday}T08:00:00 true`);
    const summary = await page.getByRole('region', { name: texts.chosenSlot }).innerText();
    expect(summary).toContain(`${longDay(wednesday, texts)}, Heldag`);
    expect(summary).toContain(texts.fullDayNote);
  });

  it('stacks the days on a 390 px phone, with nothing wider than the screen', async () => {
    const { page } = await session.open({ viewport: { width: 390, height: 844 } });
    const calendar = await nextWeekOf(page, 0);
    const boxes = await calendar
      .locator('.calendar-day')
      .evaluateAll((days) => days.map((day) => day.getBoundingClientRect().toJSON() as DOMRect));
    expect(new Set(boxes.map((box) => Math.round(box.x))).size).toBe(1);
    for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.y).toBeGreaterThan(boxes[i - 1]!.y);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });

  it('has no WCAG 2.2 AA violation with a calendar open, nor with a slot chosen', async () => {
    const { page } = await session.open();
    const calendar = await nextWeekOf(page, 0);
    expect(await axeViolations(page, '.workshop-fixture')).toEqual([]);
    await calendar.getByRole('button', { name: slotName(nextMonday, '08:00') }).click();
    await page.getByRole('region', { name: texts.chosenSlot }).waitFor();
    expect(await axeViolations(page, '.workshop-fixture')).toEqual([]);
  });
});
