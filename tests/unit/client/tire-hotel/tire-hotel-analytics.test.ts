import { describe, expect, it } from 'vitest';
import { serialiseConsent } from '#client/lib/consent.ts';
import {
  pushTireHotelPurchase,
  tireHotelPurchaseEvent,
} from '#client/tire-hotel/tire-hotel-analytics.ts';
import { tireConfirmation } from '#tests/support/tire-booking-fixtures.ts';

describe('the tire hotel confirmation event', () => {
  it('describes the wheel change as a purchase in SEK worth 0', () => {
    expect(tireHotelPurchaseEvent(tireConfirmation)).toEqual({
      event: 'purchase',
      form_name: 'tire_hotel',
      ecommerce: {
        transaction_id: 'TH-2026-0042',
        currency: 'SEK',
        value: 0,
        items: [{ item_name: 'Hjulskifte', item_category: 'tire_hotel', price: 0, quantity: 1 }],
      },
    });
  });

  it('is pushed once with statistics consent and dropped without it', () => {
    const allowed = `consent=${serialiseConsent({ statistics: true, marketing: false })}`;
    const withConsent: { dataLayer?: unknown[] } = {};
    pushTireHotelPurchase(tireConfirmation, allowed, withConsent);
    expect(withConsent.dataLayer).toEqual([tireHotelPurchaseEvent(tireConfirmation)]);

    const refused = `consent=${serialiseConsent({ statistics: false, marketing: true })}`;
    const without: { dataLayer?: unknown[] } = {};
    pushTireHotelPurchase(tireConfirmation, refused, without);
    expect(without.dataLayer).toBeUndefined();
  });
});
