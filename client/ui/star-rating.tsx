// stand-in: owned by th-page
// The smallest StarRating with th-page's exact props, so the confirmation page builds and renders
// on this branch; th-page's real one (hover previews, arrow keys) replaces it at the merge.

export function StarRating(props: {
  legend: string;
  value: number | null;
  onChange: (rating: number) => void;
  starLabel: string;
  max?: number;
  disabled?: boolean;
}) {
  const max = props.max ?? 5;
  return (
    <fieldset disabled={props.disabled}>
      <legend>{props.legend}</legend>
      {Array.from({ length: max }, (_, index) => index + 1).map((n) => (
        <label key={n}>
          <input
            type="radio"
            name="star-rating"
            checked={props.value === n}
            onChange={() => props.onChange(n)}
          />
          {props.starLabel.replace('{n}', String(n)).replace('{max}', String(max))}
        </label>
      ))}
    </fieldset>
  );
}
