import type {
  TireBookingConfirmation,
  tireBookingRequestSchema,
  reviewSchema,
} from '#client/contracts/tire-hotel.ts';
import type { z } from 'zod';
import type { D1Database } from '../../platform.ts';
import type { BookedTimes } from './calendar.ts';

// The partner's wheel-change bookings and reviews in the sandbox's D1. A start time of a workshop
// is booked once (unique, so two bookings racing for it book once); a full-day booking has no
// start time, and a full-day day takes any number of cars.

const schema = [
  `CREATE TABLE IF NOT EXISTS tire_hotel_bookings (
     id TEXT PRIMARY KEY, workshop TEXT NOT NULL, booking_date TEXT NOT NULL, booking_start TEXT,
     reg_no TEXT NOT NULL, confirmation_json TEXT NOT NULL, booked_at TEXT NOT NULL,
     UNIQUE (workshop, booking_date, booking_start))`,
  'CREATE INDEX IF NOT EXISTS tire_hotel_bookings_plate ON tire_hotel_bookings (reg_no)',
  `CREATE TABLE IF NOT EXISTS tire_hotel_reviews (
     id INTEGER PRIMARY KEY AUTOINCREMENT, reg_no TEXT NOT NULL, rating INTEGER NOT NULL,
     comment TEXT NOT NULL, review_date TEXT NOT NULL, received_at TEXT NOT NULL)`,
];

/** The sandbox has no migrations: its tables are made on first use. */
export async function ensureBookingTables(db: D1Database): Promise<void> {
  await db.batch(schema.map((sql) => db.prepare(sql)));
}

/** The start times booked at a workshop from `from` to `to` (inclusive dates). */
export async function bookedTimes(
  db: D1Database,
  workshop: string,
  from: string,
  to: string,
): Promise<BookedTimes> {
  const rows = await db
    .prepare(
      `SELECT booking_date, booking_start FROM tire_hotel_bookings
       WHERE workshop = ? AND booking_date BETWEEN ? AND ? AND booking_start IS NOT NULL`,
    )
    .bind(workshop, from, to)
    .all<{ booking_date: string; booking_start: string }>();
  const booked = new Map<string, Set<string>>();
  for (const row of rows.results) {
    const times = booked.get(row.booking_date) ?? new Set<string>();
    booked.set(row.booking_date, times.add(row.booking_start));
  }
  return booked;
}

/** Stores a booking with its confirmation; false when its start time was taken meanwhile. */
export async function insertBooking(
  db: D1Database,
  workshop: string,
  request: z.output<typeof tireBookingRequestSchema>,
  confirmation: TireBookingConfirmation,
): Promise<boolean> {
  const result = await db
    .prepare(
      `INSERT INTO tire_hotel_bookings (id, workshop, booking_date, booking_start, reg_no,
         confirmation_json, booked_at) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
    )
    .bind(
      confirmation.bookingConfirmationId,
      workshop,
      request.bookingDate,
      request.bookingStart,
      request.regNo,
      JSON.stringify(confirmation),
      new Date().toISOString(),
    )
    .run();
  return (result.meta.changes ?? 0) > 0;
}

/** A plate's confirmations, oldest first (for tests and developers). */
export async function bookingsOf(
  db: D1Database,
  regNo: string,
): Promise<TireBookingConfirmation[]> {
  const rows = await db
    .prepare(
      'SELECT confirmation_json FROM tire_hotel_bookings WHERE reg_no = ? ORDER BY booked_at, id',
    )
    .bind(regNo)
    .all<{ confirmation_json: string }>();
  return rows.results.map((row) => JSON.parse(row.confirmation_json) as TireBookingConfirmation);
}

type Review = z.output<typeof reviewSchema>;

export async function insertReview(db: D1Database, regNo: string, review: Review): Promise<void> {
  await db
    .prepare(
      `INSERT INTO tire_hotel_reviews (reg_no, rating, comment, review_date, received_at)
       VALUES (?, ?, ?, ?, ?)`,
    )
    .bind(regNo, review.rating, review.comment, review.date, new Date().toISOString())
    .run();
}

/** A plate's reviews, oldest first (for tests and developers). */
export async function reviewsOf(db: D1Database, regNo: string): Promise<Review[]> {
  const rows = await db
    .prepare(
      `SELECT rating, comment, review_date AS date FROM tire_hotel_reviews
       WHERE reg_no = ? ORDER BY id`,
    )
    .bind(regNo)
    .all<Review>();
  return rows.results;
}
