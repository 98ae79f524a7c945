import type { z } from 'zod';
import { fullDayTime, slotTime } from '#client/booking/calendar-dates.ts';
import type {
  TireBookingConfirmation,
  tireBookingRequestSchema,
} from '#client/contracts/tire-hotel.ts';
import { availableDays, type BookedTimes, isFullDayDay, startTimesOn } from './calendar.ts';
import type { FixtureWorkshop } from './fixtures.ts';

// What the sandbox's tire hotel books (booking spec 3.4): a date the calendar offers, at one of its
// free start times, or with no start time on a full-day day; the confirmation names the workshop.

export type TireBookingInput = z.output<typeof tireBookingRequestSchema>;

/** The partner's refusal of a time that is not (or no longer) free; also JKL012's every time. */
export const slotTakenMessage = 'Bokningen kunde inte genomföras. Tiden är inte längre ledig.';

/** Whether the calendar offers the booking's date and start (none on a full-day day). */
export function isOffered(
  workshop: FixtureWorkshop,
  booking: Pick<TireBookingInput, 'bookingDate' | 'bookingStart'>,
  today: string,
  booked: BookedTimes,
): boolean {
  const date = booking.bookingDate;
  const range = { startDate: date, endDate: date };
  if (!availableDays(workshop, range, today, booked).includes(date)) return false;
  if (isFullDayDay(workshop, date)) return booking.bookingStart === null;
  return (
    booking.bookingStart !== null &&
    startTimesOn(workshop, date, booked.get(date)).includes(booking.bookingStart)
  );
}

/** The partner's confirmation of a booking it took. */
export function confirmationOf(
  workshop: FixtureWorkshop,
  booking: TireBookingInput,
  bookingConfirmationId: string,
): TireBookingConfirmation {
  const { location } = workshop;
  return {
    bookingConfirmationId,
    services: [{ name: 'Hjulskifte' }],
    // A full-day booking is for the morning the car is left (spec 9.1's 08:00).
    appointmentTime: slotTime(booking.bookingDate, booking.bookingStart ?? fullDayTime),
    isFullDay: booking.bookingStart === null,
    workshop: {
      name: location.locationName,
      address: workshop.address,
      email: location.email,
      phoneNumber: location.phone,
    },
    freeText: booking.freeText,
    customerBase: booking.customer,
  };
}
