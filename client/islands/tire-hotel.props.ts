import { z } from 'zod';
import { tireHotelTexts } from '../tire-hotel/tire-hotel.texts.ts';
import { textsSchema } from '../lib/texts-schema.ts';
import { linkHrefSchema } from '../lib/safe-url.ts';

/** Props the server writes for the tire hotel island (the `tire-hotel` block's). */
export const tireHotelPropsSchema = z.object({
  /** Every text of the flow (tire-hotel.texts.ts), Swedish; the block's heading is server-side. */
  texts: textsSchema(tireHotelTexts).omit({ heading: true }),
  /** The footer's support address (spec 2.5 '{email}'). */
  supportEmail: z.email(),
  /** The lookup 404's link to book a service (spec 8.3). */
  serviceBookingUrl: linkHrefSchema,
  /** The Login page's contact link. */
  contactUrl: linkHrefSchema,
  /** The tire package's information link on LoggedIn; null shows none. */
  packageInfoUrl: linkHrefSchema.nullable(),
  /** The confirmation's 'start page' button. */
  startPageUrl: linkHrefSchema,
});
export type TireHotelProps = z.infer<typeof tireHotelPropsSchema>;
