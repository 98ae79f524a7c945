import { useId } from 'react';
import type { Offering } from '../contracts/mechmate.ts';
import { fill } from '../lib/fill.ts';
import { formatPrice } from '../lib/format.ts';
import type { BookingTexts } from './booking.texts.ts';

/** A price in kr with Swedish formatting (spec 9.1): `1 495 kr`. */
export function kronor(value: number): string {
  return formatPrice(value, 'SEK', 'sv-SE');
}

/**
 * An offering's median price (spec 3.1, 8.1, 9.1): unknown prices say 'Pris saknas*' with the
 * tooltip on hover and keyboard focus; with a service agreement the discounted price is shown in
 * red beside the struck ordinary one; a unit price carries its postfix.
 */
export function OfferingPrice({
  offering,
  hasAgreement,
  texts,
}: {
  offering: Offering;
  hasAgreement: boolean;
  texts: BookingTexts['services'];
}) {
  const tooltipId = useId();
  if (!offering.priceKnown || offering.price === null)
    return (
      <span
        className="booking-price booking-price--unknown"
        // Focusable so keyboard users reach the tooltip too.
        tabIndex={0}
        aria-describedby={tooltipId}
      >
        {texts.priceUnknown}
        <span role="tooltip" id={tooltipId} className="booking-tooltip">
          {texts.priceUnknownTooltip}
        </span>
      </span>
    );
  // '/st' follows the price directly, a word ('per hjul') after a space.
  const given = offering.unitPrice?.postfix ?? '';
  const postfix = given && !given.startsWith('/') ? ` ${given}` : given;
  const price = (value: number) => fill(texts.priceFrom, { price: kronor(value) }) + postfix;
  if (hasAgreement && offering.priceDiscount !== null)
    return (
      <span className="booking-price">
        <s className="booking-price__ordinary">{price(offering.price)}</s>{' '}
        <span className="booking-price__discount">{price(offering.priceDiscount)}</span>
      </span>
    );
  return <span className="booking-price">{price(offering.price)}</span>;
}
