import { describe, expect, it } from 'vitest';
import { startSite, useSite } from '../support/site-under-test.ts';

const site = useSite();

const script = 'http://group-se.localhost/__sandbox/marketing-forms/v1/forms.js';
const embedsPage = 'http://group-se.localhost/kop-bil/kampanjer/anmalan';

const scriptSrc = (res: Response) =>
  res.headers
    .get('content-security-policy')
    ?.split('; ')
    .find((directive) => directive.startsWith('script-src '));

describe("the marketing provider's stub", () => {
  it('is served through the site in development, as a script the page may load', async () => {
    const res = await site.fetch(script);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await res.text()).toContain('window.MarketingForms');
    const page = await (await site.fetch(embedsPage)).text();
    // The island's props name it (a JSON data block).
    expect(page).toContain('"scriptUrl":"/__sandbox/marketing-forms/v1/forms.js"');
  });

  it('does not exist in production, where only a configured script and its origin are named', async () => {
    const production = await startSite({
      seed: true,
      bindSandbox: false,
      vars: {
        ENVIRONMENT: 'production',
        PARTNER_ORIGIN: 'https://partners.invalid',
        MARKETING_FORMS_SCRIPT_URL: 'https://js.forms.example/v1/forms.js',
      },
    });
    try {
      expect((await production.fetch(script)).status).toBe(404);
      const res = await production.fetch(embedsPage);
      expect(scriptSrc(res)).toContain('https://js.forms.example');
      expect(await res.text()).not.toContain('/__sandbox/');
    } finally {
      await production.dispose();
    }
  });
});
