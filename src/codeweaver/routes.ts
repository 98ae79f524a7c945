import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-env.ts';
import { readJsonBody } from '../http/request-body.ts';
import { createPartnerFetcher } from '../partners/partner-fetcher.ts';
import { fetchJson, UpstreamError } from '../partners/upstream.ts';
import { searchScopeOf } from '../search/cached-search.ts';
import { carDocumentSchema } from '#client/contracts/car-document.ts';
import { findStockCar } from '../search/stock-car.ts';
import {
  calculationPartnerResponseSchema,
  calculationRequestSchema,
  defaultPartnerResponseSchema,
  defaultQuoteRequestSchema,
  legalPartnerResponseSchema,
  quoteReferenceSchema,
} from '#client/contracts/uk-finance-quote.ts';
import { codeweaverBodyLimit } from './contract.ts';
import { calculationPayload, defaultPayload } from './payloads.ts';

const upstream = 'codeweaver';
const partnerTimeoutMs = 6000;

/** What the payloads need of a car; the rest of the document is never read here. */
const quotedCarSchema = carDocumentSchema.pick({
  car_id: true,
  car_site_name: true,
  car_chassino: true,
  car_price: true,
  car_odometer: true,
  car_odometer_unit: true,
  car_regno: true,
  car_firstregistration: true,
});
type QuotedCar = z.infer<typeof quotedCarSchema>;

/** A refusal to answer with: the status and the JSON body saying why. */
class Problem {
  readonly status: 400 | 404 | 413 | 415 | 422 | 502 | 503;
  readonly body: { error: string; issues?: string[] };
  constructor(status: Problem['status'], body: Problem['body']) {
    this.status = status;
    this.body = body;
  }
}
const problem = (status: Problem['status'], error: string, issues?: string[]) =>
  new Problem(status, issues ? { error, issues } : { error });

const issuesOf = (error: z.ZodError) =>
  error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`);

/**
 * The car a quote is for, from this site's own stock (findStockCar: cars, then vehicles): the
 * price, the vehicle facts and the selling dealer come from here, never from the browser.
 */
async function findCar(c: Context<AppEnv>, carId: string): Promise<QuotedCar | Problem> {
  const found = await findStockCar(searchScopeOf(c), carId);
  if (!found.car) {
    return found.failed
      ? problem(503, 'The stock could not be read; try again in a moment.')
      : problem(404, `No car with id ${carId} is in stock on this site.`);
  }
  const parsed = quotedCarSchema.safeParse(found.car);
  if (!parsed.success) {
    console.error(
      'codeweaver: the stock record cannot be quoted',
      carId,
      issuesOf(parsed.error).join('; '),
    );
    return problem(502, 'This car cannot be quoted: its stock record is incomplete.');
  }
  return parsed.data;
}

/** Reads and validates a JSON body with the given schema: 413, 415, 400 or 422 with messages. */
async function readRequest<T>(
  c: Context<AppEnv>,
  schema: z.ZodType<T>,
  what: string,
): Promise<T | Problem> {
  const body = await readJsonBody(c.req.raw, codeweaverBodyLimit);
  if (!body.ok) return problem(body.status, body.error);
  const parsed = schema.safeParse(body.value);
  if (!parsed.success)
    return problem(422, `The ${what} request is not valid.`, issuesOf(parsed.error));
  return parsed.data;
}

const isProblem = (value: unknown): value is Problem => value instanceof Problem;

/**
 * Calls the partner and checks its answer. A refusal or an outage is a 502 the browser turns into
 * the spec's message; an answer of the wrong shape is a 502 too, logged with what was wrong, so
 * the browser never renders a half-understood quote.
 */
async function callPartner<T>(
  c: Context<AppEnv>,
  path: string,
  init: RequestInit,
  schema: z.ZodType<T>,
  call: string,
): Promise<T | Problem> {
  const config = c.get('config');
  const apiKey = config.codeweaverApiKey;
  if (config.environment === 'production' && !apiKey) {
    console.error('codeweaver: the CODEWEAVER_API_KEY secret is not set');
    return problem(503, 'UK finance quotes are not configured.');
  }
  const partners = createPartnerFetcher(config);
  const headers = new Headers(init.headers);
  headers.set('accept', 'application/json');
  if (apiKey) headers.set('x-api-key', apiKey);
  const request = partners.request(path, { ...init, headers });
  let answer: unknown;
  try {
    answer = await fetchJson(upstream, partners, request, z.unknown(), partnerTimeoutMs);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    if (error.status === 404 && call === 'legal')
      return problem(404, 'There are no terms for that quote reference.');
    console.warn(`codeweaver ${call} failed`, error.message);
    return problem(502, `The finance partner did not answer the ${call} call.`);
  }
  const parsed = schema.safeParse(answer);
  if (!parsed.success) {
    const issues = issuesOf(parsed.error);
    console.error(
      `codeweaver ${call}: the partner's answer does not match the contract`,
      issues.join('; '),
    );
    return problem(
      502,
      `The finance partner's ${call} answer was not understood.`,
      issues.slice(0, 10),
    );
  }
  return parsed.data;
}

function answer(c: Context<AppEnv>, result: unknown): Response {
  if (isProblem(result)) return c.json(result.body, result.status);
  return c.json(result as object, 200);
}

/** UK finance quotes are offered on the UK site only (spec 7 "Finance (UK)"). */
function ukOnly(c: Context<AppEnv>): Response | undefined {
  c.header('Cache-Control', 'no-store');
  if (c.get('site').country !== 'GB')
    return c.json({ error: 'Finance quotes are offered on the UK site only.' }, 404);
  return undefined;
}

const postOnly = (c: Context<AppEnv>) =>
  c.json({ error: 'Method not allowed: send the quote request with POST.' }, 405, {
    Allow: 'POST',
  });

/** POST /api/codeweaver/default: the products and ranges the dealer offers on the car. */
async function defaultQuote(c: Context<AppEnv>): Promise<Response> {
  const refused = ukOnly(c);
  if (refused) return refused;
  if (c.req.method !== 'POST') return postOnly(c);
  const request = await readRequest(c, defaultQuoteRequestSchema, 'quote');
  if (isProblem(request)) return answer(c, request);
  const car = await findCar(c, request.carId);
  if (isProblem(car)) return answer(c, car);
  const init = {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(defaultPayload(car)),
  };
  return answer(
    c,
    await callPartner(c, '/codeweaver/default', init, defaultPartnerResponseSchema, 'default'),
  );
}

/** POST /api/codeweaver/cfd: one product recalculated from the visitor's term, deposit, payment and mileage. */
async function calculate(c: Context<AppEnv>): Promise<Response> {
  const refused = ukOnly(c);
  if (refused) return refused;
  if (c.req.method !== 'POST') return postOnly(c);
  const request = await readRequest(c, calculationRequestSchema, 'calculation');
  if (isProblem(request)) return answer(c, request);
  const car = await findCar(c, request.carId);
  if (isProblem(car)) return answer(c, car);
  const init = {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(calculationPayload(car, request)),
  };
  return answer(
    c,
    await callPartner(c, '/codeweaver/cfd', init, calculationPartnerResponseSchema, 'calculation'),
  );
}

/** GET /api/codeweaver/legal?quoteRef=: the terms and conditions of one quote. */
async function legal(c: Context<AppEnv>): Promise<Response> {
  const refused = ukOnly(c);
  if (refused) return refused;
  if (c.req.method !== 'GET')
    return c.json({ error: 'Method not allowed: read the terms with GET.' }, 405, { Allow: 'GET' });
  const quoteRef = c.req.query('quoteRef');
  if (quoteRef === undefined || quoteRef === '')
    return c.json({ error: 'The quoteRef parameter is required.' }, 400);
  const parsed = quoteReferenceSchema.safeParse(quoteRef);
  if (!parsed.success)
    return c.json(
      { error: 'The quoteRef parameter is not valid.', issues: issuesOf(parsed.error) },
      422,
    );
  const path = `/codeweaver/legal?quoteRef=${encodeURIComponent(parsed.data)}`;
  return answer(
    c,
    await callPartner(c, path, { method: 'GET' }, legalPartnerResponseSchema, 'legal'),
  );
}

/** The Codeweaver proxy under /api. */
export function codeweaverRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.all('/codeweaver/default', defaultQuote);
  routes.all('/codeweaver/cfd', calculate);
  routes.all('/codeweaver/legal', legal);
  return routes;
}
