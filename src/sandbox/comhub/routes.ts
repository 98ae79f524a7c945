import { Hono } from 'hono';
import type { D1Database } from '../../platform.ts';
import { comhubSubmissionSchema } from '../../partners/comhub/contract.ts';
import { comhubControls } from './controls.ts';
import { ensureTables, takePlannedFailure, takePlannedStep } from './store.ts';

interface FormsBindings {
  SANDBOX_DB: D1Database;
}

/**
 * The forms partner (spec car-stock 7 "Contact form", booking 7.2) as the sandbox plays it:
 * `POST /forms/comhub` keeps one submission per formSubmissionId and answers 202; a repeat of an id
 * answers 202 again without storing it twice (as a partner that deduplicates would; the worker
 * must not rely on it). Every attempt is counted per id. Test controls: controls.ts.
 */
export const comhubSandbox = new Hono<{ Bindings: FormsBindings }>();

/** The lead's email, whichever form: the contact form's `email`, the lead forms' `customerEmail`. */
function emailOf(values: Record<string, unknown>): string {
  const email = values.email ?? values.customerEmail;
  return typeof email === 'string' ? email.toLowerCase() : '';
}

const submissionShape =
  'The body is {formName, formSubmissionId, values}, the values strings, booleans, numbers or lists of strings';

comhubSandbox.post('/comhub', async (c) => {
  const body = comhubSubmissionSchema.safeParse(await c.req.json<unknown>().catch(() => undefined));
  if (!body.success) return c.json({ error: submissionShape }, 400);
  const { formName, formSubmissionId, values } = body.data;
  const email = emailOf(values);
  const db = c.env.SANDBOX_DB;
  await ensureTables(db);
  await db
    .prepare(
      `INSERT INTO comhub_attempts (form_submission_id, attempts) VALUES (?, 1)
       ON CONFLICT(form_submission_id) DO UPDATE SET attempts = attempts + 1`,
    )
    .bind(formSubmissionId)
    .run();

  // A failure planned by a test, by the lead's email or by the form.
  const failure = await takePlannedFailure(db, email);
  if (failure !== null)
    return c.json(
      { error: 'The forms partner is failing on purpose (sandbox failure plan).' },
      failure as 500,
    );
  const step = await takePlannedStep(db, formName);
  if (step?.mode === 'fail')
    return c.json({ message: 'The forms partner refused the submission (sandbox plan).' }, 422);
  if (step?.mode === '500')
    return c.json({ message: 'The forms partner failed (sandbox plan).' }, 500);
  if (step?.mode === 'delay') await new Promise((resolve) => setTimeout(resolve, step.delayMs));

  // Once per id: a repeat (a retry whose first answer was lost) is taken without a second row.
  const inserted = await db
    .prepare(
      `INSERT INTO comhub_submissions (form_submission_id, form_name, email, values_json, received_at)
       VALUES (?, ?, ?, ?, ?) ON CONFLICT(form_submission_id) DO NOTHING`,
    )
    .bind(formSubmissionId, formName, email, JSON.stringify(values), new Date().toISOString())
    .run();
  const repeat = (inserted.meta.changes ?? 0) === 0;
  return c.json({ status: 'accepted', formSubmissionId, ...(repeat ? { repeat: true } : {}) }, 202);
});

comhubSandbox.route('/comhub', comhubControls);
