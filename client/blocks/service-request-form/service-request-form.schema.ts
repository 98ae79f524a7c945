import { z } from 'zod';
import { optionalTextSchema } from '../fields.ts';

/**
 * The Norwegian service request (booking spec 2.3; issue 21): an optional heading and intro above
 * the form. The dealers come from the site index and the form's ticket from the worker, per
 * request (block data), never from content.
 */
export const serviceRequestFormSchema = z.object({
  type: z.literal('service-request-form'),
  id: z.string(),
  fields: z.object({
    Title: optionalTextSchema,
    Intro: optionalTextSchema,
  }),
});
export type ServiceRequestFormBlock = z.infer<typeof serviceRequestFormSchema>;
