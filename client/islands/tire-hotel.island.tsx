import { TireHotelFlow } from '../tire-hotel/tire-hotel-flow.tsx';
import type { TireHotelProps } from './tire-hotel.props.ts';

/**
 * The tire hotel (booking spec 2.5): Search, Login, Validate, LoggedIn, Booking and Confirmation
 * inside one block, with the footer under each. The server renders Search; the page a visitor
 * reached in this tab comes back from session storage once hydrated, and the page's `regNo` query
 * fills the plate.
 */
export default function TireHotel(props: TireHotelProps) {
  return <TireHotelFlow {...props} />;
}
