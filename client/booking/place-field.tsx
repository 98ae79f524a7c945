// stand-in: owned by places
import type { BookingTexts } from './booking.texts.ts';
import type { ChosenPlace } from './booking-state.ts';

/** The place input with suggestions, 'my location' and 'Ändra' (the places helper's). */
export function PlaceField(props: {
  value: ChosenPlace | null;
  onChange: (place: ChosenPlace | null) => void;
  texts: BookingTexts['vehicle'];
  id: string;
}) {
  return (
    <input
      id={props.id}
      readOnly
      placeholder={props.texts.placePlaceholder}
      value={props.value?.name ?? ''}
    />
  );
}
