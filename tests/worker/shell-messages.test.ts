import { describe, expect, it, vi } from 'vitest';
import type { Language } from '#client/contracts/site-profile.ts';
import { kvKeys } from '#src/kv-keys.ts';
import type { SiteName } from '#client/contracts/site-profile.ts';
import { useSite } from '../support/site-under-test.ts';
import { withKvValue } from '../support/kv-swap.ts';
import { islandProps } from '../support/island-props.ts';

const site = useSite();

const page = async (host: string, init?: RequestInit) => {
  const res = await site.fetch(`http://${host}/`, init);
  expect(res.status).toBe(200);
  return res.text();
};

/** Runs `check` while one KV value is rewritten by `change`, then puts the seed back. */
async function withKv(key: string, change: (value: any) => unknown, check: () => Promise<void>) {
  const rewrite = (original: string) => JSON.stringify(change(JSON.parse(original)));
  await withKvValue(await site.contentKv(), key, rewrite, check);
}
const shellKey = (name: SiteName, language: Language) => kvKeys.shell(name, language);

describe('alert banner (group sites)', () => {
  it('renders the dismissible banner above the navigation when the visitor has not closed it', async () => {
    const html = await page('group-se.localhost');
    const banner = html.indexOf('data-island="alert-banner"');
    expect(banner).toBeGreaterThan(0);
    expect(banner).toBeLessThan(html.indexOf('<header'));
    expect(html).toMatch(/<section class="site-message site-message--alert" data-type="neutral"/);
    expect(html).toContain('Dags för vinterdäck');
    expect(html).toMatch(/<button type="button" class="site-message__close" aria-label="Stäng"/);
    expect(islandProps(html, 'alert-banner')[0].message).toMatchObject({
      type: 'Neutral',
      icon: 'CampaignAlert',
    });
  });

  it('leaves the banner out entirely when the request carries the hideAlert cookie', async () => {
    const html = await page('group-se.localhost', {
      headers: { cookie: 'consent=x; hideAlert=1' },
    });
    expect(html).not.toMatch(/class="[^"]*site-message/);
    expect(html).not.toContain('Dags för vinterdäck');
    expect(html).toContain('<header');
  });

  it('keeps a Warning banner with the hideAlert cookie, without a close button or script', async () => {
    const html = await page('group-no.localhost', { headers: { cookie: 'hideAlert=1' } });
    expect(html).toMatch(/<section class="site-message site-message--alert" data-type="warning"/);
    expect(html).toContain('Endrede åpningstider i julen');
    expect(html.indexOf('Endrede åpningstider i julen')).toBeLessThan(html.indexOf('<header'));
    expect(html).not.toMatch(/class="[^"]*site-message__close/);
    expect(html).not.toContain('data-island="alert-banner"');
  });

  it('shows a message only with HasMessage, a type, and a title or a text', async () => {
    const variants: Array<[string, Record<string, unknown>, boolean]> = [
      ['no HasMessage', { hasMessage: false }, false],
      ['no type', { type: undefined }, false],
      ['blank title and text', { title: ' ', text: '' }, false],
      ['a text only', { title: undefined }, true],
      ['a title only', { text: undefined }, true],
    ];
    for (const [what, patch, shown] of variants) {
      await withKv(
        shellKey('group-uk', 'en'),
        (shell) => ({
          ...shell,
          navigationSettings: {
            ...shell.navigationSettings,
            message: { ...shell.navigationSettings.message, ...patch },
          },
        }),
        async () => {
          const html = await page('group-uk.localhost');
          expect(
            html.includes('class="site-message site-message--alert" data-type="dark"'),
            what,
          ).toBe(shown);
        },
      );
    }
  });
});

describe('notice bar (store sites)', () => {
  it('renders a dismissible notice above the navigation, hydrating at load', async () => {
    const html = await page('store-se.localhost');
    const bar = html.indexOf('data-island="notice-bar" data-hydrate="load"');
    expect(bar).toBeGreaterThan(0);
    expect(bar).toBeLessThan(html.indexOf('<header'));
    expect(html).toContain('Black Week hos Carstore');
    expect(html).toContain('site-message__close');
    expect(html).not.toContain('data-island="alert-banner"');
  });

  it('renders a Warning notice below the navigation, with no close button, whatever the cookies say', async () => {
    const html = await page('store-no.localhost', { headers: { cookie: 'hideAlert=1' } });
    const bar = html.indexOf('data-island="notice-bar"');
    expect(bar).toBeGreaterThan(html.indexOf('</header>'));
    expect(html).toMatch(/class="site-message site-message--notice" data-type="warning"/);
    expect(html).not.toMatch(/class="[^"]*site-message__close/);
  });
});

describe('footer', () => {
  it('shows the brand strip with the heading and a logo per brand, alt text falling back to the dictionary', async () => {
    await withKv(
      kvKeys.brands('group-se'),
      (brands) =>
        brands.map((brand: any, i: number) =>
          i === 0 ? { ...brand, logo: { ...brand.logo, alt: '' } } : brand,
        ),
      async () => {
        const html = await page('group-se.localhost');
        const [strip] = islandProps(html, 'footer-brands');
        expect(strip.heading).toBe('Våra bilmärken');
        expect(strip.logos).toHaveLength(12);
        expect(strip.logos[0]).toEqual({ src: '/brands/volvo.svg', alt: 'Märkeslogotyp' });
        expect(html).toMatch(/<img src="\/brands\/volkswagen.svg" alt="Volkswagen"/);
      },
    );
  });

  it('hides the brand strip without ShowBrands, without a heading, or without any logo src', async () => {
    const footerChange = (patch: object) => (shell: any) => ({
      ...shell,
      footer: { ...shell.footer, ...patch },
    });
    const cases: Array<[string, string, (value: any) => unknown]> = [
      ['ShowBrands off', shellKey('group-se', 'sv'), footerChange({ showBrands: false })],
      ['blank heading', shellKey('group-se', 'sv'), footerChange({ brandsHeading: '  ' })],
      [
        'no logo src',
        kvKeys.brands('group-se'),
        (brands) => brands.map((b: any) => ({ ...b, logo: { ...b.logo, src: '' } })),
      ],
    ];
    for (const [what, key, change] of cases) {
      await withKv(key, change, async () => {
        const html = await page('group-se.localhost');
        expect(html, what).not.toContain('data-island="footer-brands"');
        expect(html, what).toContain('Alla bilar i lager');
      });
    }
  });

  it('shows only the column links that have an href', async () => {
    const html = await page('group-se.localhost');
    const footer = html.slice(html.indexOf('<footer'));
    expect(footer).toContain('<h2 class="site-footer__title">Kontakta oss</h2>');
    expect(footer).toContain('Kundservice svarar vardagar 8–17.');
    expect(footer).toContain('>Hitta anläggning</a>');
    expect(footer).not.toContain('Chatta med oss');
  });

  it('draws the known social icons, and logs and skips one it has no icon for', async () => {
    // Miniflare passes the worker's stdout (console.info) on as console.log lines.
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      const html = await page('group-uk.localhost');
      const footer = html.slice(html.indexOf('<footer'));
      for (const name of ['LinkedIn', 'Facebook', 'X', 'WhatsApp']) {
        expect(footer).toMatch(
          new RegExp(`class="site-footer__social-link" href="https://[^"]+" aria-label="${name}"`),
        );
      }
      expect(footer).not.toContain('myspace');
      const logged = () =>
        log.mock.calls.some((args) =>
          args.map(String).join(' ').includes('Footer social link "Myspace" has no icon'),
        );
      // The line arrives through workerd's stdout pipe, a moment after the response.
      await vi.waitFor(() => expect(logged()).toBe(true));
    } finally {
      log.mockRestore();
    }
  });

  it('marks the cookie-settings link to open the consent dialog, keeping its href', async () => {
    const html = await page('group-no.localhost');
    expect(html).toMatch(
      /<a href="#cookie-settings" data-open-consent="">Innstillinger for informasjonskapsler<\/a>/,
    );
    expect(html.match(/data-open-consent/g)).toHaveLength(1);
  });

  it('gives mailto: and tel: links a copy button that copies them without the scheme', async () => {
    const html = await page('group-se.localhost');
    const buttons = islandProps(html, 'copy-button');
    expect(buttons).toEqual([
      {
        value: 'kundservice@hedinautomotive.se',
        label: 'Kopiera kundservice@hedinautomotive.se',
        copiedText: 'Kopierat',
      },
      { value: '+46846500420', label: 'Kopiera +46846500420', copiedText: 'Kopierat' },
    ]);
    expect(html).toContain('data-island="copy-button" data-hydrate="visible"');
    expect(html).toMatch(
      /<button type="button" class="copy-button__button" aria-label="Kopiera \+46846500420"[^>]*disabled=""/,
    );
  });

  it('renders the highlighted link and both info fields, the first across the width when asked', async () => {
    await withKv(
      shellKey('group-se', 'sv'),
      (shell) => ({ ...shell, footer: { ...shell.footer, infoFieldOneChildFullWidth: true } }),
      async () => {
        const html = await page('group-se.localhost');
        expect(html).toMatch(
          /<a class="site-footer__highlighted" href="\/service-och-verkstad\/boka-bilverkstad">Boka service online<\/a>/,
        );
        expect(html).toMatch(
          /<div class="site-footer__info" data-first-full="true"><div class="site-footer__info-field"><h2 class="site-footer__info-heading">Kundservice<\/h2>/,
        );
        expect(html).toContain('Hedin Automotive AB, Box 1045, 431 26 Mölndal');
      },
    );
    expect(await page('group-se.localhost')).toMatch(/<div class="site-footer__info">/);
  });
});
