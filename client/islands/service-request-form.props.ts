import { z } from 'zod';

const dealerSchema = z.object({
  siteId: z.string().min(1),
  name: z.string().min(1),
  /** Shown beside the name; empty when the index has none. */
  city: z.string(),
});

/** Props the server writes for the Norwegian service request (no dealer mailbox among them). */
export const serviceRequestFormPropsSchema = z.object({
  /** The form's ticket, made when the page rendered it: one submission id for every post. */
  ticket: z.object({
    formSubmissionId: z.string().min(1),
    formToken: z.string().min(1),
    turnstileSiteKey: z.string().min(1).nullable(),
  }),
  /** The car dealers and the one motorcycle dealer, from the site index. */
  dealers: z.object({ car: z.array(dealerSchema), motorcycle: z.array(dealerSchema) }),
  /** The date in Oslo when the page was rendered: the earliest desired date. */
  today: z.iso.date(),
  /** The page the form is on, for the result page's way back. */
  sourcePageUrl: z.string().min(1),
});
export type ServiceRequestFormProps = z.infer<typeof serviceRequestFormPropsSchema>;
