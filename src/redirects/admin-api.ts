import { type Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import type { AppEnv } from '../app-env.ts';
import { kvKeys } from '../kv-keys.ts';
import { type SiteName, siteNameSchema } from '#client/contracts/site-profile.ts';
import { diffRuleSets, pushRuleSet, readServedRuleSet, rollbackRuleSet, RuleSetRefused, testRuleSet } from './operations.ts';
import { ruleFileSchema } from './rule-schema.ts';
import { readJsonBody } from '../http/request-body.ts';
import { tokensMatch } from '../http/secrets.ts';

/** Largest rule file the API takes (the biggest site's file is far below it). */
export const maxRuleFileBytes = 2 * 1024 * 1024;
/** Largest body of a test request: one URL with some headers and cookies. */
const maxTestBodyBytes = 64 * 1024;
const maxTestEntries = 100;

type Ctx = Context<AppEnv>;

/** Every answer of the API is JSON and never cached. */
function answer(c: Ctx, body: unknown, status: ContentfulStatusCode, headers: Record<string, string> = {}): Response {
  return c.json(body, status, { 'Cache-Control': 'no-store', ...headers });
}

const notFound = (c: Ctx) => answer(c, { error: 'Not found' }, 404);

// ---- authentication -------------------------------------------------------------------------

/** The configured token, or undefined when the secret is absent or blank (the API does not exist). */
function configuredToken(c: Ctx): string | undefined {
  return c.get('config').redirectAdminToken;
}

// ---- input ----------------------------------------------------------------------------------

type JsonRead = { ok: true; value: unknown } | { ok: false; response: Response };

/** A JSON request body, or the API's JSON answer saying why it cannot be read. */
async function readJson(c: Ctx, limit: number): Promise<JsonRead> {
  const read = await readJsonBody(c.req.raw, limit);
  return read.ok ? read : { ok: false, response: answer(c, { error: read.error }, read.status) };
}

interface SchemaProblem {
  path: string;
  message: string;
  /** The rule the problem is in, when it is in one. */
  rule?: number;
}

function schemaProblems(error: z.ZodError): SchemaProblem[] {
  return error.issues.map((issue) => {
    const path = issue.path.map(String).join('.') || '(root)';
    const rule = issue.path[0] === 'rules' && typeof issue.path[1] === 'number' ? issue.path[1] : undefined;
    return rule === undefined ? { path, message: issue.message } : { path, message: issue.message, rule };
  });
}

// Header and cookie names are HTTP tokens; values must be what a Headers object takes.
const token = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const entries = (name: string, value: z.ZodString) =>
  z
    .record(z.string().min(1).max(256).regex(token, `is not a valid ${name} name`), value)
    .refine((record) => Object.keys(record).length <= maxTestEntries, `at most ${maxTestEntries} ${name}s`);

const testRequestSchema = z
  .object({
    url: z.url({ protocol: /^https?$/, error: 'must be an absolute http: or https: URL' }).max(4096),
    method: z
      .string()
      .transform((m) => m.toUpperCase())
      .pipe(z.enum(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']))
      .optional(),
    headers: entries('header', z.string().max(8192).regex(/^[\t\x20-\x7e\x80-\xff]*$/, 'is not a valid header value')).optional(),
    cookies: entries('cookie', z.string().max(4096).regex(/^[\x21\x23-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]*$/, 'is not a valid cookie value')).optional(),
  })
  .strict();

// ---- the API --------------------------------------------------------------------------------

function siteOf(c: Ctx): SiteName | undefined {
  const parsed = siteNameSchema.safeParse(c.req.param('site'));
  return parsed.success ? parsed.data : undefined;
}

const unknownSite = (c: Ctx) => answer(c, { error: 'Unknown sitecoreSiteName' }, 404);

/** A version string nobody else writes: admin-<ISO time>-<6 random hex>. */
function newVersion(): string {
  const random = Array.from(crypto.getRandomValues(new Uint8Array(3)), (b) => b.toString(16).padStart(2, '0')).join('');
  return `admin-${new Date().toISOString()}-${random}`;
}

const methodNotAllowed = (allow: string) => (c: Ctx) =>
  answer(c, { error: `Method not allowed: this path answers ${allow}` }, 405, { Allow: allow });

/**
 * The operators' HTTP API for a site's redirect rules, mounted at `/_admin/redirects`: read the
 * served set, publish a new one (validated), test a URL against it, roll back. Every route needs
 * `Authorization: Bearer <REDIRECT_ADMIN_TOKEN>`; without that secret configured the API does not
 * exist (404). The rule logic is the shared operations' (the CLI's too).
 */
export function redirectAdminApi(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  api.onError((error, c) => {
    console.error('redirect admin API failed', c.req.method, c.req.path, error);
    return answer(c, { error: 'Something went wrong on our side' }, 500);
  });

  api.use('*', async (c, next) => {
    const expected = configuredToken(c);
    if (expected === undefined) return notFound(c);
    const presented = /^Bearer +([^\s]+) *$/i.exec(c.req.header('authorization') ?? '')?.[1];
    if (presented === undefined) {
      return answer(c, { error: 'Authentication required: send Authorization: Bearer <token>' }, 401, { 'WWW-Authenticate': 'Bearer' });
    }
    if (!(await tokensMatch(presented, expected))) {
      return answer(c, { error: 'The token is not valid' }, 401, { 'WWW-Authenticate': 'Bearer error="invalid_token"' });
    }
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
  });

  api.get('/:site', async (c) => {
    const site = siteOf(c);
    if (!site) return unknownSite(c);
    const served = await readServedRuleSet(c.get('config').bindings.REDIRECTS_KV, site);
    if (!served) return answer(c, { error: `${site} serves no rule set` }, 404);
    const { file, version } = served;
    return answer(c, { site, version, rules: file.rules, caseSensitive: file.caseSensitive, allowedHosts: file.allowedHosts }, 200);
  });

  api.put('/:site', async (c) => {
    const site = siteOf(c);
    if (!site) return unknownSite(c);
    const body = await readJson(c, maxRuleFileBytes);
    if (!body.ok) return body.response;
    const parsed = ruleFileSchema.safeParse(body.value);
    if (!parsed.success) {
      return answer(c, { error: 'The rule file does not match the schema', problems: schemaProblems(parsed.error) }, 422);
    }
    const file = parsed.data;
    if (file.site !== site) {
      const message = `the file is for ${file.site}, not ${site}`;
      return answer(c, { error: `The rule file is for another site: ${message}`, problems: [{ path: 'site', message }] }, 422);
    }
    const kv = c.get('config').bindings.REDIRECTS_KV;
    const before = await readServedRuleSet(kv, site);
    const version = newVersion();
    try {
      const report = await pushRuleSet(kv, file, version);
      const diff = diffRuleSets(before?.file.rules ?? [], file.rules);
      console.log(`redirects admin: ${site} now serves version ${version} (${file.rules.length} rules; replaced ${before?.version ?? 'none'})`);
      return answer(c, {
        site,
        version,
        rules: file.rules.length,
        warnings: report.warnings,
        changes: { added: diff.added.length, removed: diff.removed.length, moved: diff.moved },
      }, 200);
    } catch (error) {
      if (!(error instanceof RuleSetRefused)) throw error;
      return answer(c, { error: error.message, problems: error.report.errors, warnings: error.report.warnings }, 422);
    }
  });

  api.post('/:site/test', async (c) => {
    const site = siteOf(c);
    if (!site) return unknownSite(c);
    const body = await readJson(c, maxTestBodyBytes);
    if (!body.ok) return body.response;
    const parsed = testRequestSchema.safeParse(body.value);
    if (!parsed.success) {
      return answer(c, { error: 'The test request does not match the schema', problems: schemaProblems(parsed.error) }, 422);
    }
    const served = await readServedRuleSet(c.get('config').bindings.REDIRECTS_KV, site);
    if (!served) return answer(c, { error: `${site} serves no rule set` }, 404);
    const hit = testRuleSet(served.file, parsed.data);
    return answer(c, hit ? { status: hit.status, location: hit.location, rule: hit.rule } : { status: null, location: null, rule: null }, 200);
  });

  api.post('/:site/rollback', async (c) => {
    const site = siteOf(c);
    if (!site) return unknownSite(c);
    const kv = c.get('config').bindings.REDIRECTS_KV;
    if (!(await readServedRuleSet(kv, site, kvKeys.redirectsPrevious(site)))) {
      return answer(c, { error: `${site} has no previous rule set to roll back to` }, 409);
    }
    const restored = await rollbackRuleSet(kv, site);
    console.log(`redirects admin: ${site} rolled back to version ${restored.version}`);
    return answer(c, { site, version: restored.version }, 200);
  });

  api.all('/:site', methodNotAllowed('GET, PUT'));
  api.all('/:site/test', methodNotAllowed('POST'));
  api.all('/:site/rollback', methodNotAllowed('POST'));
  api.all('*', notFound);
  return api;
}
