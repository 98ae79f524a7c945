import { describe, expect, it } from 'vitest';
import type { WorkshopSite } from '#client/contracts/mechmate.ts';
import {
  initialWorkshopList,
  workshopCursor,
  type WorkshopListAction,
  workshopListReducer,
  type WorkshopListState,
} from '#client/booking/workshop-list-state.ts';
import { workshopListKey } from '#client/booking/use-workshop-list.ts';

const site = (departmentId: string): WorkshopSite => ({
  departmentId,
  siteId: departmentId,
  siteName: `Verkstad ${departmentId}`,
  address: '',
  latitude: 59.3,
  longitude: 18.1,
  brands: [],
  firstTimeSlot: null,
});

const sites = (...ids: string[]): WorkshopListAction[] =>
  ids.map((id) => ({ type: 'site', site: site(id) }));

const run = (actions: WorkshopListAction[], state: WorkshopListState = initialWorkshopList) =>
  actions.reduce(workshopListReducer, state);

const start = (more = false): WorkshopListAction => ({ type: 'start', key: 'k', more });

describe('the workshop list', () => {
  it('lists each site as it arrives while the first batch loads', () => {
    const state = run([start(), ...sites('a', 'b')]);
    expect(state.status).toBe('loading');
    expect(state.sites.map((s) => s.departmentId)).toEqual(['a', 'b']);
  });

  it('offers more after a full batch of 5 closed, continuing after the last site', () => {
    const state = run([start(), ...sites('a', 'b', 'c', 'd', 'e'), { type: 'closed' }]);
    expect(state).toMatchObject({ status: 'ready', canLoadMore: true });
    expect(workshopCursor(state)).toBe('e');
    const more = run([start(true), ...sites('f')], state);
    expect(more.status).toBe('loadingMore');
    expect(more.sites).toHaveLength(6);
  });

  it('ends cleanly when a batch is cut before 5 sites without a final message', () => {
    const state = run([start(), ...sites('a', 'b'), { type: 'closed' }]);
    expect(state).toMatchObject({ status: 'ready', canLoadMore: false });
  });

  it('says no sites when the first batch has none', () => {
    expect(run([start(), { type: 'nosites' }, { type: 'closed' }])).toMatchObject({
      status: 'nosites',
      canLoadMore: false,
    });
    expect(run([start(), { type: 'closed' }]).status).toBe('nosites');
  });

  it('keeps the listed sites, without the no-sites message, when more finds none', () => {
    const full = run([start(), ...sites('a', 'b', 'c', 'd', 'e'), { type: 'closed' }]);
    const state = run([start(true), { type: 'nosites' }, { type: 'closed' }], full);
    expect(state).toMatchObject({ status: 'ready', canLoadMore: false });
    expect(state.sites).toHaveLength(5);
  });

  it('shows the error and offers no more after a stream error, keeping what was listed', () => {
    const state = run([
      start(),
      ...sites('a'),
      { type: 'error', message: 'x' },
      { type: 'closed' },
    ]);
    expect(state).toMatchObject({ status: 'error', canLoadMore: false });
    expect(state.sites).toHaveLength(1);
  });

  it('starts empty for a new query, and never lists a site twice', () => {
    const full = run([start(), ...sites('a', 'b', 'c', 'd', 'e'), { type: 'closed' }]);
    expect(run([{ type: 'start', key: 'other', more: false }], full)).toEqual({
      ...initialWorkshopList,
      key: 'other',
    });
    expect(run([start(true), ...sites('e', 'f')], full).sites).toHaveLength(6);
  });

  it('ignores events after the batch ended', () => {
    const ended = run([start(), ...sites('a'), { type: 'closed' }]);
    expect(run(sites('late'), ended)).toBe(ended);
  });
});

describe('the list key', () => {
  const query = {
    regNo: 'ABC123',
    serviceOfferings: ['b', 'a'],
    latitude: 59.3,
    longitude: 18.1,
    sort: 'nearest' as const,
  };

  it('changes with the services or the sort, not with their order', () => {
    const key = workshopListKey(query);
    expect(workshopListKey({ ...query, serviceOfferings: ['a', 'b'] })).toBe(key);
    expect(workshopListKey({ ...query, serviceOfferings: ['a'] })).not.toBe(key);
    expect(workshopListKey({ ...query, sort: 'firstAvailable' })).not.toBe(key);
  });
});
