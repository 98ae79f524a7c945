import { fill } from '../lib/fill.ts';
import type { CompareCar } from './compare-list.ts';
import { CrossIcon } from './cross-icon.tsx';

/** The cross that takes one car out of the comparison, named for the car ('Remove {car}'). */
export function RemoveCarButton({
  car,
  className,
  label,
  onRemove,
}: {
  car: CompareCar;
  className: string;
  /** 'Remove {car}' */
  label: string;
  onRemove(car: CompareCar): void;
}) {
  return (
    <button
      type="button"
      className={className}
      aria-label={fill(label, { car: `${car.car_brand} ${car.car_model}` })}
      onClick={() => onRemove(car)}
    >
      <CrossIcon size={18} />
    </button>
  );
}
