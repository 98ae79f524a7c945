import { type ApiRoute, apiRoute } from './api-route.ts';
import type { JotformAnswersRequest, SubmissionAnswers } from './jotform.ts';

// Apart from jotform.ts so that the form builder's island gets the route and guard without zod.

/**
 * The answers' shape, checked again in the browser (the worker built them against
 * submissionAnswersSchema): by hand, so zod stays out of the island's chunk.
 */
export function isSubmissionAnswers(body: unknown): body is SubmissionAnswers {
  if (!body || typeof body !== 'object') return false;
  const { answers } = body as { answers?: unknown };
  return (
    Array.isArray(answers) &&
    answers.every(
      (answer: unknown) =>
        !!answer &&
        typeof (answer as { label?: unknown }).label === 'string' &&
        typeof (answer as { value?: unknown }).value === 'string',
    )
  );
}

/** `POST /api/jotform` (car-stock spec 7, Form builder): one submission's answers. */
export const jotformAnswersRoute: ApiRoute<JotformAnswersRequest, SubmissionAnswers> = apiRoute(
  'POST',
  '/api/jotform',
  { accepts: isSubmissionAnswers },
);
