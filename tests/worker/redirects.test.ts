import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxUrlLength } from '#src/middleware/request-guard.ts';
import { publishRuleSet } from '#src/redirects/rule-store.ts';
import { ruleFileSchema } from '#src/redirects/rule-schema.ts';
import { consoleErrors, expectConsoleError } from '../support/fail-on-console-error.ts';
import {
  type ConformanceCase,
  caseSensitiveCases,
  conformanceCases,
  conformanceRules,
  requestOf,
} from '../support/redirect-conformance.ts';
import { startSite, type SiteUnderTest } from '../support/site-under-test.ts';

let site: SiteUnderTest;
beforeAll(async () => {
  site = await startSite({ vars: { REDIRECTS_REFRESH_SECONDS: '1' } });
  const kv = await site.redirectsKv();
  await publishRuleSet(kv, ruleFileSchema.parse(conformanceRules), 'conformance-1');
  // The same rules, case-sensitive, on another site: the per-site switch.
  await publishRuleSet(
    kv,
    ruleFileSchema.parse({ ...conformanceRules, site: 'group-no', caseSensitive: true }),
    'sensitive-1',
  );
});
afterAll(() => site?.dispose());

function send(testCase: ConformanceCase, host?: string) {
  const request = requestOf(testCase, host);
  return site.fetch(request.url, {
    method: request.method,
    headers: request.headers,
    redirect: 'manual',
  });
}

const isRedirect = (status: number) => [301, 302, 303, 307, 308].includes(status);

/** Sends a table case and checks the worker answers as the table says (or does not redirect). */
async function expectAnswer(testCase: ConformanceCase, host?: string) {
  const res = await send(testCase, host);
  await res.arrayBuffer(); // read to the end: a cancelled stream makes workerd log a broken pipe
  if (testCase.path.length + (testCase.query?.length ?? 0) > maxUrlLength) {
    expect(res.status).toBe(414);
  } else if (testCase.expected) {
    expect(res.status).toBe(testCase.expected.status);
    expect(res.headers.get('location')).toBe(testCase.expected.location);
  } else {
    expect(isRedirect(res.status), `status ${res.status}`).toBe(false);
  }
}

describe('redirect semantics (the worker, rules from KV)', () => {
  for (const testCase of conformanceCases) {
    it(testCase.name, () => expectAnswer(testCase));
  }

  for (const testCase of caseSensitiveCases) {
    it(testCase.name, () => expectAnswer(testCase, 'group-no.localhost'));
  }

  it('applies only the site’s own rules', async () => {
    const res = await site.fetch('http://store-se.localhost/vanha-sivu', { redirect: 'manual' });
    expect(res.status).toBe(404);
  });

  it('picks up a pushed edit within the refresh interval, without a restart', async () => {
    const kv = await site.redirectsKv();
    const file = ruleFileSchema.parse({
      site: 'store-no',
      rules: [{ source: '/gammel', destination: '/ny-1', permanent: true }],
    });
    await publishRuleSet(kv, file, 'edit-1');
    expect(
      (await site.fetch('http://store-no.localhost/gammel', { redirect: 'manual' })).headers.get(
        'location',
      ),
    ).toBe('/ny-1');
    await publishRuleSet(
      kv,
      { ...file, rules: [{ source: '/gammel', destination: '/ny-2', permanent: true }] },
      'edit-2',
    );
    await expect
      .poll(
        async () =>
          (
            await site.fetch('http://store-no.localhost/gammel', { redirect: 'manual' })
          ).headers.get('location'),
        {
          timeout: 5000,
          interval: 250,
        },
      )
      .toBe('/ny-2');
  });

  it('keeps serving the last good rules when the document in KV is broken', async () => {
    expectConsoleError();
    const kv = await site.redirectsKv();
    const file = ruleFileSchema.parse({
      site: 'store-sk',
      rules: [{ source: '/stare', destination: '/nove', permanent: true }],
    });
    await publishRuleSet(kv, file, 'good-1');
    expect(
      (await site.fetch('http://store-sk.localhost/stare', { redirect: 'manual' })).headers.get(
        'location',
      ),
    ).toBe('/nove');
    await kv.put(
      'redirects:v1:store-sk',
      '{"version": "broken-2", "file": {"site": "store-sk", "rules": [{"sour',
    );
    await kv.put('redirects:v1:store-sk:version', 'broken-2');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    for (let i = 0; i < 3; i++) {
      const res = await site.fetch('http://store-sk.localhost/stare', { redirect: 'manual' });
      expect(res.headers.get('location')).toBe('/nove');
    }
    expect(consoleErrors().join('\n')).toContain(
      'the rule set in KV for store-sk (version broken-2) is unusable; keeping version good-1',
    );
  });
});

describe('the sites’ own rules (seeded from redirects/)', () => {
  const examples: Array<[host: string, path: string, location: string]> = [
    ['group-uk.localhost', '/value-my-car', '/sell-car'],
    ['group-uk.localhost', '/used/bmw/3-series', '/buy-car/used-cars/bmw/3-series'],
    [
      'group-uk.localhost',
      '/mercedes-benz-cars/contact-us',
      '/find-us?brand=Mercedes-Benz&service=Car%20sales',
    ],
    [
      'group-uk.localhost',
      '/new-cars/finance',
      '/buy-car/finance-and-insurance-options/personal-finance',
    ],
    // A public folder's name: no file there, so the rule answers (it was a plain 404).
    ['group-uk.localhost', '/brands/bmw', '/buy-car/brands/bmw'],
    ['group-uk.localhost', '/brands/mercedes-benz', '/buy-car/brands/mercedes-benz-cars'],
    ['store-se.localhost', '/en', '/'],
    ['group-se.localhost', '/anlaggningar/1234/volvo-goteborg', '/anlaggningar/volvo-goteborg'],
  ];
  for (const [host, path, location] of examples) {
    it(`redirects ${path} on ${host.split('.')[0]} to ${location}`, async () => {
      const res = await site.fetch(`http://${host}${path}`, { redirect: 'manual' });
      await res.arrayBuffer();
      expect(res.status).toBe(308);
      expect(res.headers.get('location')).toBe(location);
    });
  }

  it('still serves the files of a public folder whose name a rule also uses, and a bare 404 for a missing build file', async () => {
    const logo = await site.fetch('http://group-uk.localhost/brands/bmw.svg');
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    await logo.arrayBuffer();
    const chunk = await site.fetch('http://group-uk.localhost/assets/no-such-chunk.js');
    expect(chunk.status).toBe(404);
    expect(await chunk.text()).toBe('Not found');
  });

  it('keeps path and query on the www redirect of group-se', async () => {
    const res = await site.fetch('http://www.group-se.localhost/kop-bil?car_fuel=El', {
      redirect: 'manual',
    });
    expect(res.status).toBe(308);
    expect(res.headers.get('location')).toBe('http://group-se.localhost/kop-bil?car_fuel=El');
  });
});
