// stand-in: owned by workshops
import type { BookingTexts } from './booking.texts.ts';
import type { BookingAction, BookingState } from './booking-state.ts';

/** Step 4: the workshop list, map and calendars (the workshops helper's). */
export function WorkshopStep(props: {
  state: BookingState;
  dispatch: (action: BookingAction) => void;
  texts: BookingTexts['workshop'];
  supportEmail: string;
  mapsApiKey: string | null;
}) {
  return <p>{props.texts.loadingSites}</p>;
}
