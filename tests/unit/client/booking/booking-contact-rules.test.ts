import { describe, expect, it } from 'vitest';
import {
  bookingContactProblems,
  bookingRequestOf,
  emptyBookingContact,
} from '#client/booking/booking-contact-rules.ts';
import { bookingReducer } from '#client/booking/booking-state.ts';
import { bookingRequestSchema } from '#client/contracts/mechmate.ts';
import { bookingWithServices, slot } from '#tests/support/booking-fixtures.ts';

const anna = {
  firstName: ' Anna ',
  lastName: 'Svensson',
  phone: '+46 70 123 45 67',
  email: 'anna@example.se',
  freeText: 'Ring före',
};

describe('the booking contact form', () => {
  it('requires names, phone and email, in their shapes', () => {
    expect(bookingContactProblems(emptyBookingContact)).toEqual({
      firstName: 'required',
      lastName: 'required',
      phone: 'required',
      email: 'required',
    });
    expect(bookingContactProblems({ ...anna, phone: '12345', email: 'anna@example' })).toEqual({
      phone: 'invalidPhone',
      email: 'invalidEmail',
    });
    expect(bookingContactProblems({ ...anna, phone: '070 123 45 67 89 01 23 45' })).toEqual({
      phone: 'invalidPhone',
    });
    expect(bookingContactProblems(anna)).toEqual({});
  });

  it('books the chosen services at the slot as the contract takes it, mileage 1 when none was asked', () => {
    const state = bookingReducer(bookingWithServices(), { type: 'slotChosen', slot });
    const request = bookingRequestOf(state, slot, anna);
    expect(request).toEqual({
      customer: {
        firstName: 'Anna',
        lastName: 'Svensson',
        phone: '+46 70 123 45 67',
        email: 'anna@example.se',
      },
      freeText: 'Ring före',
      departmentId: 'gbg-1',
      timeSlot: '2026-12-01T10:30:00',
      isFullDay: false,
      registrationNumber: 'ABC123',
      mileage: 1,
      serviceOfferingRequests: [
        { kobraId: 'oil', unitsSelected: 1, userInput: null },
        { kobraId: 'wheels', unitsSelected: 4, userInput: null },
      ],
    });
    expect(bookingRequestSchema.safeParse(request).success).toBe(true);
  });

  it('sends the mileage the original service asked for', () => {
    const state = bookingReducer(bookingWithServices(), { type: 'mileage', milage: 7300 });
    expect(bookingRequestOf(state, slot, anna).mileage).toBe(7300);
  });
});
