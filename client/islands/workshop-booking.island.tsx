// stand-in: owned by flow
import type { WorkshopBookingProps } from './workshop-booking.props.ts';

export default function WorkshopBooking({ texts }: WorkshopBookingProps) {
  return (
    <section className="booking-flow">
      <h2>{texts.steps.vehicle}</h2>
    </section>
  );
}
