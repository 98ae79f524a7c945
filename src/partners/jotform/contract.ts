import { z } from 'zod';

// The form builder (Jotform, car-stock spec 7 "Form builder"): what we read of its API's answer to
// `GET /form/{formId}/submissions`. Jotform wraps every answer as `{responseCode, message,
// content}`; a submission's `answers` are keyed by question id, each with the question's label
// (`text`), its place (`order`), its type and, when the visitor answered, `answer`.

/** The partner's path for a form's submissions, narrowed by Jotform's `filter` to one id. */
export function jotformSubmissionsPath(formId: string, submissionId: string): string {
  const filter = JSON.stringify({ id: submissionId });
  return `/jotform/form/${formId}/submissions?filter=${encodeURIComponent(filter)}&limit=1`;
}

/** An answer as Jotform gives it: text, a number, a list (checkboxes) or parts (a full name). */
const rawAnswerValueSchema = z.union([
  z.string(),
  z.number(),
  z.array(z.string()),
  z.record(z.string(), z.unknown()),
]);

export const rawJotformAnswerSchema = z.object({
  text: z.string().default(''),
  order: z.coerce.number().default(0),
  type: z.string(),
  answer: rawAnswerValueSchema.optional(),
  /** Jotform's own rendering of a compound answer (a full name, an address). */
  prettyFormat: z.string().optional(),
});
export type RawJotformAnswer = z.infer<typeof rawJotformAnswerSchema>;

export const rawJotformSubmissionSchema = z.object({
  id: z.string(),
  form_id: z.string(),
  answers: z.record(z.string(), rawJotformAnswerSchema).default({}),
});
export type RawJotformSubmission = z.infer<typeof rawJotformSubmissionSchema>;

/** The envelope of a submissions answer: `content` is the list of submissions. */
export const rawJotformSubmissionsSchema = z.object({
  responseCode: z.number(),
  message: z.string().optional(),
  content: z.array(rawJotformSubmissionSchema),
});
