import type { Context } from 'hono';
import type { D1Database } from '../../platform.ts';
import { refusalAnswer } from '../partner-refusal.ts';

// What every route of the sandbox's tire hotel shares: its bindings, and how it answers a failure
// it did not plan for (a planned one is a PartnerRefusal, answered as `{message}`).

export interface TireHotelBindings {
  SANDBOX_DB: D1Database;
  ENVIRONMENT?: string;
  TIRE_HOTEL_CODE_SECONDS?: string;
}

export interface TireHotelEnv {
  Bindings: TireHotelBindings;
  /** The plate of the validated token the booking and review calls carry. */
  Variables: { regNo: string };
}

export type TireHotelContext = Context<TireHotelEnv>;

export const answerTireHotelRefusal = refusalAnswer(
  'tire hotel',
  'Däckhotellet fick ett oväntat fel. Försök igen senare.',
);

/** The JSON body, or undefined when it is not JSON (the contract's schema then says what is wrong). */
export function jsonBody(c: TireHotelContext): Promise<unknown> {
  return c.req.json<unknown>().catch(() => undefined);
}
