import { createStore } from 'jotai/vanilla';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompareCar } from '#client/compare/compare-list.ts';
import { clearCompareAtom, compareAtom, toggleCompareAtom } from '#client/compare/compare-state.ts';
import { memoryStorage } from '#tests/support/memory-storage.ts';

const card = (id: string): CompareCar => ({
  car_id: id,
  slug: `car-${id}`,
  car_brand: 'Kia',
  car_model: 'EV6',
  car_year: 2024,
  car_mileage_text: '120 mil',
  car_fuel: 'El',
  car_price_text: '459 900 kr',
  car_has_campaign_price: false,
});

let storage: Storage;
let requests: unknown[];
beforeEach(() => {
  storage = memoryStorage();
  requests = [];
  vi.stubGlobal('sessionStorage', storage);
});
afterEach(() => vi.unstubAllGlobals());

function answerWith(
  respond: (body: { filters: Array<{ values: string[] }> }) => Response | Promise<Response>,
) {
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body));
    requests.push(body);
    return respond(body);
  });
}

describe('compare state', () => {
  it('adds a car with its detailed record from the search and keeps it in session storage', async () => {
    answerWith(({ filters }) =>
      Response.json({
        content: [
          { ...card(filters[0]!.values[0]!), car_gearbox: 'Automat', car_equipment: ['Värmepump'] },
        ],
        facet: [],
        total_items: 1,
      }),
    );
    const store = createStore();
    await store.set(toggleCompareAtom, card('11'));
    expect(requests[0]).toMatchObject({
      index: 'cars',
      filters: [{ name: 'car_id', values: ['11'] }],
      limit: 1,
    });
    expect(store.get(compareAtom)).toEqual([
      { ...card('11'), car_gearbox: 'Automat', car_equipment: ['Värmepump'] },
    ]);
    expect(JSON.parse(storage.getItem('compare')!)).toEqual(store.get(compareAtom));
  });

  it('keeps the given car when the detailed record cannot be fetched', async () => {
    answerWith(() => new Response('down', { status: 502 }));
    const store = createStore();
    await store.set(toggleCompareAtom, card('12'));
    answerWith(() => Promise.reject(new TypeError('offline')));
    await store.set(toggleCompareAtom, card('13'));
    expect(store.get(compareAtom)).toEqual([card('12'), card('13')]);
  });

  it('removes a car that is already selected without fetching, and clears everything', async () => {
    answerWith(({ filters }) =>
      Response.json({ content: [card(filters[0]!.values[0]!)], facet: [], total_items: 1 }),
    );
    const store = createStore();
    await store.set(toggleCompareAtom, card('1'));
    await store.set(toggleCompareAtom, card('2'));
    await store.set(toggleCompareAtom, card('1'));
    expect(requests).toHaveLength(2);
    expect(store.get(compareAtom).map((car) => car.car_id)).toEqual(['2']);
    store.set(clearCompareAtom);
    expect(store.get(compareAtom)).toEqual([]);
    expect(storage.getItem('compare')).toBe('[]');
  });

  it('does not bring back a car removed while its record was on the way', async () => {
    let release: (response: Response) => void = () => {};
    answerWith(() => new Promise<Response>((resolve) => (release = resolve)));
    const store = createStore();
    const adding = store.set(toggleCompareAtom, card('5'));
    expect(store.get(compareAtom).map((car) => car.car_id)).toEqual(['5']);
    await store.set(toggleCompareAtom, card('5'));
    release(Response.json({ content: [card('5')], facet: [], total_items: 1 }));
    await adding;
    expect(store.get(compareAtom)).toEqual([]);
  });

  it('starts from the stored selection once mounted', () => {
    storage.setItem('compare', JSON.stringify([card('7')]));
    const store = createStore();
    expect(store.get(compareAtom)).toEqual([]);
    const unsubscribe = store.sub(compareAtom, () => {});
    expect(store.get(compareAtom)).toEqual([card('7')]);
    unsubscribe();
  });
});
