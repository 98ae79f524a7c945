// stand-in: owned by th-booking
import type { TireBookingConfirmation } from '../contracts/tire-hotel.ts';
import type { TireHotelTexts } from './tire-hotel.texts.ts';

export function ConfirmationPage(props: {
  confirmation: TireBookingConfirmation;
  texts: TireHotelTexts['confirmation'];
  ratingTexts: TireHotelTexts['rating'];
  startPageUrl: string;
  onAnotherCar: () => void;
}) {
  return (
    <div>
      <h2 tabIndex={-1}>{props.texts.title}</h2>
      <p>{props.confirmation.bookingConfirmationId}</p>
      <a href={props.startPageUrl}>{props.texts.startPage}</a>
      <button type="button" onClick={props.onAnotherCar}>
        {props.texts.anotherCar}
      </button>
    </div>
  );
}
