import { z } from 'zod';
import { optionalTextSchema } from '../fields.ts';
import { pathOrLinkField, sitePathSchema } from '../../lib/safe-url.ts';

/** An outside booking or inspection page: https only, as every address content hands to a link. */
const externalPageSchema = pathOrLinkField(z.url({ protocol: /^https$/ }));

/**
 * The workshop booking page (booking spec 2.1): the landing header's authored fields and the
 * booking flow's island below it. The heading defaults to the spec's; the Porsche and IVECO pages
 * default to the spec's paths; BMW and MINI book on the brands' own sites. `AuthorisedBrands` are
 * the other brands the group's workshops are authorised for (32 on group-se), by name: each
 * brand's logo file is named after it (`Land Rover` is /brands/land-rover.svg).
 */
export const workshopBookingSchema = z.object({
  type: z.literal('workshop-booking'),
  id: z.string(),
  fields: z.object({
    Title: optionalTextSchema,
    BmwBookingUrl: externalPageSchema,
    MiniBookingUrl: externalPageSchema,
    PorscheLink: pathOrLinkField(sitePathSchema).default(
      '/service-och-verkstad/boka-service/boka-porsche-service',
    ),
    IvecoLink: pathOrLinkField(sitePathSchema).default(
      '/kop-bil/bilmarken/iveco/verkstadstjanster',
    ),
    AuthorisedBrands: z.array(z.string().trim().min(1).max(40)).max(60).default([]),
    /** Where a visitor writes when the flow fails (the spec's `{email}`). */
    SupportEmail: z.email(),
    /** The insurer's damage-inspection page 'Skadebesiktning' opens in a new tab. */
    DamageInspectionUrl: externalPageSchema,
  }),
});
export type WorkshopBookingBlock = z.infer<typeof workshopBookingSchema>;
