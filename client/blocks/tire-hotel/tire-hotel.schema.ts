import { z } from 'zod';
import { optionalTextSchema } from '../fields.ts';
import { linkHrefSchema, pathOrLinkField } from '../../lib/safe-url.ts';

/** A page the flow links to: a site path or an https address, as a path or a link field. */
const pageLinkSchema = pathOrLinkField(linkHrefSchema);

/**
 * The tire hotel (booking spec 2.5): a heading, an optional short intro, and the flow's island
 * below them with the addresses an author sets. The heading defaults to the flow's ('Däckhotell');
 * the lookup 404's service link defaults to the workshop booking page and the confirmation's start
 * page to the site's home.
 */
export const tireHotelSchema = z.object({
  type: z.literal('tire-hotel'),
  id: z.string(),
  fields: z.object({
    Title: optionalTextSchema,
    /** A line or two under the heading: what the tire hotel is and what the visitor does here. */
    Intro: optionalTextSchema,
    /** The footer's support address (the spec's `{email}`). */
    SupportEmail: z.email(),
    /** 'Boka service' after 'Vi hittar inget däckhotellsavtal …' (spec 8.3). */
    ServiceBookingUrl: pageLinkSchema.default('/service-och-verkstad/boka-bilverkstad'),
    /** The Login page's contact link, for a visitor whose phone number is wrong. */
    ContactUrl: pageLinkSchema,
    /** The tire package's information link on LoggedIn; none shows no link. */
    PackageInfoUrl: pageLinkSchema.optional(),
    /** The confirmation's 'Till startsidan'. */
    StartPageUrl: pageLinkSchema.default('/'),
  }),
});
export type TireHotelBlock = z.infer<typeof tireHotelSchema>;
