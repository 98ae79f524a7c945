import { describe, expect, it } from 'vitest';
import { useSite } from '../support/site-under-test.ts';

const site = useSite();

/** The seeded sell-car pages (issue 21), each with its hero and the form's words in its language. */
const pages = [
  { url: 'http://group-se.localhost/salj-bil', label: 'Registreringsnummer', send: 'Skicka' },
  {
    url: 'http://group-se.localhost/en/sell-car',
    label: 'Registration number',
    send: 'Send',
  },
  { url: 'http://store-se.localhost/salj-bil', label: 'Registreringsnummer', send: 'Skicka' },
  { url: 'http://group-uk.localhost/sell-car', label: 'Registration number', send: 'Send' },
];

const submissionIdOf = (html: string) => html.match(/name="formSubmissionId" value="([^"]+)"/)?.[1];

describe('the sell-car pages', () => {
  it('render the form under the hero, in place in the first HTML, as a post to the forms route', async () => {
    for (const { url, label, send } of pages) {
      const res = await site.fetch(url, { headers: { 'accept-encoding': 'identity' } });
      expect(res.status, url).toBe(200);
      const html = await res.text();
      expect(html.indexOf('class="hero-banner'), url).toBeGreaterThan(-1);
      expect(html.indexOf('class="sell-car-form"'), url).toBeGreaterThan(
        html.indexOf('class="hero-banner'),
      );
      expect(html, url).toContain('<form class="sell-car-form__form" action="/api/forms/comhub"');
      expect(html, url).toContain(`>${label}<span aria-hidden="true"> *</span></label>`);
      expect(html, url).toContain(`>${send}</button>`);
      // In place, not streamed behind a skeleton only a script would reveal.
      expect(html.includes('class="section-skeleton"'), url).toBe(false);
      expect(html.includes('class="section-error"'), url).toBe(false);
    }
  });

  it('give every render its own submission id', async () => {
    const ids = await Promise.all(
      [1, 2].map(async () =>
        submissionIdOf(await (await site.fetch('http://group-se.localhost/salj-bil')).text()),
      ),
    );
    expect(ids[0]).toMatch(/^[\w-]{8,}$/);
    expect(ids[1]).not.toBe(ids[0]);
  });

  it('are never stored by a shared cache, since each render carries its own id and token, while a page without a lead form keeps its caching', async () => {
    const form = await site.fetch('http://group-se.localhost/salj-bil');
    expect(form.headers.get('cache-control')).toBe('private, no-store');
    await form.arrayBuffer();
    const serviceRequest = await site.fetch('http://group-no.localhost/service-skjema');
    expect(serviceRequest.headers.get('cache-control')).toBe('private, no-store');
    await serviceRequest.arrayBuffer();
    const home = await site.fetch('http://group-se.localhost/');
    expect(home.headers.get('cache-control') ?? '').not.toContain('no-store');
    await home.arrayBuffer();
  });
});
