import { bookingCurrency } from '../booking/booking-analytics.ts';
import { pushStatisticsEvents } from '../lib/statistics-events.ts';
import type { TireBookingConfirmation } from '../contracts/tire-hotel.ts';

// The tire hotel's one data-layer event (booking spec 9.2 "Confirmation event: currency SEK,
// value 0"): a purchase-style event for a confirmed wheel change, pushed the way the workshop
// booking pushes its own (statistics consent or nothing). The wheel change is part of the paid
// tire-hotel agreement, so the booking itself is worth 0.

const flowName = 'tire_hotel';

/** The confirmed wheel change as a purchase in SEK worth 0, one item per booked service. */
export function tireHotelPurchaseEvent(
  confirmation: TireBookingConfirmation,
): Record<string, unknown> {
  return {
    event: 'purchase',
    form_name: flowName,
    ecommerce: {
      transaction_id: confirmation.bookingConfirmationId,
      currency: bookingCurrency,
      value: 0,
      items: confirmation.services.map((service) => ({
        item_name: service.name,
        item_category: flowName,
        price: 0,
        quantity: 1,
      })),
    },
  };
}

/**
 * Pushes the event for a booking the partner has just confirmed. Called once, where the booking
 * answers 200, and never from the Confirmation page, so a reload of that page reports nothing.
 */
export function pushTireHotelPurchase(
  confirmation: TireBookingConfirmation,
  cookies?: string,
  host?: { dataLayer?: unknown[] },
): void {
  pushStatisticsEvents([tireHotelPurchaseEvent(confirmation)], cookies, host);
}
