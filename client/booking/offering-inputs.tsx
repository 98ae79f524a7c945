import { type ChangeEvent, useId, useState } from 'react';
import type { UnitPrice } from '../contracts/mechmate.ts';
import { bookingTextLimit } from '../contracts/mechmate-rules.ts';
import { fill } from '../lib/fill.ts';
import type { BookingTexts } from './booking.texts.ts';
import type { BookingAction } from './booking-state.ts';

// What a selected offering asks for beyond the tick (booking spec 5.1): units, a message, the
// mileage. A cleared message or mileage deselects the offering when the visitor leaves the field
// (spec 4.1); leaving it untouched keeps the tick, with the field's 'Ange …' under it.

type Dispatch = (action: BookingAction) => void;

/** Units from minimum to maximum, as '4 st'. */
export function UnitSelect({
  code,
  unitPrice,
  unit,
  dispatch,
  texts,
}: {
  code: string;
  unitPrice: UnitPrice;
  unit: number;
  dispatch: Dispatch;
  texts: BookingTexts['services'];
}) {
  const id = useId();
  const from = Math.max(1, unitPrice.minimum);
  const counts = Array.from(
    { length: Math.max(0, unitPrice.maximum - from + 1) },
    (_, index) => from + index,
  );
  return (
    <div className="booking-field booking-field--inline">
      <label htmlFor={id}>{texts.units}</label>
      <select
        className="field-control"
        id={id}
        value={unit}
        onChange={(event) =>
          dispatch({ type: 'update', code, unit: Number(event.currentTarget.value) })
        }
      >
        {counts.map((count) => (
          <option key={count} value={count}>
            {`${count} ${unitPrice.unitAbbreviation}`.trim()}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The offering's message: required, at most 80 characters with its n/80 counter. */
export function OfferingMessage({
  code,
  value,
  dispatch,
  texts,
}: {
  code: string;
  value: string | null;
  dispatch: Dispatch;
  texts: BookingTexts['services'];
}) {
  const id = useId();
  const [draft, setDraft] = useState(value ?? '');
  const [cleared, setCleared] = useState(false);
  const change = (event: ChangeEvent<HTMLTextAreaElement>) => {
    const text = event.currentTarget.value.slice(0, bookingTextLimit);
    setDraft(text);
    setCleared(text.trim() === '');
    if (text.trim()) dispatch({ type: 'update', code, userInput: text });
  };
  const leave = () => {
    if (cleared) dispatch({ type: 'update', code, userInput: '' });
  };
  const empty = draft.trim() === '';
  return (
    <div className="booking-field">
      <label htmlFor={id}>{texts.message}</label>
      <textarea
        className="field-control"
        id={id}
        value={draft}
        onChange={change}
        onBlur={leave}
        maxLength={bookingTextLimit}
        rows={2}
        required
        aria-invalid={empty}
        aria-describedby={`${id}-count${empty ? ` ${id}-required` : ''}`}
      />
      <p className="booking-field__meta">
        <span id={`${id}-required`} className="booking-field__problem">
          {empty ? texts.messageRequired : ''}
        </span>
        <span id={`${id}-count`} className="booking-field__count">
          {fill(texts.messageCounter, { count: draft.length, max: bookingTextLimit })}
        </span>
      </p>
    </div>
  );
}

/** The car's mileage in mil for the original service: a whole number above 0. */
export function MileageField({
  code,
  milage,
  dispatch,
  texts,
  agreementNote,
}: {
  code: string;
  milage: number | null;
  dispatch: Dispatch;
  texts: BookingTexts['services'];
  /** The service agreement's note, shown on the mileage service too (spec 8.1). */
  agreementNote: string | null;
}) {
  const id = useId();
  const [draft, setDraft] = useState(milage === null ? '' : String(milage));
  const [cleared, setCleared] = useState(false);
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.currentTarget.value;
    setDraft(text);
    setCleared(text.trim() === '');
    const value = Number(text);
    dispatch({
      type: 'mileage',
      milage: text.trim() !== '' && Number.isInteger(value) && value > 0 ? value : null,
    });
  };
  const leave = () => {
    if (!cleared) return;
    dispatch({ type: 'remove', code });
    dispatch({ type: 'mileage', milage: null });
  };
  const value = Number(draft);
  const valid = draft.trim() !== '' && Number.isInteger(value) && value > 0;
  return (
    <div className="booking-field">
      <label htmlFor={id}>{texts.mileage}</label>
      <span className="booking-field__unit">
        <input
          className="field-control"
          id={id}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={draft}
          onChange={change}
          onBlur={leave}
          required
          aria-invalid={!valid}
          aria-describedby={valid ? undefined : `${id}-required`}
        />
        <span>{texts.mileageUnit}</span>
      </span>
      <p id={`${id}-required`} className="booking-field__problem">
        {valid ? '' : texts.mileageRequired}
      </p>
      {agreementNote ? <p className="booking-note">{agreementNote}</p> : null}
    </div>
  );
}
