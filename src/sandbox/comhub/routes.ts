import { Hono } from 'hono';
import type { D1Database } from '../../platform.ts';
import { comhubSubmissionSchema } from '../../partners/comhub/contract.ts';

interface FormsBindings {
  SANDBOX_DB: D1Database;
}

/**
 * The forms partner (spec car-stock 7 "Contact form", booking 7.2) as the sandbox plays it:
 * `POST /forms/comhub` keeps one submission per formSubmissionId and answers 202; a repeat of an id
 * answers the stored outcome without storing it again. For tests and developers:
 * `POST /forms/comhub/_failures` `{ email, times, status? }` makes the next `times` submissions
 * whose values.email is `email` fail (default 503) before anything is stored, and
 * `GET /forms/comhub/_submissions?email=` or `?formSubmissionId=` lists what was stored, with the
 * number of attempts each id took.
 */
export const comhubSandbox = new Hono<{ Bindings: FormsBindings }>();

const schema = [
  `CREATE TABLE IF NOT EXISTS comhub_submissions (
     form_submission_id TEXT PRIMARY KEY, form_name TEXT NOT NULL, email TEXT NOT NULL,
     values_json TEXT NOT NULL, received_at TEXT NOT NULL)`,
  'CREATE TABLE IF NOT EXISTS comhub_attempts (form_submission_id TEXT PRIMARY KEY, attempts INTEGER NOT NULL)',
  'CREATE TABLE IF NOT EXISTS comhub_failures (email TEXT PRIMARY KEY, remaining INTEGER NOT NULL, status INTEGER NOT NULL)',
];

/** The sandbox has no migrations: its tables are made on first use. */
async function ensureTables(db: D1Database): Promise<void> {
  await db.batch(schema.map((sql) => db.prepare(sql)));
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

comhubSandbox.post('/comhub', async (c) => {
  const body = comhubSubmissionSchema.safeParse(await c.req.json<unknown>().catch(() => undefined));
  if (!body.success)
    return c.json(
      { error: 'The body is {formName, formSubmissionId, values}, the values strings or booleans' },
      400,
    );
  const { formName, formSubmissionId, values } = body.data;
  const email = typeof values.email === 'string' ? values.email.toLowerCase() : '';
  const db = c.env.SANDBOX_DB;
  await ensureTables(db);
  await db
    .prepare(
      `INSERT INTO comhub_attempts (form_submission_id, attempts) VALUES (?, 1)
       ON CONFLICT(form_submission_id) DO UPDATE SET attempts = attempts + 1`,
    )
    .bind(formSubmissionId)
    .run();

  // A failure planned by a test: taken from the plan atomically, so two attempts never share one.
  const planned = await db
    .prepare(
      'UPDATE comhub_failures SET remaining = remaining - 1 WHERE email = ? AND remaining > 0 RETURNING status',
    )
    .bind(email)
    .first<{ status: number }>();
  if (planned)
    return c.json(
      { error: 'The forms partner is failing on purpose (sandbox failure plan).' },
      planned.status as 500,
    );

  // Once per id: a repeat (a retry whose first answer was lost) gets the stored outcome.
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

comhubSandbox.post('/comhub/_failures', async (c) => {
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

comhubSandbox.get('/comhub/_submissions', async (c) => {
  const email = c.req.query('email');
  const id = c.req.query('formSubmissionId');
  if (!email && !id) return c.json({ error: 'Ask by ?email= or ?formSubmissionId=' }, 400);
  await ensureTables(c.env.SANDBOX_DB);
  const rows = await c.env.SANDBOX_DB.prepare(
    `SELECT s.form_submission_id, s.form_name, s.values_json, s.received_at, a.attempts
       FROM comhub_submissions s LEFT JOIN comhub_attempts a USING (form_submission_id)
      WHERE ${email ? 's.email = ?' : 's.form_submission_id = ?'} ORDER BY s.received_at`,
  )
    .bind(email ? email.toLowerCase() : id)
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
