import type { z } from 'zod';
import type { bookingRequestSchema, MechmateCar } from '#client/contracts/mechmate.ts';
import { fullDayTime, timeSlotDays, type WorkshopClock } from './calendar.ts';
import { addonsFor, servicesFor } from './offerings.ts';

// What the partner checks in a booking beyond its shape: the services are ones it offers the car
// (available, units in range, the message a service needs, one of a pick-one group), and the slot
// is one the workshop's calendar offers now. Pure: the route brings the booked slots.

export type ParsedBooking = z.output<typeof bookingRequestSchema>;

/** The answer to a taken (or never offered) slot, shown under 'Boka service'. */
export const slotTakenMessage = 'Tiden är tyvärr inte längre ledig. Välj en annan tid.';

/** Why the partner refuses the chosen services, or null when it takes them. */
export function servicesRefusal(car: MechmateCar, booking: ParsedBooking): string | null {
  const categories = [...servicesFor(car), ...addonsFor(car)];
  const picked = new Set(booking.serviceOfferingRequests.map((request) => request.kobraId));
  if (picked.size < booking.serviceOfferingRequests.length)
    return 'Varje tjänst kan bara bokas en gång.';
  for (const request of booking.serviceOfferingRequests) {
    const offering = categories
      .flatMap((category) => category.offerings)
      .find((candidate) => candidate.code === request.kobraId);
    if (!offering || !offering.isAvailable)
      return `Tjänsten ${request.kobraId} finns inte för ${car.brand} ${car.model}.`;
    const [min, max] = offering.unitPrice
      ? [offering.unitPrice.minimum, offering.unitPrice.maximum]
      : [1, 1];
    if (request.unitsSelected < min || request.unitsSelected > max)
      return `${offering.name} kan bokas för ${min} till ${max}.`;
    if (offering.allowUserInput && !request.userInput)
      return `${offering.name} behöver ett meddelande till verkstaden.`;
  }
  const doublePick = categories.find(
    (category) =>
      category.selectionType !== null &&
      category.offerings.filter((offering) => picked.has(offering.code)).length > 1,
  );
  return doublePick ? `Välj bara en tjänst i ${doublePick.name}.` : null;
}

/** The booked slot a request asks for: its date and HH:mm, or 'heldag' for the full day. */
export function requestedSlot(booking: ParsedBooking): { date: string; time: string } {
  const date = booking.timeSlot.slice(0, 10);
  return { date, time: booking.isFullDay ? 'heldag' : booking.timeSlot.slice(11, 16) };
}

/** Whether the workshop's calendar offers the requested slot now, given what is booked. */
export function isSlotOffered(
  booking: ParsedBooking,
  now: WorkshopClock,
  booked: ReadonlySet<string>,
): boolean {
  const { date, time } = requestedSlot(booking);
  if (!booking.timeSlot.endsWith(':00')) return false;
  const [day] = timeSlotDays({
    departmentId: booking.departmentId,
    from: date,
    days: 1,
    now,
    booked,
  });
  if (!day) return false;
  if (booking.isFullDay)
    return booking.timeSlot.slice(11, 16) === fullDayTime && day.allDaySlotAvailable;
  return day.availableSlots.includes(time);
}
