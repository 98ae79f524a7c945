import { useId } from 'react';
import type { ChosenSlot } from './booking-state.ts';
import type { BookingTexts } from './booking.texts.ts';
import { slotWhen } from './calendar-dates.ts';

/**
 * The workshop and time the visitor picked, shown in place of the list once a slot is chosen
 * (booking spec 2.1 step 4), with 'Ändra verkstad eller tid' to go back to the list.
 */
export function ChosenSlotSummary(props: {
  slot: ChosenSlot;
  texts: BookingTexts['workshop'];
  onChange: () => void;
}) {
  const { slot, texts } = props;
  const headingId = useId();
  return (
    <section className="chosen-slot" aria-labelledby={headingId}>
      <h3 className="chosen-slot__heading" id={headingId}>
        {texts.chosenSlot}
      </h3>
      <p className="chosen-slot__site">{slot.site.siteName}</p>
      {slot.site.address ? <p className="chosen-slot__address">{slot.site.address}</p> : null}
      <p className="chosen-slot__time">
        <time dateTime={slot.timeSlot}>{slotWhen(slot.timeSlot, slot.isFullDay, texts)}</time>
      </p>
      {slot.isFullDay ? <p className="chosen-slot__note">{texts.fullDayNote}</p> : null}
      <button
        type="button"
        className="button button--ghost chosen-slot__change"
        onClick={props.onChange}
      >
        {texts.changeSlot}
      </button>
    </section>
  );
}
