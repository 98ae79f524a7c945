import type { RawEnv } from '#src/env.ts';

const kv = () => ({ get() {}, put() {} });
const fetcher = () => ({ fetch() {} });

/** The bindings workerd hands the worker (stand-ins with the methods the schema checks for). */
export const bindingsEnv = (): RawEnv => ({
  CONTENT_KV: kv(),
  REDIRECTS_KV: kv(),
  DB: { prepare() {}, batch() {} },
  ASSETS: fetcher(),
  BOOKING_KEYS: { idFromName() {}, get() {} },
  TIRE_HOTEL_LIMITS: { idFromName() {}, get() {} },
  LEAD_SUBMISSIONS: { idFromName() {}, get() {} },
});

/** The env of development and tests: the bindings, the sandbox, and ENVIRONMENT said outright. */
export const developmentEnv = (): RawEnv => ({
  ...bindingsEnv(),
  SANDBOX: fetcher(),
  ENVIRONMENT: 'development',
});
