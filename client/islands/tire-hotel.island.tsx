// stand-in: owned by th-flow
import type { TireHotelProps } from './tire-hotel.props.ts';

/** The tire hotel flow (booking spec 2.5); th-flow's island replaces this stand-in. */
export default function TireHotel(props: TireHotelProps) {
  return <div className="tire-hotel">{props.texts.search.title}</div>;
}
