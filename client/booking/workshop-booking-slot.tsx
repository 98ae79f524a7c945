// stand-in: owned by flow
import WorkshopBooking from '../islands/workshop-booking.island.tsx';
import { workshopBookingPropsSchema } from '../islands/workshop-booking.props.ts';
import { defineIsland } from '../runtime/island-slot.tsx';

export const WorkshopBookingSlot = defineIsland(
  'workshop-booking',
  WorkshopBooking,
  workshopBookingPropsSchema,
);
