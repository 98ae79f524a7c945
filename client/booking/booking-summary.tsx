// stand-in: owned by page
import type { BookingTexts } from './booking.texts.ts';
import type { BookingState } from './booking-state.ts';

/** 'Summering av val': the desktop aside and the phone sheet (the page helper's). */
export function BookingSummary(props: {
  state: BookingState;
  texts: BookingTexts['summary'];
  serviceTexts: BookingTexts['services'];
}) {
  return <aside aria-label={props.texts.heading} />;
}
