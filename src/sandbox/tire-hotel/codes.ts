import type { D1Database } from '../../platform.ts';
import { type CodeVerdict, expiryOf, type IssuedCode, judgeCode, newCode } from './code-rules.ts';

// The partner's one-time codes in the sandbox's D1: one row per login, its token the key. A code
// is used up by the one right answer (an UPDATE guarded by its state, so two right answers racing
// validate once); a used code's token is then the validated session the booking calls need.

const schema = [
  `CREATE TABLE IF NOT EXISTS tire_hotel_codes (
     token TEXT PRIMARY KEY, reg_no TEXT NOT NULL, code TEXT NOT NULL,
     issued_at TEXT NOT NULL, expires_at TEXT NOT NULL, used_at TEXT)`,
  'CREATE INDEX IF NOT EXISTS tire_hotel_codes_plate ON tire_hotel_codes (reg_no)',
];

/** The sandbox has no migrations: its tables are made on first use. */
export async function ensureCodeTable(db: D1Database): Promise<void> {
  await db.batch(schema.map((sql) => db.prepare(sql)));
}

interface CodeRow {
  token: string;
  reg_no: string;
  code: string;
  expires_at: string;
  used_at: string | null;
}

const toIssued = (row: CodeRow): IssuedCode => ({
  token: row.token,
  regNo: row.reg_no,
  code: row.code,
  expiresAt: row.expires_at,
  usedAt: row.used_at,
});

/** A new code and token for the plate; the plate's earlier unused codes stop working. */
export async function issueCode(
  db: D1Database,
  regNo: string,
  lifetimeSeconds: number,
  now: Date,
): Promise<IssuedCode> {
  const issued: IssuedCode = {
    token: crypto.randomUUID(),
    regNo,
    code: newCode(),
    expiresAt: expiryOf(now, lifetimeSeconds),
    usedAt: null,
  };
  const at = now.toISOString();
  await db.batch([
    db
      .prepare(
        'UPDATE tire_hotel_codes SET expires_at = ? WHERE reg_no = ? AND used_at IS NULL AND expires_at > ?',
      )
      .bind(at, regNo, at),
    db
      .prepare(
        'INSERT INTO tire_hotel_codes (token, reg_no, code, issued_at, expires_at) VALUES (?, ?, ?, ?, ?)',
      )
      .bind(issued.token, regNo, issued.code, at, issued.expiresAt),
  ]);
  return issued;
}

async function codeOf(db: D1Database, token: string): Promise<IssuedCode | null> {
  const row = await db
    .prepare('SELECT * FROM tire_hotel_codes WHERE token = ?')
    .bind(token)
    .first<CodeRow>();
  return row ? toIssued(row) : null;
}

/** Judges a typed code; the right one, unused and in time, is used up by this call alone. */
export async function useCode(
  db: D1Database,
  token: string,
  typed: string,
  now: Date,
): Promise<CodeVerdict> {
  const at = now.toISOString();
  const used = await db
    .prepare(
      `UPDATE tire_hotel_codes SET used_at = ?
       WHERE token = ? AND code = ? AND used_at IS NULL AND expires_at > ?`,
    )
    .bind(at, token, typed, at)
    .run();
  if ((used.meta.changes ?? 0) > 0) return 'right';
  const verdict = judgeCode(await codeOf(db, token), typed, now);
  // Right by the row yet not updated: another request used it in between.
  return verdict === 'right' ? 'expired' : verdict;
}

/** The plate a validated token (its code used up) belongs to; null for any other token. */
export async function validatedPlate(db: D1Database, token: string): Promise<string | null> {
  const issued = await codeOf(db, token);
  return issued?.usedAt ? issued.regNo : null;
}

/** The plate's last code, for tests and developers. */
export async function lastCodeOf(db: D1Database, regNo: string): Promise<IssuedCode | null> {
  const row = await db
    .prepare('SELECT * FROM tire_hotel_codes WHERE reg_no = ? ORDER BY rowid DESC LIMIT 1')
    .bind(regNo)
    .first<CodeRow>();
  return row ? toIssued(row) : null;
}

/** Ends the plate's last code now (tests of the expired-code message); false without one. */
export async function expireLastCode(db: D1Database, regNo: string, now: Date): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE tire_hotel_codes SET expires_at = ?
       WHERE rowid = (SELECT rowid FROM tire_hotel_codes WHERE reg_no = ? ORDER BY rowid DESC LIMIT 1)`,
    )
    .bind(now.toISOString(), regNo)
    .run();
  return (result.meta.changes ?? 0) > 0;
}
