import { describe, expect, it } from 'vitest';
import { useSite } from '../support/site-under-test.ts';

const site = useSite();

/** The showcase page of the card and list blocks on each site that has one, in its language. */
const showcases = [
  {
    host: 'group-uk.localhost',
    path: '/buy-car/model-range',
    lang: 'en',
    faq: 'What is the difference between PCP and Hire Purchase?',
    showMore: 'Show more',
  },
  {
    host: 'store-fi.localhost',
    path: '/autoilu/omistajan-opas',
    lang: 'fi',
    faq: 'Voinko ostaa auton ilman käsirahaa?',
    showMore: 'Näytä lisää',
  },
  {
    host: 'group-se.localhost',
    path: '/bilagande/agarguide',
    lang: 'sv',
    faq: 'Hur stor handpenning behöver jag?',
    showMore: 'Visa fler',
  },
] as const;

const page = async (host: string, path: string) => {
  const res = await site.fetch(`http://${host}${path}`);
  expect(res.status).toBe(200);
  return { html: await res.text(), csp: res.headers.get('content-security-policy') ?? '' };
};

describe('card and list blocks on the seeded showcase pages', () => {
  for (const showcase of showcases) {
    it(`renders every card and list block on ${showcase.host}${showcase.path} in ${showcase.lang}`, async () => {
      const { html } = await page(showcase.host, showcase.path);
      expect(html).toContain(`<html lang="${showcase.lang}"`);
      for (const block of [
        'car-model-card',
        'image-card',
        'card-list',
        'accordion-item',
        'stage-row',
        'banner',
        'faq-list',
        'file-download-list',
      ]) {
        expect(html, block).toContain(`class="${block}`);
      }
      expect(html).not.toContain('class="section-error"');
      // Every file is in the first HTML (so all show without JavaScript); the island adds the toggle.
      expect(html.match(/<li class="file-list__item"/g)).toHaveLength(5);
      expect(html.match(/data-extra=""/g)).toHaveLength(2);
      expect(html).toContain('data-island="file-list"');
      expect(html).toContain(`${showcase.showMore}<svg`);
    });

    it(`writes the FAQPage structured data of ${showcase.host}${showcase.path} with the page nonce`, async () => {
      const { html, csp } = await page(showcase.host, showcase.path);
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce).toBeTruthy();
      const scripts = [
        ...html.matchAll(/<script type="application\/ld\+json" nonce="([^"]+)">(.*?)<\/script>/gs),
      ];
      const faq = scripts
        .map((m) => ({ nonce: m[1], data: JSON.parse(m[2]!) }))
        .find((s) => s.data['@type'] === 'FAQPage');
      expect(faq?.nonce).toBe(nonce);
      expect(faq?.data['@context']).toBe('https://schema.org');
      expect(faq?.data.mainEntity.length).toBeGreaterThanOrEqual(4);
      expect(faq?.data.mainEntity[0]).toMatchObject({
        '@type': 'Question',
        name: showcase.faq,
        acceptedAnswer: { '@type': 'Answer' },
      });
    });
  }

  it('shows only the filled label/value pairs of a car model card and a campaign badge', async () => {
    const { html } = await page('group-uk.localhost', '/buy-car/model-range');
    const cards = html
      .split('<div class="car-model-card">')
      .slice(1)
      .map((part) => part.slice(0, part.indexOf('</article>')));
    const mini = cards.find((card) => card.includes('MINI Cooper E')) ?? '';
    expect(mini.match(/<dt>/g)).toHaveLength(3);
    expect(mini).toContain('<span class="card__badge">Campaign</span>');
    const smart = cards.find((card) => card.includes('smart #1 Pro+')) ?? '';
    expect(cards).toHaveLength(4);
    expect(smart).not.toMatch(/<a[\s>]/);
  });

  it('serves the listed files as PDFs from /files/', async () => {
    const res = await site.fetch('http://group-uk.localhost/files/bmw-ix1-price-list.pdf');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(new TextDecoder().decode((await res.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    expect((await site.fetch('http://group-uk.localhost/files/no-such-file.pdf')).status).toBe(404);
  });
});
