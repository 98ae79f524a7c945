import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { WorkshopSort } from '../contracts/mechmate.ts';
import { prefersReducedMotion } from '../lib/reduced-motion.ts';
import type { BookingAction, BookingState } from './booking-state.ts';
import type { BookingTexts } from './booking.texts.ts';
import { localDate } from '../lib/calendar-dates.ts';
import { ChosenSlotSummary } from './chosen-slot.tsx';
import {
  defaultWorkshopSort,
  type WorkshopListQuery,
  useWorkshopList,
} from './use-workshop-list.ts';
import { WeekCalendar } from './week-calendar.tsx';
import { WorkshopCard } from './workshop-card.tsx';
import { WorkshopList } from './workshop-list.tsx';
import { WorkshopMap } from './workshop-map.tsx';

/** A card's element id: department ids are letters, digits, - and _ (the contract). */
const workshopCardId = (prefix: string, departmentId: string) =>
  `${prefix}workshop-${departmentId}`;

/**
 * Step 4, 'Välj en verkstad och tid som passar dig' (booking spec 2.1, 4.1): the workshops on a
 * map and in a list streamed nearest first (or first free time first), each with its week
 * calendar; a slot click chooses the workshop and time. Once one is chosen the step shows it with
 * 'Ändra verkstad eller tid' (the flow puts the contact form below). A change of the selected
 * services starts the list afresh, as the reducer drops the chosen slot.
 */
export function WorkshopStep(props: {
  state: BookingState;
  dispatch: (action: BookingAction) => void;
  texts: BookingTexts['workshop'];
  supportEmail: string;
  mapsApiKey: string | null;
}) {
  const { state, dispatch, texts } = props;
  const slot = state.bookingInfo.slot;
  const [sort, setSort] = useState<WorkshopSort>(defaultWorkshopSort);
  const [expanded, setExpanded] = useState<string | null>(null);
  const [scrollTo, setScrollTo] = useState<string | null>(null);
  const [today] = useState(() => localDate(new Date()));
  const idPrefix = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusList = useRef(false);

  const serviceCodes = useMemo(() => Object.keys(state.services).sort(), [state.services]);
  const { lat, lng } = state;
  // One object while the place stays, so the map does not take it for a new one each render.
  const origin = useMemo(
    () => (lat !== null && lng !== null ? { latitude: lat, longitude: lng } : null),
    [lat, lng],
  );
  const query: WorkshopListQuery | null =
    slot === null && origin && state.plate && serviceCodes.length > 0
      ? { regNo: state.plate, serviceOfferings: serviceCodes, ...origin, sort }
      : null;
  const { list, loadMore } = useWorkshopList(query);

  // A new list (other services, another sort) closes the calendar of the old one.
  useEffect(() => setExpanded(null), [list.key]);

  // A site chosen on the map: its card, now open, comes into view.
  useEffect(() => {
    if (scrollTo === null) return;
    document.getElementById(workshopCardId(idPrefix, scrollTo))?.scrollIntoView({
      block: 'start',
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
    setScrollTo(null);
  }, [scrollTo, idPrefix]);

  // Back from the chosen slot, the keyboard continues at the list instead of the page's top.
  useEffect(() => {
    if (slot !== null || !focusList.current) return;
    focusList.current = false;
    headingRef.current?.focus();
  }, [slot]);

  if (slot) {
    return (
      <ChosenSlotSummary
        slot={slot}
        texts={texts}
        onChange={() => {
          focusList.current = true;
          dispatch({ type: 'changeSlot' });
        }}
      />
    );
  }

  return (
    <div className="workshop-step">
      <div className="workshop-step__map">
        <WorkshopMap
          sites={list.sites}
          selected={expanded}
          onSelect={(departmentId) => {
            setExpanded(departmentId);
            setScrollTo(departmentId);
          }}
          origin={origin}
          mapsApiKey={props.mapsApiKey}
          label={texts.map}
        />
      </div>
      <WorkshopList
        list={list}
        sort={sort}
        onSort={setSort}
        onMore={loadMore}
        texts={texts}
        supportEmail={props.supportEmail}
        headingRef={headingRef}
        renderSite={(site) => (
          <WorkshopCard
            key={site.departmentId}
            id={workshopCardId(idPrefix, site.departmentId)}
            site={site}
            origin={origin}
            expanded={expanded === site.departmentId}
            onToggle={() => setExpanded(expanded === site.departmentId ? null : site.departmentId)}
            texts={texts}
            calendar={(calendarId) => (
              <WeekCalendar
                key={serviceCodes.join(',')}
                id={calendarId}
                site={site}
                request={{
                  plate: state.plate,
                  departmentId: site.departmentId,
                  serviceOfferings: serviceCodes,
                }}
                today={today}
                texts={texts}
                onChoose={(chosen) => dispatch({ type: 'slotChosen', slot: chosen })}
              />
            )}
          />
        )}
      />
    </div>
  );
}
