import { describe, expect, it } from 'vitest';
import { comhubSandbox } from '../support/comhub-sandbox.ts';
import { useSite } from '../support/site-under-test.ts';

// The sandbox forms partner as the forms proxy and the browser tests meet it: the built sandbox
// worker under miniflare, called at its own paths (the main worker's seed is not needed).
const site = useSite({ seed: false });
const partner = comhubSandbox(() => site);

/** A form name of this test's own, so plans and listings never meet another test's. */
const testForm = () => `test-form-${crypto.randomUUID()}`;

function submit(formName: string, values: Record<string, unknown> = {}) {
  return partner.call('', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      formName,
      formSubmissionId: crypto.randomUUID(),
      values: { customerEmail: 'lead@example.se', milage: 12, services: ['Service'], ...values },
    }),
  });
}

describe('the sandbox forms partner', () => {
  it('takes numbers and lists of names among the values, and lists the leads by form', async () => {
    const formName = testForm();
    expect((await submit(formName)).status).toBe(202);
    expect((await submit(formName, { customerEmail: 'other@example.se' })).status).toBe(202);
    const leads = await partner.leads({ formName });
    expect(leads.map((lead) => lead.values.customerEmail)).toEqual([
      'lead@example.se',
      'other@example.se',
    ]);
    expect(leads[0]).toMatchObject({ formName, attempts: 1, values: { milage: 12 } });
    expect((await partner.call('/_submissions')).status).toBe(400);
  });

  it("fails a form's next submissions as planned: refused (422), 500, then takes them again", async () => {
    const formName = testForm();
    await partner.behave({ formName, mode: 'fail', times: 2 });
    for (const attempt of [1, 2]) {
      const refused = await submit(formName);
      expect(refused.status, `attempt ${attempt}`).toBe(422);
      expect(await refused.json()).toEqual({ message: expect.any(String) });
    }
    await partner.behave({ formName, mode: '500' });
    expect((await submit(formName)).status).toBe(500);
    expect((await submit(formName)).status).toBe(202);
    expect(await partner.leads({ formName })).toHaveLength(1);
  });

  it('waits before taking a delayed submission, and forgets a plan set back to normal', async () => {
    const formName = testForm();
    await partner.behave({ formName, mode: 'delay', delayMs: 300 });
    const started = Date.now();
    expect((await submit(formName)).status).toBe(202);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);

    await partner.behave({ formName, mode: '500', times: 5 });
    await partner.behave({ formName, mode: 'normal' });
    expect((await submit(formName)).status).toBe(202);
    expect(await partner.leads({ formName })).toHaveLength(2);
  });

  it('answers 400 to a plan it cannot follow', async () => {
    for (const plan of [{ mode: 'fail' }, { formName: 'sell-car', mode: 'explode' }]) {
      const res = await partner.call('/_behaviour', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(plan),
      });
      expect(res.status, JSON.stringify(plan)).toBe(400);
    }
  });
});
