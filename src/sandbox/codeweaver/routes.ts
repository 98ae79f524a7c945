import { type Context, Hono } from 'hono';
import type { z } from 'zod';
import {
  calculationPartnerRequestSchema,
  defaultPartnerRequestSchema,
  type PhysicalVehicle,
} from '../../partners/codeweaver/contract.ts';
import type { D1Database } from '../../platform.ts';
import {
  calculate,
  productOfReference,
  productsFor,
  refusalOf,
  type SandboxVehicle,
  termsFor,
} from './quotes.ts';

interface Bindings {
  SANDBOX_DB: D1Database;
}

/**
 * Codeweaver's finance API as the sandbox plays it (spec car-stock 7 "Finance (UK)"): the default
 * call answers the products for a vehicle, the calculation call prices one with the visitor's
 * figures, the legal call gives a quote's terms. It checks the payloads as strictly as the partner
 * would. Each call is logged in D1 (path, API key, body) so tests can see what the worker sent.
 *
 * Failure modes a test can trigger: a vehicle over 100,000 miles or 10 years old is refused by the
 * default call (422); a calculation outside what the lender offers (a monthly payment too low for
 * the term, say) answers HasError with a user message; an unknown quote reference is a 404.
 */
export const codeweaverSandbox = new Hono<{ Bindings: Bindings }>();

async function logCall(c: Context<{ Bindings: Bindings }>, body: unknown): Promise<void> {
  const db = c.env.SANDBOX_DB;
  await db
    .prepare(
      'CREATE TABLE IF NOT EXISTS codeweaver_calls (id INTEGER PRIMARY KEY, path TEXT NOT NULL, api_key TEXT, body TEXT)',
    )
    .run();
  await db
    .prepare('INSERT INTO codeweaver_calls (path, api_key, body) VALUES (?, ?, ?)')
    .bind(
      c.req.path,
      c.req.header('x-api-key') ?? null,
      body === undefined ? null : JSON.stringify(body),
    )
    .run();
}

async function readPayload<T>(
  c: Context<{ Bindings: Bindings }>,
  schema: z.ZodType<T>,
): Promise<{ ok: true; value: T } | { ok: false; response: Response }> {
  const body = await c.req.json<unknown>().catch(() => undefined);
  await logCall(c, body);
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const Errors = parsed.error.issues.map((issue) => ({
      Message: `${issue.path.join('.') || 'body'}: ${issue.message}`,
    }));
    return { ok: false, response: c.json({ Errors }, 400) };
  }
  return { ok: true, value: parsed.data };
}

const vehicleOf = (vehicle: PhysicalVehicle): SandboxVehicle => ({
  price: vehicle.OnTheRoadPrice,
  mileage: vehicle.Mileage,
  registeredDate: vehicle.RegisteredDate,
});

codeweaverSandbox.post('/default', async (c) => {
  const payload = await readPayload(c, defaultPartnerRequestSchema);
  if (!payload.ok) return payload.response;
  const vehicle = vehicleOf(payload.value.PhysicalVehicle);
  const refusal = refusalOf(vehicle, new Date());
  if (refusal) return c.json({ Errors: [{ Message: refusal }] }, 422);
  return c.json({ Products: productsFor(vehicle, new Date()) });
});

codeweaverSandbox.post('/cfd', async (c) => {
  const payload = await readPayload(c, calculationPartnerRequestSchema);
  if (!payload.ok) return payload.response;
  const Vehicles = payload.value.VehicleRequests.map((request) => {
    const vehicle = vehicleOf(request.PhysicalVehicle);
    const refusal = refusalOf(vehicle, new Date());
    if (refusal)
      return {
        Id: request.Id,
        HasError: true,
        Error: { UserMessage: refusal },
        FinanceQuotations: [],
      };
    const { Parameters } = request;
    const outcomes = Parameters.FinanceProductFamilyKeys.map((key) =>
      calculate(
        vehicle,
        request.PhysicalVehicle.SourceId,
        {
          key,
          term: Parameters.Term,
          cashDeposit: Parameters.CashDeposit,
          regularPayment: Parameters.RegularPayment,
          annualMileage: Parameters.AnnualMileage,
          calculationType: Parameters.CalculationType,
        },
        new Date(),
      ),
    );
    const failed = outcomes.find((outcome) => !outcome.ok);
    if (failed && !failed.ok)
      return {
        Id: request.Id,
        HasError: true,
        Error: { UserMessage: failed.userMessage },
        FinanceQuotations: [],
      };
    return {
      Id: request.Id,
      HasError: false,
      Error: null,
      FinanceQuotations: outcomes.flatMap((o) => (o.ok ? [o.quotation] : [])),
    };
  });
  return c.json({ Vehicles });
});

codeweaverSandbox.get('/legal', async (c) => {
  await logCall(c, undefined);
  const reference = c.req.query('quoteRef') ?? '';
  const key = productOfReference(reference);
  if (!key) return c.json({ Errors: [{ Message: `No quote with reference ${reference}` }] }, 404);
  return c.json({ TermsAndConditions: termsFor(key, reference) });
});
