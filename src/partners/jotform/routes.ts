import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { jsonBody } from '../../api/validate.ts';
import {
  jotformAnswersRequestSchema,
  jotformRequestLimit,
  type SubmissionAnswers,
} from '#client/contracts/jotform.ts';
import { createJotformClient } from './client.ts';

/**
 * POST /api/jotform (car-stock spec 7, Form builder): `{formId, submissionId}` → the answers of
 * that one submission, for the thank-you the form builder's island shows. The ids are checked
 * before the partner is asked (400); a submission the partner does not have on that form is a
 * 404, a partner failure a 502 (the island logs it and thanks the visitor without the answers,
 * spec 8). Answers are a visitor's own data: never cached.
 */
export function jotformRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post(
    '/jotform',
    jsonBody(jotformAnswersRequestSchema, {
      limit: jotformRequestLimit,
      what: 'form builder request',
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      const answers = await createJotformClient(c.get('config')).submissionAnswers(
        c.req.valid('json'),
      );
      return c.json({ answers } satisfies SubmissionAnswers);
    },
  );
  return routes;
}
