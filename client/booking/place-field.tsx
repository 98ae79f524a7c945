import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { BookingTexts } from './booking.texts.ts';
import type { ChosenPlace } from './booking-state.ts';
import { locateVisitor } from './my-location.ts';
import { type PlaceSuggestion, searchPlaces } from './place-search.ts';

/** Suggestions show once typing has stopped this long (issue 19). */
export const suggestionDelayMs = 300;

export interface PlaceFieldProps {
  value: ChosenPlace | null;
  onChange: (place: ChosenPlace | null) => void;
  texts: BookingTexts['vehicle'];
  /** The input's id: the step's label points at it. */
  id: string;
  /** Set when the page has a maps key: the maps provider's place search suggests instead. */
  mapsApiKey?: string | null;
}

const chosenOf = (place: PlaceSuggestion): ChosenPlace => ({
  name: place.name,
  latitude: place.latitude,
  longitude: place.longitude,
  region: place.county,
  ...(place.placeId ? { placeId: place.placeId } : {}),
});

/**
 * The place of step 1 (booking spec 2.1, 5.1): a combobox (ARIA 1.2: the input owns a listbox of
 * suggestions, the active one named by aria-activedescendant; arrows move, Enter chooses, Escape
 * closes) whose suggestions come 300 ms after typing stops, from the embedded gazetteer (offline)
 * or, with a maps key, the provider; or 'Använd min plats', the browser's position. A chosen place
 * shows as text with 'Ändra', which clears it and puts the cursor back in the input.
 */
export function PlaceField({ value, onChange, texts, id, mapsApiKey = null }: PlaceFieldProps) {
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const refocus = useRef(false);
  const [typed, setTyped] = useState('');
  const [suggestions, setSuggestions] = useState<PlaceSuggestion[]>([]);
  const [attribution, setAttribution] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [locating, setLocating] = useState(false);
  const [locationFailed, setLocationFailed] = useState(false);
  const provider = Boolean(mapsApiKey);

  useEffect(() => {
    if (!typed.trim()) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchPlaces(typed, { provider, signal: controller.signal })
        .then((found) => {
          setSuggestions(found.places);
          setAttribution(found.attribution);
          setActive(-1);
          setOpen(true);
        })
        .catch((error: unknown) => {
          if (!controller.signal.aborted) console.warn('place search failed', error);
        });
    }, suggestionDelayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [typed, provider]);

  // 'Ändra' puts the cursor in the input it brings back.
  useEffect(() => {
    if (value === null && refocus.current) {
      refocus.current = false;
      input.current?.focus();
    }
  }, [value]);

  const choose = (place: PlaceSuggestion) => {
    setOpen(false);
    setTyped('');
    setSuggestions([]);
    setLocationFailed(false);
    onChange(chosenOf(place));
  };

  const locateMe = () => {
    setLocating(true);
    setLocationFailed(false);
    locateVisitor()
      .then((position) => onChange({ name: texts.myPosition, ...position, region: '' }))
      .catch(() => setLocationFailed(true))
      .finally(() => setLocating(false));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!count) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setOpen(true);
      setActive((now) => (open ? (now + step + count) % count : step > 0 ? 0 : count - 1));
    } else if (event.key === 'Enter') {
      const place = open ? suggestions[active] : undefined;
      if (place) {
        event.preventDefault();
        choose(place);
      }
    } else if (event.key === 'Escape') {
      if (open) setOpen(false);
      else setTyped('');
      setActive(-1);
    }
  };

  const locationMessage = locationFailed ? (
    <p className="place-field__message" role="alert">
      {texts.locationDenied}
    </p>
  ) : null;

  if (value)
    return (
      <div className="place-field place-field--chosen">
        <output id={id} className="place-field__chosen">
          {value.name}
          {value.region ? <span className="place-field__county">, {value.region}</span> : null}
        </output>
        <button
          type="button"
          className="place-field__change"
          onClick={() => {
            refocus.current = true;
            onChange(null);
          }}
        >
          {texts.change}
        </button>
      </div>
    );

  const expanded = open && typed.trim() !== '';
  const optionId = (i: number) => `${listId}-${i}`;
  return (
    <div className="place-field">
      <div className="place-field__combo">
        <input
          ref={input}
          id={id}
          className="field-control place-field__input"
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded && suggestions.length > 0}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder={texts.placePlaceholder}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setOpen(false);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        <div className="place-field__popup" hidden={!expanded}>
          <ul id={listId} role="listbox" aria-label={texts.place} className="place-field__list">
            {suggestions.map((place, i) => (
              <li
                key={`${place.name}|${place.county}|${place.placeId ?? ''}`}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                className="place-field__option"
                // Keeps the focus in the input, so the click lands before a blur closes the list.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(place)}
              >
                <span className="place-field__name">{place.name}</span>
                {place.county ? <span className="place-field__county">{place.county}</span> : null}
              </li>
            ))}
          </ul>
          {expanded && suggestions.length === 0 ? (
            <p className="place-field__empty" role="status">
              {texts.noPlaces}
            </p>
          ) : null}
          {attribution && suggestions.length > 0 ? (
            <p className="place-field__credit">{attribution}</p>
          ) : null}
        </div>
      </div>
      <button
        type="button"
        className="place-field__locate"
        onClick={locateMe}
        disabled={locating}
        aria-busy={locating}
      >
        {locating ? texts.locating : texts.myLocation}
      </button>
      {locationMessage}
    </div>
  );
}
