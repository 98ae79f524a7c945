// stand-in: owned by flow
import { z } from 'zod';
import { bookingTexts } from '../booking/booking.texts.ts';
import { textsSchema } from '../lib/texts-schema.ts';

export const workshopBookingPropsSchema = z.object({
  texts: textsSchema(bookingTexts),
  supportEmail: z.string(),
  damageInspectionUrl: z.string(),
  mapsApiKey: z.string().nullable(),
});
export type WorkshopBookingProps = z.infer<typeof workshopBookingPropsSchema>;
