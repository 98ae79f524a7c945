import { SellCarForm } from '../lead-forms/sell-car-form.tsx';
import type { SellCarFormProps } from './sell-car-form.props.ts';

/**
 * The sell-car form (booking spec 2.2, 4.2, 5.2): server-rendered as a plain form post that works
 * without script; hydrated, it checks the fields itself and sends the lead as JSON without a page
 * load, showing the outcome in place.
 */
export default function SellCarFormIsland(props: SellCarFormProps) {
  return <SellCarForm {...props} />;
}
