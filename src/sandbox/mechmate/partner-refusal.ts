import type { Context } from 'hono';
import type { z } from 'zod';

// How the partner says no: a 4xx (or, for SRVERR's services, a 500) with `{ "message": "..." }`,
// the message in Swedish because the flow shows it to the visitor (spec 8.1).

export type RefusalStatus = 400 | 404 | 409 | 422 | 500;

/** A refusal the partner answers with its status and message. */
export class PartnerRefusal extends Error {
  readonly status: RefusalStatus;
  constructor(status: RefusalStatus, message: string) {
    super(message);
    this.name = 'PartnerRefusal';
    this.status = status;
  }
}

/**
 * A path, query or body value read with its contract schema; otherwise a 400 with the message,
 * naming the first field that does not fit.
 */
export function read<T>(schema: z.ZodType<T>, value: unknown, message: string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const path = parsed.error.issues[0]?.path.join('.');
  throw new PartnerRefusal(400, path ? `${message} (${path})` : message);
}

/** The partner's error answer: a refusal as `{message}`, anything else a 500 that is logged. */
export function answerRefusal(error: Error, c: Context): Response {
  if (error instanceof PartnerRefusal) return c.json({ message: error.message }, error.status);
  console.error('mechmate sandbox error', error);
  return c.json({ message: 'Verkstadsbokningen fick ett oväntat fel. Försök igen senare.' }, 500);
}
