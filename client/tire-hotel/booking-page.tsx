import { useId, useRef, useState } from 'react';
import type {
  TireBookingConfirmation,
  TireHotelLocation,
  TireHotelVehicle,
} from '../contracts/tire-hotel.ts';
import { createBookingRoute } from '../contracts/tire-hotel.route.ts';
import { ApiCallError, callApi } from '../lib/api-call.ts';
import { PhoneAndEmailLines } from '../ui/contact-lines.tsx';
import { MonthCalendar } from '../ui/month-calendar.tsx';
import { bookingWindow, stockholmToday } from './booking-window.ts';
import { TimeGrid } from './time-grid.tsx';
import { BookingActions, TireContactForm } from './tire-contact-form.tsx';
import type { TireHotelTexts } from './tire-hotel.texts.ts';
import { pushTireHotelPurchase } from './tire-hotel-analytics.ts';
import {
  bookingReady,
  contactFormShows,
  emptyTireContact,
  type TireContactInput,
  tireBookingRequestOf,
} from './tire-booking-rules.ts';
import { sessionEnded, useBookableDays, useDayTimes } from './use-booking-days.ts';

type Texts = TireHotelTexts['booking'];

/**
 * The wheel-change booking (booking spec 2.5, 4.3, 5.4, 8.3): the workshop, a month calendar whose
 * open dates are the workshop's free days inside the booking window, the chosen day's start times,
 * and the contact form once a date (and a time, when the day has any) is chosen. A booking the
 * partner confirms goes to the flow (`onBooked`), a refusal shows its message in red, a lost
 * answer only stops the sending; a 401 on any call ends the session (`onSessionEnded`).
 */
export function BookingPage({
  vehicle,
  texts,
  onBack,
  onBooked,
  onSessionEnded,
}: {
  vehicle: TireHotelVehicle;
  texts: Texts;
  onBack: () => void;
  onBooked: (confirmation: TireBookingConfirmation) => void;
  onSessionEnded: () => void;
}) {
  const id = useId();
  const [today] = useState(() => stockholmToday(new Date()));
  const [span] = useState(() => bookingWindow(today));
  const days = useBookableDays(vehicle, span, onSessionEnded);
  const [month, setMonth] = useState(today.slice(0, 7));
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const times = useDayTimes(vehicle, date, onSessionEnded);
  const [contact, setContact] = useState<TireContactInput>(emptyTireContact);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // Set at once (state waits for the next render), so a double click books once.
  const sendingRef = useRef(false);

  const chooseDate = (chosen: string) => {
    setDate(chosen);
    setTime(null);
    setRefusal(null);
  };
  const chooseTime = (chosen: string) => {
    setTime(chosen);
    setRefusal(null);
  };

  const book = async () => {
    if (date === null || sendingRef.current) return;
    const start = times?.kind === 'loaded' && times.times.length > 0 ? time : null;
    sendingRef.current = true;
    setSending(true);
    setRefusal(null);
    try {
      const confirmation = await callApi(
        createBookingRoute(vehicle.location.erpId),
        tireBookingRequestOf(vehicle, date, start, contact),
      );
      console.info('tire hotel: booked', confirmation.bookingConfirmationId);
      pushTireHotelPurchase(confirmation);
      onBooked(confirmation);
    } catch (error) {
      console.info('tire hotel: booking failed', String(error));
      if (sessionEnded(error)) onSessionEnded();
      // A refusal shows the partner's message; no answer at all only ends the sending (spec 8.3).
      else if (error instanceof ApiCallError && error.status !== undefined)
        setRefusal(error.apiMessage ?? texts.failed);
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  };

  const formShows = contactFormShows(date, times, time);
  return (
    <section className="tire-booking" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} tabIndex={-1}>
        {texts.title}
      </h2>
      <WorkshopCard location={vehicle.location} texts={texts} />
      {days.kind === 'loading' ? (
        <p className="tire-booking__note" role="status">
          {texts.loadingDates}
        </p>
      ) : null}
      {days.kind === 'failed' ? (
        <p className="tire-booking__problem" role="alert">
          {texts.datesFailed}
        </p>
      ) : null}
      {days.kind === 'loaded' && days.dates.size === 0 ? (
        <div className="tire-booking__none" role="status">
          <p>{texts.noDates}</p>
          <PhoneAndEmailLines
            phone={vehicle.location.phone}
            email={vehicle.location.email}
            texts={texts}
          />
        </div>
      ) : null}
      {days.kind === 'loaded' && days.dates.size > 0 ? (
        <div className="tire-booking__when">
          <div className="tire-booking__calendar">
            <h3 id={`${id}-date`}>{texts.chooseDate}</h3>
            <MonthCalendar
              label={texts.chooseDate}
              month={month}
              onMonthChange={setMonth}
              minMonth={today.slice(0, 7)}
              maxMonth={span.last.slice(0, 7)}
              selected={date}
              onSelect={chooseDate}
              isEnabled={(day) => days.dates.has(day)}
              texts={texts}
            />
          </div>
          {times ? (
            <TimeGrid times={times} chosen={time} onChoose={chooseTime} texts={texts} />
          ) : null}
        </div>
      ) : null}
      {formShows ? (
        <TireContactForm
          input={contact}
          onInput={(next) => {
            setContact(next);
            setRefusal(null);
          }}
          ready={bookingReady(date, times, time, contact)}
          sending={sending}
          refusal={refusal}
          onSubmit={() => void book()}
          onBack={onBack}
          texts={texts}
        />
      ) : (
        <BookingActions onBack={onBack} texts={texts} />
      )}
    </section>
  );
}

/** The workshop the car's tires are stored at, where the wheels are changed. */
function WorkshopCard({ location, texts }: { location: TireHotelLocation; texts: Texts }) {
  return (
    <section className="tire-workshop" aria-label={texts.workshop}>
      <p className="tire-workshop__label">{texts.workshop}</p>
      <p className="tire-workshop__name">{location.locationName}</p>
      {location.departmentName ? <p>{location.departmentName}</p> : null}
    </section>
  );
}
