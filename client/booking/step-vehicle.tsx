import { type ChangeEvent, type FormEvent, useEffect, useId, useState } from 'react';
import { carLookupRoute } from '../contracts/mechmate.route.ts';
import { ApiCallError, callApi } from '../lib/api-call.ts';
import { fill } from '../lib/fill.ts';
import { superseded, useLatestCall } from '../lib/latest-call.ts';
import { Spinner } from '../ui/spinner.tsx';
import type { BookingTexts } from './booking.texts.ts';
import type { BookingAction, BookingState, ChosenPlace } from './booking-state.ts';
import { PlaceField } from './place-field.tsx';

/** Spec 5.1 and 9.1: a plate is at most 6 characters, upper-cased as typed. */
export const plateMaxLength = 6;

/** What the visitor typed as a plate: letters A to Z and digits only, upper case, at most 6. */
export function plateAsTyped(value: string): string {
  return value
    .replace(/[^a-z0-9]/gi, '')
    .toUpperCase()
    .slice(0, plateMaxLength);
}

type Lookup =
  | { phase: 'idle' }
  | { phase: 'looking' }
  | { phase: 'unsupported'; brand: string }
  | { phase: 'failed'; message: string };

/**
 * Step 1 (spec 2.1, 4.1, 8.1): the plate and the place. 'Fortsätt' looks the car up: a supported car
 * moves the booking on (carFound: a changed plate or place starts the choices afresh), an
 * unsupported brand names the brand's own booking link, a failed lookup shows the answer's message.
 */
export function StepVehicle({
  state,
  dispatch,
  texts,
  continueText,
}: {
  state: BookingState;
  dispatch: (action: BookingAction) => void;
  texts: BookingTexts['vehicle'];
  continueText: string;
}) {
  const [plate, setPlate] = useState(state.plate);
  const [place, setPlace] = useState<ChosenPlace | null>(state.location);
  const [lookup, setLookup] = useState<Lookup>({ phase: 'idle' });
  const latest = useLatestCall();
  const plateId = useId();
  const placeId = useId();
  const messageId = useId();

  // A booking restored from storage after hydration brings its plate and place into the form.
  useEffect(() => setPlate(state.plate), [state.plate]);
  useEffect(() => setPlace(state.location), [state.location]);

  const changePlate = (event: ChangeEvent<HTMLInputElement>) => {
    setPlate(plateAsTyped(event.currentTarget.value));
    setLookup({ phase: 'idle' });
  };
  const changePlace = (chosen: ChosenPlace | null) => {
    setPlace(chosen);
    setLookup({ phase: 'idle' });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!plate || !place || lookup.phase === 'looking') return;
    setLookup({ phase: 'looking' });
    try {
      const car = await latest.run((signal) => callApi(carLookupRoute(plate), undefined, signal));
      if (car === superseded) return;
      if (!car.isSupported) {
        setLookup({ phase: 'unsupported', brand: car.brand });
        return;
      }
      setLookup({ phase: 'idle' });
      dispatch({ type: 'carFound', plate, place, car });
    } catch (error) {
      const message = error instanceof ApiCallError ? error.apiMessage : undefined;
      // Spec 8.1: the answer's message is shown and logged.
      console.info('workshop booking: car lookup failed', message ?? String(error));
      setLookup({ phase: 'failed', message: message ?? texts.lookupFailed });
    }
  };

  const problem =
    lookup.phase === 'unsupported'
      ? fill(texts.unsupported, { brand: lookup.brand })
      : lookup.phase === 'failed'
        ? lookup.message
        : null;

  return (
    <form className="booking-vehicle" onSubmit={submit} aria-busy={lookup.phase === 'looking'}>
      <div className="booking-field">
        <label htmlFor={plateId}>{texts.plate}</label>
        <input
          id={plateId}
          name="registrationNumber"
          className="field-control booking-vehicle__plate"
          value={plate}
          onChange={changePlate}
          maxLength={plateMaxLength}
          pattern="[A-Za-z0-9]{1,6}"
          placeholder={texts.platePlaceholder}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          aria-describedby={problem ? messageId : undefined}
        />
      </div>
      <div className="booking-field">
        <label htmlFor={placeId}>{texts.place}</label>
        <PlaceField id={placeId} value={place} onChange={changePlace} texts={texts} />
      </div>
      <div className="booking-actions">
        <button
          type="submit"
          className="booking-button booking-button--primary"
          disabled={!plate || !place || lookup.phase === 'looking'}
        >
          {continueText}
        </button>
        {lookup.phase === 'looking' ? <Spinner label={texts.looking} size="small" /> : null}
      </div>
      <p id={messageId} className="booking-message booking-message--problem" role="alert">
        {problem}
      </p>
    </form>
  );
}
