import { type KeyboardEvent, useEffect, useState } from 'react';
import {
  type Bounds,
  clamp,
  parseAmount,
  snapValue,
  stepValue,
  stripLeadingZeros,
} from '../lib/finance/loan.ts';

export interface SliderFieldProps {
  id: string;
  label: string;
  value: number;
  bounds: Bounds;
  step: number;
  /** The value as a visitor reads it ('60 mån', '75 000 kr'): shown, and the slider's aria-valuetext. */
  format(value: number): string;
  onChange(value: number): void;
  /** Until the island has hydrated the controls could do nothing, so they say so. */
  disabled: boolean;
  /** A typed field beside the slider, with its own label. */
  typedLabel?: string;
}

/**
 * A range slider that moves in whole steps from wherever it stands (the arrows go to the next
 * multiple of the step, so a minimum off the grid stays reachable), Home and End to the ends, Page
 * Up and Down ten steps; a pointer snaps to the grid or the nearer end. With `typedLabel` a text
 * field takes typed amounts: leading zeros go as they are typed, and the amount is clamped to the
 * bounds when the field is left or Enter is pressed.
 */
export function SliderField({
  id,
  label,
  value,
  bounds,
  step,
  format,
  onChange,
  disabled,
  typedLabel,
}: SliderFieldProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const move = (direction: 1 | -1, times = 1) => {
      let next = value;
      for (let i = 0; i < times; i += 1) next = stepValue(next, direction, step, bounds);
      return next;
    };
    const keys: Record<string, () => number> = {
      ArrowRight: () => move(1),
      ArrowUp: () => move(1),
      ArrowLeft: () => move(-1),
      ArrowDown: () => move(-1),
      PageUp: () => move(1, 10),
      PageDown: () => move(-1, 10),
      Home: () => bounds.min,
      End: () => bounds.max,
    };
    const key = keys[event.key];
    if (!key) return;
    event.preventDefault();
    const next = key();
    if (next !== value) onChange(next);
  };

  return (
    <div className="finance-field">
      <div className="finance-field__head">
        <label htmlFor={id}>{label}</label>
        <output htmlFor={id} className="finance-field__value">
          {format(value)}
        </output>
      </div>
      <input
        id={id}
        className="finance-field__range"
        type="range"
        min={bounds.min}
        max={bounds.max}
        step="any"
        value={value}
        aria-valuetext={format(value)}
        disabled={disabled}
        onKeyDown={onKeyDown}
        onChange={(event) => {
          const next = snapValue(Number(event.currentTarget.value), step, bounds);
          if (next !== value) onChange(next);
        }}
      />
      <div className="finance-field__ends" aria-hidden="true">
        <span>{format(bounds.min)}</span>
        <span>{format(bounds.max)}</span>
      </div>
      {typedLabel ? (
        <TypedAmount
          id={`${id}-typed`}
          label={typedLabel}
          value={value}
          bounds={bounds}
          onChange={onChange}
          disabled={disabled}
        />
      ) : null}
    </div>
  );
}

function TypedAmount({
  id,
  label,
  value,
  bounds,
  onChange,
  disabled,
}: {
  id: string;
  label: string;
  value: number;
  bounds: Bounds;
  onChange(value: number): void;
  disabled: boolean;
}) {
  const [text, setText] = useState(String(value));
  const [editing, setEditing] = useState(false);
  // The slider moved (or the term capped the amount): show what now applies.
  useEffect(() => {
    if (!editing) setText(String(value));
  }, [value, editing]);

  const commit = () => {
    const typed = parseAmount(text);
    const next = typed === null ? value : clamp(typed, bounds);
    setText(String(next));
    if (next !== value) onChange(next);
  };

  return (
    <div className="finance-field__typed">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={text}
        disabled={disabled}
        onFocus={() => setEditing(true)}
        onChange={(event) => {
          const digits = stripLeadingZeros(event.currentTarget.value);
          setText(digits);
          // A typed amount within the bounds applies at once; one outside waits to be clamped.
          const typed = parseAmount(digits);
          if (typed !== null && typed >= bounds.min && typed <= bounds.max && typed !== value)
            onChange(typed);
        }}
        onBlur={() => {
          setEditing(false);
          commit();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
      />
    </div>
  );
}
