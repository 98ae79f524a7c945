import {
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  useId,
  useRef,
  useState,
} from 'react';
import { tireHotelTextLimit } from '../contracts/tire-hotel-rules.ts';
import { Button } from '../ui/button.tsx';
import { Spinner } from '../ui/spinner.tsx';
import type { TireHotelTexts } from './tire-hotel.texts.ts';
import {
  firstProblemField,
  type TireContactField,
  type TireContactInput,
  type TireContactProblems,
  tireContactProblems,
} from './tire-booking-rules.ts';

type Texts = TireHotelTexts['booking'];

/**
 * The wheel change's contact details (booking spec 2.5, 5.4): a field's problem shows when the
 * visitor leaves it or tries to send, and a try to send with problems moves the focus to the first
 * wrong field. 'Genomför bokning' stays disabled until the booking is ready (spec 5.4) and while it
 * is sent, so Enter in a field is where a try with problems comes from. The values live in the
 * page, so a changed date or time keeps what was typed.
 */
export function TireContactForm({
  input,
  onInput,
  ready,
  sending,
  refusal,
  onSubmit,
  onBack,
  texts,
}: {
  input: TireContactInput;
  onInput: (input: TireContactInput) => void;
  /** The date, the time and every field are right (tire-booking-rules.ts bookingReady). */
  ready: boolean;
  sending: boolean;
  /** The partner's message when it refused the booking, shown in red. */
  refusal: string | null;
  onSubmit: () => void;
  onBack: () => void;
  texts: Texts;
}) {
  const [shown, setShown] = useState<TireContactProblems>({});
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();

  const showAll = () => {
    const problems = tireContactProblems(input);
    setShown(problems);
    const first = firstProblemField(problems);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    return first === undefined;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!sending && showAll() && ready) onSubmit();
  };

  // A disabled submit button blocks the browser's implicit submission: Enter shows the problems.
  const enter = (event: KeyboardEvent<HTMLFormElement>) => {
    const target = event.target as HTMLElement;
    if (event.key !== 'Enter' || target.tagName !== 'INPUT' || ready) return;
    event.preventDefault();
    showAll();
  };

  const change =
    (field: TireContactField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const next = { ...input, [field]: event.currentTarget.value };
      onInput(next);
      // A shown problem follows the typing, so it goes away as soon as the field is right.
      if (shown[field])
        setShown((current) => ({ ...current, [field]: tireContactProblems(next)[field] }));
    };

  const blur = (field: TireContactField) => () =>
    setShown((current) => ({ ...current, [field]: tireContactProblems(input)[field] }));

  // The autofill token names the field's purpose (WCAG 1.3.5); tel and email pick the keyboard.
  const field = (name: TireContactField, label: string, autoComplete: string, hint?: string) => {
    const fieldId = `${id}-${name}`;
    const problem = shown[name] ? texts[shown[name]] : '';
    const describedBy = [hint ? `${fieldId}-hint` : '', problem ? `${fieldId}-problem` : '']
      .filter(Boolean)
      .join(' ');
    const control = {
      id: fieldId,
      name,
      value: input[name],
      onChange: change(name),
      onBlur: blur(name),
      'aria-invalid': problem ? true : undefined,
      'aria-describedby': describedBy || undefined,
      className: 'field-control',
    };
    return (
      <div className={`tire-booking-field${name === 'comment' ? ' tire-booking-field--wide' : ''}`}>
        <label htmlFor={fieldId}>{label}</label>
        {hint ? (
          <p id={`${fieldId}-hint`} className="tire-booking-field__hint">
            {hint}
          </p>
        ) : null}
        {name === 'comment' ? (
          <textarea {...control} maxLength={tireHotelTextLimit} rows={3} />
        ) : (
          <input
            {...control}
            type={autoComplete === 'tel' || autoComplete === 'email' ? autoComplete : 'text'}
            autoComplete={autoComplete}
            required
          />
        )}
        <p id={`${fieldId}-problem`} className="tire-booking-field__problem">
          {problem}
        </p>
      </div>
    );
  };

  return (
    <form
      ref={formRef}
      className="tire-contact"
      noValidate
      onSubmit={submit}
      onKeyDown={enter}
      aria-labelledby={`${id}-heading`}
      aria-busy={sending}
    >
      <h3 id={`${id}-heading`}>{texts.contact}</h3>
      <div className="tire-contact__fields">
        {field('firstName', texts.firstName, 'given-name')}
        {field('lastName', texts.lastName, 'family-name')}
        {field('mobile', texts.mobile, 'tel', texts.mobileHint)}
        {field('email', texts.email, 'email')}
        {field('comment', texts.comment, 'off')}
      </div>
      <p className="tire-booking__refusal" role="alert">
        {refusal ?? ''}
      </p>
      <BookingActions onBack={onBack} texts={texts}>
        <Button variant="Primary" type="submit" disabled={!ready || sending}>
          {texts.submit}
        </Button>
        {sending ? <Spinner label={texts.submitting} size="small" /> : null}
      </BookingActions>
    </form>
  );
}

/** 'Tillbaka' and, when the form shows, 'Genomför bokning' beside it. */
export function BookingActions({
  onBack,
  texts,
  children,
}: {
  onBack: () => void;
  texts: Pick<Texts, 'back'>;
  children?: ReactNode;
}) {
  return (
    <div className="tire-booking-actions">
      <Button variant="Ghost" onClick={onBack}>
        {texts.back}
      </Button>
      {children}
    </div>
  );
}
