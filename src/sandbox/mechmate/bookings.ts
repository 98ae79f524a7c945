import type { BookingAnswer } from '#client/contracts/mechmate.ts';
import type { D1Database } from '../../platform.ts';
import { slotKey } from './calendar.ts';

// The partner's bookings in the sandbox's D1: one row per booking, one booking per slot of a
// workshop and per Idempotency-Key (both unique, so two requests racing for either book once).

const schema = [
  `CREATE TABLE IF NOT EXISTS mechmate_bookings (
     id TEXT PRIMARY KEY, idempotency_key TEXT UNIQUE, department_id TEXT NOT NULL,
     slot_date TEXT NOT NULL, slot_time TEXT NOT NULL, registration_number TEXT NOT NULL,
     request_json TEXT NOT NULL, answer_json TEXT NOT NULL, booked_at TEXT NOT NULL,
     UNIQUE (department_id, slot_date, slot_time))`,
  'CREATE INDEX IF NOT EXISTS mechmate_bookings_plate ON mechmate_bookings (registration_number)',
];

/** The sandbox has no migrations: its tables are made on first use. */
export async function ensureBookingTables(db: D1Database): Promise<void> {
  await db.batch(schema.map((sql) => db.prepare(sql)));
}

export interface NewBooking {
  id: string;
  idempotencyKey: string | null;
  departmentId: string;
  date: string;
  /** HH:mm, or 'heldag' for the full-day slot. */
  time: string;
  registrationNumber: string;
  request: unknown;
  answer: BookingAnswer;
}

/** A booking as the sandbox lists it for tests and developers. */
export interface StoredBooking extends NewBooking {
  bookedAt: string;
}

interface BookingRow {
  id: string;
  idempotency_key: string | null;
  department_id: string;
  slot_date: string;
  slot_time: string;
  registration_number: string;
  request_json: string;
  answer_json: string;
  booked_at: string;
}

const toStored = (row: BookingRow): StoredBooking => ({
  id: row.id,
  idempotencyKey: row.idempotency_key,
  departmentId: row.department_id,
  date: row.slot_date,
  time: row.slot_time,
  registrationNumber: row.registration_number,
  request: JSON.parse(row.request_json) as unknown,
  answer: JSON.parse(row.answer_json) as BookingAnswer,
  bookedAt: row.booked_at,
});

/** Stores a booking; false when its slot or its key is already taken (nothing is stored then). */
export async function insertBooking(db: D1Database, booking: NewBooking): Promise<boolean> {
  const result = await db
    .prepare(
      `INSERT INTO mechmate_bookings (id, idempotency_key, department_id, slot_date, slot_time,
         registration_number, request_json, answer_json, booked_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
    )
    .bind(
      booking.id,
      booking.idempotencyKey,
      booking.departmentId,
      booking.date,
      booking.time,
      booking.registrationNumber,
      JSON.stringify(booking.request),
      JSON.stringify(booking.answer),
      new Date().toISOString(),
    )
    .run();
  return (result.meta.changes ?? 0) > 0;
}

/** The booking an Idempotency-Key made, if any. */
export async function bookingByKey(db: D1Database, key: string): Promise<StoredBooking | null> {
  const row = await db
    .prepare('SELECT * FROM mechmate_bookings WHERE idempotency_key = ?')
    .bind(key)
    .first<BookingRow>();
  return row ? toStored(row) : null;
}

/** A car's bookings, oldest first. */
export async function bookingsOf(db: D1Database, plate: string): Promise<StoredBooking[]> {
  const rows = await db
    .prepare('SELECT * FROM mechmate_bookings WHERE registration_number = ? ORDER BY booked_at, id')
    .bind(plate)
    .all<BookingRow>();
  return rows.results.map(toStored);
}

/** The slots booked from `from` to `to` (inclusive dates), as slot keys per department. */
export async function bookedSlots(
  db: D1Database,
  from: string,
  to: string,
): Promise<Map<string, Set<string>>> {
  const rows = await db
    .prepare(
      'SELECT department_id, slot_date, slot_time FROM mechmate_bookings WHERE slot_date BETWEEN ? AND ?',
    )
    .bind(from, to)
    .all<Pick<BookingRow, 'department_id' | 'slot_date' | 'slot_time'>>();
  const booked = new Map<string, Set<string>>();
  for (const row of rows.results) {
    const slots = booked.get(row.department_id) ?? new Set<string>();
    slots.add(slotKey(row.slot_date, row.slot_time));
    booked.set(row.department_id, slots);
  }
  return booked;
}
