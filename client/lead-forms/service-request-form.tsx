import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { leadFormsPath } from '../contracts/lead-forms.route.ts';
import { serviceRequestFormName, serviceTypesFor, vehicleTypes } from '../contracts/lead-rules.ts';
import type { ServiceRequestFormProps } from '../islands/service-request-form.props.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { LeadGuardFields } from './lead-guard-fields.tsx';
import { leadOutcomeTexts } from './lead-outcome.texts.ts';
import { ServiceRequestFields } from './service-request-fields.tsx';
import {
  type CheckedServiceRequestField,
  dealersFor,
  emptyServiceRequest,
  type ServiceRequestInput,
  serviceRequestProblems,
  serviceRequestValuesOf,
} from './service-request-rules.ts';
import { serviceRequestTexts } from './service-request.texts.ts';
import { type LeadFormPhase, useLeadForm } from './use-lead-form.ts';

const texts = serviceRequestTexts.nb;
const outcomes = leadOutcomeTexts.nb;

/** What the live region says after a send that did not go through. */
const phaseMessages: Partial<Record<LeadFormPhase, string>> = {
  failed: texts.error,
  'already-received': outcomes.alreadyReceived,
  refused: outcomes.refused,
};

/** The input after one control changed: a new vehicle type keeps only what fits it. */
function changed(
  input: ServiceRequestInput,
  field: keyof ServiceRequestInput,
  target: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement,
  dealers: ServiceRequestFormProps['dealers'],
): ServiceRequestInput {
  if (field === 'typeCar') {
    const typeCar = vehicleTypes.find((type) => type === target.value) ?? input.typeCar;
    const names = new Set(serviceTypesFor(typeCar).map((type) => type.name));
    const list = dealersFor(typeCar, dealers);
    return {
      ...input,
      typeCar,
      services: input.services.filter((service) => names.has(service)),
      // The motorcycle list is one dealer: chosen for the visitor.
      site_id: list.some((d) => d.siteId === input.site_id)
        ? input.site_id
        : list.length === 1
          ? list[0]!.siteId
          : '',
    };
  }
  if (target instanceof HTMLInputElement && target.type === 'checkbox') {
    if (field === 'services')
      return {
        ...input,
        services: target.checked
          ? [...input.services, target.value]
          : input.services.filter((service) => service !== target.value),
      };
    return { ...input, [field]: target.checked };
  }
  return { ...input, [field]: target.value };
}

/**
 * The Norwegian service request (booking spec 2.3, 3.3, 4.2, 5.3, 8.2; issue 21). Before its
 * script runs it is a plain form post the worker answers with a result page (the browser checks
 * the required fields, the patterns and the earliest date). Hydrated, it checks the fields itself
 * (the problem under each wrong one, the focus on the first), narrows the dealers and the service
 * types to the chosen vehicle, sends the values under the ticket's submission id with retries,
 * and shows the outcome in place. The newsletter box never blocks the request.
 */
export function ServiceRequestForm({
  ticket,
  dealers,
  today,
  sourcePageUrl,
}: ServiceRequestFormProps) {
  const [input, setInput] = useState<ServiceRequestInput>(emptyServiceRequest);
  const [shown, setShown] = useState<ReadonlySet<CheckedServiceRequestField>>(new Set());
  const { phase, noteInput, send } = useLeadForm(serviceRequestFormName, ticket.formSubmissionId);
  const hydrated = useHydrated();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (phase === 'success') successRef.current?.focus();
  }, [phase]);

  const change =
    (field: keyof ServiceRequestInput) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const target = event.currentTarget;
      noteInput();
      setInput((current) => changed(current, field, target, dealers));
      const cleared = field === 'typeCar' ? 'site_id' : field;
      if (shown.has(cleared as CheckedServiceRequestField))
        setShown((current) => new Set([...current].filter((name) => name !== cleared)));
    };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = formRef.current;
    if (phase === 'submitting' || !form) return;
    const problems = serviceRequestProblems(input, today, dealers);
    setShown(new Set(problems));
    if (problems.length > 0) {
      form.querySelector<HTMLElement>(`[name="${problems[0]}"]`)?.focus();
      return;
    }
    await send(form, serviceRequestValuesOf(input));
  };

  if (phase === 'success')
    return (
      <div className="service-request__success" role="status">
        <h3 className="service-request__success-title" ref={successRef} tabIndex={-1}>
          {texts.success}
        </h3>
        <p>{texts.successDetail}</p>
      </div>
    );

  const submitting = phase === 'submitting';
  const message = phaseMessages[phase] ?? (shown.size > 0 ? outcomes.checkFields : '');
  return (
    <form
      ref={formRef}
      className="contact-form"
      action={leadFormsPath}
      method="post"
      // Until hydrated the browser checks the fields (required, pattern, min) and posts the form itself.
      noValidate={hydrated}
      onSubmit={submit}
      aria-busy={submitting ? true : undefined}
    >
      <LeadGuardFields
        formName={serviceRequestFormName}
        ticket={ticket}
        language="nb"
        sourcePageUrl={sourcePageUrl}
        honeypotLabel={texts.honeypot}
      />
      <fieldset className="contact-form__fields" disabled={submitting}>
        <ServiceRequestFields
          id={id}
          input={input}
          dealers={dealers}
          today={today}
          shown={shown}
          hydrated={hydrated}
          onChange={change}
        />
        <p className="service-request__message contact-form__field--wide" role="alert">
          {message}
        </p>
        <div className="contact-form__actions contact-form__field--wide">
          <button type="submit" className="contact-form__send">
            {submitting ? texts.sending : texts.send}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
