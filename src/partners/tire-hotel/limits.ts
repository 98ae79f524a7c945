import { DurableObject } from 'cloudflare:workers';
import type { AppConfig, RawEnv } from '../../env.ts';
import type { DurableObjectState, SqlStorage } from '../../platform.ts';

// The tire hotel's guess and abuse limits (issue 20; the reasoning is in the README's "Tire hotel
// limits"). A count that must be exact across every isolate lives in one Durable Object: each
// method below checks and counts in one synchronous run over its SQLite storage (no await between
// the check and the write), so fifty parallel guesses are judged one after another and no request
// slips past a count.

export const hourMs = 60 * 60 * 1000;
export const dayMs = 24 * hourMs;

/** May the request go on to the partner, or when may it be tried again. */
export type Verdict =
  | { allowed: true }
  | {
      allowed: false;
      /** When the request may be tried again (ms since the epoch). */
      retryAt: number;
      /** The issued code has had its wrong guesses: only a new code helps. */
      needsNewCode: boolean;
    };

export interface CodeRequestLimits {
  perPlateHour: number;
  perAddressHour: number;
}

export interface GuessLimits {
  perCode: number;
  perPlateDay: number;
}

/** A guess counted before the partner judges it; the caller settles it with its verdict. */
export type Reservation = { allowed: true; guessId: number } | Extract<Verdict, { allowed: false }>;

const refused = (retryAt: number, needsNewCode = false): Verdict & { allowed: false } => ({
  allowed: false,
  retryAt,
  needsNewCode,
});

/**
 * The one object that counts the tire hotel's code requests (per plate and per client address,
 * an hour) and wrong codes (per issued code, and per plate a day): `idFromName('limits')`. One
 * object keeps a plate's and an address's counts in one atomic check; the flow is Swedish and
 * small, far below what one object serves. Rows older than a day are pruned as it goes.
 */
export class TireHotelLimits extends DurableObject<RawEnv> {
  readonly #sql: SqlStorage;

  constructor(ctx: DurableObjectState, env: RawEnv) {
    super(ctx, env);
    this.#sql = ctx.storage.sql;
    this.#sql
      .exec(`CREATE TABLE IF NOT EXISTS code_requests (subject TEXT NOT NULL, at INTEGER NOT NULL);
      CREATE INDEX IF NOT EXISTS code_requests_subject ON code_requests (subject, at);
      CREATE TABLE IF NOT EXISTS guesses (id INTEGER PRIMARY KEY, plate TEXT NOT NULL,
        code_id TEXT NOT NULL, at INTEGER NOT NULL);
      CREATE INDEX IF NOT EXISTS guesses_plate ON guesses (plate, at);
      CREATE INDEX IF NOT EXISTS guesses_code ON guesses (code_id);`);
  }

  /** Counts a code request for the plate and the address, unless either is at its limit. */
  requestCode(plate: string, address: string, limits: CodeRequestLimits): Verdict {
    const now = Date.now();
    this.#prune(now);
    const waits = [
      this.#codeRequestsFreeAt(`plate:${plate}`, limits.perPlateHour, now),
      this.#codeRequestsFreeAt(`address:${address}`, limits.perAddressHour, now),
    ];
    const freeAt = Math.max(...waits);
    if (freeAt > now) return refused(freeAt);
    for (const subject of [`plate:${plate}`, `address:${address}`])
      this.#sql.exec('INSERT INTO code_requests (subject, at) VALUES (?, ?)', subject, now);
    return { allowed: true };
  }

  /**
   * Counts a guess at the issued code as wrong before the partner judges it (so parallel guesses
   * see it), unless the code or the plate is at its limit; settleGuess takes back one that was
   * not wrong.
   */
  reserveGuess(
    plate: string,
    codeId: string,
    limits: GuessLimits,
    perPlateHour: number,
  ): Reservation {
    const now = Date.now();
    this.#prune(now);
    const perCode = this.#count('SELECT COUNT(*) AS n FROM guesses WHERE code_id = ?', codeId);
    if (perCode >= limits.perCode)
      return refused(this.#codeRequestsFreeAt(`plate:${plate}`, perPlateHour, now), true);
    const today = this.#sql
      .exec<{ at: number }>('SELECT at FROM guesses WHERE plate = ? ORDER BY at', plate)
      .toArray();
    if (today.length >= limits.perPlateDay)
      return refused(today[today.length - limits.perPlateDay]!.at + dayMs);
    const row = this.#sql
      .exec<{ id: number }>(
        'INSERT INTO guesses (plate, code_id, at) VALUES (?, ?, ?) RETURNING id',
        plate,
        codeId,
        now,
      )
      .one();
    return { allowed: true, guessId: row.id };
  }

  /** The partner's verdict on a reserved guess: only a wrong code stays counted. */
  settleGuess(guessId: number, wrong: boolean): void {
    if (!wrong) this.#sql.exec('DELETE FROM guesses WHERE id = ?', guessId);
  }

  /** Development only (the routes refuse it in production): every count forgotten. */
  reset(): void {
    this.#sql.exec('DELETE FROM code_requests; DELETE FROM guesses;');
  }

  /** When the subject may make another code request: now when it is under its limit. */
  #codeRequestsFreeAt(subject: string, limit: number, now: number): number {
    const times = this.#sql
      .exec<{ at: number }>('SELECT at FROM code_requests WHERE subject = ? ORDER BY at', subject)
      .toArray();
    if (times.length < limit) return now;
    return times[times.length - limit]!.at + hourMs;
  }

  #count(query: string, value: string): number {
    return this.#sql.exec<{ n: number }>(query, value).one().n;
  }

  #prune(now: number): void {
    this.#sql.exec('DELETE FROM code_requests WHERE at <= ?', now - hourMs);
    this.#sql.exec('DELETE FROM guesses WHERE at <= ?', now - dayMs);
  }
}

/** The limits object every isolate shares. */
export function limitsOf(config: AppConfig) {
  const namespace = config.bindings.TIRE_HOTEL_LIMITS;
  return namespace.get(namespace.idFromName('limits'));
}
