import { fill } from '../lib/fill.ts';
import { formatPrice } from '../lib/format.ts';
import type { BookingTexts } from './booking.texts.ts';
import {
  type BookingState,
  type SelectedService,
  bookingSum,
  unitPriceOf,
} from './booking-state.ts';

// The flow is Swedish and priced in kronor (booking spec 9.1), whatever page places it.
const currency = 'SEK';
const locale = 'sv-SE';
const kr = (amount: number) => formatPrice(amount, currency, locale);

interface ContentProps {
  state: BookingState;
  texts: BookingTexts['summary'];
  serviceTexts: BookingTexts['services'];
}

/** A service's price: 'Pris saknas*', or units × the unit price, an agreement's discount in red. */
function ServicePrice({
  service,
  serviceTexts,
}: {
  service: SelectedService;
  serviceTexts: BookingTexts['services'];
}) {
  const unitPrice = unitPriceOf(service);
  if (unitPrice === null)
    return (
      <span className="booking-summary__price" title={serviceTexts.priceUnknownTooltip}>
        {serviceTexts.priceUnknown}
      </span>
    );
  const discounted =
    service.priceDiscount !== null &&
    service.price !== null &&
    service.priceDiscount < service.price;
  const units = service.unit > 1 || service.unitAbbreviation;
  return (
    <span className="booking-summary__price">
      {units ? (
        <span className="booking-summary__units">
          {service.unit}
          {service.unitAbbreviation ? ` ${service.unitAbbreviation}` : ''} × {kr(unitPrice)}
        </span>
      ) : null}
      {discounted ? (
        <del className="booking-summary__was">{kr(service.price! * service.unit)}</del>
      ) : null}
      <span className={discounted ? 'booking-summary__discount' : undefined}>
        {kr(unitPrice * service.unit)}
      </span>
    </span>
  );
}

/** The summary's lines: the car, each chosen service with its price, the sum, and the notes. */
export function SummaryContent({ state, texts, serviceTexts }: ContentProps) {
  const services = Object.entries(state.services);
  const { car } = state;
  const notes = [
    car?.hasServiceAgreement ? serviceTexts.agreementNote : null,
    services.some(([, service]) => unitPriceOf(service) === null)
      ? serviceTexts.priceUnknownNote
      : null,
    services.length > 0 ? texts.medianNote : null,
  ].filter((note) => note !== null);
  return (
    <>
      <dl className="booking-summary__facts">
        {car ? (
          <div className="booking-summary__fact">
            <dt>{texts.car}</dt>
            <dd>
              {[car.brand, car.model, car.buildYear].filter(Boolean).join(' ')}
              <span className="booking-summary__plate">{car.registrationNumber}</span>
            </dd>
          </div>
        ) : null}
        <div className="booking-summary__fact">
          <dt>{texts.services}</dt>
          <dd>
            {services.length === 0 ? (
              texts.empty
            ) : (
              <ul className="booking-summary__services">
                {services.map(([code, service]) => (
                  <li key={code} className="booking-summary__service">
                    <span>{service.name}</span>
                    <ServicePrice service={service} serviceTexts={serviceTexts} />
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
        <div className="booking-summary__fact booking-summary__sum">
          <dt>{texts.sum}</dt>
          <dd>{kr(bookingSum(state.services))}</dd>
        </div>
      </dl>
      {notes.length > 0 ? (
        <div className="booking-summary__notes">
          <h3 className="booking-summary__notes-title">{texts.notes}</h3>
          {notes.map((note) => (
            <p key={note}>{note}</p>
          ))}
        </div>
      ) : null}
    </>
  );
}

/** '1 vald tjänst', '{count} valda tjänster'. */
export function serviceCount(state: BookingState, texts: BookingTexts['summary']): string {
  const count = Object.keys(state.services).length;
  return count === 1 ? texts.countOne : fill(texts.count, { count });
}
