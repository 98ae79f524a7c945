import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { logoutRoute } from '../contracts/tire-hotel.route.ts';
import type { TireHotelProps } from '../islands/tire-hotel.props.ts';
import { callApi } from '../lib/api-call.ts';
import { BookingPage } from './booking-page.tsx';
import { ConfirmationPage } from './confirmation-page.tsx';
import { LoggedInPage } from './logged-in-page.tsx';
import { LoginPage } from './login-page.tsx';
import { SearchPage } from './search-page.tsx';
import { TireHotelFooter } from './tire-hotel-footer.tsx';
import {
  initialTireHotelState,
  type TireHotelAction,
  type TireHotelState,
  tireHotelReducer,
} from './tire-hotel-state.ts';
import {
  clearStoredTireHotel,
  readStoredTireHotel,
  writeStoredTireHotel,
} from './tire-hotel-storage.ts';
import { ValidatePage } from './validate-page.tsx';

/**
 * The state in session storage. The server and the hydrating render show Search (the server
 * cannot read the tab's storage, and hydration must match its markup); the stored page comes back
 * in a layout effect right after hydration, before the next paint. Every later change is written
 * back; the start state (after a logout, or an ended session) leaves nothing stored.
 */
function useStoredTireHotel(): [TireHotelState, (action: TireHotelAction) => void] {
  const [state, dispatch] = useReducer(tireHotelReducer, initialTireHotelState);
  const written = useRef(false);

  useLayoutEffect(() => {
    const stored = readStoredTireHotel(sessionStorage);
    if (stored) dispatch({ type: 'restore', stored });
  }, []);

  const { page, session } = state;
  useEffect(() => {
    // The first run sees the server's Search, not a change: writing it would wipe what is stored.
    if (!written.current) {
      written.current = true;
      return;
    }
    if (page === 'search' && !session.customer) clearStoredTireHotel(sessionStorage);
    else writeStoredTireHotel(sessionStorage, { page, session });
  }, [page, session]);

  return [state, dispatch];
}

/** The page's `regNo` query (spec 2.5), read in the browser: cached pages do not vary on it. */
function useQueryPlate(): string {
  const [plate, setPlate] = useState('');
  useLayoutEffect(
    () => setPlate(new URLSearchParams(window.location.search).get('regNo') ?? ''),
    [],
  );
  return plate;
}

/** Moves the focus to the heading of the page now shown (keyboard and screen-reader users). */
function focusHeading(root: HTMLElement | null): void {
  const heading = root?.querySelector<HTMLElement>('h2, h3');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
}

/**
 * The tire hotel's root (booking spec 2.5, 4.3): which page shows, from the one reducer and the
 * tab's session storage, so a reload shows the same page; a logged-in session never shows
 * Search, Login or Validate (the reducer's jump). Logout (the footer's 'Logga ut', 'Boka för en
 * annan bil') ends the worker's session and clears the tab's; a 401 of any call means the
 * worker's session ran out: Search, saying so. What the visitor does moves the focus to the new
 * page's heading; a page restored after a reload does not take the focus.
 */
export function TireHotelFlow({
  texts,
  supportEmail,
  serviceBookingUrl,
  contactUrl,
  packageInfoUrl,
  startPageUrl,
}: TireHotelProps) {
  const [state, dispatch] = useStoredTireHotel();
  const queryPlate = useQueryPlate();
  const pageRoot = useRef<HTMLDivElement>(null);
  const focusOnChange = useRef(false);
  const loggingOut = useRef(false);

  const act = useCallback(
    (action: TireHotelAction) => {
      focusOnChange.current = true;
      dispatch(action);
    },
    [dispatch],
  );

  useEffect(() => {
    if (!focusOnChange.current) return;
    focusOnChange.current = false;
    focusHeading(pageRoot.current);
  }, [state.page, state.sessionExpired]);

  const logout = async () => {
    if (loggingOut.current) return;
    loggingOut.current = true;
    try {
      await callApi(logoutRoute, undefined);
    } catch (error) {
      // The cookie runs out on its own (30 minutes idle); the tab forgets the visitor anyway.
      console.info('tire hotel: logout failed', String(error));
    } finally {
      loggingOut.current = false;
    }
    act({ type: 'loggedOut' });
  };
  const sessionEnded = () => act({ type: 'sessionEnded' });

  const { page, session } = state;
  const vehicle = session.validated?.vehicles[0];

  const shown = () => {
    switch (page) {
      case 'search':
        return (
          <SearchPage
            initialPlate={queryPlate}
            texts={texts.search}
            serviceBookingUrl={serviceBookingUrl}
            sessionExpired={state.sessionExpired}
            onFound={(customer) => act({ type: 'found', customer })}
          />
        );
      case 'login':
        return session.customer ? (
          <LoginPage
            customer={session.customer}
            texts={texts.login}
            contactUrl={contactUrl}
            onCodeSent={(codeSent) => act({ type: 'codeSent', codeSent })}
            onSessionEnded={sessionEnded}
          />
        ) : null;
      case 'validate':
        return session.customer && session.codeSent ? (
          <ValidatePage
            customer={session.customer}
            codeSent={session.codeSent}
            texts={texts.validate}
            onValidated={(validated) => act({ type: 'validated', validated })}
            onNewCode={() => act({ type: 'newCode' })}
          />
        ) : null;
      case 'loggedIn':
        return vehicle ? (
          <LoggedInPage
            vehicle={vehicle}
            texts={texts.loggedIn}
            packageInfoUrl={packageInfoUrl}
            onBook={() => act({ type: 'book' })}
            onAnotherCar={logout}
          />
        ) : null;
      case 'booking':
        return vehicle ? (
          <BookingPage
            vehicle={vehicle}
            texts={texts.booking}
            onBack={() => act({ type: 'back' })}
            onBooked={(confirmation) => act({ type: 'booked', confirmation })}
            onSessionEnded={sessionEnded}
          />
        ) : null;
      case 'confirmation':
        return session.confirmation ? (
          <ConfirmationPage
            confirmation={session.confirmation}
            texts={texts.confirmation}
            ratingTexts={texts.rating}
            startPageUrl={startPageUrl}
            onAnotherCar={logout}
          />
        ) : null;
    }
  };

  return (
    <div className="tire-hotel" data-page={page}>
      <div className="tire-hotel__page" ref={pageRoot}>
        {shown()}
      </div>
      <TireHotelFooter
        texts={texts.footer}
        supportEmail={supportEmail}
        loggedIn={session.codeSent !== null || session.validated !== null}
        onLogout={logout}
      />
    </div>
  );
}
