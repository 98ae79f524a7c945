import { type Ref, useId } from 'react';
import { fill } from '../lib/fill.ts';
import type { BookingTexts } from './booking.texts.ts';
import { carText, directionsUrl, slotText } from './booking-display.ts';
import type { BookingState, ChosenSlot } from './booking-state.ts';
import { WorkshopMap } from './workshop-map.tsx';

/**
 * Step 5 (booking spec 2.1, 4.1): 'Bokning bekräftad' with what was booked (car, services,
 * workshop, time), the workshop on a small map, the directions link and 'Ny bokning', which starts
 * over (the flow clears the stored booking and reloads the page).
 */
export function BookingConfirmed({
  state,
  slot,
  texts,
  headingRef,
  onNewBooking,
  mapsApiKey,
}: {
  state: BookingState;
  slot: ChosenSlot;
  texts: BookingTexts;
  headingRef: Ref<HTMLHeadingElement>;
  onNewBooking: () => void;
  mapsApiKey: string | null;
}) {
  const headingId = useId();
  const { site } = slot;
  const services = Object.values(state.services);
  return (
    <section className="booking-confirmed" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {texts.confirmed.heading}
      </h2>
      {state.bookingId ? (
        <p className="booking-confirmed__reference">
          {fill(texts.confirmed.reference, { id: state.bookingId })}
        </p>
      ) : null}
      <dl className="booking-confirmed__facts">
        {state.car ? (
          <>
            <dt>{texts.summary.car}</dt>
            <dd>{carText(state.car, state.plate)}</dd>
          </>
        ) : null}
        <dt>{texts.summary.services}</dt>
        <dd>
          <ul>
            {services.map((service) => (
              <li key={`${service.category}|${service.name}`}>
                {service.unit > 1
                  ? `${service.name}, ${service.unit} ${service.unitAbbreviation ?? ''}`.trim()
                  : service.name}
              </li>
            ))}
          </ul>
        </dd>
        <dt>{texts.confirmed.where}</dt>
        <dd>
          {site.siteName}
          {site.address ? <span className="booking-confirmed__address">{site.address}</span> : null}
        </dd>
        <dt>{texts.confirmed.when}</dt>
        <dd>
          {slotText(slot, texts.workshop.fullDay)}
          {slot.isFullDay ? (
            <span className="booking-confirmed__note">{texts.workshop.fullDayNote}</span>
          ) : null}
        </dd>
      </dl>
      <WorkshopMap
        sites={[site]}
        selected={site.departmentId}
        mapsApiKey={mapsApiKey}
        label={site.siteName}
        compact
      />
      <div className="booking-actions">
        <a className="booking-button" href={directionsUrl(site)} target="_blank" rel="noopener">
          {texts.confirmed.directions}
        </a>
        <button
          type="button"
          className="booking-button booking-button--primary"
          onClick={onNewBooking}
        >
          {texts.confirmed.newBooking}
        </button>
      </div>
    </section>
  );
}
