// stand-in: owned by th-booking
import type { TireBookingConfirmation, TireHotelVehicle } from '../contracts/tire-hotel.ts';
import type { TireHotelTexts } from './tire-hotel.texts.ts';

export function BookingPage(props: {
  vehicle: TireHotelVehicle;
  texts: TireHotelTexts['booking'];
  onBack: () => void;
  onBooked: (confirmation: TireBookingConfirmation) => void;
  onSessionEnded: () => void;
}) {
  return (
    <div>
      <h2 tabIndex={-1}>{props.texts.title}</h2>
      <p>{props.vehicle.location.locationName}</p>
      <button type="button" onClick={props.onBack}>
        {props.texts.back}
      </button>
    </div>
  );
}
