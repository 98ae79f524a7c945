import type { D1Database } from '../../platform.ts';

// The sandbox forms partner's D1 tables: the leads it took (one per formSubmissionId), the
// attempts each id took, and the plans tests make it follow (by the lead's email, or by form).

const schema = [
  `CREATE TABLE IF NOT EXISTS comhub_submissions (
     form_submission_id TEXT PRIMARY KEY, form_name TEXT NOT NULL, email TEXT NOT NULL,
     values_json TEXT NOT NULL, received_at TEXT NOT NULL)`,
  'CREATE TABLE IF NOT EXISTS comhub_attempts (form_submission_id TEXT PRIMARY KEY, attempts INTEGER NOT NULL)',
  'CREATE TABLE IF NOT EXISTS comhub_failures (email TEXT PRIMARY KEY, remaining INTEGER NOT NULL, status INTEGER NOT NULL)',
  `CREATE TABLE IF NOT EXISTS comhub_behaviour (form_name TEXT PRIMARY KEY, mode TEXT NOT NULL,
     remaining INTEGER NOT NULL, delay_ms INTEGER NOT NULL)`,
];

/** The sandbox has no migrations: its tables are made on first use. */
export async function ensureTables(db: D1Database): Promise<void> {
  await db.batch(schema.map((sql) => db.prepare(sql)));
}

/** What a form's plan makes the partner do with a submission (POST _behaviour). */
export const behaviourModes = ['fail', '500', 'delay'] as const;
export type BehaviourMode = (typeof behaviourModes)[number];

export interface PlannedStep {
  mode: BehaviourMode;
  delayMs: number;
}

/** The form's next planned step, taken from its plan atomically, so two attempts never share one. */
export async function takePlannedStep(
  db: D1Database,
  formName: string,
): Promise<PlannedStep | null> {
  const row = await db
    .prepare(
      `UPDATE comhub_behaviour SET remaining = remaining - 1
        WHERE form_name = ? AND remaining > 0 RETURNING mode, delay_ms`,
    )
    .bind(formName)
    .first<{ mode: BehaviourMode; delay_ms: number }>();
  return row ? { mode: row.mode, delayMs: row.delay_ms } : null;
}

/** The failure status planned for the lead's email (POST _failures), taken atomically. */
export async function takePlannedFailure(db: D1Database, email: string): Promise<number | null> {
  const row = await db
    .prepare(
      'UPDATE comhub_failures SET remaining = remaining - 1 WHERE email = ? AND remaining > 0 RETURNING status',
    )
    .bind(email)
    .first<{ status: number }>();
  return row?.status ?? null;
}
