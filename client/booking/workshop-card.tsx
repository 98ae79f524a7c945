import type { ReactNode } from 'react';
import type { WorkshopSite } from '../contracts/mechmate.ts';
import { fill } from '../lib/fill.ts';
import type { BookingTexts } from './booking.texts.ts';
import { slotWhen } from './calendar-dates.ts';
import { distanceKm, formatKm } from './distance.ts';

/**
 * One workshop of the list: name, address, distance from the visitor's place, first free time,
 * brands, and 'Visa tillgängliga tider' / 'Stäng tider', which opens its week calendar below.
 */
export function WorkshopCard(props: {
  id: string;
  site: WorkshopSite;
  origin: { latitude: number; longitude: number } | null;
  expanded: boolean;
  onToggle: () => void;
  texts: BookingTexts['workshop'];
  /** The calendar, rendered only while expanded. */
  calendar: (calendarId: string) => ReactNode;
}) {
  const { id, site, origin, expanded, texts } = props;
  const calendarId = `${id}-times`;
  return (
    <li className="workshop-card" id={id}>
      <div className="workshop-card__about">
        <h4 className="workshop-card__name">{site.siteName}</h4>
        {site.address ? <p className="workshop-card__address">{site.address}</p> : null}
        {origin ? (
          <p className="workshop-card__distance">
            {fill(texts.distance, { distance: formatKm(distanceKm(origin, site)) })}
          </p>
        ) : null}
        {site.firstTimeSlot ? (
          <p className="workshop-card__first">
            {texts.firstSlot}:{' '}
            <time dateTime={site.firstTimeSlot}>
              {slotWhen(site.firstTimeSlot, false, texts, 'short')}
            </time>
          </p>
        ) : null}
        {site.brands.length > 0 ? (
          <p className="workshop-card__brands">
            {texts.brands}: {site.brands.join(', ')}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        className="button button--ghost workshop-card__toggle"
        aria-expanded={expanded}
        aria-controls={expanded ? calendarId : undefined}
        onClick={props.onToggle}
      >
        {expanded ? texts.hideTimes : texts.showTimes}
      </button>
      {expanded ? props.calendar(calendarId) : null}
    </li>
  );
}
