import type { BookingRequest } from '../contracts/mechmate.ts';
import {
  bookingEmailPattern,
  bookingPhonePattern,
  bookingTextLimit,
} from '../contracts/mechmate-rules.ts';
import type { BookingState, ChosenSlot } from './booking-state.ts';

// The contact form's rules (booking spec 5.1) and the booking request it sends (spec 3.1), pure so
// they are tested without a browser. The worker checks the same request against the contract again.

export interface BookingContactInput {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  freeText: string;
}
export type BookingContactField = keyof BookingContactInput;

/** The fields in the order the form shows them: the first wrong one takes the focus. */
export const bookingContactFields: readonly BookingContactField[] = [
  'firstName',
  'lastName',
  'phone',
  'email',
  'freeText',
];

export const emptyBookingContact: BookingContactInput = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  freeText: '',
};

export type BookingContactProblem = 'required' | 'invalidPhone' | 'invalidEmail';

/** What is wrong with each field, in the form's order; empty when the form may be sent. */
export function bookingContactProblems(
  input: BookingContactInput,
): Partial<Record<BookingContactField, BookingContactProblem>> {
  const problems: Partial<Record<BookingContactField, BookingContactProblem>> = {};
  for (const field of ['firstName', 'lastName', 'phone', 'email'] as const)
    if (input[field].trim() === '') problems[field] = 'required';
  if (!problems.phone && !bookingPhonePattern.test(input.phone.trim()))
    problems.phone = 'invalidPhone';
  if (!problems.email && !bookingEmailPattern.test(input.email.trim()))
    problems.email = 'invalidEmail';
  return problems;
}

/** The booking of the state's services at the chosen slot for the visitor (spec 3.1). */
export function bookingRequestOf(
  state: BookingState,
  slot: ChosenSlot,
  contact: BookingContactInput,
): BookingRequest {
  return {
    customer: {
      firstName: contact.firstName.trim(),
      lastName: contact.lastName.trim(),
      phone: contact.phone.trim(),
      email: contact.email.trim(),
    },
    freeText: contact.freeText.trim().slice(0, bookingTextLimit),
    departmentId: slot.site.departmentId,
    timeSlot: slot.timeSlot,
    isFullDay: slot.isFullDay,
    registrationNumber: state.plate,
    // The partner wants a mileage with every booking; 1 when no mileage service asked for one.
    mileage: state.milage !== null && state.milage > 0 ? state.milage : 1,
    serviceOfferingRequests: Object.entries(state.services).map(([code, service]) => ({
      kobraId: code,
      unitsSelected: service.unit,
      userInput: service.userInput,
    })),
  };
}
