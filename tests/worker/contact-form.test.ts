import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarDocument } from '#client/contracts/car-document.ts';
import { consoleErrors, expectConsoleError } from '../support/fail-on-console-error.ts';
import { comhubSandbox } from '../support/comhub-sandbox.ts';
import { startSite, type SiteUnderTest } from '../support/site-under-test.ts';

let site: SiteUnderTest;
let car: CarDocument;
let sample: CarDocument;

const origin = 'http://group-se.localhost';
const endpoint = `${origin}/api/forms/comhub`;

async function firstCar(isSample: boolean): Promise<CarDocument> {
  const res = await site.fetch(`${origin}/api/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      index: 'cars',
      filters: [{ name: 'car_is_sample', values: [isSample] }],
      limit: 1,
    }),
  });
  const body = (await res.json()) as { content: CarDocument[] };
  return body.content[0]!;
}

beforeAll(async () => {
  site = await startSite();
  car = await firstCar(false);
  sample = await firstCar(true);
});
afterAll(() => site?.dispose());

let counter = 0;
/** A fresh id and email per submission, so tests never see each other's rows. */
function submission(values: Record<string, unknown> = {}, carId = car.car_id) {
  counter += 1;
  return {
    formName: 'carDetailContact',
    formSubmissionId: `test-${Date.now()}-${counter}`,
    values: {
      car: carId,
      name: 'Anna Svensson',
      phone: '+46 70 123 45 67',
      email: `anna.${counter}.${Date.now()}@example.se`,
      message: 'Finns bilen kvar?',
      quote: true,
      testDrive: false,
      sourcePageUrl: `${origin}/kop-bil/${carId}/bil`,
      ...values,
    },
  };
}

function post(body: unknown, headers: Record<string, string> = {}) {
  return site.fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const partner = comhubSandbox(() => site);
const stored = (email: string) => partner.leads({ email });
const failNext = partner.failNext;

describe('POST /api/forms/comhub', () => {
  it("answers 202 and forwards the enquiry to the car's own site", async () => {
    const sent = submission();
    const res = await post(sent);
    expect(res.status).toBe(202);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'sent', formSubmissionId: sent.formSubmissionId });
    const [row, ...more] = await stored(sent.values.email);
    expect(more).toEqual([]);
    expect(row!.formName).toBe('carDetailContact');
    expect(row!.values).toEqual({
      car: expect.stringContaining(`id ${car.car_id}`),
      name: 'Anna Svensson',
      phone: '+46 70 123 45 67',
      email: sent.values.email,
      message: 'Finns bilen kvar?',
      quote: true,
      testDrive: false,
      toName: car.car_site_name,
      toEmail: car.car_site_leads_email,
      sourcePageUrl: sent.values.sourcePageUrl,
    });
    expect(row!.values.car).toContain(`${car.car_brand} ${car.car_model}`);
  });

  it('never takes the recipient from the browser', async () => {
    const forged = submission({ toEmail: 'attacker@example.com', toName: 'Attacker' });
    const res = await post(forged);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { issues: Array<{ path: string }> };
    expect(body.issues.map((issue) => issue.path)).toContain('values');
    expect(await stored(forged.values.email)).toEqual([]);

    // A seller named for a car that is not a sample is ignored: the car's site still receives it.
    const withSeller = submission({ seller: 'attacker@example.com' });
    expect((await post(withSeller)).status).toBe(202);
    expect((await stored(withSeller.values.email))[0]!.values.toEmail).toBe(
      car.car_site_leads_email,
    );
  });

  it("sends a sample car's enquiry to the chosen dealer of its brand, and only to one", async () => {
    const dealers = await site.fetch(`${origin}/api/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        index: 'sites',
        filters: [{ name: 'site_brands', values: [sample.car_brand] }],
        limit: 100,
      }),
    });
    const sites = (
      (await dealers.json()) as {
        content: Array<{
          site_official_name: string;
          site_departments: Array<{
            department_type: string;
            brands: Array<{ name: string; email: string }>;
          }>;
        }>;
      }
    ).content;
    const dealer = sites[sites.length - 1]!;
    const email = dealer.site_departments
      .find((d) => d.department_type === 'SalesNew')!
      .brands.find((b) => b.name === sample.car_brand)!.email;

    const missing = submission({}, sample.car_id);
    const noChoice = await post(missing);
    expect(noChoice.status).toBe(400);
    expect(((await noChoice.json()) as { issues: Array<{ path: string }> }).issues).toEqual([
      { path: 'values.seller', message: 'a sample car needs a chosen seller' },
    ]);

    const elsewhere = await post(
      submission(
        { seller: car.car_site_leads_email === email ? 'x@example.se' : 'someone@example.com' },
        sample.car_id,
      ),
    );
    expect(elsewhere.status).toBe(400);

    const chosen = submission({ seller: email.toUpperCase() }, sample.car_id);
    expect((await post(chosen)).status).toBe(202);
    const [row] = await stored(chosen.values.email);
    expect(row!.values).toMatchObject({ toName: dealer.site_official_name, toEmail: email });
    expect(row!.values).not.toHaveProperty('seller');
  });

  it('answers 400 naming each field that breaks a rule, and forwards nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: ' ' }, 'values.name'],
      [{ phone: '12345' }, 'values.phone'],
      [{ phone: '070-123 45 67' }, 'values.phone'],
      [{ email: 'anna@example' }, 'values.email'],
      [{ message: 'x'.repeat(3001) }, 'values.message'],
      [{ quote: 'yes' }, 'values.quote'],
      [{ sourcePageUrl: 'https://evil.example/kop-bil/1/x' }, 'values.sourcePageUrl'],
      [{ car: '999999999' }, 'values.car'],
    ];
    for (const [values, path] of cases) {
      const sent = submission(values);
      const res = await post(sent);
      expect(res.status, JSON.stringify(values).slice(0, 60)).toBe(400);
      const body = (await res.json()) as { error: string; issues: Array<{ path: string }> };
      expect(body.error).toBe('The form is not valid.');
      expect(body.issues.map((issue) => issue.path)).toContain(path);
      expect(await stored(String(sent.values.email))).toEqual([]);
    }
    const unknownForm = await post({ ...submission(), formName: 'sellCar' });
    expect(unknownForm.status).toBe(400);
  });

  it('answers 400 to what is not a submission, 413 over 16 KB, 415 to other types and 405 to other methods', async () => {
    expect((await post('{"formName":')).status).toBe(400);
    expect((await post({ formName: 'carDetailContact', values: {} })).status).toBe(400);
    expect((await post({ ...submission(), formSubmissionId: 'short' })).status).toBe(400);
    const oversize = await post(submission({ message: 'x'.repeat(17 * 1024) }));
    expect(oversize.status).toBe(413);
    expect(((await oversize.json()) as { error: string }).error).toMatch(/larger than 16384 bytes/);
    expect(
      (await post(JSON.stringify(submission()), { 'content-type': 'text/plain' })).status,
    ).toBe(415);
    for (const method of ['PUT', 'DELETE']) {
      const res = await site.fetch(endpoint, { method });
      expect(res.status, method).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, HEAD, POST');
    }
    // GET is only the outcome page a no-script post is sent on to.
    expect((await site.fetch(endpoint)).status).toBe(400);
  });

  it('answers a repeat of a sent formSubmissionId without delivering it again', async () => {
    const sent = submission();
    expect((await post(sent)).status).toBe(202);
    expect((await post(sent)).status).toBe(202);
    const rows = await stored(sent.values.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.attempts).toBe(1);
  });

  it('answers 502 while the partner fails, and a retry with the same id then stores it once', async () => {
    expectConsoleError();
    const sent = submission();
    await failNext(sent.values.email, 2);
    expect((await post(sent)).status).toBe(502);
    expect((await post(sent)).status).toBe(502);
    expect(await stored(sent.values.email)).toEqual([]);
    expect((await post(sent)).status).toBe(202);
    const rows = await stored(sent.values.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.attempts).toBe(3);
    await expect.poll(() => consoleErrors().join('\n')).toContain('carDetailContact not forwarded');
  });
});

describe('the contact form without script', () => {
  function formPost(fields: Record<string, string>) {
    return site.fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });
  }
  const fields = () => ({
    formName: 'carDetailContact',
    car: car.car_id,
    language: 'sv',
    sourcePageUrl: `/kop-bil/${car.car_id}/bil`,
    name: 'Erik Nilsson',
    phone: '0701234567',
    email: `erik.${Date.now()}@example.se`,
    message: '',
    testDrive: 'on',
  });

  it('sends, then shows the success text on the page a 303 leads to', async () => {
    const form = fields();
    const res = await formPost(form);
    expect(res.status).toBe(303);
    const location = res.headers.get('location')!;
    expect(location).toBe(
      `/api/forms/comhub?sent=1&back=${encodeURIComponent(form.sourcePageUrl)}`,
    );
    const [row] = await stored(form.email);
    expect(row!.values).toMatchObject({
      quote: false,
      testDrive: true,
      toEmail: car.car_site_leads_email,
      sourcePageUrl: `${origin}${form.sourcePageUrl}`,
    });
    const page = await site.fetch(`${origin}${location}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Tack! Vi återkommer till dig så snart vi kan.');
    expect(html).toContain(`href="${form.sourcePageUrl}#contact-form"`);
  });

  it('shows the invalidInput text and the fields to look at again', async () => {
    const res = await formPost({ ...fields(), phone: 'abc', email: 'nope' });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('Kontrollera de markerade fälten.');
    expect(html).toContain('<li>Telefon</li>');
    expect(html).toContain('<li>E-post</li>');
  });

  it('shows the carDetailFormError text when the partner fails', async () => {
    expectConsoleError();
    const form = fields();
    await failNext(form.email, 1);
    const res = await formPost(form);
    expect(res.status).toBe(502);
    expect(await res.text()).toContain(
      'Meddelandet kunde inte skickas. Försök igen eller ring oss.',
    );
  });
});
