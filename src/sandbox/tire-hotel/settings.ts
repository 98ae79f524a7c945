import { z } from 'zod';

// What the sandbox's tire hotel reads from its env (src/sandbox/wrangler.toml's [vars], or the
// test harness): whether it runs in development, where its test controls answer, and the code
// lifetime, which tests shorten. Unset ENVIRONMENT is production, as for the site's worker.

const blankIsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const settingsSchema = z.object({
  ENVIRONMENT: z.preprocess(
    blankIsUnset,
    z.enum(['development', 'production']).default('production'),
  ),
  /** Seconds a one-time code works (default 300, the partner's 5 minutes). */
  TIRE_HOTEL_CODE_SECONDS: z.preprocess(
    blankIsUnset,
    z.coerce.number().int().min(1).max(3600).default(300),
  ),
});

export interface TireHotelSettings {
  development: boolean;
  codeLifetimeSeconds: number;
}

/** The settings from the sandbox's env; a value out of range throws (the sandbox's 500, logged). */
export function tireHotelSettings(env: object): TireHotelSettings {
  const parsed = settingsSchema.parse(env);
  return {
    development: parsed.ENVIRONMENT === 'development',
    codeLifetimeSeconds: parsed.TIRE_HOTEL_CODE_SECONDS,
  };
}
