import { describe, expect, it } from 'vitest';
import {
  initialTireHotelState,
  pageFor,
  type TireHotelAction,
  type TireHotelState,
  tireHotelReducer,
} from '#client/tire-hotel/tire-hotel-state.ts';
import type { TireHotelPage } from '#client/tire-hotel/tire-hotel-storage.ts';
import {
  codeSent,
  confirmation,
  customer,
  sessions,
  validated,
} from '#tests/support/tire-hotel-session.ts';

const run = (...actions: TireHotelAction[]): TireHotelState =>
  actions.reduce(tireHotelReducer, initialTireHotelState);

const restored = (page: TireHotelPage, session: TireHotelState['session']) =>
  run({ type: 'restore', stored: { page, session } }).page;

describe('the tire hotel pages', () => {
  it('go Search, Login, Validate, LoggedIn, Booking, Confirmation as each call succeeds', () => {
    const steps: [TireHotelAction, TireHotelPage][] = [
      [{ type: 'found', customer }, 'login'],
      [{ type: 'codeSent', codeSent }, 'validate'],
      [{ type: 'validated', validated }, 'loggedIn'],
      [{ type: 'book' }, 'booking'],
      [{ type: 'back' }, 'loggedIn'],
      [{ type: 'book' }, 'booking'],
      [{ type: 'booked', confirmation }, 'confirmation'],
    ];
    let state = initialTireHotelState;
    for (const [action, page] of steps) {
      state = tireHotelReducer(state, action);
      expect(state.page).toBe(page);
    }
    expect(state.session).toEqual(sessions.booked);
  });

  it('jump to LoggedIn from Search, Login or Validate with a logged-in session (status 0)', () => {
    for (const page of ['search', 'login', 'validate'] as const) {
      expect(pageFor(page, sessions.loggedIn)).toBe('loggedIn');
      expect(restored(page, sessions.loggedIn)).toBe('loggedIn');
    }
    const notLoggedIn = { ...sessions.loggedIn, validated: { ...validated, status: 1 } };
    expect(restored('validate', notLoggedIn)).toBe('validate');
  });

  it('come back on a reload as the page that was shown', () => {
    expect(restored('search', sessions.found)).toBe('search');
    expect(restored('login', sessions.found)).toBe('login');
    expect(restored('validate', sessions.codeSent)).toBe('validate');
    expect(restored('loggedIn', sessions.loggedIn)).toBe('loggedIn');
    expect(restored('booking', sessions.loggedIn)).toBe('booking');
    expect(restored('confirmation', sessions.booked)).toBe('confirmation');
  });

  it('fall back to the last page a stored session can show when its data is missing', () => {
    expect(restored('login', initialTireHotelState.session)).toBe('search');
    expect(restored('validate', sessions.found)).toBe('login');
    expect(restored('booking', sessions.codeSent)).toBe('search');
    expect(restored('confirmation', sessions.loggedIn)).toBe('loggedIn');
  });

  it('start again at Search with nothing kept on logout', () => {
    const state = run(
      { type: 'restore', stored: { page: 'confirmation', session: sessions.booked } },
      { type: 'loggedOut' },
    );
    expect(state).toEqual(initialTireHotelState);
  });

  it('show Search saying the session ran out after a 401, until the next search', () => {
    const ended = run(
      { type: 'restore', stored: { page: 'booking', session: sessions.loggedIn } },
      { type: 'sessionEnded' },
    );
    expect(ended).toEqual({ ...initialTireHotelState, sessionExpired: true });
    expect(tireHotelReducer(ended, { type: 'found', customer }).sessionExpired).toBe(false);
  });

  it('forget the code and the vehicle of another plate when a new one is found', () => {
    const state = run(
      { type: 'restore', stored: { page: 'validate', session: sessions.codeSent } },
      { type: 'newCode' },
    );
    expect(state.page).toBe('login');
    expect(state.session.codeSent).toBeNull();
    const other = { ...customer, regNo: 'DEF456' };
    expect(tireHotelReducer(state, { type: 'found', customer: other }).session).toEqual({
      ...sessions.found,
      customer: other,
    });
  });
});
