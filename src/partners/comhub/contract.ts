import { z } from 'zod';

// The forms partner, Comhub (spec car-stock 7 "Contact form", booking 7.2): what the worker posts
// it. Its answer is only a status (202 taken); what the browser posts the worker is the envelope
// of routes.tsx and client/contact/contact-rules.ts.

/** The partner's forms endpoint. */
export const comhubPartnerPath = '/forms/comhub';

/** One value the partner takes: text, a box, a number (`milage`), or a list of names (`services`). */
const comhubValueSchema = z.union([z.string(), z.boolean(), z.number(), z.array(z.string())]);

/** What the forms partner receives: the form, the id that makes a repeat harmless, and its values. */
export const comhubSubmissionSchema = z.object({
  formName: z.string().min(1),
  formSubmissionId: z.string().min(1),
  values: z.record(z.string(), comhubValueSchema),
});
export type ComhubSubmission = z.infer<typeof comhubSubmissionSchema>;
