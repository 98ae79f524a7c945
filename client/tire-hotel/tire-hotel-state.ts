import type {
  CodeSent,
  TireBookingConfirmation,
  TireHotelCustomer,
  TireHotelValidated,
} from '../contracts/tire-hotel.ts';
import {
  emptyTireHotelSession,
  type StoredTireHotel,
  type TireHotelPage,
} from './tire-hotel-storage.ts';

// Which page of the tire hotel shows (booking spec 2.5, 4.3), as one reducer: each page's success
// moves on and stores what the next page shows; logout and an ended session start again at
// Search. The pure rules here are what the flow root (tire-hotel-flow.tsx) renders from.

export interface TireHotelState extends StoredTireHotel {
  /** Search's note that the session ran out (a 401); gone with the next step. */
  sessionExpired: boolean;
}

export type TireHotelAction =
  | { type: 'restore'; stored: StoredTireHotel }
  | { type: 'found'; customer: TireHotelCustomer }
  | { type: 'codeSent'; codeSent: CodeSent }
  | { type: 'validated'; validated: TireHotelValidated }
  /** Validate's 'Skicka en ny kod': back to Login. */
  | { type: 'newCode' }
  | { type: 'book' }
  | { type: 'back' }
  | { type: 'booked'; confirmation: TireBookingConfirmation }
  | { type: 'loggedOut' }
  | { type: 'sessionEnded' };

export const initialTireHotelState: TireHotelState = {
  page: 'search',
  session: emptyTireHotelSession,
  sessionExpired: false,
};

/** Spec 4.3: status 0 is a logged-in session; only the first vehicle is used (spec 3.4). */
export function isLoggedIn(session: StoredTireHotel['session']): boolean {
  return session.validated?.status === 0 && session.validated.vehicles.length > 0;
}

const beforeLogin: ReadonlySet<TireHotelPage> = new Set(['search', 'login', 'validate']);

/**
 * The page a session can show: the spec's jump (a logged-in session on Search, Login or Validate
 * shows LoggedIn), and a page whose data is missing (a stored entry from another tab's state, or
 * a half-written one) falls back to the last page the session can show.
 */
export function pageFor(page: TireHotelPage, session: StoredTireHotel['session']): TireHotelPage {
  const loggedIn = isLoggedIn(session);
  if (loggedIn && beforeLogin.has(page)) return 'loggedIn';
  switch (page) {
    case 'confirmation':
      if (session.confirmation) return page;
      return loggedIn ? 'loggedIn' : 'search';
    case 'loggedIn':
    case 'booking':
      return loggedIn ? page : 'search';
    case 'validate':
      if (session.customer && session.codeSent) return page;
      return session.customer ? 'login' : 'search';
    case 'login':
      return session.customer ? page : 'search';
    case 'search':
      return page;
  }
}

function show(state: TireHotelState, page: TireHotelPage, session = state.session): TireHotelState {
  return { page: pageFor(page, session), session, sessionExpired: false };
}

export function tireHotelReducer(state: TireHotelState, action: TireHotelAction): TireHotelState {
  switch (action.type) {
    case 'restore':
      return show(state, action.stored.page, action.stored.session);
    case 'found':
      // Another plate is another customer: nothing of the one before stays.
      return show(state, 'login', { ...emptyTireHotelSession, customer: action.customer });
    case 'codeSent':
      return show(state, 'validate', { ...state.session, codeSent: action.codeSent });
    case 'validated':
      return show(state, 'loggedIn', { ...state.session, validated: action.validated });
    case 'newCode':
      return show(state, 'login', { ...state.session, codeSent: null });
    case 'book':
      return show(state, 'booking');
    case 'back':
      return show(state, 'loggedIn');
    case 'booked':
      return show(state, 'confirmation', { ...state.session, confirmation: action.confirmation });
    case 'loggedOut':
      return initialTireHotelState;
    case 'sessionEnded':
      return { ...initialTireHotelState, sessionExpired: true };
  }
}
