import { type Dispatch, useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import {
  type BookingAction,
  type BookingState,
  bookingReducer,
  initialBookingState,
} from './booking-state.ts';
import { readStoredBooking, writeStoredBooking } from './booking-storage.ts';

/**
 * The booking's state, kept in session storage. The server and the hydrating render show step 0
 * (the server cannot read the tab's storage, and hydration must match its markup); the stored
 * booking is applied in a layout effect right after hydration, before the browser paints again, so
 * the jump from the landing step to the restored one is a single frame. `onRestore` hears the
 * restored booking (analytics must not report its steps again). Every later change is written back.
 */
export function useStoredBooking(
  onRestore: (state: BookingState) => void,
): [BookingState, Dispatch<BookingAction>] {
  const [state, dispatch] = useReducer(bookingReducer, initialBookingState);
  const written = useRef(false);

  useLayoutEffect(() => {
    const stored = readStoredBooking(sessionStorage);
    if (!stored) return;
    onRestore(stored);
    dispatch({ type: 'restore', state: stored });
    // Once, at hydration: the stored booking is read back only then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    // The first run sees the server's state 0, not a change: writing it would wipe what is stored.
    if (!written.current) {
      written.current = true;
      return;
    }
    writeStoredBooking(sessionStorage, state);
  }, [state]);

  return [state, dispatch];
}
