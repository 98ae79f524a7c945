import { bookingTexts } from '../../booking/booking.texts.ts';
import { Editable } from '../../ui/editable.tsx';
import { brandLogoSrc } from './brand-logos.ts';
import type { WorkshopBookingBlock } from './workshop-booking.schema.ts';

/** A brand's drawn wordmark, named by the brand; the name as text where no drawing exists. */
function BrandMark({ name }: { name: string }) {
  const src = brandLogoSrc(name);
  if (!src) return <span className="booking-landing__brand-name">{name}</span>;
  return (
    <img
      className="booking-landing__logo"
      src={src}
      alt={name}
      width={160}
      height={56}
      // Small drawings: never worth a preload ahead of the page's own first image.
      loading="lazy"
      decoding="async"
    />
  );
}

/**
 * The booking page's landing header (booking spec 2.1), all server-rendered: the heading, the four
 * brands that book on their own pages, and the other authorised brands in a `<details>` list that
 * opens without JavaScript. The flow itself says later whether the visitor's brand is authorised.
 */
export function LandingHeader({ block }: { block: WorkshopBookingBlock }) {
  const texts = bookingTexts.sv.landing;
  const { Title, BmwBookingUrl, MiniBookingUrl, PorscheLink, IvecoLink, AuthorisedBrands } =
    block.fields;
  const ownPages = [
    { name: 'BMW', href: BmwBookingUrl },
    { name: 'MINI', href: MiniBookingUrl },
    { name: 'Porsche', href: PorscheLink },
    { name: 'IVECO', href: IvecoLink },
  ];
  return (
    <header className="booking-landing">
      <h1 className="booking-landing__title">
        <Editable field="Title">{Title ?? texts.heading}</Editable>
      </h1>
      <p className="booking-landing__intro" id={`${block.id}-own-pages`}>
        {texts.brandLinks}
      </p>
      <ul className="booking-landing__brands" aria-labelledby={`${block.id}-own-pages`}>
        {ownPages.map((brand) => (
          <li key={brand.name}>
            <a className="booking-landing__brand" href={brand.href}>
              <BrandMark name={brand.name} />
            </a>
          </li>
        ))}
      </ul>
      {AuthorisedBrands.length > 0 ? (
        <details className="booking-landing__others">
          <summary className="booking-landing__others-toggle">{texts.otherBrands}</summary>
          <ul className="booking-landing__other-brands">
            {AuthorisedBrands.map((name) => (
              <li key={name} className="booking-landing__other-brand">
                <BrandMark name={name} />
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </header>
  );
}
