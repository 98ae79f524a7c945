// stand-in: owned by th-booking
import type { TireHotelVehicle } from '../contracts/tire-hotel.ts';
import type { TireHotelTexts } from './tire-hotel.texts.ts';

export function LoggedInPage(props: {
  vehicle: TireHotelVehicle;
  texts: TireHotelTexts['loggedIn'];
  packageInfoUrl: string | null;
  onBook: () => void;
  onAnotherCar: () => void;
}) {
  return (
    <div>
      <h2 tabIndex={-1}>{props.texts.title}</h2>
      <p>{props.vehicle.regNo}</p>
      <button type="button" onClick={props.onBook}>
        {props.texts.book}
      </button>
      <button type="button" onClick={props.onAnotherCar}>
        {props.texts.anotherCar}
      </button>
    </div>
  );
}
