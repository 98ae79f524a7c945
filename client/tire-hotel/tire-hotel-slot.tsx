// stand-in: owned by th-flow
import TireHotel from '../islands/tire-hotel.island.tsx';
import { tireHotelPropsSchema } from '../islands/tire-hotel.props.ts';
import { defineIsland } from '../runtime/island-slot.tsx';

/** Places the tire hotel island in a server-rendered page (the `tire-hotel` block does). */
export const TireHotelSlot = defineIsland('tire-hotel', TireHotel, tireHotelPropsSchema);
