import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { ContactFields } from '../contact/contact-fields.tsx';
import {
  carContactFormName,
  comhubPath,
  type ContactField,
  type ContactInput,
  emptyContactInput,
  invalidContactFields,
} from '../contact/contact-rules.ts';
import { sendContact } from '../contact/send-contact.ts';
import { useContactHash } from '../contact/use-contact-hash.ts';
import type { CarContactFormProps } from './car-contact-form.props.ts';
import { useHydrated } from '../lib/use-hydrated.ts';

type Phase = 'idle' | 'submitting' | 'success' | 'error';

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

  useContactHash(formRef, setInput);

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
    if (await sendContact(carId, input, sellerRequired)) {
      setInput(emptyContactInput);
      setPhase('success');
    } else setPhase('error');
  };

  const closeOverlay = () => {
    setPhase('idle');
    formRef.current?.querySelector<HTMLElement>('[name="name"]')?.focus();
  };

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
        <fieldset className="form-fields contact-form__fields" disabled={phase === 'submitting'}>
          <ContactFields
            input={input}
            invalid={invalid}
            sellerChoices={sellerChoices}
            texts={texts}
            invalidText={dictionary.invalidInput}
            onChange={change}
          />
          {phase === 'error' ? (
            <p className="form-failure contact-form__field--wide" role="alert">
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
