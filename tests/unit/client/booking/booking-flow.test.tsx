import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { bookingTexts } from '#client/booking/booking.texts.ts';
import { OfferingList } from '#client/booking/offering-list.tsx';
import WorkshopBooking from '#client/islands/workshop-booking.island.tsx';
import { workshopBookingPropsSchema } from '#client/islands/workshop-booking.props.ts';
import { bookingWithServices, category, offering } from '#tests/support/booking-fixtures.ts';

const props = workshopBookingPropsSchema.parse({
  texts: bookingTexts.sv,
  supportEmail: 'verkstad@example.se',
  damageInspectionUrl: 'https://skadebesiktning.example.se/',
  mapsApiKey: null,
});

const noop = () => {};

describe('the workshop booking island', () => {
  it('renders the first step on the server, its Fortsätt disabled, no later step', () => {
    const html = renderToStaticMarkup(<WorkshopBooking {...props} />);
    expect(html).toContain('Steg 1/4');
    expect(html).toContain('Registreringsnummer och plats');
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>Fortsätt<\/button>/);
    expect(html).toContain('maxLength="6"');
    expect(html).not.toContain('Steg 2/4');
  });

  it('refuses props without a support address or with an unsafe inspection link', () => {
    const bad = [
      { ...props, supportEmail: 'verkstad' },
      { ...props, damageInspectionUrl: 'javascript:alert(1)' },
    ];
    for (const candidate of bad)
      expect(workshopBookingPropsSchema.safeParse(candidate).success).toBe(false);
  });
});

describe('the offering list', () => {
  const texts = bookingTexts.sv.services;
  const render = (categories: Parameters<typeof OfferingList>[0]['categories']) =>
    renderToStaticMarkup(
      <OfferingList
        categories={categories}
        state={bookingWithServices()}
        dispatch={noop}
        type="service"
        texts={texts}
      />,
    );

  it('shows categories as disclosures, a pick-one category as radios', () => {
    const html = render([
      category('Service', [offering()]),
      category('Tvätt', [offering({ code: 'small' }), offering({ code: 'large' })], 'single'),
    ]);
    expect(html.match(/aria-expanded="true"/g)).toHaveLength(1);
    expect(html.match(/aria-expanded="false"/g)).toHaveLength(1);
    expect(html.match(/type="radio"/g)).toHaveLength(2);
    expect(html.match(/type="checkbox"/g)).toHaveLength(1);
  });

  it('marks unknown prices, discounted prices of an agreement and unavailable offerings', () => {
    const html = render([
      category('Service', [
        offering({ code: 'oil', priceDiscount: 1200 }),
        offering({ code: 'brakes', priceKnown: false, price: null }),
        offering({ code: 'originalservice', name: 'Originalservice', isAvailable: false }),
      ]),
    ]);
    expect(html).toContain('<s class="booking-price__ordinary">1\u00a0495\u00a0kr</s>');
    expect(html).toContain('<span class="booking-price__discount">1\u00a0200\u00a0kr</span>');
    expect(html).toContain(texts.agreementNote);
    expect(html).toContain('Pris saknas*');
    expect(html).toContain(texts.priceUnknownTooltip);
    expect(html).toContain(texts.priceUnknownNote);
    expect(html).toContain('Originalservice är inte tillgänglig för denna bilmodell');
  });

  it('asks for the units of a chosen unit-priced offering', () => {
    const html = render([
      category('Däck', [
        offering({
          name: 'Hjulskifte',
          code: 'wheels',
          price: 250,
          unitPrice: { minimum: 1, maximum: 4, unit: 'hjul', unitAbbreviation: 'st', postfix: '' },
        }),
      ]),
    ]);
    expect(html).toContain('<option value="4" selected="">4 st</option>');
  });
});
