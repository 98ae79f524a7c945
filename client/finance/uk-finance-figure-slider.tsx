import { type SliderScale, sliderPosition, valueAtPosition } from '../lib/uk-finance-quote.ts';

interface SliderProps {
  id: string;
  label: string;
  scale: SliderScale;
  value: number;
  format: (value: number) => string;
  onChange: (value: number) => void;
}

/** A labelled range input over a product parameter, its current value and its limits shown beside it. */
export function FigureSlider({ id, label, scale, value, format, onChange }: SliderProps) {
  const position = sliderPosition(scale, value);
  const low = scale.kind === 'values' ? scale.values[0]! : scale.min;
  const high = scale.kind === 'values' ? scale.values.at(-1)! : scale.max;
  const shown = format(value);
  return (
    <div className="uk-finance__field">
      <div className="uk-finance__field-head">
        <label htmlFor={id}>{label}</label>
        <output htmlFor={id} className="uk-finance__value">
          {shown}
        </output>
      </div>
      <input
        id={id}
        className="uk-finance__range"
        type="range"
        min={position.min}
        max={position.max}
        step={position.step}
        value={position.value}
        aria-valuetext={shown}
        disabled={low === high}
        onChange={(event) => onChange(valueAtPosition(scale, Number(event.currentTarget.value)))}
      />
      <div className="uk-finance__limits" aria-hidden="true">
        <span>{format(low)}</span>
        <span>{format(high)}</span>
      </div>
    </div>
  );
}
