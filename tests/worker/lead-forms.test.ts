import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteDocument } from '#client/contracts/site-document.ts';
import { kvKeys } from '#src/kv-keys.ts';
import { expectConsoleError } from '../support/fail-on-console-error.ts';
import { comhubSandbox } from '../support/comhub-sandbox.ts';
import { withKvValue } from '../support/kv-swap.ts';
import { leadGuardFor } from '../support/lead-guard.ts';
import { startSite, type SiteUnderTest } from '../support/site-under-test.ts';

// The lead forms' way through POST /api/forms/comhub (issue 21): each form's values checked, its
// recipient set by the worker, every submission id delivered once (LeadSubmissions), and the
// no-script post's result page. The car contact form's own cases: contact-form.test.ts. The
// worker's warnings (a refused post, a failed delivery) reach the test as workerd's errors.

let site: SiteUnderTest;
const partner = comhubSandbox(() => site);

const se = 'http://group-se.localhost';
const no = 'http://group-no.localhost';
const sellCarMailbox = 'salj-bil@group-se.example';

type Dealer = Pick<SiteDocument, 'site_id' | 'site_official_name' | 'site_email'>;
let dealer: Dealer;

async function firstDealer(): Promise<Dealer> {
  const res = await site.fetch(`${no}/api/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ index: 'sites', limit: 1 }),
  });
  return ((await res.json()) as { content: Dealer[] }).content[0]!;
}

beforeAll(async () => {
  site = await startSite();
  // group-se receives sell-car leads at a mailbox of this file's own (the seeds may name another).
  const kv = await site.contentKv();
  const settings = JSON.parse((await kv.get(kvKeys.siteSettings('group-se')))!) as object;
  await kv.put(
    kvKeys.siteSettings('group-se'),
    JSON.stringify({ ...settings, sellCarEmail: sellCarMailbox }),
  );
  dealer = await firstDealer();
});
afterAll(() => site?.dispose());

/** A date in Oslo `days` from today (YYYY-MM-DD). */
function osloDate(days: number): string {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo' }).format(new Date());
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

let counter = 0;
const uniqueEmail = (name: string) => `${name}.${Date.now()}.${(counter += 1)}@example.no`;

async function sellCar(values: Record<string, unknown> = {}) {
  return {
    formName: 'sell-car',
    formSubmissionId: crypto.randomUUID(),
    values: {
      regno: 'ABC123',
      milage: 4500,
      customerName: 'Anna Svensson',
      customerPhone: '+46701234567',
      customerEmail: uniqueEmail('anna'),
      option: 'trade-in',
      other: 'Vinterdäck ingår.',
      ...values,
    },
    guard: await leadGuardFor('group-se'),
  };
}

async function serviceRequest(values: Record<string, unknown> = {}) {
  return {
    formName: 'service-request-no',
    formSubmissionId: crypto.randomUUID(),
    values: {
      site_id: dealer.site_id,
      typeCar: 'car',
      services: ['Service', 'Hjulskift'],
      regno: 'EL12345',
      milage: 61000,
      date: osloDate(3),
      description: 'Bremsene piper.',
      other: '',
      customerName: 'Ola Nordmann',
      customerPhone: '+4791234567',
      customerEmail: uniqueEmail('ola'),
      gdpr: true,
      newsletter: false,
      ...values,
    },
    guard: await leadGuardFor('group-no'),
  };
}

function post(origin: string, body: unknown) {
  return site.fetch(`${origin}/api/forms/comhub`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

const leadsOf = (sent: { formSubmissionId: string }) =>
  partner.leads({ formSubmissionId: sent.formSubmissionId });

async function issuesOf(res: Response): Promise<string[]> {
  const body = (await res.json()) as { error: string; issues: Array<{ path: string }> };
  expect(body.error).toEqual(expect.any(String));
  return body.issues.map((issue) => issue.path);
}

/** Each case's values are refused with 400 naming its path, and nothing reaches the partner. */
async function expectRefused(
  origin: string,
  make: (values: Record<string, unknown>) => Promise<{ formSubmissionId: string }>,
  cases: Array<[Record<string, unknown>, string]>,
): Promise<void> {
  for (const [values, path] of cases) {
    const sent = await make(values);
    const res = await post(origin, sent);
    expect(res.status, path).toBe(400);
    expect(await issuesOf(res)).toContain(path);
    expect(await leadsOf(sent)).toEqual([]);
  }
}

describe('the sell-car form', () => {
  it("answers 202 and delivers one lead to the site settings' sellCarEmail", async () => {
    const sent = await sellCar();
    const res = await post(se, sent);
    expect(res.status).toBe(202);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const [lead, ...more] = await leadsOf(sent);
    expect(more).toEqual([]);
    expect(lead).toMatchObject({ formName: 'sell-car', attempts: 1 });
    expect(lead!.values).toEqual({ ...sent.values, recipient: sellCarMailbox });
  });

  it('ignores a recipient the browser posts', async () => {
    const sent = await sellCar({
      recipient: 'attacker@example.com',
      siteEmail: 'attacker@example.com',
      toEmail: 'attacker@example.com',
    });
    expect((await post(se, sent)).status).toBe(202);
    const [lead] = await leadsOf(sent);
    expect(lead!.values.recipient).toBe(sellCarMailbox);
    expect(lead!.values).not.toHaveProperty('siteEmail');
    expect(lead!.values).not.toHaveProperty('toEmail');
  });

  it('answers 400 naming each value that breaks a rule, and delivers nothing', async () => {
    await expectRefused(se, sellCar, [
      [{ regno: ' ' }, 'values.regno'],
      [{ milage: -1 }, 'values.milage'],
      [{ customerName: '' }, 'values.customerName'],
      [{ customerPhone: '12345' }, 'values.customerPhone'],
      [{ customerEmail: 'anna@example' }, 'values.customerEmail'],
      [{ option: 'lease' }, 'values.option'],
      [{ other: 'x'.repeat(2001) }, 'values.other'],
    ]);
  });

  it('answers 400 to a lead form posted without its guard', async () => {
    const { guard, ...unguarded } = await sellCar();
    void guard;
    const res = await post(se, unguarded);
    expect(res.status).toBe(400);
    expect(await issuesOf(res)).toContain('guard.formToken');
    expect(await leadsOf(unguarded)).toEqual([]);
  });

  it('answers 403 to a post the guard refuses, before it reads the values', async () => {
    expectConsoleError();
    const filled = await sellCar({ customerEmail: 'not an email' });
    filled.guard.honeypot = 'https://spam.example';
    const otherSite = await sellCar();
    otherSite.guard = await leadGuardFor('store-se');
    for (const sent of [filled, otherSite]) {
      const res = await post(se, sent);
      expect(res.status).toBe(403);
      expect(await issuesOf(res)).toEqual([]);
      expect(await leadsOf(sent)).toEqual([]);
    }
  });

  it('answers 502 on a site whose settings name no sellCarEmail, and logs it', async () => {
    expectConsoleError();
    const kv = await site.contentKv();
    await withKvValue(
      kv,
      kvKeys.siteSettings('group-se'),
      (original) => JSON.stringify({ ...JSON.parse(original), sellCarEmail: undefined }),
      async () => {
        const sent = await sellCar();
        const res = await post(se, sent);
        expect(res.status).toBe(502);
        expect(((await res.json()) as { error: string }).error).toMatch(/not set up/);
        expect(await leadsOf(sent)).toEqual([]);
      },
    );
  });
});

describe('the Norwegian service request', () => {
  it("answers 202 and delivers the spec's values to the chosen dealer's index mailbox", async () => {
    const sent = await serviceRequest({ siteEmail: 'attacker@example.com', siteName: 'X' });
    const res = await post(no, sent);
    expect(res.status).toBe(202);
    const [lead, ...more] = await leadsOf(sent);
    expect(more).toEqual([]);
    const { site_id, ...spec } = sent.values;
    void site_id;
    expect(lead!.formName).toBe('service-request-no');
    expect(lead!.values).toEqual({
      ...spec,
      siteEmail: dealer.site_email,
      siteName: dealer.site_official_name,
    });
  });

  it('refuses an unknown dealer, a motorcycle for a car dealer, a past date and no consent', async () => {
    await expectRefused(no, serviceRequest, [
      [{ site_id: '999999' }, 'values.site_id'],
      [{ typeCar: 'motorcycle', services: [] }, 'values.site_id'],
      [{ services: ['Bestille service'] }, 'values.services.0'],
      [{ date: osloDate(-1) }, 'values.date'],
      [{ gdpr: false }, 'values.gdpr'],
      [{ milage: -5 }, 'values.milage'],
    ]);
  });

  it('is not taken on a site that does not offer it', async () => {
    const sent = await serviceRequest();
    sent.guard = await leadGuardFor('group-se');
    const res = await post(se, sent);
    expect(res.status).toBe(400);
    expect(await issuesOf(res)).toEqual(['formName']);
  });
});

describe('one lead per submission id', () => {
  it('stores one lead when two planned 500s are followed by a third attempt', async () => {
    expectConsoleError();
    const sent = await sellCar();
    await partner.behave({ formName: 'sell-car', mode: '500', times: 2 });
    try {
      expect((await post(se, sent)).status).toBe(502);
      expect((await post(se, sent)).status).toBe(502);
      expect(await leadsOf(sent)).toEqual([]);
      expect((await post(se, sent)).status).toBe(202);
    } finally {
      await partner.behave({ formName: 'sell-car', mode: 'normal' });
    }
    const [lead, ...more] = await leadsOf(sent);
    expect(more).toEqual([]);
    expect(lead!.attempts).toBe(3);
  });

  it('delivers ten concurrent duplicates once', async () => {
    const sent = await serviceRequest();
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(no, sent)));
    expect(answers.map((res) => res.status)).toEqual(Array(10).fill(202));
    const [lead, ...more] = await leadsOf(sent);
    expect(more).toEqual([]);
    expect(lead!.attempts).toBe(1);
  });

  it('answers a retry after success with 202 and no second delivery', async () => {
    const sent = await sellCar();
    expect((await post(se, sent)).status).toBe(202);
    const retry = await post(se, sent);
    expect(retry.status).toBe(202);
    expect(await retry.json()).toEqual({ status: 'sent', formSubmissionId: sent.formSubmissionId });
    const [lead] = await leadsOf(sent);
    expect(lead!.attempts).toBe(1);
  });

  it('answers 409 to the same id with other values, and keeps the first lead', async () => {
    const sent = await sellCar();
    expect((await post(se, sent)).status).toBe(202);
    const changed = { ...sent, values: { ...sent.values, milage: 9000 } };
    const res = await post(se, changed);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: 'This form was already sent with other values.',
      issues: [{ path: 'formSubmissionId', message: 'already used for other values' }],
    });
    const [lead, ...more] = await leadsOf(sent);
    expect(more).toEqual([]);
    expect(lead).toMatchObject({ attempts: 1, values: { milage: 4500 } });
  });

  it('lets other values go after a failed delivery: nothing was taken', async () => {
    expectConsoleError();
    const sent = await sellCar();
    await partner.behave({ formName: 'sell-car', mode: 'fail' });
    expect((await post(se, sent)).status).toBe(502);
    const corrected = { ...sent, values: { ...sent.values, regno: 'ABC124' } };
    expect((await post(se, corrected)).status).toBe(202);
    const [lead] = await leadsOf(sent);
    expect(lead).toMatchObject({ attempts: 2, values: { regno: 'ABC124' } });
  });

  it('answers 502 in the one error shape when the partner refuses or takes too long', async () => {
    expectConsoleError();
    for (const mode of ['fail', 'delay']) {
      const sent = await serviceRequest();
      await partner.behave({ formName: 'service-request-no', mode, delayMs: 9000 });
      const res = await post(no, sent);
      expect(res.status, mode).toBe(502);
      expect(await res.json()).toEqual({
        error: 'The forms partner did not take the submission; try again.',
        issues: [],
      });
    }
  });
});

describe('the lead forms without script', () => {
  async function formPost(origin: string, fields: Array<[string, string]>) {
    return site.fetch(`${origin}/api/forms/comhub`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });
  }
  async function guardFields(siteName: 'group-se' | 'group-no'): Promise<Array<[string, string]>> {
    const guard = await leadGuardFor(siteName);
    return [
      ['formToken', guard.formToken],
      ['leave_this_empty', ''],
    ];
  }
  /** The fields with some values changed. */
  function withFields(fields: Array<[string, string]>, changes: Record<string, string>) {
    return fields.map(([name, value]): [string, string] => [name, changes[name] ?? value]);
  }
  async function sellCarFields(id = crypto.randomUUID()): Promise<Array<[string, string]>> {
    return [
      ['formName', 'sell-car'],
      ['formSubmissionId', id],
      ['language', 'sv'],
      ['sourcePageUrl', '/salj-bil'],
      ...(await guardFields('group-se')),
      ['regno', 'ABC123'],
      ['milage', '4500'],
      ['customerName', 'Erik Nilsson'],
      ['customerPhone', '0701234567'],
      ['customerEmail', uniqueEmail('erik')],
      ['option', 'sell'],
      ['other', ''],
    ];
  }

  it('delivers a double post once and shows the success text both times', async () => {
    const id = crypto.randomUUID();
    const fields = await sellCarFields(id);
    for (const attempt of [1, 2]) {
      const res = await formPost(se, fields);
      expect(res.status, `post ${attempt}`).toBe(303);
      const location = res.headers.get('location')!;
      expect(location).toBe('/api/forms/comhub?sent=1&form=sell-car&back=%2Fsalj-bil');
      const page = await site.fetch(`${se}${location}`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain(
        'Tack! Vi har tagit emot dina uppgifter och hör av oss med ett erbjudande.',
      );
      expect(html).toContain('href="/salj-bil"');
    }
    const [lead, ...more] = await partner.leads({ formSubmissionId: id });
    expect(more).toEqual([]);
    expect(lead).toMatchObject({ attempts: 1, values: { milage: 4500, option: 'sell' } });
  });

  it('shows the "already received" page for an id sent with other values (409)', async () => {
    const id = crypto.randomUUID();
    expect((await formPost(se, await sellCarFields(id))).status).toBe(303);
    const res = await formPost(se, await sellCarFields(id));
    expect(res.status).toBe(409);
    expect(await res.text()).toContain('Vi har redan tagit emot din förfrågan.');
  });

  it('names the fields to look at again by their labels (400)', async () => {
    const fields = withFields(await sellCarFields(), { customerPhone: 'abc', milage: '' });
    const res = await formPost(se, fields);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('Kontrollera de här fälten');
    expect(html).toContain('<li>Telefon</li>');
    expect(html).toContain('<li>Miltal</li>');
  });

  it('shows the refusal text when the guard refuses the post (403)', async () => {
    expectConsoleError();
    const fields = withFields(await sellCarFields(), { leave_this_empty: 'filled by a bot' });
    const res = await formPost(se, fields);
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('Formuläret kunde inte skickas. Ladda om sidan');
  });

  it("shows the dictionary's sellCarFormError when the partner fails (502)", async () => {
    expectConsoleError();
    await partner.behave({ formName: 'sell-car', mode: '500' });
    const res = await formPost(se, await sellCarFields());
    expect(res.status).toBe(502);
    expect(await res.text()).toContain(
      'Något gick fel och uppgifterna skickades inte. Försök igen om en stund.',
    );
  });

  it('takes the service request with its ticked boxes and repeated services', async () => {
    const id = crypto.randomUUID();
    const email = uniqueEmail('kari');
    const res = await formPost(no, [
      ['formName', 'service-request-no'],
      ['formSubmissionId', id],
      ['language', 'nb'],
      ['sourcePageUrl', '/service-skjema'],
      ...(await guardFields('group-no')),
      ['site_id', dealer.site_id],
      ['typeCar', 'car'],
      ['services', 'EU-kontroll'],
      ['services', 'Annet'],
      ['regno', 'EL12345'],
      ['milage', ''],
      ['date', osloDate(1)],
      ['description', 'Kontroll før vinteren.'],
      ['other', ''],
      ['customerName', 'Kari Nordmann'],
      ['customerPhone', '+4791234567'],
      ['customerEmail', email],
      ['gdpr', 'on'],
    ]);
    expect(res.status).toBe(303);
    const page = await (await site.fetch(`${no}${res.headers.get('location')!}`)).text();
    expect(page).toContain('Takk for din henvendelse!');
    expect(page).toContain('Vi tar kontakt med deg for å bekrefte din booking.');
    const [lead] = await partner.leads({ formSubmissionId: id });
    expect(lead!.values).toMatchObject({
      services: ['EU-kontroll', 'Annet'],
      gdpr: true,
      newsletter: false,
      siteEmail: dealer.site_email,
    });
    expect(lead!.values).not.toHaveProperty('milage');
  });
});
