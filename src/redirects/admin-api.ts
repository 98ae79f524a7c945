import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { methodNotAllowed } from 'hono/method-not-allowed';
import { z } from 'zod';
import { ApiError } from '../api/api-error.ts';
import { apiErrorResponse, apiMethodNotAllowed } from '../api/error-response.ts';
import { jsonBody } from '../api/validate.ts';
import type { AppEnv } from '../app-env.ts';
import { kvKeys } from '../kv-keys.ts';
import { type SiteName, siteNameSchema } from '#client/contracts/site-profile.ts';
import {
  diffRuleSets,
  pushRuleSet,
  readServedRuleSet,
  rollbackRuleSet,
  RuleSetRefused,
  testRuleSet,
} from './operations.ts';
import { ruleFileSchema } from './rule-schema.ts';
import type { RuleProblem } from './validate.ts';
import { tokensMatch } from '../http/secrets.ts';

/** Largest rule file the API takes (the biggest site's file is far below it). */
export const maxRuleFileBytes = 2 * 1024 * 1024;
/** Largest body of a test request: one URL with some headers and cookies. */
const maxTestBodyBytes = 64 * 1024;
const maxTestEntries = 100;

type Ctx = Context<AppEnv>;

/** What every path answers without the secret configured, and any path the API does not have. */
const notFound = () => new ApiError(404, 'Not found');

// ---- authentication -------------------------------------------------------------------------

/** The configured token, or undefined when the secret is absent or blank (the API does not exist). */
function configuredToken(c: Ctx): string | undefined {
  return c.get('config').redirectAdminToken;
}

// ---- input ----------------------------------------------------------------------------------

// Header and cookie names are HTTP tokens; values must be what a Headers object takes.
const token = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const entries = (name: string, value: z.ZodString) =>
  z
    .record(z.string().min(1).max(256).regex(token, `is not a valid ${name} name`), value)
    .refine(
      (record) => Object.keys(record).length <= maxTestEntries,
      `at most ${maxTestEntries} ${name}s`,
    );

const testRequestSchema = z
  .object({
    url: z
      .url({ protocol: /^https?$/, error: 'must be an absolute http: or https: URL' })
      .max(4096),
    method: z
      .string()
      .transform((m) => m.toUpperCase())
      .pipe(z.enum(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']))
      .optional(),
    headers: entries(
      'header',
      z
        .string()
        .max(8192)
        .regex(/^[\t\x20-\x7e\x80-\xff]*$/, 'is not a valid header value'),
    ).optional(),
    cookies: entries(
      'cookie',
      z
        .string()
        .max(4096)
        .regex(/^[\x21\x23-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]*$/, 'is not a valid cookie value'),
    ).optional(),
  })
  .strict();

// ---- the API --------------------------------------------------------------------------------

function siteOf(c: Ctx): SiteName {
  const parsed = siteNameSchema.safeParse(c.req.param('site'));
  if (!parsed.success) throw new ApiError(404, 'Unknown sitecoreSiteName');
  return parsed.data;
}

/** A version string nobody else writes: admin-<ISO time>-<6 random hex>. */
function newVersion(): string {
  const random = Array.from(crypto.getRandomValues(new Uint8Array(3)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
  return `admin-${new Date().toISOString()}-${random}`;
}

/** A rule-set problem as an API issue: the rule it is in is the path. */
const ruleIssue = ({ rule, message }: RuleProblem) => ({ path: `rules.${rule}`, message });

/**
 * The operators' HTTP API for a site's redirect rules, mounted at `/_admin/redirects`: read the
 * served set, publish a new one (validated), test a URL against it, roll back. Every route needs
 * `Authorization: Bearer <REDIRECT_ADMIN_TOKEN>`; without that secret configured the API does not
 * exist (404). The rule logic is the shared operations' (the CLI's too). Errors answer in the
 * API's one shape, `{ error, issues }`.
 */
export function redirectAdminApi(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.onError(apiErrorResponse);
  api.use('*', methodNotAllowed({ app: api, onMethodNotAllowed: apiMethodNotAllowed }));

  api.use('*', async (c, next) => {
    const expected = configuredToken(c);
    if (expected === undefined) throw notFound();
    const presented = /^Bearer +([^\s]+) *$/i.exec(c.req.header('authorization') ?? '')?.[1];
    if (presented === undefined) {
      throw new ApiError(401, 'Authentication required: send Authorization: Bearer <token>', [], {
        'WWW-Authenticate': 'Bearer',
      });
    }
    if (!(await tokensMatch(presented, expected))) {
      throw new ApiError(401, 'The token is not valid', [], {
        'WWW-Authenticate': 'Bearer error="invalid_token"',
      });
    }
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
  });
  // An unknown site is refused before its body is read.
  const knownSite: MiddlewareHandler<AppEnv> = async (c, next) => {
    siteOf(c);
    await next();
  };
  api.use('/:site', knownSite);
  api.use('/:site/*', knownSite);

  api.get('/:site', async (c) => {
    const site = siteOf(c);
    const served = await readServedRuleSet(c.get('config').bindings.REDIRECTS_KV, site);
    if (!served) throw new ApiError(404, `${site} serves no rule set`);
    const { file, version } = served;
    return c.json(
      {
        site,
        version,
        rules: file.rules,
        caseSensitive: file.caseSensitive,
        allowedHosts: file.allowedHosts,
      },
      200,
    );
  });

  api.put(
    '/:site',
    jsonBody(ruleFileSchema, { limit: maxRuleFileBytes, what: 'rule file' }),
    async (c) => {
      const site = siteOf(c);
      const file = c.req.valid('json');
      if (file.site !== site) {
        const message = `the file is for ${file.site}, not ${site}`;
        throw new ApiError(400, `The rule file is for another site: ${message}`, [
          { path: 'site', message },
        ]);
      }
      const kv = c.get('config').bindings.REDIRECTS_KV;
      const before = await readServedRuleSet(kv, site);
      const version = newVersion();
      try {
        const report = await pushRuleSet(kv, file, version);
        const diff = diffRuleSets(before?.file.rules ?? [], file.rules);
        console.log(
          `redirects admin: ${site} now serves version ${version} (${file.rules.length} rules; replaced ${before?.version ?? 'none'})`,
        );
        return c.json(
          {
            site,
            version,
            rules: file.rules.length,
            warnings: report.warnings,
            changes: { added: diff.added.length, removed: diff.removed.length, moved: diff.moved },
          },
          200,
        );
      } catch (error) {
        if (!(error instanceof RuleSetRefused)) throw error;
        throw new ApiError(
          400,
          `The rule file is refused: ${error.message}`,
          error.report.errors.map(ruleIssue),
        );
      }
    },
  );

  api.post(
    '/:site/test',
    jsonBody(testRequestSchema, { limit: maxTestBodyBytes, what: 'test request' }),
    async (c) => {
      const site = siteOf(c);
      const served = await readServedRuleSet(c.get('config').bindings.REDIRECTS_KV, site);
      if (!served) throw new ApiError(404, `${site} serves no rule set`);
      const hit = testRuleSet(served.file, c.req.valid('json'));
      return c.json(
        hit
          ? { status: hit.status, location: hit.location, rule: hit.rule }
          : { status: null, location: null, rule: null },
        200,
      );
    },
  );

  api.post('/:site/rollback', async (c) => {
    const site = siteOf(c);
    const kv = c.get('config').bindings.REDIRECTS_KV;
    if (!(await readServedRuleSet(kv, site, kvKeys.redirectsPrevious(site)))) {
      throw new ApiError(409, `${site} has no previous rule set to roll back to`);
    }
    const restored = await rollbackRuleSet(kv, site);
    console.log(`redirects admin: ${site} rolled back to version ${restored.version}`);
    return c.json({ site, version: restored.version }, 200);
  });

  // Answered, not thrown: the 405 check turns a 404 for a path with other methods into a 405.
  api.all('*', (c) => apiErrorResponse(notFound(), c));
  return api;
}
