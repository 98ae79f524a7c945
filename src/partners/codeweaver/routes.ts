import { type Context, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import type { AppEnv } from '../../app-env.ts';
import { ApiError } from '../../api/api-error.ts';
import { jsonBody, queryInput } from '../../api/validate.ts';
import { searchScopeOf } from '../../search/cached-search.ts';
import { findStockCar } from '../../search/stock-car.ts';
import { carDocumentSchema } from '#client/contracts/car-document.ts';
import {
  calculationRequestSchema,
  defaultQuoteRequestSchema,
  quoteReferenceSchema,
} from '#client/contracts/uk-finance-quote.ts';
import { createCodeweaverClient } from './client.ts';
import { codeweaverBodyLimit } from './contract.ts';
import { calculationPayload, defaultPayload } from './payloads.ts';

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

/** UK finance quotes are offered on the UK site only (spec 7 "Finance (UK)"). */
const ukOnly = createMiddleware<AppEnv>(async (c, next) => {
  c.header('Cache-Control', 'no-store');
  if (c.get('site').country !== 'GB')
    throw new ApiError(404, 'Finance quotes are offered on the UK site only.');
  await next();
});

const legalQuerySchema = z.object({ quoteRef: quoteReferenceSchema });

/**
 * The Codeweaver proxy under /api: POST /api/codeweaver/default (the products and ranges the
 * dealer offers on the car), POST /api/codeweaver/cfd (one product recalculated from the
 * visitor's term, deposit, payment and mileage), GET /api/codeweaver/legal?quoteRef= (the terms
 * and conditions of one quote). The partner's payload is built from the stock record, and its
 * checked answer is the response.
 */
export function codeweaverRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const limit = codeweaverBodyLimit;
  routes.use('/codeweaver/*', ukOnly);
  routes.post(
    '/codeweaver/default',
    jsonBody(defaultQuoteRequestSchema, { limit, what: 'quote request' }),
    async (c) => {
      const car = await findCar(c, c.req.valid('json').carId);
      const partner = createCodeweaverClient(c.get('config'));
      return c.json(await partner.defaultQuote(defaultPayload(car)), 200);
    },
  );
  routes.post(
    '/codeweaver/cfd',
    jsonBody(calculationRequestSchema, { limit, what: 'calculation request' }),
    async (c) => {
      const request = c.req.valid('json');
      const car = await findCar(c, request.carId);
      const partner = createCodeweaverClient(c.get('config'));
      return c.json(await partner.calculate(calculationPayload(car, request)), 200);
    },
  );
  routes.get('/codeweaver/legal', queryInput(legalQuerySchema, 'terms request'), async (c) => {
    const partner = createCodeweaverClient(c.get('config'));
    return c.json(await partner.legal(c.req.valid('query').quoteRef), 200);
  });
  return routes;
}
