import { Editable } from '../../ui/editable.tsx';
import { usePageContext } from '../../ui/page-context.tsx';
import { ResponsiveImage } from '../../ui/responsive-image.tsx';
import type { CarTeaserBlock, TeaserCar } from './car-teaser.schema.ts';

/** A car's detail page: the site's translated detail path, then id and slug (car-stock spec 2). */
export function carDetailHref(pathToCarDetail: string, car: Pick<TeaserCar, 'car_id' | 'slug'>): string {
  return `${pathToCarDetail.replace(/\/+$/, '')}/${encodeURIComponent(car.car_id)}/${encodeURIComponent(car.slug)}`;
}

/** Cars from the stock, each a card linking to its detail page; no cars, no block. */
export function CarTeaser({ block, cars }: { block: CarTeaserBlock; cars: TeaserCar[] }) {
  const { dictionary } = usePageContext();
  if (cars.length === 0) return null;
  const { Title, HasMarginTop } = block.fields;
  return (
    <section className={HasMarginTop ? 'car-teaser has-margin-top' : 'car-teaser'} aria-labelledby={Title ? `${block.id}-title` : undefined}>
      {Title ? <h2 id={`${block.id}-title`} className="car-teaser__title"><Editable field="Title">{Title}</Editable></h2> : null}
      <ul className="car-teaser__list">
        {cars.map((car) => (
          <li key={car.car_id} className="car-teaser__item">
            <article className="car-teaser__card">
              {car.car_primary_image ? (
                <ResponsiveImage
                  className="car-teaser__image"
                  src={car.car_primary_image.thumbnail_url}
                  alt=""
                  width={480}
                  height={320}
                  sizes="(min-width: 1280px) 25vw, (min-width: 768px) 33vw, 90vw"
                  blurDataUrl={car.car_primary_image.blur_data_url}
                />
              ) : null}
              <h3 className="car-teaser__name">
                <a className="car-teaser__link" href={carDetailHref(dictionary.pathToCarDetail, car)}>
                  {car.car_brand} {car.car_model}
                </a>
              </h3>
              {car.car_model_text ? <p className="car-teaser__variant">{car.car_model_text}</p> : null}
              <p className="car-teaser__facts">{car.car_year} · {car.car_mileage_text} · {car.car_fuel}</p>
              <p className="car-teaser__price">
                {car.car_has_campaign_price && car.car_campaign_price_text ? (
                  <>
                    <strong className="car-teaser__campaign">{car.car_campaign_price_text}</strong>{' '}
                    {car.car_retail_price_text ? <s className="car-teaser__retail">{car.car_retail_price_text}</s> : null}
                  </>
                ) : (
                  car.car_price_text
                )}
              </p>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
