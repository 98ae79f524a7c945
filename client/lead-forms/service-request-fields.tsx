import type { ChangeEvent, ReactNode } from 'react';
import type { ServiceRequestDealers, ServiceDealer } from '../contracts/lead-forms.route.ts';
import {
  leadLimits,
  serviceTypesFor,
  vehicleTypes,
  type VehicleType,
} from '../contracts/lead-rules.ts';
import {
  type CheckedServiceRequestField,
  dealersFor,
  leadPhonePatternAttribute,
  type ServiceRequestInput,
} from './service-request-rules.ts';
import { serviceRequestTexts } from './service-request.texts.ts';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface ServiceRequestFieldsProps {
  /** Prefix of the controls' ids (React's useId), so two forms on a page never share one. */
  id: string;
  input: ServiceRequestInput;
  dealers: ServiceRequestDealers;
  today: string;
  /** The fields whose problem shows under them. */
  shown: ReadonlySet<CheckedServiceRequestField>;
  /**
   * False before the script runs: both dealer lists and both sets of service types show, each
   * labelled, and the worker checks that the dealer and the services fit the vehicle.
   */
  hydrated: boolean;
  onChange: (field: keyof ServiceRequestInput) => (event: ChangeEvent<Control>) => void;
}

const texts = serviceRequestTexts.nb;
const requiredMark = <span aria-hidden="true"> *</span>;

const dealerOption = (dealer: ServiceDealer) => (
  <option key={dealer.siteId} value={dealer.siteId}>
    {dealer.city ? `${dealer.name}, ${dealer.city}` : dealer.name}
  </option>
);

/**
 * The service request's controls (booking spec 3.3, 5.3), named as the values the worker reads.
 * A control that broke its rule is marked invalid and described by its problem under it. The
 * newsletter box wears the required mark as the spec says, but nothing requires it.
 */
export function ServiceRequestFields({
  id,
  input,
  dealers,
  today,
  shown,
  hydrated,
  onChange,
}: ServiceRequestFieldsProps) {
  const problemId = (name: CheckedServiceRequestField) => `${id}-${name}-problem`;
  const checked = (name: CheckedServiceRequestField) => ({
    id: `${id}-${name}`,
    name,
    onChange: onChange(name),
    'aria-invalid': shown.has(name) ? true : undefined,
    'aria-describedby': shown.has(name) ? problemId(name) : undefined,
  });
  const problem = (name: CheckedServiceRequestField) =>
    shown.has(name) ? (
      <p className="contact-form__invalid" id={problemId(name)}>
        {texts.problems[name]}
      </p>
    ) : null;
  const field = (
    name: CheckedServiceRequestField | 'description',
    label: string,
    control: ReactNode,
    { required = true, wide = false } = {},
  ) => (
    <div className={wide ? 'contact-form__field contact-form__field--wide' : 'contact-form__field'}>
      <label htmlFor={`${id}-${name}`}>
        {label}
        {required ? requiredMark : null}
      </label>
      {control}
      {name === 'description' ? null : problem(name)}
    </div>
  );
  const serviceBoxes = (type: VehicleType) =>
    serviceTypesFor(type).map((service) => {
      const boxId = `${id}-service-${type}-${service.id}`;
      return (
        <div className="contact-form__check" key={boxId}>
          <input
            id={boxId}
            type="checkbox"
            name="services"
            value={service.name}
            checked={input.services.includes(service.name)}
            onChange={onChange('services')}
          />
          <label htmlFor={boxId}>{service.name}</label>
        </div>
      );
    });
  const groupLabel = (type: VehicleType) =>
    type === 'car' ? texts.carGroup : texts.motorcycleGroup;

  return (
    <>
      <fieldset className="service-request__group contact-form__field--wide">
        <legend>{texts.vehicle}</legend>
        <div className="service-request__choices">
          {vehicleTypes.map((type) => (
            <div className="contact-form__check" key={type}>
              <input
                id={`${id}-typeCar-${type}`}
                type="radio"
                name="typeCar"
                value={type}
                checked={input.typeCar === type}
                onChange={onChange('typeCar')}
              />
              <label htmlFor={`${id}-typeCar-${type}`}>{texts[type]}</label>
            </div>
          ))}
        </div>
      </fieldset>
      {field(
        'site_id',
        texts.dealer,
        <select className="field-control" required value={input.site_id} {...checked('site_id')}>
          <option value="">{texts.chooseDealer}</option>
          {hydrated
            ? dealersFor(input.typeCar, dealers).map(dealerOption)
            : vehicleTypes.map((type) => (
                <optgroup key={type} label={groupLabel(type)}>
                  {dealersFor(type, dealers).map(dealerOption)}
                </optgroup>
              ))}
        </select>,
        { wide: true },
      )}
      <fieldset className="service-request__group contact-form__field--wide">
        <legend>{texts.services}</legend>
        {hydrated ? (
          <div className="service-request__choices">{serviceBoxes(input.typeCar)}</div>
        ) : (
          vehicleTypes.map((type) => (
            <fieldset key={type} className="service-request__group">
              <legend>{groupLabel(type)}</legend>
              <div className="service-request__choices">{serviceBoxes(type)}</div>
            </fieldset>
          ))
        )}
      </fieldset>
      {field(
        'regno',
        texts.regno,
        <input
          className="field-control"
          type="text"
          required
          autoCapitalize="characters"
          maxLength={leadLimits.regno}
          value={input.regno}
          {...checked('regno')}
        />,
      )}
      {field(
        'milage',
        texts.milage,
        <input
          className="field-control"
          type="number"
          min={0}
          max={leadLimits.mileageMax}
          step={1}
          inputMode="numeric"
          value={input.milage}
          {...checked('milage')}
        />,
        { required: false },
      )}
      {field(
        'date',
        texts.date,
        // The native picker disables the days before `min` (spec 5.1, 5.3), with or without script.
        <input
          className="field-control"
          type="date"
          required
          min={today}
          value={input.date}
          {...checked('date')}
        />,
      )}
      {field(
        'description',
        texts.description,
        <textarea
          className="field-control"
          id={`${id}-description`}
          name="description"
          rows={4}
          maxLength={leadLimits.text}
          value={input.description}
          onChange={onChange('description')}
        />,
        { required: false, wide: true },
      )}
      {field(
        'customerName',
        texts.customerName,
        <input
          className="field-control"
          type="text"
          required
          autoComplete="name"
          maxLength={leadLimits.name}
          value={input.customerName}
          {...checked('customerName')}
        />,
      )}
      {field(
        'customerPhone',
        texts.customerPhone,
        <input
          className="field-control"
          type="tel"
          required
          autoComplete="tel"
          pattern={leadPhonePatternAttribute}
          value={input.customerPhone}
          {...checked('customerPhone')}
        />,
      )}
      {field(
        'customerEmail',
        texts.customerEmail,
        <input
          className="field-control"
          type="email"
          required
          autoComplete="email"
          maxLength={leadLimits.email}
          value={input.customerEmail}
          {...checked('customerEmail')}
        />,
      )}
      <div className="service-request__consents contact-form__field--wide">
        <div className="contact-form__check">
          <input type="checkbox" required checked={input.gdpr} {...checked('gdpr')} />
          <label htmlFor={`${id}-gdpr`}>
            {texts.gdpr}
            {requiredMark}
          </label>
        </div>
        {problem('gdpr')}
        <div className="contact-form__check">
          <input
            id={`${id}-newsletter`}
            type="checkbox"
            name="newsletter"
            checked={input.newsletter}
            onChange={onChange('newsletter')}
          />
          <label htmlFor={`${id}-newsletter`}>
            {texts.newsletter}
            {requiredMark}
          </label>
        </div>
      </div>
    </>
  );
}
