import type { ReactNode } from 'react';
import type { CardCar } from '../contracts/car-card.ts';
import { ResponsiveImage } from './responsive-image.tsx';

/** A car's detail page: the site's translated detail path, then id and slug (car-stock spec 2). */
export function carDetailHref(
  pathToCarDetail: string,
  car: Pick<CardCar, 'car_id' | 'slug'>,
): string {
  return `${pathToCarDetail.replace(/\/+$/, '')}/${encodeURIComponent(car.car_id)}/${encodeURIComponent(car.slug)}`;
}

export interface CarCardProps {
  car: CardCar;
  /** The detail page (carDetailHref); the title's link covers the whole card. */
  href: string;
  headingLevel?: 2 | 3 | 4;
  /** The image's `sizes`, from the grid the card sits in. */
  sizes?: string;
  /** Only for a card that is the page's largest picture above the fold. */
  priority?: boolean;
  /** Lines under the price: a monthly cost, the dealer, key facts beyond the default ones. */
  details?: ReactNode;
  /** Controls above the link's cover (the compare toggle): they stay clickable on their own. */
  actions?: ReactNode;
  /** The car's monthly cost, formatted ('2 990 kr/mån'); shown under the price. */
  monthlyCost?: string;
  /** Facts after year · mileage · fuel (gearbox, power ...). */
  keyFacts?: string[];
  /** The dealer the car stands at ('Carstore Malmö'). */
  dealer?: string;
}

/** One car of the stock: picture, name, model text, year · mileage · fuel, price (campaign price with the struck-through retail price). */
export function CarCard({
  car,
  href,
  headingLevel = 3,
  sizes = '(min-width: 1280px) 25vw, (min-width: 768px) 33vw, 90vw',
  priority,
  details,
  actions,
  monthlyCost,
  keyFacts,
  dealer,
}: CarCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="car-card">
      {car.car_primary_image ? (
        <ResponsiveImage
          className="car-card__image"
          src={car.car_primary_image.thumbnail_url}
          alt=""
          width={480}
          height={320}
          sizes={sizes}
          priority={priority}
          blurDataUrl={car.car_primary_image.blur_data_url}
        />
      ) : null}
      <Heading className="car-card__name">
        <a className="car-card__link" href={href}>
          {car.car_brand} {car.car_model}
        </a>
      </Heading>
      {car.car_model_text ? <p className="car-card__variant">{car.car_model_text}</p> : null}
      <p className="car-card__facts">
        {[String(car.car_year), car.car_mileage_text, car.car_fuel, ...(keyFacts ?? [])]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <p className="car-card__price">
        {car.car_has_campaign_price && car.car_campaign_price_text ? (
          <>
            <strong className="car-card__campaign">{car.car_campaign_price_text}</strong>{' '}
            {car.car_retail_price_text ? (
              <s className="car-card__retail">{car.car_retail_price_text}</s>
            ) : null}
          </>
        ) : (
          car.car_price_text
        )}
      </p>
      {monthlyCost ? <p className="car-card__monthly">{monthlyCost}</p> : null}
      {dealer ? <p className="car-card__dealer">{dealer}</p> : null}
      {details ? <div className="car-card__details">{details}</div> : null}
      {actions ? <div className="car-card__actions">{actions}</div> : null}
    </article>
  );
}
