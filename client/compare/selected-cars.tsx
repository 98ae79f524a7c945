import type { CompareBarProps } from '../islands/compare-bar.props.ts';
import type { CompareCar } from './compare-list.ts';
import { RemoveCarButton } from './remove-car-button.tsx';

/** The compare bar's panel of the selected cars: thumbnail, name and a remove button each. */
export function SelectedCars({
  id,
  cars,
  texts,
  onRemove,
}: {
  id: string;
  cars: CompareCar[];
  texts: CompareBarProps['texts'];
  onRemove(car: CompareCar): void;
}) {
  return (
    <ul className="compare-bar__selected" id={id}>
      {cars.map((car) => (
        <li key={car.car_id} className="compare-bar__car">
          {car.car_primary_image ? (
            <img
              className="compare-bar__thumb"
              src={car.car_primary_image.thumbnail_url}
              alt=""
              width={72}
              height={48}
              loading="lazy"
            />
          ) : null}
          <span className="compare-bar__name">
            {car.car_brand} {car.car_model}
          </span>
          <RemoveCarButton
            car={car}
            className="compare-bar__remove"
            label={texts.remove}
            onRemove={onRemove}
          />
        </li>
      ))}
    </ul>
  );
}
