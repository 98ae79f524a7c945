import WorkshopBooking from '../islands/workshop-booking.island.tsx';
import { workshopBookingPropsSchema } from '../islands/workshop-booking.props.ts';
import { defineIsland } from '../runtime/island-slot.tsx';

/** Places the booking island in a server-rendered page (the `workshop-booking` block does). */
export const WorkshopBookingSlot = defineIsland(
  'workshop-booking',
  WorkshopBooking,
  workshopBookingPropsSchema,
);
