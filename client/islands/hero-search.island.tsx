import { useEffect, useRef, useState } from 'react';
import { keyphraseParam } from '../blocks/hero-banner/hero-search-url.ts';
import { pushSearchEvent } from '../lib/data-layer.ts';
import type { HeroSearchProps } from './hero-search.props.ts';
import { useHydrated } from '../lib/use-hydrated.ts';

/** From the tablet breakpoint on, the field has room for the longer desktop placeholder. */
const desktopQuery = '(min-width: 768px)';

/**
 * The hero banner's search bar: a plain GET form to the search page (so it works before any
 * script), which once hydrated pushes the data-layer 'search' event on submit, switches to the
 * desktop placeholder on wide screens and offers a clear button that empties the field.
 */
export default function HeroSearch({
  action,
  hidden,
  keyphrase,
  placeholder,
  placeholderDesktop,
  texts,
}: HeroSearchProps) {
  const [value, setValue] = useState(keyphrase);
  const ready = useHydrated();
  const [wide, setWide] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const media = window.matchMedia(desktopQuery);
    const update = () => setWide(media.matches);
    update();
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);

  const clear = () => {
    setValue('');
    input.current?.focus();
  };

  return (
    <form
      className="hero-search"
      role="search"
      action={action}
      method="get"
      onSubmit={() => pushSearchEvent(value)}
    >
      {hidden.map(([name, hiddenValue]) => (
        <input key={name} type="hidden" name={name} value={hiddenValue} />
      ))}
      <input
        ref={input}
        className="hero-search__input"
        type="search"
        name={keyphraseParam}
        aria-label={texts.heroSearchLabel}
        placeholder={wide && placeholderDesktop ? placeholderDesktop : placeholder}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        autoComplete="off"
        enterKeyHint="search"
      />
      {/* Only a script can clear the field, so the button appears once hydrated. */}
      {ready && value ? (
        <button
          type="button"
          className="hero-search__clear"
          aria-label={texts.heroSearchClear}
          title={texts.heroSearchClear}
          onClick={clear}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              d="M6 6l12 12M18 6L6 18"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </button>
      ) : null}
      <button
        type="submit"
        className="hero-search__submit"
        aria-label={texts.heroSearchLabel}
        title={texts.heroSearchLabel}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </form>
  );
}
