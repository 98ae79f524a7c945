import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BookingPage } from '#client/tire-hotel/booking-page.tsx';
import { ConfirmationPage } from '#client/tire-hotel/confirmation-page.tsx';
import { LoggedInPage } from '#client/tire-hotel/logged-in-page.tsx';
import { tireHotelTexts } from '#client/tire-hotel/tire-hotel.texts.ts';
import { tireAt, tireConfirmation, tireVehicle } from '#tests/support/tire-booking-fixtures.ts';

// What the LoggedIn, Booking and Confirmation pages show in their first frame (the calls start in
// effects, which a server render does not run).

const texts = tireHotelTexts.sv;
const none = () => {};

const loggedIn = (vehicle = tireVehicle, packageInfoUrl: string | null = '/dackhotell/paket') =>
  renderToStaticMarkup(
    <LoggedInPage
      vehicle={vehicle}
      texts={texts.loggedIn}
      packageInfoUrl={packageInfoUrl}
      onBook={none}
      onAnotherCar={none}
    />,
  );

describe('the LoggedIn page', () => {
  it('shows the car under Ditt fordon with Boka hjulskifte and Boka för en annan bil', () => {
    const html = loggedIn();
    expect(html).toMatch(/<h2[^>]*>Ditt fordon<\/h2>/);
    expect(html).toContain('ABC123');
    expect(html).toContain('Volvo XC60 B4 AWD');
    expect(html).toMatch(/<button[^>]*>Boka hjulskifte<\/button>/);
    expect(html).toMatch(/<button[^>]*>Boka för en annan bil<\/button>/);
  });

  it('lists each stored tire with its position, size, pattern and depth', () => {
    const html = loggedIn();
    expect(html.match(/class="tire-item"/g)).toHaveLength(4);
    for (const position of ['Vänster fram', 'Höger fram', 'Vänster bak', 'Höger bak'])
      expect(html).toContain(position);
    expect(html).toContain('235/55 R18');
    expect(html).toContain('Friktion');
    expect(html).toContain('6,5 mm');
    expect(html).toContain('3,2 mm');
  });

  it('warns and marks the tire with its status text when a tire has status 1', () => {
    const html = loggedIn();
    expect(html).toMatch(/class="tire-warning" role="status"><h3[^>]*>Dags att se över dina däck/);
    expect(html.match(/role="img" aria-label="Behöver ses över"/g)).toHaveLength(1);
    expect(html).toContain('Lågt mönsterdjup, byt inför nästa säsong');
  });

  it('shows no warning when no tire has status 1, and the icon for each status above 0', () => {
    const html = loggedIn({
      ...tireVehicle,
      tires: [tireAt('VF', 7), tireAt('HF', 6, 2, 'Kontrollera ventilen')],
    });
    expect(html).not.toContain('tire-warning');
    expect(html.match(/aria-label="Behöver ses över"/g)).toHaveLength(1);
    expect(html).toContain('Kontrollera ventilen');
  });

  it('gives the station a number to call and an address to write to', () => {
    const html = loggedIn();
    expect(html).toContain('Däckcenter Solna');
    expect(html).toContain('href="tel:081234567"');
    expect(html).toContain('href="mailto:dack.solna@example.se"');
  });

  it('names the package, with its information link only when the page gives one', () => {
    expect(loggedIn()).toContain('<a href="/dackhotell/paket">Läs mer om däckpaketet</a>');
    const without = loggedIn(tireVehicle, null);
    expect(without).toContain('Premium');
    expect(without).not.toContain('Läs mer om däckpaketet');
  });
});

describe('the Booking page', () => {
  it('shows the workshop and says the free days are loading, with Tillbaka and no form yet', () => {
    const html = renderToStaticMarkup(
      <BookingPage
        vehicle={tireVehicle}
        texts={texts.booking}
        onBack={none}
        onBooked={none}
        onSessionEnded={none}
      />,
    );
    expect(html).toMatch(/<h2[^>]*>Boka hjulskifte<\/h2>/);
    expect(html).toContain('Däckcenter Solna');
    expect(html).toMatch(/role="status">Hämtar lediga dagar …</);
    expect(html).toMatch(/<button[^>]*>Tillbaka<\/button>/);
    expect(html).not.toContain('Genomför bokning');
  });
});

const confirmationPage = (confirmation = tireConfirmation) =>
  renderToStaticMarkup(
    <ConfirmationPage
      confirmation={confirmation}
      texts={texts.confirmation}
      ratingTexts={texts.rating}
      startPageUrl="/"
      onAnotherCar={none}
    />,
  );

describe('the Confirmation page', () => {
  it('thanks the visitor by name and offers the rating, sent only once a star is chosen', () => {
    const html = confirmationPage();
    expect(html).toMatch(/<h2[^>]*>Tack för din bokning!<\/h2>/);
    expect(html).toContain('Tack Anna!');
    expect(html).toContain('Hur var det att boka?');
    expect(html).toMatch(/<button[^>]*type="submit" disabled="">Skicka betyg<\/button>/);
  });

  it('sums up the booking: number, service, time, workshop with a maps search, comment, contact', () => {
    const html = confirmationPage();
    for (const text of [
      'TH-2026-0042',
      'Hjulskifte',
      '2026-12-02 10:30',
      'Industrivägen 4, 171 48 Solna',
      'Vinterdäcken på, tack',
      'Anna Svensson',
      'anna@example.se',
      '+46701234567',
    ])
      expect(html).toContain(text);
    expect(html).toContain(
      'href="https://www.google.com/maps/search/?api=1&amp;query=D%C3%A4ckcenter%20Solna%2C%20Industriv%C3%A4gen%204%2C%20171%2048%20Solna" target="_blank" rel="noopener">Hitta hit</a>',
    );
  });

  it('writes a full-day booking as Under dagen', () => {
    const html = confirmationPage({
      ...tireConfirmation,
      appointmentTime: '2026-12-02T08:00:00',
      isFullDay: true,
    });
    expect(html).toContain('2026-12-02, Under dagen');
    expect(html).not.toContain('08:00');
  });

  it('leads to the start page and to another car', () => {
    const html = confirmationPage();
    expect(html).toMatch(/<a class="button button--primary" href="\/">Till startsidan<\/a>/);
    expect(html).toMatch(/<button[^>]*>Boka för en annan bil<\/button>/);
  });
});
