import SellCarFormIsland from '../islands/sell-car-form.island.tsx';
import { sellCarFormPropsSchema } from '../islands/sell-car-form.props.ts';
import { defineIsland } from '../runtime/island-slot.tsx';

/** Places the sell-car form's island in a server-rendered page (the `sell-car-form` block does). */
export const SellCarFormSlot = defineIsland(
  'sell-car-form',
  SellCarFormIsland,
  sellCarFormPropsSchema,
);
