import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import {
  attemptOutcomeOf,
  buildContactSubmission,
  carContactFormName,
  comhubPath,
  type ContactField,
  type ContactInput,
  contactLimits,
  emptyContactInput,
  hashPreTicks,
  hashWantsContact,
  invalidContactFields,
  phonePatternAttribute,
  sendWithRetry,
} from '../contact/contact-rules.ts';
import type { CarContactFormProps } from './car-contact-form.props.ts';
import { useHydrated } from '../lib/use-hydrated.ts';

type Phase = 'idle' | 'submitting' | 'success' | 'error';

/** A fresh id per send: every retry of that send carries it, so the partner keeps one submission. */
function newSubmissionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

const fieldOrder: ContactField[] = ['seller', 'name', 'phone', 'email', 'message'];

/**
 * The car detail page's contact form (spec car-stock 4, 5, 7, 8). Before its script runs it is a
 * plain form the worker answers with a page; hydrated, it checks the fields itself (the dictionary's
 * invalidInput under each wrong one, cleared when it changes), disables everything while sending,
 * sends JSON with up to three attempts a second apart under one formSubmissionId, and shows the
 * outcome: the success text in an overlay, or the error text after the last failed attempt.
 */
export default function CarContactForm({
  carId,
  language,
  sourcePageUrl,
  sellerChoices,
  texts,
  dictionary,
}: CarContactFormProps) {
  const [input, setInput] = useState<ContactInput>(emptyContactInput);
  const [invalid, setInvalid] = useState<ReadonlySet<ContactField>>(new Set());
  const [phase, setPhase] = useState<Phase>('idle');
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const sellerRequired = sellerChoices !== null;

  useEffect(() => {
    const applyHash = () => {
      const ticks = hashPreTicks(window.location.hash);
      if (ticks.quote || ticks.testDrive) {
        setInput((current) => ({
          ...current,
          quote: current.quote || ticks.quote,
          testDrive: current.testDrive || ticks.testDrive,
        }));
      }
      // A contact hash with no element of its own (the browser scrolls to those) brings the form into view.
      const id = decodeURIComponent(window.location.hash.slice(1));
      if (hashWantsContact(id) && !document.getElementById(id))
        formRef.current?.scrollIntoView({ block: 'start' });
    };
    applyHash();
    window.addEventListener('hashchange', applyHash);
    return () => window.removeEventListener('hashchange', applyHash);
  }, []);

  useEffect(() => {
    if (phase === 'success') closeRef.current?.focus();
  }, [phase]);

  const change =
    (field: keyof ContactInput) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const target = event.currentTarget;
      const value =
        target instanceof HTMLInputElement && target.type === 'checkbox'
          ? target.checked
          : target.value;
      setInput((current) => ({ ...current, [field]: value }));
      if (invalid.has(field as ContactField)) {
        setInvalid((current) => {
          const next = new Set(current);
          next.delete(field as ContactField);
          return next;
        });
      }
      if (phase === 'error') setPhase('idle');
    };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phase === 'submitting') return;
    const wrong = invalidContactFields(input, sellerRequired);
    if (wrong.length > 0) {
      setInvalid(new Set(wrong));
      const first = fieldOrder.find((field) => wrong.includes(field));
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setPhase('submitting');
    const submission = buildContactSubmission(carId, input, {
      formSubmissionId: newSubmissionId(),
      sourcePageUrl: window.location.href,
      sellerRequired,
    });
    const body = JSON.stringify(submission);
    const result = await sendWithRetry(
      async () => {
        try {
          const response = await fetch(comhubPath, {
            method: 'POST',
            headers: { 'content-type': 'application/json', accept: 'application/json' },
            body,
          });
          return attemptOutcomeOf(response.status);
        } catch (error) {
          return {
            ok: false,
            retryable: true,
            reason: error instanceof Error ? error.message : String(error),
          };
        }
      },
      {
        onFailedAttempt: (n, reason) =>
          console.warn(`contact form: attempt ${n} failed (${reason})`),
      },
    );
    if (result.ok) {
      setInput(emptyContactInput);
      setPhase('success');
    } else {
      console.error(
        `contact form: not sent after ${result.attempts} attempts (${result.reason ?? 'unknown'})`,
      );
      setPhase('error');
    }
  };

  const closeOverlay = () => {
    setPhase('idle');
    formRef.current?.querySelector<HTMLElement>('[name="name"]')?.focus();
  };

  const errorOf = (field: ContactField) =>
    invalid.has(field) ? (
      <p className="contact-form__invalid" id={`contact-${field}-invalid`}>
        {dictionary.invalidInput}
      </p>
    ) : null;
  const describedBy = (field: ContactField) =>
    invalid.has(field) ? `contact-${field}-invalid` : undefined;
  const required = <span aria-hidden="true"> *</span>;

  return (
    <div className="contact-form__frame">
      <form
        id="contact-form"
        className="contact-form"
        ref={formRef}
        action={comhubPath}
        method="post"
        // Until hydrated the browser checks the fields (required, pattern, type) and posts the form itself.
        noValidate={hydrated}
        onSubmit={submit}
        aria-busy={phase === 'submitting' ? true : undefined}
      >
        <input type="hidden" name="formName" value={carContactFormName} />
        <input type="hidden" name="car" value={carId} />
        <input type="hidden" name="language" value={language} />
        <input type="hidden" name="sourcePageUrl" value={sourcePageUrl} />
        <fieldset className="contact-form__fields" disabled={phase === 'submitting'}>
          {sellerChoices ? (
            <div className="contact-form__field">
              <label htmlFor="contact-seller">
                {texts.seller}
                {required}
              </label>
              <select
                id="contact-seller"
                name="seller"
                required
                value={input.seller}
                onChange={change('seller')}
                aria-invalid={invalid.has('seller') ? true : undefined}
                aria-describedby={describedBy('seller')}
              >
                <option value="">{texts.chooseSeller}</option>
                {sellerChoices.map((seller) => (
                  <option key={seller.email} value={seller.email}>
                    {seller.name}
                  </option>
                ))}
              </select>
              {errorOf('seller')}
            </div>
          ) : null}
          <div className="contact-form__field">
            <label htmlFor="contact-name">
              {texts.name}
              {required}
            </label>
            <input
              id="contact-name"
              name="name"
              type="text"
              autoComplete="name"
              required
              maxLength={contactLimits.name}
              value={input.name}
              onChange={change('name')}
              aria-invalid={invalid.has('name') ? true : undefined}
              aria-describedby={describedBy('name')}
            />
            {errorOf('name')}
          </div>
          <div className="contact-form__field">
            <label htmlFor="contact-phone">
              {texts.phone}
              {required}
            </label>
            <input
              id="contact-phone"
              name="phone"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              required
              pattern={phonePatternAttribute}
              value={input.phone}
              onChange={change('phone')}
              aria-invalid={invalid.has('phone') ? true : undefined}
              aria-describedby={describedBy('phone')}
            />
            {errorOf('phone')}
          </div>
          <div className="contact-form__field">
            <label htmlFor="contact-email">
              {texts.email}
              {required}
            </label>
            <input
              id="contact-email"
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={contactLimits.email}
              value={input.email}
              onChange={change('email')}
              aria-invalid={invalid.has('email') ? true : undefined}
              aria-describedby={describedBy('email')}
            />
            {errorOf('email')}
          </div>
          <div className="contact-form__field contact-form__field--wide">
            <label htmlFor="contact-message">{texts.message}</label>
            <textarea
              id="contact-message"
              name="message"
              rows={5}
              maxLength={contactLimits.message}
              value={input.message}
              onChange={change('message')}
              aria-invalid={invalid.has('message') ? true : undefined}
              aria-describedby={describedBy('message')}
            />
            {errorOf('message')}
          </div>
          <div className="contact-form__checks contact-form__field--wide">
            <div className="contact-form__check">
              <input
                id="contact-quote"
                name="quote"
                type="checkbox"
                checked={input.quote}
                onChange={change('quote')}
              />
              <label htmlFor="contact-quote">{texts.quote}</label>
            </div>
            <div className="contact-form__check">
              <input
                id="contact-testdrive"
                name="testDrive"
                type="checkbox"
                checked={input.testDrive}
                onChange={change('testDrive')}
              />
              <label htmlFor="contact-testdrive">{texts.testDrive}</label>
            </div>
          </div>
          {phase === 'error' ? (
            <p className="contact-form__failure contact-form__field--wide" role="alert">
              {dictionary.carDetailFormError}
            </p>
          ) : null}
          <div className="contact-form__actions contact-form__field--wide">
            <button type="submit" className="contact-form__send">
              {phase === 'submitting' ? texts.sending : texts.send}
            </button>
          </div>
        </fieldset>
      </form>
      <div className="contact-form__overlay" hidden={phase !== 'success'}>
        <div className="contact-form__overlay-box">
          <p role="status" className="contact-form__success">
            {phase === 'success' ? dictionary.carDetailFormSuccess : ''}
          </p>
          <button
            type="button"
            ref={closeRef}
            className="contact-form__close"
            onClick={closeOverlay}
          >
            {dictionary.close}
          </button>
        </div>
      </div>
    </div>
  );
}
