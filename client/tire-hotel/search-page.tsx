import { type FormEvent, useEffect, useId, useState } from 'react';
import type { TireHotelCustomer } from '../contracts/tire-hotel.ts';
import { searchRoute } from '../contracts/tire-hotel.route.ts';
import { normalisePlate, plateMaxLength, plateMinLength } from '../contracts/tire-hotel-rules.ts';
import { ApiCallError, callApi } from '../lib/api-call.ts';
import { superseded, useLatestCall } from '../lib/latest-call.ts';
import { BusyButton } from './busy-button.tsx';
import type { TireHotelTexts } from './tire-hotel.texts.ts';

/** The plate as typed (spec 5.4): spaces removed, upper case, at most 7 characters. */
export function plateAsTyped(value: string): string {
  return normalisePlate(value).slice(0, plateMaxLength);
}

type Problem = { kind: 'noAgreement' } | { kind: 'message'; text: string } | null;

/** Spec 8.3: a 404 is no agreement; a limit (429) says when to try again; anything else failed. */
function problemOf(error: unknown, texts: TireHotelTexts['search']): Problem {
  if (!(error instanceof ApiCallError)) return { kind: 'message', text: texts.failed };
  if (error.status === 404) return { kind: 'noAgreement' };
  if (error.status === 429 && error.apiMessage) return { kind: 'message', text: error.apiMessage };
  return { kind: 'message', text: texts.failed };
}

/**
 * Search (booking spec 2.5): the plate in a real form, so Enter submits; 'Fortsätt' from two
 * characters. An agreement moves on to Login with its customer; the messages of spec 8.3 show in a
 * live region, the 404's with the link to book a service.
 */
export function SearchPage({
  initialPlate,
  texts,
  serviceBookingUrl,
  sessionExpired,
  onFound,
}: {
  /** The page's `regNo` query, read after hydration (pages are cached whatever the query). */
  initialPlate: string;
  texts: TireHotelTexts['search'];
  serviceBookingUrl: string;
  /** A 401 sent the visitor here: say why. */
  sessionExpired: boolean;
  onFound: (customer: TireHotelCustomer) => void;
}) {
  const [plate, setPlate] = useState(() => plateAsTyped(initialPlate));
  const [searching, setSearching] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);
  const latest = useLatestCall();
  const inputId = useId();
  const messageId = useId();

  // The query arrives after hydration; an empty one leaves what the visitor typed.
  useEffect(() => {
    if (initialPlate) setPlate(plateAsTyped(initialPlate));
  }, [initialPlate]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (plate.length < plateMinLength || searching) return;
    setSearching(true);
    setProblem(null);
    try {
      const customer = await latest.run((signal) => callApi(searchRoute, { regNo: plate }, signal));
      if (customer === superseded) return;
      onFound(customer);
    } catch (error) {
      console.info('tire hotel: search failed', String(error));
      setProblem(problemOf(error, texts));
    } finally {
      setSearching(false);
    }
  };

  const message =
    problem?.kind === 'noAgreement' ? (
      <>
        {texts.noAgreement} <a href={serviceBookingUrl}>{texts.bookServiceLink}</a>
      </>
    ) : problem?.kind === 'message' ? (
      problem.text
    ) : sessionExpired ? (
      texts.sessionExpired
    ) : null;

  return (
    <form className="tire-hotel-form" onSubmit={submit} aria-busy={searching}>
      <h2 className="tire-hotel-page__title" tabIndex={-1}>
        {texts.title}
      </h2>
      <div className="tire-hotel-field">
        <label htmlFor={inputId}>{texts.label}</label>
        <input
          id={inputId}
          name="regNo"
          className="field-control tire-hotel-field__plate"
          value={plate}
          onChange={(event) => {
            setPlate(plateAsTyped(event.currentTarget.value));
            setProblem(null);
          }}
          maxLength={plateMaxLength}
          placeholder={texts.placeholder}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          aria-describedby={message ? messageId : undefined}
        />
      </div>
      <BusyButton
        label={texts.submit}
        busyLabel={texts.searching}
        busy={searching}
        disabled={plate.length < plateMinLength}
      />
      <p id={messageId} className="tire-hotel-message" role="alert">
        {message}
      </p>
    </form>
  );
}
