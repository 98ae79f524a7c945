import {
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { leadFormsPath } from '../contracts/lead-forms.route.ts';
import { leadLimits, sellCarFormName, type SellOption } from '../contracts/lead-rules.ts';
import type { SellCarFormProps } from '../islands/sell-car-form.props.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { buttonClass } from '../ui/button.tsx';
import { LeadGuardFields } from './lead-guard-fields.tsx';
import {
  type CheckedSellCarField,
  leadPhonePatternAttribute,
  readSellCarInput,
  type SellCarField,
  sellCarProblems,
  sellCarValues,
} from './sell-car-rules.ts';
import { useLeadForm } from './use-lead-form.ts';

type Texts = SellCarFormProps['dictionary'];

/** Each field's label in the dictionary. */
const fieldLabels: Record<SellCarField, keyof Texts> = {
  regno: 'sellCarRegnoLabel',
  milage: 'sellCarMilageLabel',
  customerName: 'sellCarNameLabel',
  customerPhone: 'sellCarPhoneLabel',
  customerEmail: 'sellCarEmailLabel',
  option: 'sellCarOptionLegend',
  other: 'sellCarOtherLabel',
};

/** Each checked field's message in the dictionary: what the field wants. */
const fieldMessages: Record<CheckedSellCarField, keyof Texts> = {
  regno: 'sellCarRegnoInvalid',
  milage: 'sellCarMilageInvalid',
  customerName: 'sellCarNameInvalid',
  customerPhone: 'sellCarPhoneInvalid',
  customerEmail: 'sellCarEmailInvalid',
  option: 'sellCarOptionInvalid',
};

const optionLabels: Record<SellOption, keyof Texts> = {
  sell: 'sellCarOptionSell',
  'trade-in': 'sellCarOptionTradeIn',
};

/** Read by no one but a bot that fills every field it finds: never shown, so never translated. */
const honeypotLabel = 'Leave this field empty';

const requiredMark = <span aria-hidden="true"> *</span>;

/**
 * The sell-car form (booking spec 2.2, 3.2, 4.2, 5.2, 7.2, 8.2). Before its script runs it is a
 * plain post to the forms route, the browser checking the fields, and the worker answers with a
 * result page. Hydrated, it checks the fields itself (each wrong one marked and described by its
 * message, the first one focused, nothing sent), then sends the values as JSON under the ticket's
 * submission id: 'Sending…' while it goes, then the success text in place of the form, or the
 * error above the button with everything still filled in, so the visitor can send again.
 */
export function SellCarForm({
  ticket,
  language,
  sourcePageUrl,
  dictionary: texts,
  outcomeTexts,
}: SellCarFormProps) {
  const hydrated = useHydrated();
  const { phase, noteInput, send } = useLeadForm(sellCarFormName, ticket.formSubmissionId);
  const [shown, setShown] = useState<ReadonlySet<CheckedSellCarField>>(new Set());
  const formRef = useRef<HTMLFormElement>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const id = useId();
  const fieldId = (field: SellCarField) => `${id}-${field}`;
  const problemId = (field: CheckedSellCarField) => `${id}-${field}-problem`;

  // The lead went in (now or before): the form is spent, its outcome stands in its place.
  const done = phase === 'success' || phase === 'already-received';
  const failure =
    phase === 'failed' ? texts.sellCarFormError : phase === 'refused' ? outcomeTexts.refused : '';
  const success = phase === 'success' ? texts.sellCarFormSuccess : outcomeTexts.alreadyReceived;

  // The button that was pressed is gone or was disabled: the focus goes to what happened.
  useEffect(() => {
    if (phase !== 'idle' && phase !== 'submitting') outcomeRef.current?.focus();
  }, [phase]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phase === 'submitting') return;
    const form = event.currentTarget;
    const input = readSellCarInput(form);
    const problems = sellCarProblems(input);
    setShown(new Set(problems));
    // Spec 5.2: a wrong name, phone or email (or any required field) stops the send.
    if (problems.length > 0) {
      form.querySelector<HTMLElement>(`[name="${problems[0]}"]`)?.focus();
      return;
    }
    await send(form, sellCarValues(input));
  };

  // A shown message follows the typing, so it goes as soon as its field is right.
  const input = (event: FormEvent<HTMLFormElement>) => {
    noteInput();
    const name = (event.target as HTMLInputElement).name as CheckedSellCarField;
    if (!shown.has(name) || !formRef.current) return;
    if (!sellCarProblems(readSellCarInput(formRef.current)).includes(name))
      setShown((current) => new Set([...current].filter((field) => field !== name)));
  };

  /** What every checked control carries: its name and id, its invalid mark and its message. */
  const control = (field: CheckedSellCarField) => ({
    id: fieldId(field),
    name: field,
    className: 'field-control',
    'aria-invalid': shown.has(field) ? true : undefined,
    'aria-describedby': shown.has(field) ? problemId(field) : undefined,
  });
  const problem = (field: CheckedSellCarField) =>
    shown.has(field) ? (
      <p className="field-problem" id={problemId(field)}>
        {texts[fieldMessages[field]]}
      </p>
    ) : null;
  const field = (name: SellCarField, children: ReactNode) => (
    <div className={`sell-car-form__field sell-car-form__field--${name}`}>
      <label htmlFor={fieldId(name)}>
        {texts[fieldLabels[name]]}
        {name === 'other' ? null : requiredMark}
      </label>
      {children}
      {name === 'other' ? null : problem(name)}
    </div>
  );
  const textInput = (
    name: CheckedSellCarField,
    attributes: InputHTMLAttributes<HTMLInputElement>,
  ) => field(name, <input {...control(name)} required {...attributes} />);

  return (
    <div className="sell-car-form__frame">
      {done ? null : (
        <form
          ref={formRef}
          className="sell-car-form__form"
          action={leadFormsPath}
          method="post"
          // Until hydrated the browser checks the fields (required, pattern, type) and posts itself.
          noValidate={hydrated}
          onSubmit={submit}
          onInput={input}
          aria-busy={phase === 'submitting' ? true : undefined}
        >
          <LeadGuardFields
            formName={sellCarFormName}
            ticket={ticket}
            language={language}
            sourcePageUrl={sourcePageUrl}
            honeypotLabel={honeypotLabel}
          />
          <p className="sell-car-form__required-note">{texts.sellCarRequiredNote}</p>
          <fieldset className="form-fields sell-car-form__fields" disabled={phase === 'submitting'}>
            {textInput('regno', {
              type: 'text',
              maxLength: leadLimits.regno,
              autoCapitalize: 'characters',
              autoComplete: 'off',
              spellCheck: false,
            })}
            {textInput('milage', {
              type: 'number',
              inputMode: 'numeric',
              min: 0,
              max: leadLimits.mileageMax,
              step: 1,
            })}
            {textInput('customerName', {
              type: 'text',
              autoComplete: 'name',
              maxLength: leadLimits.name,
            })}
            {textInput('customerPhone', {
              type: 'tel',
              autoComplete: 'tel',
              inputMode: 'tel',
              pattern: leadPhonePatternAttribute,
            })}
            {textInput('customerEmail', {
              type: 'email',
              autoComplete: 'email',
              maxLength: leadLimits.email,
            })}
            <fieldset
              className="sell-car-form__choice sell-car-form__field--wide"
              aria-describedby={shown.has('option') ? problemId('option') : undefined}
            >
              <legend>
                {texts.sellCarOptionLegend}
                {requiredMark}
              </legend>
              {(Object.keys(optionLabels) as SellOption[]).map((option, index) => (
                <div key={option} className="sell-car-form__radio">
                  <input
                    type="radio"
                    name="option"
                    value={option}
                    // The first radio carries the group's id: a wrong group's focus lands there.
                    id={index === 0 ? fieldId('option') : `${fieldId('option')}-${option}`}
                    required
                    aria-invalid={shown.has('option') ? true : undefined}
                  />
                  <label
                    htmlFor={index === 0 ? fieldId('option') : `${fieldId('option')}-${option}`}
                  >
                    {texts[optionLabels[option]]}
                  </label>
                </div>
              ))}
              {problem('option')}
            </fieldset>
            {field(
              'other',
              // Free text whose bound is the textarea's own: nothing to get wrong.
              <textarea
                id={fieldId('other')}
                name="other"
                className="field-control"
                rows={4}
                maxLength={leadLimits.text}
              />,
            )}
            {failure ? (
              <p
                className="form-failure sell-car-form__field--wide"
                role="alert"
                ref={outcomeRef}
                tabIndex={-1}
              >
                {failure}
              </p>
            ) : null}
            <div className="sell-car-form__actions sell-car-form__field--wide">
              <button type="submit" className={buttonClass('Primary', 'sell-car-form__send')}>
                {phase === 'submitting' ? texts.sellCarSending : texts.sellCarSend}
              </button>
            </div>
          </fieldset>
        </form>
      )}
      <p
        className={done ? 'sell-car-form__success' : 'sell-car-form__status'}
        role="status"
        ref={done ? outcomeRef : undefined}
        tabIndex={done ? -1 : undefined}
      >
        {done ? success : ''}
      </p>
    </div>
  );
}
