import { z } from 'zod';

// The form builder's answers as the browser sees them (car-stock spec 7, Form builder): the island
// asks `POST /api/jotform` for the submission its hosted form just reported, and gets that
// submission's answers as label and value pairs, never the partner's raw record.

/** A form builder form id: digits (Jotform's are 15). */
export const jotformFormIdSchema = z.string().regex(/^\d{5,20}$/, 'a form id is 5 to 20 digits');
/** A submission id as the hosted form reports it: digits (Jotform's are 19). */
export const jotformSubmissionIdSchema = z
  .string()
  .regex(/^\d{5,25}$/, 'a submission id is 5 to 25 digits');

/** What the island posts: the form and the submission its hosted form reported. */
export const jotformAnswersRequestSchema = z.strictObject({
  formId: jotformFormIdSchema,
  submissionId: jotformSubmissionIdSchema,
});
export type JotformAnswersRequest = z.infer<typeof jotformAnswersRequestSchema>;

/** The request is two short ids; anything near this size is not one. */
export const jotformRequestLimit = 1024;

/** One answer as the thank-you shows it: the question's label and the answer as text. */
export const submissionAnswerSchema = z.object({
  label: z.string(),
  value: z.string(),
});
export type SubmissionAnswer = z.infer<typeof submissionAnswerSchema>;

/** The answer of `POST /api/jotform`: the one submission's answers, in the form's order. */
export const submissionAnswersSchema = z.object({
  answers: z.array(submissionAnswerSchema),
});
export type SubmissionAnswers = z.infer<typeof submissionAnswersSchema>;
