import { describe, expect, it } from 'vitest';
import { tireBookingRequestSchema } from '#client/contracts/tire-hotel.ts';
import { bookingWindow } from '#client/tire-hotel/booking-window.ts';
import {
  bookableDates,
  bookingReady,
  contactFormShows,
  type DayTimes,
  emptyTireContact,
  firstProblemField,
  tireBookingRequestOf,
  type TireContactInput,
  tireContactProblems,
} from '#client/tire-hotel/tire-booking-rules.ts';
import { tireVehicle } from '#tests/support/tire-booking-fixtures.ts';

const filled: TireContactInput = {
  firstName: ' Anna ',
  lastName: 'Svensson',
  mobile: '070-123 45 67',
  email: 'anna@example.se ',
  comment: '  Vinterdäcken på  ',
};
const times = (...list: string[]): DayTimes => ({ kind: 'loaded', times: list });

describe('the contact rules', () => {
  it('asks for every field but the comment, in the order the form shows them', () => {
    const problems = tireContactProblems(emptyTireContact);
    expect(problems).toEqual({
      firstName: 'required',
      lastName: 'required',
      mobile: 'required',
      email: 'required',
    });
    expect(firstProblemField(problems)).toBe('firstName');
    expect(firstProblemField(tireContactProblems({ ...filled, email: '' }))).toBe('email');
    expect(tireContactProblems(filled)).toEqual({});
  });

  it('counts a mobile number with everything but digits and + stripped: 8 to 15 of them', () => {
    const mobile = (value: string) => tireContactProblems({ ...filled, mobile: value }).mobile;
    expect(mobile('070-123 45 67')).toBeUndefined();
    expect(mobile('+46 (0)70 123 45 67')).toBeUndefined();
    expect(mobile('1234-5678')).toBeUndefined();
    expect(mobile('123 45 67')).toBe('invalidMobile');
    expect(mobile('+46 70 123 45 67 89 01')).toBe('invalidMobile');
    expect(mobile('ring mig')).toBe('invalidMobile');
    expect(mobile('   ')).toBe('required');
  });

  it('wants an e-mail address of the normal shape', () => {
    const email = (value: string) => tireContactProblems({ ...filled, email: value }).email;
    expect(email('anna@example.se')).toBeUndefined();
    expect(email('anna@example')).toBe('invalidEmail');
    expect(email('anna example.se')).toBe('invalidEmail');
  });
});

describe('the bookable dates', () => {
  const span = bookingWindow('2026-11-24');

  it('opens the free days inside the window and nothing else', () => {
    const dates = bookableDates(
      [
        { date: '2026-11-25' },
        { date: '2026-11-27' },
        { date: '2026-12-15' },
        { date: '2027-02-24' },
        { date: '2027-02-25' },
      ],
      span,
    );
    expect([...dates]).toEqual(['2026-11-27', '2026-12-15', '2027-02-24']);
    expect(dates.has('2026-12-16')).toBe(false);
  });

  it('opens none when the workshop has no free day', () => {
    expect(bookableDates([], span).size).toBe(0);
  });
});

describe('when the form shows and the booking may be sent', () => {
  it('shows the form once a date is chosen and a time too when the day has times', () => {
    expect(contactFormShows(null, null, null)).toBe(false);
    expect(contactFormShows('2026-12-02', { kind: 'loading' }, null)).toBe(false);
    expect(contactFormShows('2026-12-02', { kind: 'failed' }, null)).toBe(false);
    expect(contactFormShows('2026-12-02', times('08:00', '10:30'), null)).toBe(false);
    expect(contactFormShows('2026-12-02', times('08:00', '10:30'), '10:30')).toBe(true);
    expect(contactFormShows('2026-12-02', times(), null)).toBe(true);
  });

  it('lets the booking go only with the form shown and every field right', () => {
    const day = times('10:30');
    expect(bookingReady('2026-12-02', day, '10:30', filled)).toBe(true);
    expect(bookingReady('2026-12-02', day, null, filled)).toBe(false);
    expect(bookingReady('2026-12-02', day, '10:30', { ...filled, lastName: ' ' })).toBe(false);
    expect(bookingReady('2026-12-02', times(), null, filled)).toBe(true);
  });
});

describe('the booking request', () => {
  it('carries the date, the time, the plate and the trimmed details, the mobile stripped', () => {
    const request = tireBookingRequestOf(tireVehicle, '2026-12-02', '10:30', filled);
    expect(request).toEqual({
      bookingDate: '2026-12-02',
      bookingStart: '10:30',
      regNo: 'ABC123',
      freeText: 'Vinterdäcken på',
      customer: {
        firstName: 'Anna',
        lastName: 'Svensson',
        email: 'anna@example.se',
        phoneMobile: '0701234567',
      },
    });
    expect(tireBookingRequestSchema.safeParse(request).success).toBe(true);
  });

  it('sends no start time for a day without times', () => {
    const request = tireBookingRequestOf(tireVehicle, '2026-12-02', null, filled);
    expect(request.bookingStart).toBeNull();
    expect(tireBookingRequestSchema.safeParse(request).success).toBe(true);
  });
});
