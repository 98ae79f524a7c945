import { CarCard, carDetailHref } from '../../ui/car-card.tsx';
import { Editable } from '../../ui/editable.tsx';
import { usePageContext } from '../../runtime/page-context.tsx';
import type { CarTeaserBlock, TeaserCar } from './car-teaser.schema.ts';
import { useCarInPage } from '../../stock/car-words.ts';

/** Cars from the stock, each a card linking to its detail page; no cars, no block. */
export function CarTeaser({ block, cars }: { block: CarTeaserBlock; cars: TeaserCar[] }) {
  const { dictionary } = usePageContext();
  const inPage = useCarInPage();
  if (cars.length === 0) return null;
  const { Title, HasMarginTop } = block.fields;
  return (
    <section
      className={HasMarginTop ? 'car-teaser has-margin-top' : 'car-teaser'}
      aria-labelledby={Title ? `${block.id}-title` : undefined}
    >
      {Title ? (
        <h2 id={`${block.id}-title`} className="car-teaser__title">
          <Editable field="Title">{Title}</Editable>
        </h2>
      ) : null}
      <ul className="car-teaser__list">
        {cars.map((car) => (
          <li key={car.car_id} className="car-teaser__item">
            <CarCard car={inPage(car)} href={carDetailHref(dictionary.pathToCarDetail, car)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
