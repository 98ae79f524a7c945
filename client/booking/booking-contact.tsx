import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
import { bookRoute } from '../contracts/mechmate.route.ts';
import { bookingTextLimit } from '../contracts/mechmate-rules.ts';
import { ApiCallError, callApi } from '../lib/api-call.ts';
import { fill } from '../lib/fill.ts';
import { Spinner } from '../ui/spinner.tsx';
import type { BookingTexts } from './booking.texts.ts';
import {
  type BookingContactField,
  type BookingContactInput,
  bookingContactFields,
  bookingContactProblems,
  bookingRequestOf,
  emptyBookingContact,
} from './booking-contact-rules.ts';
import type { BookingAction, BookingState, ChosenSlot } from './booking-state.ts';

type Phase = { kind: 'idle' } | { kind: 'submitting' } | { kind: 'error'; message: string };

const slotKeyOf = (slot: ChosenSlot) =>
  `${slot.site.departmentId}|${slot.timeSlot}|${String(slot.isFullDay)}`;

const inputTypes: Record<BookingContactField, { type: string; autoComplete: string }> = {
  firstName: { type: 'text', autoComplete: 'given-name' },
  lastName: { type: 'text', autoComplete: 'family-name' },
  phone: { type: 'tel', autoComplete: 'tel' },
  email: { type: 'email', autoComplete: 'email' },
  freeText: { type: 'text', autoComplete: 'off' },
};

/**
 * The contact details and 'Boka service' (booking spec 2.1, 3.1, 4.1, 5.1, 8.1), below the chosen
 * slot in step 4. Each field's problem shows under it and the first wrong one takes the focus.
 * Sending disables the button beside a spinner; a refusal shows the answer's message under it and
 * enables it again. The Idempotency-Key is made when the form appears and kept for retries of the
 * same attempt (a double click, a lost answer, a partner failure), so they book once; another slot,
 * or a refusal that booked nothing, starts a new attempt with a new key.
 */
export function BookingContact({
  state,
  slot,
  dispatch,
  texts,
  counterText,
}: {
  state: BookingState;
  slot: ChosenSlot;
  dispatch: (action: BookingAction) => void;
  texts: BookingTexts['contact'];
  /** 'n/80' under the message (the services' counter text). */
  counterText: string;
}) {
  const [input, setInput] = useState<BookingContactInput>(emptyBookingContact);
  const [shown, setShown] = useState<ReturnType<typeof bookingContactProblems>>({});
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [attempt, setAttempt] = useState(() => ({
    slot: slotKeyOf(slot),
    key: crypto.randomUUID(),
  }));
  // A new slot is a new booking: derived while rendering, so no request can go out with the old key.
  if (attempt.slot !== slotKeyOf(slot))
    setAttempt({ slot: slotKeyOf(slot), key: crypto.randomUUID() });
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();

  const change =
    (field: BookingContactField) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = event.currentTarget.value;
      setInput((current) => ({ ...current, [field]: value }));
      if (shown[field]) setShown((current) => ({ ...current, [field]: undefined }));
      if (phase.kind === 'error') setPhase({ kind: 'idle' });
    };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phase.kind === 'submitting') return;
    const problems = bookingContactProblems(input);
    const first = bookingContactFields.find((field) => problems[field]);
    setShown(problems);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setPhase({ kind: 'submitting' });
    try {
      const answer = await callApi(bookRoute, bookingRequestOf(state, slot, input), undefined, {
        'Idempotency-Key': attempt.key,
      });
      console.info('workshop booking: booked', answer.id, answer.registrationNumber ?? '');
      dispatch({ type: 'booked', id: answer.id });
    } catch (error) {
      const message = error instanceof ApiCallError ? error.apiMessage : undefined;
      console.info('workshop booking: booking failed', message ?? String(error));
      // A refusal (4xx) booked nothing, so the next try is a new attempt with a new key; after no
      // answer or a failure (5xx) the booking may exist, so the retry keeps the key and books once.
      const refused =
        error instanceof ApiCallError && error.status !== undefined && error.status < 500;
      if (refused) setAttempt({ slot: slotKeyOf(slot), key: crypto.randomUUID() });
      setPhase({ kind: 'error', message: message ?? texts.failed });
    }
  };

  const problemText = (field: BookingContactField) => {
    const problem = shown[field];
    return problem ? texts[problem] : '';
  };

  const field = (name: BookingContactField, label: string) => {
    const fieldId = `${id}-${name}`;
    const problem = problemText(name);
    const wide = name === 'freeText';
    const control = {
      className: 'field-control',
      id: fieldId,
      name,
      value: input[name],
      onChange: change(name),
      'aria-invalid': problem ? true : undefined,
      'aria-describedby':
        [problem ? `${fieldId}-problem` : '', wide ? `${fieldId}-count` : '']
          .filter(Boolean)
          .join(' ') || undefined,
    };
    return (
      <div className={`booking-field${wide ? ' booking-field--wide' : ''}`}>
        <label htmlFor={fieldId}>{label}</label>
        {wide ? (
          <textarea {...control} maxLength={bookingTextLimit} rows={3} />
        ) : (
          <input {...control} {...inputTypes[name]} required />
        )}
        <p className="booking-field__meta">
          <span id={`${fieldId}-problem`} className="booking-field__problem">
            {problem}
          </span>
          {wide ? (
            <span id={`${fieldId}-count`} className="booking-field__count">
              {fill(counterText, { count: input.freeText.length, max: bookingTextLimit })}
            </span>
          ) : null}
        </p>
      </div>
    );
  };

  const submitting = phase.kind === 'submitting';
  return (
    <form
      ref={formRef}
      className="booking-contact"
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-heading`}
      aria-busy={submitting}
    >
      <h3 id={`${id}-heading`} className="booking-contact__heading">
        {texts.heading}
      </h3>
      <div className="booking-contact__fields">
        {field('firstName', texts.firstName)}
        {field('lastName', texts.lastName)}
        {field('phone', texts.phone)}
        {field('email', texts.email)}
        {field('freeText', texts.freeText)}
      </div>
      <div className="booking-actions">
        <button
          type="submit"
          className="booking-button booking-button--primary"
          disabled={submitting}
        >
          {texts.submit}
        </button>
        {submitting ? <Spinner label={texts.submitting} size="small" /> : null}
      </div>
      <p className="booking-message booking-message--problem" role="alert">
        {phase.kind === 'error' ? phase.message : ''}
      </p>
    </form>
  );
}
