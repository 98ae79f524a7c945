import { type Context, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import type { AppEnv } from '../app-env.ts';
import { ApiError, issuesOf } from '../api/api-error.ts';
import { jsonBody, queryInput } from '../api/validate.ts';
import { createPartnerFetcher } from '../partners/partner-fetcher.ts';
import { fetchJson } from '../partners/upstream.ts';
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

/**
 * The car a quote is for, from this site's own stock (findStockCar: cars, then vehicles): the
 * price, the vehicle facts and the selling dealer come from here, never from the browser.
 */
async function findCar(c: Context<AppEnv>, carId: string): Promise<QuotedCar> {
  const found = await findStockCar(searchScopeOf(c), carId);
  if (!found.car) {
    if (found.failed)
      throw new ApiError(503, 'The stock could not be read; try again in a moment.');
    throw new ApiError(404, `No car with id ${carId} is in stock on this site.`);
  }
  const parsed = quotedCarSchema.safeParse(found.car);
  if (!parsed.success) {
    console.error('codeweaver: the stock record cannot be quoted', carId, parsed.error.message);
    throw new ApiError(502, 'This car cannot be quoted: its stock record is incomplete.');
  }
  return parsed.data;
}

/**
 * Calls the partner and checks its answer. A refusal with a message keeps its status, an outage is
 * a 502 (the API's error answer); an answer of the wrong shape is a 502 too, logged with what was
 * wrong, so the browser never renders a half-understood quote.
 */
async function callPartner<T>(
  c: Context<AppEnv>,
  path: string,
  init: RequestInit,
  schema: z.ZodType<T>,
  call: string,
): Promise<T> {
  const config = c.get('config');
  const apiKey = config.codeweaverApiKey;
  if (config.environment === 'production' && !apiKey) {
    console.error('codeweaver: the CODEWEAVER_API_KEY secret is not set');
    throw new ApiError(503, 'UK finance quotes are not configured.');
  }
  const partners = createPartnerFetcher(config);
  const headers = new Headers(init.headers);
  headers.set('accept', 'application/json');
  if (apiKey) headers.set('x-api-key', apiKey);
  const request = partners.request(path, { ...init, headers });
  const answer = await fetchJson(upstream, partners, request, z.unknown(), partnerTimeoutMs);
  const parsed = schema.safeParse(answer);
  if (!parsed.success) {
    const issues = issuesOf(parsed.error);
    console.error(
      `codeweaver ${call}: the partner's answer does not match the contract`,
      parsed.error.message,
    );
    throw new ApiError(
      502,
      `The finance partner's ${call} answer was not understood.`,
      issues.slice(0, 10),
    );
  }
  return parsed.data;
}

/** UK finance quotes are offered on the UK site only (spec 7 "Finance (UK)"). */
const ukOnly = createMiddleware<AppEnv>(async (c, next) => {
  c.header('Cache-Control', 'no-store');
  if (c.get('site').country !== 'GB')
    throw new ApiError(404, 'Finance quotes are offered on the UK site only.');
  await next();
});

const jsonPost = (payload: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(payload),
});

const legalQuerySchema = z.object({ quoteRef: quoteReferenceSchema });

/**
 * A quote for the car the request names: the partner's payload is built from the stock record,
 * and the partner's checked answer is the response.
 */
async function quoteCar<T>(
  c: Context<AppEnv>,
  carId: string,
  call: { path: string; name: string; schema: z.ZodType<T> },
  payloadOf: (car: QuotedCar) => unknown,
): Promise<Response> {
  const car = await findCar(c, carId);
  const init = jsonPost(payloadOf(car));
  return c.json((await callPartner(c, call.path, init, call.schema, call.name)) as object, 200);
}

const defaultCall = {
  path: '/codeweaver/default',
  name: 'default',
  schema: defaultPartnerResponseSchema,
};
const calculationCall = {
  path: '/codeweaver/cfd',
  name: 'calculation',
  schema: calculationPartnerResponseSchema,
};

/**
 * The Codeweaver proxy under /api: POST /api/codeweaver/default (the products and ranges the
 * dealer offers on the car), POST /api/codeweaver/cfd (one product recalculated from the
 * visitor's term, deposit, payment and mileage), GET /api/codeweaver/legal?quoteRef= (the terms
 * and conditions of one quote).
 */
export function codeweaverRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const limit = codeweaverBodyLimit;
  routes.use('/codeweaver/*', ukOnly);
  routes.post(
    '/codeweaver/default',
    jsonBody(defaultQuoteRequestSchema, { limit, what: 'quote request' }),
    (c) => quoteCar(c, c.req.valid('json').carId, defaultCall, defaultPayload),
  );
  routes.post(
    '/codeweaver/cfd',
    jsonBody(calculationRequestSchema, { limit, what: 'calculation request' }),
    (c) => {
      const request = c.req.valid('json');
      return quoteCar(c, request.carId, calculationCall, (car) => calculationPayload(car, request));
    },
  );
  routes.get('/codeweaver/legal', queryInput(legalQuerySchema, 'terms request'), async (c) => {
    const path = `/codeweaver/legal?quoteRef=${encodeURIComponent(c.req.valid('query').quoteRef)}`;
    const answer = await callPartner(
      c,
      path,
      { method: 'GET' },
      legalPartnerResponseSchema,
      'legal',
    );
    return c.json(answer, 200);
  });
  return routes;
}
