import { describe, expect, it } from 'vitest';
import {
  bookingEvents,
  formInteractionEvent,
  purchaseEvent,
} from '#client/booking/booking-analytics.ts';
import { pushStatisticsEvents, statisticsAllowed } from '#client/lib/statistics-events.ts';
import {
  type BookingAction,
  bookingReducer,
  type BookingState,
  BookingStep,
} from '#client/booking/booking-state.ts';
import { serialiseConsent } from '#client/lib/consent.ts';
import { bookingWithServices, slot } from '#tests/support/booking-fixtures.ts';

const booked = () =>
  [
    { type: 'servicesDone', skipAddons: false },
    { type: 'addonsDone', addons: false },
    { type: 'slotChosen', slot },
    { type: 'booked', id: 'MM-42' },
  ].reduce<BookingState>(
    (state, action) => bookingReducer(state, action as BookingAction),
    bookingWithServices(),
  );

describe('booking analytics', () => {
  it('describes a step reached as a form_interaction of flow 2.0', () => {
    expect(formInteractionEvent(BookingStep.services)).toEqual({
      event: 'form_interaction',
      form_name: 'workshop_booking',
      form_step: 1,
      form_step_name: 'services',
      flow_version: '2.0',
    });
  });

  it('describes the booking as a purchase in SEK, one item per service, valued price times units', () => {
    expect(purchaseEvent(booked())).toEqual({
      event: 'purchase',
      flow_version: '2.0',
      ecommerce: {
        transaction_id: 'MM-42',
        currency: 'SEK',
        value: 1495 + 4 * 250,
        items: [
          {
            item_id: 'oil',
            item_name: 'Oljebyte',
            item_category: 'Service',
            item_variant: 'service',
            price: 1495,
            quantity: 1,
          },
          {
            item_id: 'wheels',
            item_name: 'Hjulskifte',
            item_category: 'Däck',
            item_variant: 'service',
            price: 250,
            quantity: 4,
          },
        ],
      },
    });
  });

  it('gives one event per step reached since the last report, the purchase for the confirmation', () => {
    const events = bookingEvents(BookingStep.services, booked());
    expect(events.map((event) => event.event)).toEqual([
      'form_interaction',
      'form_interaction',
      'form_interaction',
      'purchase',
    ]);
    expect(events.slice(0, 3).map((event) => event.form_step)).toEqual([2, 3, 4]);
    expect(bookingEvents(BookingStep.confirmed, booked())).toEqual([]);
  });

  it('reports no add-on step when it was skipped', () => {
    const skipped = bookingReducer(bookingWithServices(), {
      type: 'servicesDone',
      skipAddons: true,
    });
    expect(bookingEvents(BookingStep.services, skipped).map((event) => event.form_step)).toEqual([
      BookingStep.workshop,
    ]);
  });

  it('pushes only with statistics consent', () => {
    const events = [formInteractionEvent(BookingStep.services)];
    const statistics = `a=1; consent=${serialiseConsent({ statistics: true, marketing: false })}`;
    const marketingOnly = `consent=${serialiseConsent({ statistics: false, marketing: true })}`;
    expect(statisticsAllowed(statistics)).toBe(true);
    expect(statisticsAllowed(marketingOnly)).toBe(false);
    expect(statisticsAllowed('')).toBe(false);

    const withConsent: { dataLayer?: unknown[] } = {};
    pushStatisticsEvents(events, statistics, withConsent);
    expect(withConsent.dataLayer).toEqual(events);
    const without: { dataLayer?: unknown[] } = {};
    pushStatisticsEvents(events, marketingOnly, without);
    expect(without.dataLayer).toBeUndefined();
  });
});
