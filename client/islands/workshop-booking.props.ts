import { z } from 'zod';
import { bookingTexts } from '../booking/booking.texts.ts';
import { textsSchema } from '../lib/texts-schema.ts';
import { linkHrefSchema } from '../lib/safe-url.ts';

/** Props the server writes for the workshop booking island (the `workshop-booking` block's). */
export const workshopBookingPropsSchema = z.object({
  /** Every text of the flow (booking.texts.ts), Swedish. */
  texts: textsSchema(bookingTexts),
  /** Where a visitor gets help when services or workshops fail (spec 8.1 '{email}'). */
  supportEmail: z.email(),
  /** The insurer's damage inspection page 'Skadebesiktning' opens in a new tab. */
  damageInspectionUrl: linkHrefSchema,
  /** The maps provider's browser key; null draws the offline map. */
  mapsApiKey: z.string().min(1).nullable(),
});
export type WorkshopBookingProps = z.infer<typeof workshopBookingPropsSchema>;
