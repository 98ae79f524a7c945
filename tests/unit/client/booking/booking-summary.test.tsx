import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BookingSummary } from '#client/booking/booking-summary.tsx';
import { bookingTexts } from '#client/booking/booking.texts.ts';
import {
  type BookingState,
  type SelectedService,
  initialBookingState,
} from '#client/booking/booking-state.ts';
import type { MechmateCar } from '#client/contracts/mechmate.ts';

const texts = bookingTexts.sv;
const nbsp = '\u00a0';

const car: MechmateCar = {
  registrationNumber: 'ABC123',
  brand: 'Volvo',
  model: 'XC60',
  buildYear: 2019,
  hasServiceAgreement: false,
  isSupported: true,
};

const service = (overrides: Partial<SelectedService>): SelectedService => ({
  name: 'Service',
  price: 3000,
  priceKnown: true,
  priceDiscount: null,
  category: 'Service',
  unit: 1,
  type: 'service',
  userInput: null,
  unitAbbreviation: null,
  ...overrides,
});

function render(state: Partial<BookingState>): string {
  return renderToStaticMarkup(
    <BookingSummary
      state={{ ...initialBookingState, ...state }}
      texts={texts.summary}
      serviceTexts={texts.services}
    />,
  );
}

describe('the booking summary', () => {
  it('is an aside named by its heading, with a collapsed handle the sheet opens by', () => {
    const html = render({});
    expect(html).toMatch(/^<aside class="booking-summary" aria-labelledby="([^"]+)">/);
    const id = /aria-labelledby="([^"]+)"/.exec(html)![1]!;
    expect(html).toContain(`id="${id}">Summering av val</h2>`);
    expect(html).toMatch(
      /<button type="button" class="booking-summary__handle" aria-expanded="false"/,
    );
    expect(html).toContain('Visa summering');
    expect(html).toContain('0 valda tjänster');
    expect(html).toContain('Inga tjänster valda ännu');
    // Nothing chosen, nothing to note.
    expect(html).not.toContain('booking-summary__notes');
  });

  it('counts the selected services, one in the singular', () => {
    expect(render({ services: { a: service({}) } })).toContain('1 vald tjänst');
    expect(render({ services: { a: service({}), b: service({ name: 'Hjulskifte' }) } })).toContain(
      '2 valda tjänster',
    );
  });

  it('shows the car: brand, model, year and plate', () => {
    const html = render({ car });
    expect(html).toContain(
      '<dt>Bil</dt><dd>Volvo XC60 2019<span class="booking-summary__plate">ABC123</span></dd>',
    );
  });

  it('prices units × the unit price, and sums every known price in kr', () => {
    const html = render({
      car,
      services: {
        oil: service({ name: 'Oljebyte', price: 1290 }),
        wipers: service({ name: 'Torkarblad', price: 245, unit: 2, unitAbbreviation: 'st' }),
        other: service({ name: 'Felsökning', price: null, priceKnown: false }),
      },
    });
    expect(html).toContain(`2 st × 245${nbsp}kr`);
    expect(html).toContain(`490${nbsp}kr`);
    expect(html).toContain(`<dt>Summa</dt><dd>1${nbsp}780${nbsp}kr</dd>`);
    expect(html).toContain('title="Vi kan ej ge ett pris på denna tjänst">Pris saknas*</span>');
    expect(html).toContain(
      '* Vissa priser kan inte beräknas förrän din bokning nått vår verkstad.',
    );
    expect(html).toContain('Priserna är medianpriser och kan variera mellan verkstäder.');
  });

  it('shows a service agreement’s price in red beside the struck ordinary price, with the agreement note', () => {
    const html = render({
      car: { ...car, hasServiceAgreement: true },
      services: { oil: service({ name: 'Oljebyte', price: 1290, priceDiscount: 990 }) },
    });
    expect(html).toContain(
      `<del class="booking-summary__was">1${nbsp}290${nbsp}kr</del><span class="booking-summary__discount">990${nbsp}kr</span>`,
    );
    expect(html).toContain(`<dt>Summa</dt><dd>990${nbsp}kr</dd>`);
    expect(html).toContain('Du har ett aktivt serviceavtal, rabatterade priser i rött gäller.');
    expect(html).not.toContain('* Vissa priser');
  });
});
