import { fill } from '../lib/fill.ts';
import type { CompareCar } from './compare-list.ts';

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
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          d="M6 6l12 12M18 6L6 18"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
    </button>
  );
}
