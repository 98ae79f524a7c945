import { describe, expect, it } from 'vitest';
import { expectConsoleError } from '../support/fail-on-console-error.ts';
import { startSite, useSite } from '../support/site-under-test.ts';

const site = useSite();

const endpoint = 'http://group-se.localhost/api/jotform';
// The sandbox's forms (src/sandbox/jotform/forms.ts).
const testDrive = '241000000000001';
const springEvent = '241000000000002';
const failing = '5900000000000000500';

function post(body: unknown, s = site) {
  return s.fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('POST /api/jotform', () => {
  it('answers the answers of that one submission, labelled and in the form order', async () => {
    const res = await post({ formId: testDrive, submissionId: '5900000000000000101' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({
      answers: [
        { label: 'Namn', value: 'Anna Lind' },
        { label: 'E-post', value: 'anna.lind@example.se' },
        { label: 'Modell', value: 'Volvo EX30' },
        { label: 'Önskat datum', value: '2026-12-03' },
      ],
    });
  });

  it("never answers another visitor's submission: an id of another form is a 404", async () => {
    const own = await post({ formId: testDrive, submissionId: '5900000000000000102' });
    const text = JSON.stringify(await own.json());
    expect(text).toContain('Erik Berg');
    expect(text).not.toContain('Anna Lind');

    const other = await post({ formId: testDrive, submissionId: '5900000000000000201' });
    expect(other.status).toBe(404);
    expect(JSON.stringify(await other.json())).not.toContain('Sara Holm');
    expect((await post({ formId: springEvent, submissionId: '5900000000000000999' })).status).toBe(
      404,
    );
  });

  it('answers bad ids with 400 in the one shape, naming the field', async () => {
    const res = await post({ formId: '../form', submissionId: '1' });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; issues: Array<{ path: string }> };
    expect(body.issues.map((issue) => issue.path).sort()).toEqual(['formId', 'submissionId']);
    expect(
      (await post({ formId: testDrive, submissionId: '1'.repeat(12), apiKey: 'x' })).status,
    ).toBe(400);
  });

  it("answers 502 when the form builder fails, and logs it as the partner's failure", async () => {
    // The worker's warning reaches the test process through workerd's error stream.
    expectConsoleError();
    const res = await post({ formId: testDrive, submissionId: failing });
    expect(res.status).toBe(502);
    expect(((await res.json()) as { error: string }).error).toMatch(/jotform/);
  });

  it('answers 503 in production without JOTFORM_API_KEY, before asking the partner', async () => {
    expectConsoleError();
    const production = await startSite({
      seed: false,
      bindSandbox: false,
      vars: { ENVIRONMENT: 'production', PARTNER_ORIGIN: 'https://partners.invalid' },
    });
    try {
      const res = await post(
        { formId: testDrive, submissionId: '5900000000000000101' },
        production,
      );
      expect(res.status).toBe(503);
    } finally {
      await production.dispose();
    }
  });
});
