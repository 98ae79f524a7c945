import type { ChangeEvent, ReactNode } from 'react';
import type { CarContactFormProps } from '../islands/car-contact-form.props.ts';
import {
  type ContactField,
  type ContactInput,
  contactLimits,
  phonePatternAttribute,
} from './contact-rules.ts';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface ContactFieldsProps {
  input: ContactInput;
  invalid: ReadonlySet<ContactField>;
  sellerChoices: CarContactFormProps['sellerChoices'];
  texts: CarContactFormProps['texts'];
  /** The dictionary's text under a field that breaks its rule. */
  invalidText: string;
  onChange: (field: keyof ContactInput) => (event: ChangeEvent<Control>) => void;
}

const required = <span aria-hidden="true"> *</span>;

/**
 * The contact form's controls (spec car-stock 5): the seller select of a sample car, name, phone,
 * email and message, and the quote and test-drive boxes. A field that broke its rule is marked
 * invalid and described by the dictionary's text under it.
 */
export function ContactFields({
  input,
  invalid,
  sellerChoices,
  texts,
  invalidText,
  onChange,
}: ContactFieldsProps) {
  /** What every checked control carries: its value, its change, and its invalid mark. */
  const bound = (field: ContactField) => ({
    className: 'field-control',
    value: input[field],
    onChange: onChange(field),
    'aria-invalid': invalid.has(field) ? true : undefined,
    'aria-describedby': invalid.has(field) ? `contact-${field}-invalid` : undefined,
  });
  // The message, the one optional field, spans the form's width.
  const field = (name: ContactField, label: string, control: ReactNode, optional = false) => (
    <div
      className={optional ? 'contact-form__field contact-form__field--wide' : 'contact-form__field'}
    >
      <label htmlFor={`contact-${name}`}>
        {label}
        {optional ? null : required}
      </label>
      {control}
      {invalid.has(name) ? (
        <p className="field-problem" id={`contact-${name}-invalid`}>
          {invalidText}
        </p>
      ) : null}
    </div>
  );
  const check = (name: 'quote' | 'testDrive', id: string, label: string) => (
    <div className="contact-form__check">
      <input id={id} name={name} type="checkbox" checked={input[name]} onChange={onChange(name)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );

  return (
    <>
      {sellerChoices
        ? field(
            'seller',
            texts.seller,
            <select id="contact-seller" name="seller" required {...bound('seller')}>
              <option value="">{texts.chooseSeller}</option>
              {sellerChoices.map((seller) => (
                <option key={seller.email} value={seller.email}>
                  {seller.name}
                </option>
              ))}
            </select>,
          )
        : null}
      {field(
        'name',
        texts.name,
        <input
          id="contact-name"
          name="name"
          type="text"
          autoComplete="name"
          required
          maxLength={contactLimits.name}
          {...bound('name')}
        />,
      )}
      {field(
        'phone',
        texts.phone,
        <input
          id="contact-phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          required
          pattern={phonePatternAttribute}
          {...bound('phone')}
        />,
      )}
      {field(
        'email',
        texts.email,
        <input
          id="contact-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={contactLimits.email}
          {...bound('email')}
        />,
      )}
      {field(
        'message',
        texts.message,
        <textarea
          id="contact-message"
          name="message"
          rows={5}
          maxLength={contactLimits.message}
          {...bound('message')}
        />,
        true,
      )}
      <div className="contact-form__checks contact-form__field--wide">
        {check('quote', 'contact-quote', texts.quote)}
        {check('testDrive', 'contact-testdrive', texts.testDrive)}
      </div>
    </>
  );
}
