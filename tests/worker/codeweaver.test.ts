import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { D1Database } from '#src/platform.ts';
import { dealerKeyOf } from '#src/partners/codeweaver/payloads.ts';
import { expectConsoleError } from '../support/fail-on-console-error.ts';
import { startSite, type SiteUnderTest, useSite } from '../support/site-under-test.ts';
import { islandProps } from '../support/island-props.ts';

const site = useSite();

const uk = 'http://group-uk.localhost';

interface StockRow {
  car_id: string;
  car_site_name: string;
  car_price: number;
  car_odometer: number;
  car_chassino: string;
  car_regno: string | null;
}

async function ukCar(where: string): Promise<StockRow> {
  const db = await site.db();
  const row = await db
    .prepare(
      `SELECT car_id, car_site_name, car_price, car_odometer, car_chassino, car_regno FROM cars WHERE car_index = 'cars_group_uk' AND ${where} ORDER BY car_id LIMIT 1`,
    )
    .first<StockRow>();
  if (!row) throw new Error(`no group-uk car where ${where}`);
  return row;
}

interface Call {
  path: string;
  api_key: string | null;
  body: unknown;
}

async function partnerCalls(): Promise<Call[]> {
  const db = (await site.mf.getD1Database(
    'SANDBOX_DB',
    'partner-sandbox',
  )) as unknown as D1Database;
  const rows = await db
    .prepare('SELECT path, api_key, body FROM codeweaver_calls ORDER BY id')
    .all<{ path: string; api_key: string | null; body: string | null }>()
    .catch(() => ({
      results: [] as Array<{ path: string; api_key: string | null; body: string | null }>,
    }));
  return rows.results.map((row) => ({
    ...row,
    body: row.body === null ? null : JSON.parse(row.body),
  }));
}

function post(path: string, body: unknown, host = uk, headers: Record<string, string> = {}) {
  return site.fetch(`${host}/api/codeweaver/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

interface Product {
  FamilyKey: string;
  Term: { Default: number; Values?: number[] };
  Deposit: { Default: number; Minimum: number; Maximum: number };
  Payment: { Default: number; Minimum: number };
  AnnualMileage?: { Default: number } | null;
}

interface Vehicles {
  Vehicles: Array<{
    HasError: boolean;
    Error?: { UserMessage: string } | null;
    FinanceQuotations: Array<{
      Finance: {
        Quote: { TotalDeposit: number; TotalRegularPayment: number; QuoteReference: string };
      };
    }>;
  }>;
}

describe('POST /api/codeweaver/default', () => {
  it('answers the products for a car, the vehicle and dealer taken from the stock record', async () => {
    const car = await ukCar("car_site_name = 'Hedin BMW Park Royal' AND car_odometer < 60000");
    const before = (await partnerCalls()).length;
    const res = await post('default', { carId: car.car_id });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { Products } = (await res.json()) as { Products: Product[] };
    expect(Products.map((p) => p.FamilyKey)).toEqual(['HP', 'PCP']);
    expect(Products[1]!.AnnualMileage?.Default).toBe(10_000);

    const sent = (await partnerCalls()).slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.path).toBe('/codeweaver/default');
    expect(sent[0]!.body).toEqual({
      Organisation: {
        Identifier: 'Hedin BMW & MINI Park Royal Group',
        Type: 'AssociatedDealerKey',
      },
      PhysicalVehicle: expect.objectContaining({
        Type: 'Car',
        SourceId: car.car_id,
        Vin: car.car_chassino,
        Status: 'PreOwned',
        OnTheRoadPrice: car.car_price,
        Mileage: car.car_odometer,
        RegistrationNumber: car.car_regno,
        Country: 'GB',
      }),
    });
  });

  it('sends an unmapped dealer under its own site name', async () => {
    const car = await ukCar("car_site_name = 'Hedin BMW Glasgow' AND car_odometer < 60000");
    const before = (await partnerCalls()).length;
    expect((await post('default', { carId: car.car_id })).status).toBe(200);
    const [call] = (await partnerCalls()).slice(before);
    expect((call!.body as { Organisation: { Identifier: string } }).Organisation.Identifier).toBe(
      dealerKeyOf('Hedin BMW Glasgow'),
    );
    expect(dealerKeyOf('Hedin BMW Glasgow')).toBe('Hedin BMW Glasgow');
  });

  it('refuses a dealer key, price or vehicle from the browser with 400 and calls nobody', async () => {
    const car = await ukCar('car_odometer < 60000');
    const before = (await partnerCalls()).length;
    for (const body of [
      { carId: car.car_id, dealerKey: 'Another dealer' },
      { carId: car.car_id, OnTheRoadPrice: 1 },
      {},
      { carId: 'abc' },
    ]) {
      const res = await post('default', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const answer = (await res.json()) as { error: string; issues: unknown[] };
      expect(answer.error).toBe('The quote request is not valid.');
      expect(answer.issues.length).toBeGreaterThan(0);
    }
    expect((await partnerCalls()).length).toBe(before);
  });

  it('answers 400 to malformed JSON, 413 over 1 KB, 415 without JSON and 405 to GET', async () => {
    expect((await post('default', '{"carId":')).status).toBe(400);
    const oversize = await post('default', { carId: '1', padding: 'x'.repeat(2000) });
    expect(oversize.status).toBe(413);
    expect(((await oversize.json()) as { error: string }).error).toMatch(/larger than 1024 bytes/);
    expect(
      (
        await post('default', 'carId=1', uk, {
          'content-type': 'application/x-www-form-urlencoded',
        })
      ).status,
    ).toBe(415);
    const get = await site.fetch(`${uk}/api/codeweaver/default`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });

  it('answers 404 for a car of another site and on a site outside the UK', async () => {
    const db = await site.db();
    const swedish = await db
      .prepare("SELECT car_id FROM cars WHERE car_index = 'cars_group_se' LIMIT 1")
      .first<{ car_id: string }>();
    const res = await post('default', { carId: swedish!.car_id });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: string }).error).toMatch(/No car with id/);
    const car = await ukCar('car_odometer < 60000');
    const elsewhere = await post('default', { carId: car.car_id }, 'http://group-se.localhost');
    expect(elsewhere.status).toBe(404);
    expect(((await elsewhere.json()) as { error: string }).error).toBe(
      'Finance quotes are offered on the UK site only.',
    );
  });

  it("passes the partner's refusal of the vehicle (over 100,000 miles) on with its status and message", async () => {
    const car = await ukCar('car_odometer > 100000');
    const res = await post('default', { carId: car.car_id });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      error: 'Vehicles over 100,000 miles cannot be financed.',
      issues: [],
    });
  });
});

describe('POST /api/codeweaver/cfd', () => {
  it('recalculates the monthly payment from term and deposit, and the deposit from a payment', async () => {
    const car = await ukCar('car_odometer < 60000 AND car_price > 15000');
    const products = (
      (await (await post('default', { carId: car.car_id })).json()) as { Products: Product[] }
    ).Products;
    const pcp = products.find((p) => p.FamilyKey === 'PCP')!;
    const ask = {
      carId: car.car_id,
      productKey: 'PCP',
      term: 36,
      cashDeposit: pcp.Deposit.Default,
      annualMileage: 8000,
    };
    const forward = await post('cfd', { ...ask, calculationType: 'ToRegularPayment' });
    expect(forward.status).toBe(200);
    const quoted = ((await forward.json()) as Vehicles).Vehicles[0]!;
    expect(quoted.HasError).toBe(false);
    const payment = quoted.FinanceQuotations[0]!.Finance.Quote.TotalRegularPayment;
    expect(payment).toBeGreaterThan(0);

    const back = await post('cfd', {
      ...ask,
      calculationType: 'ToCashDeposit',
      regularPayment: payment - 20,
    });
    const backVehicle = ((await back.json()) as Vehicles).Vehicles[0]!;
    expect(backVehicle.Error ?? null).toBeNull();
    // A lower monthly payment needs more down.
    expect(backVehicle.FinanceQuotations[0]!.Finance.Quote.TotalDeposit).toBeGreaterThan(
      pcp.Deposit.Default,
    );

    const [call] = (await partnerCalls()).filter((c) => c.path === '/codeweaver/cfd').slice(-1);
    expect(call!.body).toMatchObject({
      VehicleRequests: [
        {
          Id: car.car_id,
          Parameters: {
            Term: 36,
            RegularPayment: payment - 20,
            AnnualMileage: 8000,
            FinanceProductFamilyKeys: ['PCP'],
            CalculationType: 'ToCashDeposit',
          },
          Organisation: { Identifier: dealerKeyOf(car.car_site_name), Type: 'AssociatedDealerKey' },
          PhysicalVehicle: { OnTheRoadPrice: car.car_price, SourceId: car.car_id },
        },
      ],
    });
  });

  it('passes the partner user message on when it cannot quote the figures', async () => {
    const car = await ukCar('car_odometer < 60000 AND car_price > 10000');
    const res = await post('cfd', {
      carId: car.car_id,
      productKey: 'HP',
      calculationType: 'ToCashDeposit',
      term: 12,
      cashDeposit: 0,
      regularPayment: 50,
    });
    expect(res.status).toBe(200);
    const vehicle = ((await res.json()) as Vehicles).Vehicles[0]!;
    expect(vehicle.HasError).toBe(true);
    expect(vehicle.Error?.UserMessage).toMatch(
      /^A monthly payment of £50\.00 is too low over 12 months/,
    );
  });

  it('answers 400 naming the field for a calculation it cannot send', async () => {
    const car = await ukCar('car_odometer < 60000');
    const res = await post('cfd', {
      carId: car.car_id,
      productKey: 'HP',
      calculationType: 'ToCashDeposit',
      term: 48,
      cashDeposit: 0,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { issues: unknown[] }).issues).toEqual([
      { path: 'regularPayment', message: 'a ToCashDeposit calculation needs the regularPayment' },
    ]);
  });
});

describe('GET /api/codeweaver/legal', () => {
  it('answers the terms of a quote by its reference', async () => {
    const car = await ukCar('car_odometer < 60000');
    const res = await post('cfd', {
      carId: car.car_id,
      productKey: 'PCP',
      calculationType: 'ToRegularPayment',
      term: 48,
      cashDeposit: Math.ceil(car.car_price * 0.1),
      annualMileage: 10000,
    });
    const reference = ((await res.json()) as Vehicles).Vehicles[0]!.FinanceQuotations[0]!.Finance
      .Quote.QuoteReference;
    const legal = await site.fetch(`${uk}/api/codeweaver/legal?quoteRef=${reference}`);
    expect(legal.status).toBe(200);
    const { TermsAndConditions } = (await legal.json()) as { TermsAndConditions: string };
    expect(TermsAndConditions).toContain(`Quote reference ${reference}`);
    expect(TermsAndConditions).toMatch(/Personal Contract Purchase/);
  });

  it("answers 400 without a reference or for a malformed one, and the partner's 404 for an unknown one", async () => {
    expect((await site.fetch(`${uk}/api/codeweaver/legal`)).status).toBe(400);
    const bad = await site.fetch(
      `${uk}/api/codeweaver/legal?quoteRef=${encodeURIComponent('../../admin')}`,
    );
    expect(bad.status).toBe(400);
    const unknown = await site.fetch(`${uk}/api/codeweaver/legal?quoteRef=HDN-LEASE-0000000`);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: string }).error).toBe(
      'No quote with reference HDN-LEASE-0000000',
    );
  });
});

// A partner that answers the default call with a body off the contract, and echoes the API key
// it was sent in the terms (so the test sees the secret went to the partner and nowhere else).
const offContractPartner = `
export default {
  async fetch(request) {
    const url = new URL(request.url);
    if (url.pathname === '/codeweaver/default') {
      return Response.json({ Products: [{ FamilyKey: 'hp', Name: '', Term: { Default: 99, Minimum: 12, Maximum: 60 } }] });
    }
    if (url.pathname === '/codeweaver/legal') {
      return Response.json({ TermsAndConditions: 'key=' + request.headers.get('x-api-key') });
    }
    return Response.json({ error: 'no' }, { status: 404 });
  },
};`;

describe('the Codeweaver proxy against a partner off the contract', () => {
  let partnerSite: SiteUnderTest;
  beforeAll(async () => {
    partnerSite = await startSite({
      sandboxScript: offContractPartner,
      stockCars: 300,
      vars: { CODEWEAVER_API_KEY: 'cw-test-key' },
    });
  });
  afterAll(() => partnerSite?.dispose());

  it('answers 502 with a clear message and the problems when the partner answer fails validation', async () => {
    expectConsoleError();
    const db = await partnerSite.db();
    const car = await db
      .prepare("SELECT car_id FROM cars WHERE car_index = 'cars_group_uk' LIMIT 1")
      .first<{ car_id: string }>();
    const res = await partnerSite.fetch(`${uk}/api/codeweaver/default`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ carId: car!.car_id }),
    });
    expect(res.status).toBe(502);
    const body = (await res.json()) as { error: string; issues: Array<{ path: string }> };
    expect(body.error).toBe("The finance partner's default answer was not understood.");
    expect(body.issues.some((issue) => issue.path.startsWith('Products.0.FamilyKey'))).toBe(true);
  });

  it('sends the API key from the CODEWEAVER_API_KEY binding to the partner', async () => {
    const res = await partnerSite.fetch(`${uk}/api/codeweaver/legal?quoteRef=HDN-HP-0000001`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ TermsAndConditions: 'key=cw-test-key' });
  });
});

describe('the reserve and part-exchange journeys of a UK quote', () => {
  async function quoteProps(target: SiteUnderTest) {
    const db = await target.db();
    const car = (await db
      .prepare(
        "SELECT car_id, slug FROM cars WHERE car_index = 'cars_group_uk' ORDER BY car_id LIMIT 1",
      )
      .first<{ car_id: string; slug: string }>())!;
    const res = await target.fetch(
      `http://group-uk.localhost/buy-car/car/${car.car_id}/${car.slug}`,
    );
    expect(res.status).toBe(200);
    const props = islandProps(await res.text(), 'uk-finance-quotes');
    expect(props).toHaveLength(1);
    return props[0];
  }

  it('gives the quotes the journeys configured (UK_FINANCE_RESERVE_URL, UK_FINANCE_PART_EXCHANGE_URL)', async () => {
    expect(await quoteProps(site)).toMatchObject({
      reserveUrl: 'https://finance-partner.test/reserve',
      partExchangeUrl: 'https://finance-partner.test/part-exchange',
    });
  });

  it('leaves out a journey that is not configured rather than linking anywhere', async () => {
    const bare = await startSite({ stockCars: 300, vars: { UK_FINANCE_RESERVE_URL: '' } });
    try {
      const props = await quoteProps(bare);
      expect(props).not.toHaveProperty('reserveUrl');
      expect(props.partExchangeUrl).toBe('https://finance-partner.test/part-exchange');
    } finally {
      await bare.dispose();
    }
  });
});
