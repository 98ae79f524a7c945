import type { ServiceDealer, ServiceRequestDealers } from '../contracts/lead-forms.route.ts';
import type { ServiceRequestValues } from '../contracts/lead-forms.ts';
import {
  leadEmailPattern,
  leadLimits,
  leadPhonePattern,
  serviceTypesFor,
  type VehicleType,
} from '../contracts/lead-rules.ts';

// The Norwegian service request's checks in the browser (booking spec 3.3, 5.3, 9.1), on the rules
// the worker's schema is built on (lead-rules.ts): the form says what is wrong before it sends,
// and sends the values as the worker will read them.

/** What the visitor chose and typed, as the form holds it. */
export interface ServiceRequestInput {
  typeCar: VehicleType;
  site_id: string;
  services: string[];
  regno: string;
  milage: string;
  date: string;
  description: string;
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  gdpr: boolean;
  newsletter: boolean;
}

/** The fields a rule applies to, in the form's order (the first wrong one takes the focus). */
export const checkedServiceRequestFields = [
  'site_id',
  'regno',
  'milage',
  'date',
  'customerName',
  'customerPhone',
  'customerEmail',
  'gdpr',
] as const;
export type CheckedServiceRequestField = (typeof checkedServiceRequestFields)[number];

export const emptyServiceRequest: ServiceRequestInput = {
  typeCar: 'car',
  site_id: '',
  services: [],
  regno: '',
  milage: '',
  date: '',
  description: '',
  customerName: '',
  customerPhone: '',
  customerEmail: '',
  gdpr: false,
  newsletter: false,
};

/** The phone rule as an HTML `pattern` attribute (the browser anchors it), for a post without script. */
export const leadPhonePatternAttribute = leadPhonePattern.source.replace(/^\^|\$$/g, '');

/** Spec 2.3, 9.1: the motorcycle list is the one fixed site; the car list every other dealer. */
export function dealersFor(type: VehicleType, dealers: ServiceRequestDealers): ServiceDealer[] {
  return type === 'car' ? dealers.car : dealers.motorcycle;
}

const isDate = (text: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`));

/**
 * The fields that break a rule of spec 5.3, in the form's order: a dealer of the chosen vehicle's
 * list, the registration number, a desired date from `today` (Oslo), name, phone and email in
 * their shapes, the consent; the mileage, when given, a whole number from 0. The newsletter box
 * is never among them: an opt-in is freely given (README decisions).
 */
export function serviceRequestProblems(
  input: ServiceRequestInput,
  today: string,
  dealers: ServiceRequestDealers,
): CheckedServiceRequestField[] {
  const milage = input.milage.trim();
  const broken: Record<CheckedServiceRequestField, boolean> = {
    site_id: !dealersFor(input.typeCar, dealers).some((dealer) => dealer.siteId === input.site_id),
    regno: !input.regno.trim() || input.regno.trim().length > leadLimits.regno,
    milage:
      milage !== '' &&
      !(/^\d+$/.test(milage) && Number(milage) >= 0 && Number(milage) <= leadLimits.mileageMax),
    date: !isDate(input.date) || input.date < today,
    customerName: !input.customerName.trim() || input.customerName.trim().length > leadLimits.name,
    customerPhone: !leadPhonePattern.test(input.customerPhone.trim()),
    customerEmail:
      input.customerEmail.trim().length > leadLimits.email ||
      !leadEmailPattern.test(input.customerEmail.trim()),
    gdpr: !input.gdpr,
  };
  return checkedServiceRequestFields.filter((field) => broken[field]);
}

/** The values the worker receives (lead-forms.ts): only the chosen vehicle's service types. */
export function serviceRequestValuesOf(input: ServiceRequestInput): ServiceRequestValues {
  const names = new Set(serviceTypesFor(input.typeCar).map((type) => type.name));
  const milage = input.milage.trim();
  return {
    site_id: input.site_id,
    typeCar: input.typeCar,
    services: input.services.filter((service) => names.has(service)),
    regno: input.regno.trim(),
    ...(milage ? { milage: Number(milage) } : {}),
    date: input.date,
    description: input.description,
    customerName: input.customerName.trim(),
    customerPhone: input.customerPhone.trim(),
    customerEmail: input.customerEmail.trim(),
    gdpr: true,
    newsletter: input.newsletter,
  };
}
