import type { Context, ErrorHandler } from 'hono';
import type { z } from 'zod';

// How a partner says no: a 4xx (or a 500 for a fixture that fails on purpose) with
// `{ "message": "..." }`, the message in Swedish because the flows show it to the visitor (booking
// spec 8.1, 8.3). Every partner of the sandbox that answers this way shares these.

export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 422 | 500;

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

/**
 * A partner's error answer: a refusal as `{message}`, anything else a 500 with the partner's own
 * `unexpected` message, logged under the partner's name.
 */
export function refusalAnswer(partner: string, unexpected: string): ErrorHandler {
  return (error: Error, c: Context) => {
    if (error instanceof PartnerRefusal) return c.json({ message: error.message }, error.status);
    console.error(`${partner} sandbox error`, error);
    return c.json({ message: unexpected }, 500);
  };
}
