import { z } from 'zod';
import type { LeadSubmissions } from './partners/comhub/lead-submissions.ts';
import type { BookingKeys } from './partners/mechmate/idempotency.ts';
import type { TireHotelLimits } from './partners/tire-hotel/limits.ts';
import type { D1Database, DurableObjectNamespace, Fetcher, KVNamespace } from './platform.ts';
import { parseSiteHosts } from './sites/resolve-host.ts';

// The one description of what wrangler.toml, `wrangler secret put` and .dev.vars give the worker:
// the bindings, the vars and the secrets, each with its rule. The worker's types are inferred from
// it, and code reads configuration only through the validated config (`c.get('config')`).

/** A binding of the given kind: an object with these methods (workerd's bindings are not classes). */
const binding = <T>(...methods: string[]) =>
  z.custom<T>(
    (value) =>
      typeof value === 'object' &&
      value !== null &&
      methods.every((m) => typeof (value as Record<string, unknown>)[m] === 'function'),
    { message: `expected a binding with ${methods.join(', ')}` },
  );

/** A var or secret that may be absent; blank counts as absent, and the value is trimmed. */
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const optionalHttpsUrl = optionalText.pipe(z.url({ protocol: /^https$/ }).optional());

/**
 * A secret that may be absent (blank counts as absent): when given, at least `min` characters of
 * printable ASCII without spaces, as a header value or a bearer token must be.
 */
const optionalSecret = (name: string, min: number) =>
  optionalText.pipe(
    z
      .string()
      .min(min, `${name} must be at least ${min} characters`)
      .regex(/^[\x21-\x7e]+$/, `${name} is printable ASCII without spaces`)
      .optional(),
  );

/** The bindings workerd hands over with the env: storage, assets, the sandbox service. */
const bindingsSchema = z.object({
  CONTENT_KV: binding<KVNamespace>('get', 'put'),
  REDIRECTS_KV: binding<KVNamespace>('get', 'put'),
  DB: binding<D1Database>('prepare', 'batch'),
  ASSETS: binding<Fetcher>('fetch'),
  /** The workshop bookings' Idempotency-Keys: one Durable Object per key. */
  BOOKING_KEYS: binding<DurableObjectNamespace<BookingKeys>>('idFromName', 'get'),
  /** The tire hotel's guess and code-request limits: one Durable Object (limits.ts). */
  TIRE_HOTEL_LIMITS: binding<DurableObjectNamespace<TireHotelLimits>>('idFromName', 'get'),
  /** The forms' submission ids: one Durable Object per id, each lead delivered once. */
  LEAD_SUBMISSIONS: binding<DurableObjectNamespace<LeadSubmissions>>('idFromName', 'get'),
  /** Development and tests only: the partner sandbox worker. */
  SANDBOX: binding<Fetcher>('fetch').optional(),
});

/** The bindings, as the schema checks them (`config.bindings`). */
export type Bindings = z.infer<typeof bindingsSchema>;

/**
 * The env as workerd hands it over, unchecked: Hono's `c.env`. Nothing is read from it but by
 * `loadConfig`, so every binding, var and secret is read through the validated config.
 */
export type RawEnv = Readonly<Record<string, unknown>>;

const environmentSchema = z.enum(['development', 'production']);

/**
 * The tire hotel's session key in development and tests (wrangler.toml's [vars]): public, so
 * production treats it as no key at all.
 */
export const developmentTireHotelSessionKey =
  'development-only-tire-hotel-session-key-never-production';

/**
 * The lead forms' token secret in development and tests (wrangler.toml's [vars]): public, so
 * production treats it as no secret at all.
 */
export const developmentFormTokenSecret =
  'development-only-lead-form-token-secret-never-production';

/** A positive whole number var with a default (a limit, a lifetime). */
const count = (max: number, fallback: number) =>
  z.coerce.number().int().min(1).max(max).default(fallback);

const varsSchema = z.object({
  // Unset (or blank) is production: the cache-bypass headers stay off and the sandbox is refused
  // unless a deployment says `development` in so many words (wrangler.toml's [vars] does locally).
  ENVIRONMENT: optionalText.pipe(environmentSchema.default('production')),
  /** `host=site` pairs, comma separated: the production hosts. */
  SITE_HOSTS: optionalText,
  PARTNER_ORIGIN: optionalHttpsUrl,
  /** Origin of the content platform (Sitecore) the /sitecore/* and /-/* paths proxy to. */
  CONTENT_PLATFORM_ORIGIN: optionalHttpsUrl,
  /** Origin of the media store /-/media/* and /-/jssmedia/* proxy to. */
  MEDIA_ORIGIN: optionalHttpsUrl,
  /** Hosts whose images are optimised (comma separated); images from other hosts are shown as they are. */
  IMAGE_REMOTE_HOSTS: optionalText
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((h) => h.trim().toLowerCase())
            .filter(Boolean)
        : [],
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(/^[a-z0-9.-]+$/, 'IMAGE_REMOTE_HOSTS lists bare host names, comma separated'),
      ),
    ),
  /** Seconds between checks of a site's redirect-rule version in KV (default 30). */
  REDIRECTS_REFRESH_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** Milliseconds without an event before the workshop stream sends a comment (default 15 s). */
  SSE_HEARTBEAT_MS: z.coerce.number().int().min(10).max(300_000).default(15_000),
  /** Sitecore Experience Edge GraphQL endpoint (https). Set: content is read from Edge, not KV. */
  SITECORE_EDGE_URL: optionalHttpsUrl,
  /** The group's search proxy (https URL POSTed to). Set: searches go there instead of D1. */
  SEARCH_ORIGIN: optionalHttpsUrl,
  /** Browser key of the maps service for the dealer maps; unset, the maps are drawn offline. */
  MAPS_API_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[\w-]{10,100}$/, 'MAPS_API_KEY is a maps browser key')
      .optional(),
  ),
  /**
   * Origin of the media partner's video player (https): a car's video (its `videoUrl`) is framed
   * from there, so the CSP's frame-src names it. Unset, only a player on the site's own origin.
   */
  MEDIA_PLAYER_ORIGIN: optionalHttpsUrl,
  /** Wrong codes the tire hotel judges per issued code; then only a new code helps (default 5). */
  TIRE_HOTEL_WRONG_CODES_PER_CODE: count(100, 5),
  /** Wrong codes the tire hotel judges per plate in 24 hours (default 10). */
  TIRE_HOTEL_WRONG_CODES_PER_PLATE_DAY: count(1000, 10),
  /** Codes the tire hotel asks the partner to send per plate in an hour (default 3). */
  TIRE_HOTEL_CODE_REQUESTS_PER_PLATE_HOUR: count(1000, 3),
  /** Codes the tire hotel asks the partner to send per client address in an hour (default 10). */
  TIRE_HOTEL_CODE_REQUESTS_PER_ADDRESS_HOUR: count(10_000, 10),
  /** Seconds a sent code is trusted (the partner's lifetime; default 300). */
  TIRE_HOTEL_CODE_LIFETIME_SECONDS: count(3600, 300),
  /** Seconds without a tire hotel call after which the session ends (default 1800). */
  TIRE_HOTEL_IDLE_SECONDS: count(86_400, 1800),
  /** The Turnstile widget's site key (public, sent to the browser); set with its secret or not at all. */
  TURNSTILE_SITE_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[\w-]{8,100}$/, 'TURNSTILE_SITE_KEY is a Turnstile site key')
      .optional(),
  ),
  /** The finance partner's reserve journey (https), opened with `?quoteRef=`. */
  UK_FINANCE_RESERVE_URL: optionalHttpsUrl,
  /** The finance partner's part-exchange journey (https), opened with `?quoteRef=`. */
  UK_FINANCE_PART_EXCHANGE_URL: optionalHttpsUrl,
});

const secretsSchema = z.object({
  /** The bearer token of the redirect admin API (absent: the API answers 404). */
  REDIRECT_ADMIN_TOKEN: optionalSecret('REDIRECT_ADMIN_TOKEN', 32),
  /** Proves a content author and signs the editing-session cookie (absent: no editing mode). */
  EDITING_SECRET: optionalSecret('EDITING_SECRET', 32),
  /** The Edge API key sent as `sc_apikey`; required when SITECORE_EDGE_URL is set. */
  SITECORE_EDGE_API_KEY: optionalSecret('SITECORE_EDGE_API_KEY', 1),
  /** The Codeweaver (UK finance) API key sent as `x-api-key`; required in production. */
  CODEWEAVER_API_KEY: optionalSecret('CODEWEAVER_API_KEY', 8),
  /** Seals the tire hotel's session cookie (AES-GCM); production refuses the development value. */
  TIRE_HOTEL_SESSION_KEY: optionalSecret('TIRE_HOTEL_SESSION_KEY', 32),
  /** Signs the lead forms' tokens (HMAC-SHA-256); production refuses the development value. */
  FORM_TOKEN_SECRET: optionalSecret('FORM_TOKEN_SECRET', 32),
  /** Turnstile's secret key for siteverify; set with TURNSTILE_SITE_KEY or not at all. */
  TURNSTILE_SECRET_KEY: optionalSecret('TURNSTILE_SECRET_KEY', 16),
});

const configSchema = bindingsSchema
  .extend(varsSchema.shape)
  .extend(secretsSchema.shape)
  .refine((env) => env.SITECORE_EDGE_URL === undefined || env.SITECORE_EDGE_API_KEY !== undefined, {
    message: 'SITECORE_EDGE_URL is set but the SITECORE_EDGE_API_KEY secret is not',
    path: ['SITECORE_EDGE_API_KEY'],
  })
  .refine(
    (env) => (env.TURNSTILE_SITE_KEY === undefined) === (env.TURNSTILE_SECRET_KEY === undefined),
    {
      message: 'TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY are set together or not at all',
      path: ['TURNSTILE_SECRET_KEY'],
    },
  )
  .refine((env) => env.SANDBOX !== undefined || env.PARTNER_ORIGIN !== undefined, {
    message: 'either the SANDBOX service binding or PARTNER_ORIGIN must be configured',
    path: ['PARTNER_ORIGIN'],
  })
  .refine((env) => env.ENVIRONMENT !== 'production' || env.SANDBOX === undefined, {
    message:
      'the partner sandbox must never be bound in production (ENVIRONMENT unset is production)',
    path: ['SANDBOX'],
  })
  .transform((env, ctx) => {
    let productionHosts: ReturnType<typeof parseSiteHosts> = new Map();
    try {
      productionHosts = parseSiteHosts(env.SITE_HOSTS);
    } catch (error) {
      ctx.addIssue({ code: 'custom', path: ['SITE_HOSTS'], message: String(error) });
    }
    const { CONTENT_KV, REDIRECTS_KV, DB, ASSETS, BOOKING_KEYS, TIRE_HOTEL_LIMITS, SANDBOX } = env;
    const sessionKey = env.TIRE_HOTEL_SESSION_KEY;
    // The development key is in the repository: in production it is no key, and the tire hotel
    // answers 503 rather than seal tokens with it (the rest of the site runs on).
    const developmentKeyInProduction =
      env.ENVIRONMENT === 'production' && sessionKey === developmentTireHotelSessionKey;
    // The same for the lead forms' token secret: without one of its own, production's lead forms
    // are out of order (logged) rather than signed with a public secret.
    const formTokenSecret =
      env.ENVIRONMENT === 'production' && env.FORM_TOKEN_SECRET === developmentFormTokenSecret
        ? undefined
        : env.FORM_TOKEN_SECRET;
    return {
      environment: env.ENVIRONMENT,
      productionHosts,
      partnerOrigin: env.PARTNER_ORIGIN,
      redirectsRefreshSeconds: env.REDIRECTS_REFRESH_SECONDS,
      /** How long the workshop stream stays silent before a heartbeat comment. */
      sseHeartbeatMs: env.SSE_HEARTBEAT_MS,
      contentPlatformOrigin: env.CONTENT_PLATFORM_ORIGIN,
      mediaOrigin: env.MEDIA_ORIGIN,
      /** The origin a car's video player may be framed from besides the site's own; see MEDIA_PLAYER_ORIGIN. */
      mediaPlayerOrigin: env.MEDIA_PLAYER_ORIGIN
        ? new URL(env.MEDIA_PLAYER_ORIGIN).origin
        : undefined,
      editingSecret: env.EDITING_SECRET,
      /** The redirect admin API's bearer token; absent, the API does not exist. */
      redirectAdminToken: env.REDIRECT_ADMIN_TOKEN,
      /** The UK finance partner's API key; absent, production's quote calls answer 503. */
      codeweaverApiKey: env.CODEWEAVER_API_KEY,
      imageRemoteHosts: env.IMAGE_REMOTE_HOSTS,
      /** Where content comes from when not from KV: the Edge endpoint and its key. */
      sitecoreEdge:
        env.SITECORE_EDGE_URL && env.SITECORE_EDGE_API_KEY
          ? { url: env.SITECORE_EDGE_URL, apiKey: env.SITECORE_EDGE_API_KEY }
          : undefined,
      /** The search proxy searches are posted to; unset, the embedded D1 index answers. */
      searchOrigin: env.SEARCH_ORIGIN,
      /** The maps service's browser key (dealer maps); unset, the maps are the offline drawing. */
      mapsApiKey: env.MAPS_API_KEY,
      /** The UK finance partner's journeys a quote links to; a link not configured is left out. */
      ukFinanceLinks: {
        ...(env.UK_FINANCE_RESERVE_URL ? { reserve: env.UK_FINANCE_RESERVE_URL } : {}),
        ...(env.UK_FINANCE_PART_EXCHANGE_URL
          ? { partExchange: env.UK_FINANCE_PART_EXCHANGE_URL }
          : {}),
      },
      tireHotel: {
        /** Absent (or the development key in production): the tire hotel answers 503. */
        sessionKey: developmentKeyInProduction ? undefined : sessionKey,
        wrongCodesPerCode: env.TIRE_HOTEL_WRONG_CODES_PER_CODE,
        wrongCodesPerPlateDay: env.TIRE_HOTEL_WRONG_CODES_PER_PLATE_DAY,
        codeRequestsPerPlateHour: env.TIRE_HOTEL_CODE_REQUESTS_PER_PLATE_HOUR,
        codeRequestsPerAddressHour: env.TIRE_HOTEL_CODE_REQUESTS_PER_ADDRESS_HOUR,
        codeLifetimeSeconds: env.TIRE_HOTEL_CODE_LIFETIME_SECONDS,
        idleSeconds: env.TIRE_HOTEL_IDLE_SECONDS,
      },
      leadGuard: {
        /** Absent (or the development secret in production): lead forms are out of order. */
        formTokenSecret,
        /** Turnstile's keys when set (production); absent, the token and the honeypot decide. */
        turnstile:
          env.TURNSTILE_SITE_KEY && env.TURNSTILE_SECRET_KEY
            ? { siteKey: env.TURNSTILE_SITE_KEY, secretKey: env.TURNSTILE_SECRET_KEY }
            : undefined,
      },
      bindings: {
        CONTENT_KV,
        REDIRECTS_KV,
        DB,
        ASSETS,
        BOOKING_KEYS,
        TIRE_HOTEL_LIMITS,
        LEAD_SUBMISSIONS: env.LEAD_SUBMISSIONS,
        ...(SANDBOX ? { SANDBOX } : {}),
      },
    };
  });

/** The validated configuration a request works with, inferred from the schema. */
export type AppConfig = z.output<typeof configSchema>;

/** The UK finance partner's reserve and part-exchange journeys (https), each opened with the quote's reference. */
export type UkFinanceLinks = AppConfig['ukFinanceLinks'];

/** The tire hotel's session key, limits and lifetimes (`config.tireHotel`). */
export type TireHotelConfig = AppConfig['tireHotel'];

/** The lead forms' spam guard: the token secret and Turnstile's keys (`config.leadGuard`). */
export type LeadGuardConfig = AppConfig['leadGuard'];

export class ConfigurationError extends Error {
  override readonly name = 'ConfigurationError';
}

// Keyed by the env object workerd hands to fetch(): validated once per isolate and env, at the
// first request, never at module load (bindings do not exist then).
const validated = new WeakMap<object, AppConfig>();

/**
 * Validates the bindings, vars and secrets with zod the first time an env object is seen; a bad
 * configuration is a ConfigurationError naming every problem (never a secret's value).
 */
export function loadConfig(env: RawEnv): AppConfig {
  const cached = validated.get(env);
  if (cached) return cached;
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || 'env'}: ${i.message}`);
    throw new ConfigurationError(`Invalid worker configuration: ${problems.join('; ')}`);
  }
  validated.set(env, parsed.data);
  return parsed.data;
}
