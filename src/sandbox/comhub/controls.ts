import { Hono } from 'hono';
import { z } from 'zod';
import type { D1Database } from '../../platform.ts';
import { behaviourModes, ensureTables } from './store.ts';

interface FormsBindings {
  SANDBOX_DB: D1Database;
}

/**
 * The sandbox forms partner's test controls (README "Test fixtures"):
 * - `POST _failures` `{email, times, status?}`: the next `times` submissions whose lead email is
 *   `email` fail with `status` (default 503) before anything is stored.
 * - `POST _behaviour` `{formName, mode, times?, delayMs?}`: the next `times` (default 1)
 *   submissions of the form: `fail` answers 422 `{message}`, `500` answers 500, `delay` waits
 *   `delayMs` (default 10000, past the worker's 8 s timeout) and then takes it; `{formName, mode:
 *   'normal'}` clears the form's plan.
 * - `GET _submissions?email=`, `?formName=` or `?formSubmissionId=`: the stored leads with their
 *   values and the attempts each id took.
 */
export const comhubControls = new Hono<{ Bindings: FormsBindings }>();

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

comhubControls.post('/_failures', async (c) => {
  const body = await c.req.json<unknown>().catch(() => undefined);
  if (
    !isRecord(body) ||
    typeof body.email !== 'string' ||
    !Number.isInteger(body.times) ||
    (body.times as number) < 0
  ) {
    return c.json({ error: 'The body is {email, times, status?}' }, 400);
  }
  const status =
    Number.isInteger(body.status) &&
    (body.status as number) >= 400 &&
    (body.status as number) <= 599
      ? (body.status as number)
      : 503;
  await ensureTables(c.env.SANDBOX_DB);
  await c.env.SANDBOX_DB.prepare(
    `INSERT INTO comhub_failures (email, remaining, status) VALUES (?, ?, ?)
     ON CONFLICT(email) DO UPDATE SET remaining = excluded.remaining, status = excluded.status`,
  )
    .bind(body.email.toLowerCase(), body.times, status)
    .run();
  return c.json({ email: body.email.toLowerCase(), times: body.times, status });
});

const behaviourSchema = z.object({
  formName: z.string().min(1).max(100),
  mode: z.enum([...behaviourModes, 'normal']),
  times: z.number().int().min(0).max(1000).default(1),
  delayMs: z.number().int().min(0).max(60_000).default(10_000),
});

const behaviourShape =
  "The body is {formName, mode: 'fail' | '500' | 'delay' | 'normal', times?, delayMs?}";

comhubControls.post('/_behaviour', async (c) => {
  const body = behaviourSchema.safeParse(await c.req.json<unknown>().catch(() => undefined));
  if (!body.success) return c.json({ error: behaviourShape }, 400);
  const { formName, mode, times, delayMs } = body.data;
  const db = c.env.SANDBOX_DB;
  await ensureTables(db);
  if (mode === 'normal')
    await db.prepare('DELETE FROM comhub_behaviour WHERE form_name = ?').bind(formName).run();
  else
    await db
      .prepare(
        `INSERT INTO comhub_behaviour (form_name, mode, remaining, delay_ms) VALUES (?, ?, ?, ?)
         ON CONFLICT(form_name) DO UPDATE SET mode = excluded.mode, remaining = excluded.remaining,
           delay_ms = excluded.delay_ms`,
      )
      .bind(formName, mode, times, delayMs)
      .run();
  return c.json(mode === 'normal' ? { formName, mode } : { formName, mode, times, delayMs });
});

/** Which stored leads `_submissions` lists: the first of its filters the query names. */
const submissionFilters = [
  ['email', 's.email'],
  ['formName', 's.form_name'],
  ['formSubmissionId', 's.form_submission_id'],
] as const;

comhubControls.get('/_submissions', async (c) => {
  const filter = submissionFilters.find(([name]) => c.req.query(name));
  if (!filter) return c.json({ error: 'Ask by ?email=, ?formName= or ?formSubmissionId=' }, 400);
  const [name, column] = filter;
  const value = c.req.query(name)!;
  await ensureTables(c.env.SANDBOX_DB);
  const rows = await c.env.SANDBOX_DB.prepare(
    `SELECT s.form_submission_id, s.form_name, s.values_json, s.received_at, a.attempts
       FROM comhub_submissions s LEFT JOIN comhub_attempts a USING (form_submission_id)
      WHERE ${column} = ? ORDER BY s.received_at, s.rowid`,
  )
    .bind(name === 'email' ? value.toLowerCase() : value)
    .all<{
      form_submission_id: string;
      form_name: string;
      values_json: string;
      received_at: string;
      attempts: number | null;
    }>();
  return c.json(
    rows.results.map((row) => ({
      formSubmissionId: row.form_submission_id,
      formName: row.form_name,
      values: JSON.parse(row.values_json) as unknown,
      receivedAt: row.received_at,
      attempts: row.attempts ?? 0,
    })),
  );
});
