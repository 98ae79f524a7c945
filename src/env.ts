import { z } from 'zod';
import type { D1Database, Fetcher, KVNamespace } from './platform.ts';
import { parseSiteHosts } from './sites/resolve-host.ts';

/** The bindings and vars wrangler.toml gives the worker, as workerd hands them over. */
export interface Bindings {
  CONTENT_KV: KVNamespace;
  REDIRECTS_KV: KVNamespace;
  DB: D1Database;
  ASSETS: Fetcher;
  /** Development and tests only: the partner sandbox worker. */
  SANDBOX?: Fetcher;
  ENVIRONMENT?: string;
  SITE_HOSTS?: string;
  PARTNER_ORIGIN?: string;
  /** Origin of the content platform (Sitecore) the /sitecore/* and /-/* paths proxy to. */
  CONTENT_PLATFORM_ORIGIN?: string;
  /** Origin of the media store /-/media/* and /-/jssmedia/* proxy to. */
  MEDIA_ORIGIN?: string;
  /** Worker secret: the bearer token of the redirect admin API (absent: the API answers 404). */
  REDIRECT_ADMIN_TOKEN?: string;
  /**
   * Worker secret: proves a content author (POST /_editing/session) and signs the editing-session
   * cookie. Absent: editing mode and /feaas-render do not exist.
   */
  EDITING_SECRET?: string;
  /** Hosts whose images are optimised (comma separated); images from other hosts are shown as they are. */
  IMAGE_REMOTE_HOSTS?: string;
  /** Seconds between checks of a site's redirect-rule version in KV (default 30). */
  REDIRECTS_REFRESH_SECONDS?: string;
  /** Sitecore Experience Edge GraphQL endpoint (https). Set: content is read from Edge, not KV. */
  SITECORE_EDGE_URL?: string;
  /** Worker secret: the Edge API key sent as `sc_apikey`; required when SITECORE_EDGE_URL is set. */
  SITECORE_EDGE_API_KEY?: string;
  /** The group's search proxy (https URL POSTed to). Set: searches go there instead of D1. */
  SEARCH_ORIGIN?: string;
  /** Worker secret (UK finance quotes): the Codeweaver API key sent as `x-api-key`; required in production. */
  CODEWEAVER_API_KEY?: string;
  /** Browser key of the maps service (Google Maps JavaScript API) for the dealer maps; unset, the maps are drawn offline. */
  MAPS_API_KEY?: string;
  /** The finance partner's reserve journey (https), opened with `?quoteRef=`; unset, a UK quote offers no reserve link. */
  UK_FINANCE_RESERVE_URL?: string;
  /** The finance partner's part-exchange journey (https), opened with `?quoteRef=`; unset, no part-exchange link. */
  UK_FINANCE_PART_EXCHANGE_URL?: string;
}

const hasMethods = (...names: string[]) =>
  z.custom<object>(
    (value) =>
      typeof value === 'object' &&
      value !== null &&
      names.every((n) => typeof (value as Record<string, unknown>)[n] === 'function'),
    { message: `expected a binding with ${names.join(', ')}` },
  );

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const optionalHttpsUrl = optionalText.pipe(z.url({ protocol: /^https$/ }).optional());

const envSchema = z
  .object({
    CONTENT_KV: hasMethods('get', 'put'),
    REDIRECTS_KV: hasMethods('get', 'put'),
    DB: hasMethods('prepare', 'batch'),
    ASSETS: hasMethods('fetch'),
    SANDBOX: hasMethods('fetch').optional(),
    ENVIRONMENT: z.enum(['development', 'production']).default('development'),
    SITE_HOSTS: optionalText,
    PARTNER_ORIGIN: optionalHttpsUrl,
    CONTENT_PLATFORM_ORIGIN: optionalHttpsUrl,
    MEDIA_ORIGIN: optionalHttpsUrl,
    EDITING_SECRET: optionalText.pipe(
      z.string().min(32, 'EDITING_SECRET must be at least 32 characters').optional(),
    ),
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
    REDIRECTS_REFRESH_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    SITECORE_EDGE_URL: optionalHttpsUrl,
    SITECORE_EDGE_API_KEY: optionalText,
    SEARCH_ORIGIN: optionalHttpsUrl,
    MAPS_API_KEY: optionalText.pipe(
      z
        .string()
        .regex(/^[\w-]{10,100}$/, 'MAPS_API_KEY is a maps browser key')
        .optional(),
    ),
    UK_FINANCE_RESERVE_URL: optionalHttpsUrl,
    UK_FINANCE_PART_EXCHANGE_URL: optionalHttpsUrl,
  })
  .refine((env) => env.SITECORE_EDGE_URL === undefined || env.SITECORE_EDGE_API_KEY !== undefined, {
    message: 'SITECORE_EDGE_URL is set but the SITECORE_EDGE_API_KEY secret is not',
    path: ['SITECORE_EDGE_API_KEY'],
  })
  .refine((env) => env.SANDBOX !== undefined || env.PARTNER_ORIGIN !== undefined, {
    message: 'either the SANDBOX service binding or PARTNER_ORIGIN must be configured',
    path: ['PARTNER_ORIGIN'],
  })
  .refine((env) => env.ENVIRONMENT !== 'production' || env.SANDBOX === undefined, {
    message: 'the partner sandbox must never be bound in production',
    path: ['SANDBOX'],
  });

/** The validated configuration a request works with. */
/** The UK finance partner's reserve and part-exchange journeys (https), each opened with the quote's reference. */
export interface UkFinanceLinks {
  reserve?: string;
  partExchange?: string;
}

export interface AppConfig {
  environment: 'development' | 'production';
  productionHosts: ReturnType<typeof parseSiteHosts>;
  partnerOrigin: string | undefined;
  redirectsRefreshSeconds: number;
  contentPlatformOrigin: string | undefined;
  mediaOrigin: string | undefined;
  editingSecret: string | undefined;
  imageRemoteHosts: string[];
  /** Where content comes from when not from KV: the Edge endpoint and its key. */
  sitecoreEdge: { url: string; apiKey: string } | undefined;
  /** The search proxy searches are posted to; unset, the embedded D1 index answers. */
  searchOrigin: string | undefined;
  /** The maps service's browser key (dealer maps); unset, the maps are the offline drawing. */
  mapsApiKey: string | undefined;
  /** The UK finance partner's journeys a quote links to; a link whose URL is not configured is left out. */
  ukFinanceLinks: UkFinanceLinks;
  bindings: Bindings;
}

export class ConfigurationError extends Error {
  override readonly name = 'ConfigurationError';
}

// Keyed by the env object workerd hands to fetch(): validated once per isolate and env, at the
// first request, never at module load (bindings do not exist then).
const validated = new WeakMap<object, AppConfig>();

/** Validates the bindings and vars with zod the first time an env object is seen. */
export function loadConfig(env: Bindings): AppConfig {
  const cached = validated.get(env);
  if (cached) return cached;
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || 'env'}: ${i.message}`);
    throw new ConfigurationError(`Invalid worker configuration: ${problems.join('; ')}`);
  }
  const config: AppConfig = {
    environment: parsed.data.ENVIRONMENT,
    productionHosts: parseSiteHosts(parsed.data.SITE_HOSTS),
    partnerOrigin: parsed.data.PARTNER_ORIGIN,
    redirectsRefreshSeconds: parsed.data.REDIRECTS_REFRESH_SECONDS,
    contentPlatformOrigin: parsed.data.CONTENT_PLATFORM_ORIGIN,
    mediaOrigin: parsed.data.MEDIA_ORIGIN,
    editingSecret: parsed.data.EDITING_SECRET,
    imageRemoteHosts: parsed.data.IMAGE_REMOTE_HOSTS,
    sitecoreEdge:
      parsed.data.SITECORE_EDGE_URL && parsed.data.SITECORE_EDGE_API_KEY
        ? { url: parsed.data.SITECORE_EDGE_URL, apiKey: parsed.data.SITECORE_EDGE_API_KEY }
        : undefined,
    searchOrigin: parsed.data.SEARCH_ORIGIN,
    mapsApiKey: parsed.data.MAPS_API_KEY,
    ukFinanceLinks: {
      ...(parsed.data.UK_FINANCE_RESERVE_URL
        ? { reserve: parsed.data.UK_FINANCE_RESERVE_URL }
        : {}),
      ...(parsed.data.UK_FINANCE_PART_EXCHANGE_URL
        ? { partExchange: parsed.data.UK_FINANCE_PART_EXCHANGE_URL }
        : {}),
    },
    bindings: env,
  };
  validated.set(env, config);
  return config;
}
