import { useId, useState } from 'react';
import { fill } from '../lib/fill.ts';

/** A five-pointed star in a 24 × 24 box; the sheet fills or outlines it. */
const starPath =
  'M12 2.5l2.94 5.96 6.58.96-4.76 4.64 1.12 6.55L12 17.52l-5.88 3.09 1.12-6.55L2.48 9.42l6.58-.96z';

/** The stars a rating shows filled: up to the hovered star while the pointer is over one. */
export function filledStars(value: number | null, hovered: number | null): number {
  return hovered ?? value ?? 0;
}

/**
 * A rating of 1 to `max` stars. Underneath it is a group of radio buttons, each named
 * '{n} av {max} stjärnor' and drawn as a star, so a keyboard (one tab stop, arrows change) and a
 * screen reader use it as they use any radio group. Pointing at a star fills the stars up to it;
 * a click or an arrow chooses.
 */
export function StarRating(props: {
  /** The group's name ('Hur var det att boka?'). */
  legend: string;
  value: number | null;
  onChange: (rating: number) => void;
  /** Each star's name, with `{n}` and `{max}`. */
  starLabel: string;
  max?: number;
  disabled?: boolean;
}) {
  const { legend, value, onChange, starLabel, max = 5, disabled = false } = props;
  const [hovered, setHovered] = useState<number | null>(null);
  const name = useId();
  const filled = filledStars(value, disabled ? null : hovered);
  return (
    <fieldset className="star-rating" disabled={disabled}>
      <legend className="star-rating__legend">{legend}</legend>
      <div className="star-rating__stars" onMouseLeave={() => setHovered(null)}>
        {Array.from({ length: max }, (_, index) => index + 1).map((n) => (
          <label
            key={n}
            className={
              n <= filled ? 'star-rating__star star-rating__star--filled' : 'star-rating__star'
            }
            onMouseEnter={() => setHovered(n)}
          >
            <input
              type="radio"
              className="star-rating__input"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
            />
            <svg
              className="star-rating__icon"
              viewBox="0 0 24 24"
              aria-hidden="true"
              focusable="false"
            >
              <path d={starPath} />
            </svg>
            <span className="visually-hidden">{fill(starLabel, { n, max })}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
