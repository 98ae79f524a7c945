import { useId } from 'react';
import { slotText } from '../booking/booking-display.ts';
import type { TireBookingConfirmation } from '../contracts/tire-hotel.ts';
import { fill } from '../lib/fill.ts';
import { Button } from '../ui/button.tsx';
import { PhoneLink } from '../ui/contact-lines.tsx';
import type { TireHotelTexts } from './tire-hotel.texts.ts';
import { workshopMapsUrl } from './tire-hotel-display.ts';
import { TireRatingForm } from './tire-rating-form.tsx';

type Texts = TireHotelTexts['confirmation'];

/**
 * The booked wheel change (booking spec 2.5, 3.4): the thank-you, the rating, and what was booked
 * (number, service, time or 'Under dagen', the workshop with a maps search, the comment and the
 * contact details), then the start page and 'Boka för en annan bil' (a logout).
 */
export function ConfirmationPage({
  confirmation,
  texts,
  ratingTexts,
  startPageUrl,
  onAnotherCar,
}: {
  confirmation: TireBookingConfirmation;
  texts: Texts;
  ratingTexts: TireHotelTexts['rating'];
  startPageUrl: string;
  onAnotherCar: () => void;
}) {
  const id = useId();
  const { workshop, customerBase: customer } = confirmation;
  const service = confirmation.services[0]?.name;
  return (
    <section className="tire-confirmation" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} tabIndex={-1}>
        {texts.title}
      </h2>
      <p>{fill(texts.thanks, { name: customer.firstName })}</p>
      <TireRatingForm texts={ratingTexts} />
      <section className="tire-summary" aria-labelledby={`${id}-summary`}>
        <h3 id={`${id}-summary`}>{texts.summary}</h3>
        <dl className="tire-facts">
          <dt>{texts.bookingNumber}</dt>
          <dd>{confirmation.bookingConfirmationId}</dd>
          {service ? (
            <>
              <dt>{texts.service}</dt>
              <dd>{service}</dd>
            </>
          ) : null}
          <dt>{texts.time}</dt>
          <dd>
            {slotText(
              { timeSlot: confirmation.appointmentTime, isFullDay: confirmation.isFullDay },
              texts.fullDay,
            )}
          </dd>
          <dt>{texts.workshop}</dt>
          <dd>
            <span className="tire-summary__line">{workshop.name}</span>
            {workshop.address ? (
              <span className="tire-summary__line">{workshop.address}</span>
            ) : null}
            {workshop.phoneNumber ? (
              <span className="tire-summary__line">
                <PhoneLink phone={workshop.phoneNumber} />
              </span>
            ) : null}
            {workshop.email ? (
              <span className="tire-summary__line">
                <a href={`mailto:${workshop.email}`}>{workshop.email}</a>
              </span>
            ) : null}
            <a
              className="tire-summary__line"
              href={workshopMapsUrl(workshop)}
              target="_blank"
              rel="noopener"
            >
              {texts.directions}
            </a>
          </dd>
          {confirmation.freeText ? (
            <>
              <dt>{texts.comment}</dt>
              <dd>{confirmation.freeText}</dd>
            </>
          ) : null}
          <dt>{texts.contact}</dt>
          <dd>
            <span className="tire-summary__line">
              {`${customer.firstName} ${customer.lastName}`.trim()}
            </span>
            <span className="tire-summary__line">{customer.email}</span>
            <span className="tire-summary__line">{customer.phoneMobile}</span>
          </dd>
        </dl>
      </section>
      <div className="tire-booking-actions">
        <Button variant="Primary" href={startPageUrl}>
          {texts.startPage}
        </Button>
        <Button variant="Ghost" onClick={onAnotherCar}>
          {texts.anotherCar}
        </Button>
      </div>
    </section>
  );
}
