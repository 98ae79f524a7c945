import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApiCallError } from '#client/lib/api-call.ts';
import TireHotel from '#client/islands/tire-hotel.island.tsx';
import { tireHotelPropsSchema } from '#client/islands/tire-hotel.props.ts';
import { LoginPage } from '#client/tire-hotel/login-page.tsx';
import { plateAsTyped } from '#client/tire-hotel/search-page.tsx';
import { refusalOf } from '#client/tire-hotel/session-refusal.ts';
import { TireHotelFooter } from '#client/tire-hotel/tire-hotel-footer.tsx';
import { ValidatePage } from '#client/tire-hotel/validate-page.tsx';
import { codeSent, customer, tireHotelProps } from '#tests/support/tire-hotel-session.ts';

const props = tireHotelPropsSchema.parse(tireHotelProps);
const { texts } = props;
const noop = () => {};

describe('the tire hotel island', () => {
  it('renders Search on the server: the title, the plate field, Fortsätt disabled', () => {
    const html = renderToStaticMarkup(<TireHotel {...props} />);
    expect(html).toContain('data-page="search"');
    expect(html).toMatch(/<h2[^>]*tabindex="-1"[^>]*>Ange ditt registreringsnummer<\/h2>/);
    expect(html).toContain('<label for=');
    expect(html).toContain('placeholder="ABC123"');
    expect(html).toContain('maxLength="7"');
    expect(html).toContain('autoComplete="off"');
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>Fortsätt<\/button>/);
    expect(html).toContain('role="alert"');
  });

  it('has the footer with the support address and no Logga ut before a code is sent', () => {
    const html = renderToStaticMarkup(<TireHotel {...props} />);
    expect(html).toContain('Har du frågor om ditt däckhotell?');
    expect(html).toContain(
      'Mejla oss på <a href="mailto:dackhotell@example.se">dackhotell@example.se</a>',
    );
    expect(html).not.toContain('Logga ut');
    const loggedIn = renderToStaticMarkup(
      <TireHotelFooter texts={texts.footer} supportEmail="a@example.se" loggedIn onLogout={noop} />,
    );
    expect(loggedIn).toMatch(/<button type="button"[^>]*>Logga ut<\/button>/);
  });

  it('refuses props without a support address or with an unsafe link', () => {
    for (const bad of [
      { ...props, supportEmail: 'dackhotell' },
      { ...props, contactUrl: 'javascript:alert(1)' },
      { ...props, serviceBookingUrl: 'javascript:alert(1)' },
    ])
      expect(tireHotelPropsSchema.safeParse(bad).success).toBe(false);
  });
});

describe('the Search plate', () => {
  it('is upper-cased without spaces as typed, at most 7 characters', () => {
    expect(plateAsTyped('abc 123')).toBe('ABC123');
    expect(plateAsTyped(' ab c12345')).toBe('ABC1234');
  });
});

describe('Login', () => {
  it('names the obfuscated number and the plate, with the contact link and Skicka kod', () => {
    const html = renderToStaticMarkup(
      <LoginPage
        customer={customer}
        texts={texts.login}
        contactUrl="/kontakta-oss"
        onCodeSent={noop}
        onSessionEnded={noop}
      />,
    );
    expect(html).toContain('Vi skickar en kod med SMS till telefonnumret 070-*** **67.');
    expect(html).toContain('<dd class="tire-hotel-facts__plate">ABC123</dd>');
    expect(html).toContain('Stämmer inte numret? <a href="/kontakta-oss">Kontakta oss</a>');
    expect(html).toMatch(/<button type="button"[^>]*>Skicka kod<\/button>/);
  });
});

describe('Validate', () => {
  const html = renderToStaticMarkup(
    <ValidatePage
      customer={customer}
      codeSent={codeSent}
      texts={texts.validate}
      onValidated={noop}
      onNewCode={noop}
    />,
  );

  it('groups the four boxes as one code field for screen readers', () => {
    const label = /<span class="tire-hotel-otp__label" id="([^"]+)">Engångskod, fyra siffror/.exec(
      html,
    );
    expect(label).not.toBeNull();
    expect(html).toContain(`role="group" aria-labelledby="${label![1]}"`);
    for (const n of [1, 2, 3, 4]) expect(html).toContain(`aria-label="Siffra ${n} av 4"`);
    expect(html.match(/inputMode="numeric"/g)).toHaveLength(4);
    expect(html.match(/autoComplete="one-time-code"/g)).toHaveLength(1);
  });

  it('says where the code went and for how long, Verifiera kod disabled without four digits', () => {
    expect(html).toContain('Skriv koden vi skickade till 070-*** **67. Koden gäller i 5 minuter.');
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>Verifiera kod<\/button>/);
    expect(html).toContain('Skicka en ny kod');
  });
});

describe('a refused call', () => {
  it("shows the worker's message, else the page's own", () => {
    expect(refusalOf(new ApiCallError('x', 429, 'Försök igen kl. 14:05.'), 'fel')).toEqual({
      sessionEnded: false,
      message: 'Försök igen kl. 14:05.',
    });
    expect(refusalOf(new ApiCallError('x'), 'fel').message).toBe('fel');
    expect(refusalOf(new TypeError('x'), 'fel').message).toBe('fel');
  });

  it('ends the session on a 401, except for the code check where a 401 is the verdict', () => {
    const wrong = new ApiCallError('x', 401, 'Felaktig kod. Försök igen.');
    expect(refusalOf(wrong, 'fel').sessionEnded).toBe(true);
    expect(refusalOf(wrong, 'fel', true)).toEqual({
      sessionEnded: false,
      message: 'Felaktig kod. Försök igen.',
    });
  });
});
