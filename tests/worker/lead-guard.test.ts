import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadOutcomeTexts } from '#client/lead-forms/lead-outcome.texts.ts';
import { kvKeys } from '#src/kv-keys.ts';
import { makeFormToken } from '#src/partners/comhub/form-token.ts';
import { comhubSandbox } from '../support/comhub-sandbox.ts';
import { consoleErrors, expectConsoleError } from '../support/fail-on-console-error.ts';
import { leadGuardFor } from '../support/lead-guard.ts';
import {
  productionVars,
  startSite,
  type SiteUnderTest,
  useSite,
} from '../support/site-under-test.ts';

// The lead forms' spam guard at POST /api/forms/comhub (issue 21): the honeypot and the signed
// form token on the development worker (no Turnstile), then Turnstile's rules on workers with
// Cloudflare's test keys, whose siteverify the sandbox plays; production without its own token
// secret. Every refusal is the one error shape (a page without script) and delivers nothing.

const se = 'http://group-se.localhost';
const sellCarMailbox = 'salj-bil@group-se.example';
const notAPerson =
  'This form could not be confirmed as sent by a person. Reload the page and send it again.';
const openTooLong =
  'This form has been open too long to be sent. Reload the page and send it again.';
const dummyAnswer = 'XXXX.DUMMY.TOKEN.XXXX';

/** What the workers logged in this test (workerd's warnings and errors reach the test's stderr). */
const logged = () => consoleErrors().join('\n');

let counter = 0;
const uniqueEmail = () => `guard.${Date.now()}.${(counter += 1)}@example.se`;

function sellCar(guard: object) {
  return {
    formName: 'sell-car',
    formSubmissionId: crypto.randomUUID(),
    values: {
      regno: 'ABC123',
      milage: 4500,
      customerName: 'Anna Svensson',
      customerPhone: '+46701234567',
      customerEmail: uniqueEmail(),
      option: 'sell',
      other: '',
    },
    guard,
  };
}

function postJson(site: SiteUnderTest, body: unknown, headers: Record<string, string> = {}) {
  return site.fetch(`${se}/api/forms/comhub`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** The same submission as a no-script browser posts it. */
function postForm(site: SiteUnderTest, body: ReturnType<typeof sellCar>) {
  const guard = body.guard as { formToken: string; honeypot: string; turnstile?: string };
  const fields = new URLSearchParams({
    formName: body.formName,
    formSubmissionId: body.formSubmissionId,
    language: 'sv',
    sourcePageUrl: '/salj-bil',
    formToken: guard.formToken,
    leave_this_empty: guard.honeypot,
    ...(guard.turnstile ? { 'cf-turnstile-response': guard.turnstile } : {}),
    ...Object.fromEntries(Object.entries(body.values).map(([k, v]) => [k, String(v)])),
  });
  return site.fetch(`${se}/api/forms/comhub`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: fields.toString(),
    redirect: 'manual',
  });
}

async function expectRefusal(res: Response, error = notAPerson) {
  expect(res.status).toBe(403);
  expect(await res.json()).toEqual({ error, issues: [] });
}

/** group-se takes sell-car leads at this file's mailbox (the seeds may name none). */
async function withSellCarMailbox(site: SiteUnderTest) {
  const kv = await site.contentKv();
  const settings = JSON.parse((await kv.get(kvKeys.siteSettings('group-se')))!) as object;
  await kv.put(
    kvKeys.siteSettings('group-se'),
    JSON.stringify({ ...settings, sellCarEmail: sellCarMailbox }),
  );
}

const turnstileVars = (secret: string) => ({
  TURNSTILE_SITE_KEY: '1x00000000000000000000AA',
  TURNSTILE_SECRET_KEY: secret,
});

describe('without Turnstile (development and tests)', () => {
  const site = useSite({ seed: false });
  const partner = comhubSandbox(() => site);

  it('refuses a post whose honeypot is filled, logs the reason without the values, and delivers nothing', async () => {
    expectConsoleError(); // workerd's warnings reach the test's stderr
    const sent = sellCar({ ...(await leadGuardFor('group-se')), honeypot: 'https://spam.example' });
    await expectRefusal(await postJson(site, sent));
    await expect.poll(logged).toContain('honeypot');
    expect(logged()).not.toContain(sent.values.customerEmail);
    expect(await partner.leads({ formSubmissionId: sent.formSubmissionId })).toEqual([]);
  });

  it('refuses an expired token with its own message', async () => {
    expectConsoleError(); // workerd's warnings reach the test's stderr
    const day = 24 * 60 * 60 * 1000;
    await expectRefusal(
      await postJson(site, sellCar(await leadGuardFor('group-se', day + 60_000))),
      openTooLong,
    );
  });

  it("refuses a forged token, another site's, and one from the future", async () => {
    expectConsoleError(); // workerd's warnings reach the test's stderr
    const forged = await makeFormToken(
      'not-our-secret-but-long-enough-to-sign',
      'group-se',
      Date.now(),
    );
    const storeSe = (await leadGuardFor('store-se')).formToken;
    const future = (await leadGuardFor('group-se', -5 * 60_000)).formToken;
    for (const formToken of [forged, storeSe, future, 'stand-in'])
      await expectRefusal(await postJson(site, sellCar({ formToken, honeypot: '' })));
    await expect.poll(logged).toMatch(/forged[\s\S]*other-site[\s\S]*future[\s\S]*malformed/);
  });

  it('answers a refused post without script on the result page, with status 403', async () => {
    expectConsoleError(); // workerd's warnings reach the test's stderr
    const sent = sellCar({ ...(await leadGuardFor('group-se')), honeypot: 'filled' });
    const res = await postForm(site, sent);
    expect(res.status).toBe(403);
    expect(await res.text()).toContain(leadOutcomeTexts.sv.refused);
  });

  it('lets the CSP name no challenge provider', async () => {
    const res = await site.fetch(`${se}/api/no-such-route`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-security-policy')).not.toContain('challenges.cloudflare.com');
  });
});

describe('with Turnstile, siteverify passing every answer', () => {
  let site: SiteUnderTest;
  beforeAll(async () => {
    site = await startSite({
      stockCars: 10,
      vars: turnstileVars('1x0000000000000000000000000000000AA'),
    });
    await withSellCarMailbox(site);
  });
  afterAll(() => site?.dispose());
  const partner = comhubSandbox(() => site);

  it('takes a passed challenge at once (202) and delivers the lead', async () => {
    const sent = sellCar({ ...(await leadGuardFor('group-se')), turnstile: dummyAnswer });
    const res = await postJson(site, sent, { 'CF-Connecting-IP': '203.0.113.7' });
    expect(res.status).toBe(202);
    expect(await partner.leads({ formSubmissionId: sent.formSubmissionId })).toHaveLength(1);
  });

  it('refuses a post without a challenge answer made within seconds of the form, with or without script', async () => {
    expectConsoleError(); // workerd's warnings reach the test's stderr
    await expectRefusal(await postJson(site, sellCar(await leadGuardFor('group-se', 1000))));
    const res = await postForm(site, sellCar(await leadGuardFor('group-se', 1000)));
    expect(res.status).toBe(403);
    expect(await res.text()).toContain(leadOutcomeTexts.sv.refused);
    await expect.poll(logged).toContain('too-quick-without-challenge');
  });

  it('takes a post without a challenge answer once the form is old enough for a person', async () => {
    const script = sellCar(await leadGuardFor('group-se', 6000));
    expect((await postJson(site, script)).status).toBe(202);
    const noScript = sellCar(await leadGuardFor('group-se', 6000));
    const res = await postForm(site, noScript);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toContain('sent=1');
    expect(await partner.leads({ formSubmissionId: noScript.formSubmissionId })).toHaveLength(1);
  });

  it("lets the CSP admit Turnstile's script and challenge frame", async () => {
    const res = await site.fetch(`${se}/`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src [^;]*https:\/\/challenges\.cloudflare\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/challenges\.cloudflare\.com/);
  });
});

describe('with Turnstile, siteverify failing every answer', () => {
  const site = useSite({ seed: false, vars: turnstileVars('2x0000000000000000000000000000000AA') });

  it('refuses a failed challenge however old the form, naming the codes in the log', async () => {
    expectConsoleError(); // workerd's warnings reach the test's stderr
    const guard = { ...(await leadGuardFor('group-se', 60_000)), turnstile: dummyAnswer };
    await expectRefusal(await postJson(site, sellCar(guard)));
    await expect.poll(logged).toContain('invalid-input-response');
    expect(logged()).not.toContain('siteverify failed');
  });
});

describe('production without a token secret of its own', () => {
  const site = useSite({
    seed: false,
    bindSandbox: false,
    vars: productionVars,
  });

  it('answers 503 to a lead form rather than trust the public development secret', async () => {
    expectConsoleError();
    const res = await site.fetch('http://dealer.test/api/forms/comhub', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(sellCar(await leadGuardFor('group-se'))),
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      error: 'The forms cannot take requests just now. Please try again later.',
      issues: [],
    });
    await expect.poll(logged).toContain('FORM_TOKEN_SECRET');
  });
});
