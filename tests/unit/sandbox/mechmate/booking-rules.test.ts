import { describe, expect, it } from 'vitest';
import { bookingRequestSchema } from '#client/contracts/mechmate.ts';
import {
  isSlotOffered,
  type ParsedBooking,
  servicesRefusal,
} from '#src/sandbox/mechmate/booking-rules.ts';
import { slotKey, timeSlotDays, type WorkshopClock } from '#src/sandbox/mechmate/calendar.ts';
import { fixtureCars } from '#src/sandbox/mechmate/fixture-cars.ts';

const departmentId = 'verkstad-volvo-uppsala';
const now: WorkshopClock = { date: '2027-01-04', minutes: 6 * 60 };
const none = new Set<string>();
const days = timeSlotDays({ departmentId, from: '2027-01-11', now, booked: none });
const slotDay = days.find((day) => day.availableSlots.length > 0)!;
const fullDay = days.find((day) => day.allDaySlotAvailable)!;

function booking(overrides: Partial<ParsedBooking> = {}): ParsedBooking {
  return bookingRequestSchema.parse({
    customer: {
      firstName: 'Anna',
      lastName: 'Svensson',
      phone: '0701234567',
      email: 'anna@example.se',
    },
    departmentId,
    timeSlot: `${slotDay.date}T${slotDay.availableSlots[0]}:00`,
    isFullDay: false,
    registrationNumber: 'ABC123',
    serviceOfferingRequests: [{ kobraId: 'oilservice', unitsSelected: 1, userInput: null }],
    ...overrides,
  });
}

const request = (kobraId: string, unitsSelected = 1, userInput: string | null = null) => ({
  kobraId,
  unitsSelected,
  userInput,
});

describe('what the sandbox Mechmate checks in a booking', () => {
  it('takes services it offers the car', () => {
    const chosen = [
      request('oilservice'),
      request('tyrefitting', 4),
      request('troubleshooting', 1, 'Det knackar fram'),
      request('loancar'),
    ];
    expect(
      servicesRefusal(fixtureCars.ABC123!, booking({ serviceOfferingRequests: chosen })),
    ).toBeNull();
  });

  it('refuses an unknown or unavailable service, units out of range, a missing message and two of a pick-one group', () => {
    const refusal = (plate: string, ...chosen: ReturnType<typeof request>[]) =>
      servicesRefusal(fixtureCars[plate]!, booking({ serviceOfferingRequests: chosen }));
    expect(refusal('ABC123', request('teleport'))).toMatch(/teleport/);
    expect(refusal('DEF456', request('originalservice'))).toMatch(/originalservice/);
    expect(refusal('ABC123', request('tyrefitting', 5))).toMatch(/1 till 4/);
    expect(refusal('ABC123', request('troubleshooting'))).toMatch(/meddelande/);
    expect(refusal('ABC123', request('washexterior'), request('valeting'))).toMatch(/Biltvätt/);
    expect(refusal('ABC123', request('oilservice'), request('oilservice'))).toMatch(/en gång/);
  });

  it('takes a slot the calendar offers, and not once it is booked', () => {
    expect(isSlotOffered(booking(), now, none)).toBe(true);
    const taken = new Set([slotKey(slotDay.date, slotDay.availableSlots[0]!)]);
    expect(isSlotOffered(booking(), now, taken)).toBe(false);
  });

  it('takes a full day at 08:00 only, on a day that has one free', () => {
    const full = { isFullDay: true, timeSlot: `${fullDay.date}T08:00:00` };
    expect(isSlotOffered(booking(full), now, none)).toBe(true);
    expect(
      isSlotOffered(booking({ ...full, timeSlot: `${fullDay.date}T09:00:00` }), now, none),
    ).toBe(false);
    expect(isSlotOffered(booking(full), now, new Set([slotKey(fullDay.date, 'heldag')]))).toBe(
      false,
    );
  });

  it('refuses a slot the calendar never offers: a Sunday, an hour off the grid, a past day', () => {
    expect(isSlotOffered(booking({ timeSlot: '2027-01-10T09:00:00' }), now, none)).toBe(false);
    expect(isSlotOffered(booking({ timeSlot: `${slotDay.date}T09:30:00` }), now, none)).toBe(false);
    expect(isSlotOffered(booking(), { date: '2027-02-01', minutes: 0 }, none)).toBe(false);
  });
});
