import {
  type BookingState,
  BookingStep,
  type BookingStepNumber,
  bookingSum,
  unitPriceOf,
} from './booking-state.ts';

// The booking flow's data-layer events (booking spec 4.1, 7.1 "Analytics events go to a data
// layer: form_interaction and purchase"): a step reached is one form_interaction, the confirmed
// booking one purchase. Nothing goes out without statistics consent.

/** The flow's version as the analytics reports name it (spec 4.1). */
export const bookingFlowVersion = '2.0';
export const bookingCurrency = 'SEK';
const formName = 'workshop_booking';

const stepNames: Record<BookingStepNumber, string> = {
  [BookingStep.vehicle]: 'vehicle',
  [BookingStep.services]: 'services',
  [BookingStep.addons]: 'addons',
  [BookingStep.workshop]: 'workshop',
  [BookingStep.contact]: 'contact',
  [BookingStep.confirmed]: 'confirmed',
};

/** A step reached for the first time: its number and name. */
export function formInteractionEvent(step: BookingStepNumber): Record<string, unknown> {
  return {
    event: 'form_interaction',
    form_name: formName,
    form_step: step,
    form_step_name: stepNames[step],
    flow_version: bookingFlowVersion,
  };
}

/** The confirmed booking: one item per selected service, value = price times units summed. */
export function purchaseEvent(state: BookingState): Record<string, unknown> {
  return {
    event: 'purchase',
    flow_version: bookingFlowVersion,
    ecommerce: {
      transaction_id: state.bookingId,
      currency: bookingCurrency,
      value: bookingSum(state.services),
      items: Object.entries(state.services).map(([code, service]) => ({
        item_id: code,
        item_name: service.name,
        item_category: service.category,
        item_variant: service.type,
        price: unitPriceOf(service) ?? 0,
        quantity: service.unit,
      })),
    },
  };
}

/**
 * The events for the steps the booking reached after `reportedUpTo`: a form_interaction per step,
 * the purchase for the confirmation. The landing step (0) is where every visitor starts and is not
 * an interaction; a skipped add-on step was never reached and gives none.
 */
export function bookingEvents(
  reportedUpTo: BookingStepNumber,
  state: BookingState,
): Record<string, unknown>[] {
  const events: Record<string, unknown>[] = [];
  for (let step = reportedUpTo + 1; step <= state.bookingState; step++) {
    const skipped =
      step === BookingStep.addons &&
      state.bookingState > BookingStep.addons &&
      state.bookingInfo.addons === null;
    if (skipped) continue;
    events.push(
      step === BookingStep.confirmed
        ? purchaseEvent(state)
        : formInteractionEvent(step as BookingStepNumber),
    );
  }
  return events;
}
