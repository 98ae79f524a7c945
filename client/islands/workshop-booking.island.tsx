import { BookingFlow } from '../booking/booking-flow.tsx';
import type { WorkshopBookingProps } from './workshop-booking.props.ts';

/**
 * The workshop booking flow (booking spec 2.1): plate and place, services, add-ons, workshop and
 * time, contact details and the confirmation, with the summary beside the steps. The server renders
 * its first step; the booking a visitor began in this tab comes back from session storage once
 * hydrated.
 */
export default function WorkshopBooking(props: WorkshopBookingProps) {
  return <BookingFlow {...props} />;
}
