import { type FormEvent, useId, useState } from 'react';
import { carSearchHref } from '../blocks/car-search-hero/car-search-url.ts';
import { keyphraseParam } from '../blocks/hero-banner/hero-search-url.ts';
import { pushSearchEvent } from '../lib/data-layer.ts';
import type { CarSearchHeroProps } from './car-search-hero.props.ts';
import { useHydrated } from '../lib/use-hydrated.ts';

/**
 * The car search hero's form (car-stock spec 2). Before the script runs it is a plain GET form to
 * the car list (`car_brand`, `car_model`, `keyphrase`, which the list reads as filters; the models
 * grouped by brand). Once hydrated the model list follows the chosen brand, and a search goes to
 * the list's brand and model path (`/kop-bil/~volvo/~xc60?keyphrase=...`). Without choices (still
 * loading, or no script to show them) it is a search by words alone.
 */
export default function CarSearchHeroForm({
  action,
  brands,
  placeholder,
  texts,
}: CarSearchHeroProps) {
  const id = useId();
  const ready = useHydrated();
  const [brand, setBrand] = useState('');
  const [model, setModel] = useState('');
  const [words, setWords] = useState('');

  const models = brands.find((entry) => entry.name === brand)?.models ?? [];
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    pushSearchEvent(words);
    window.location.assign(carSearchHref(action, { brand, model, keyphrase: words }));
  };

  return (
    <form
      className="car-search-hero__form"
      role="search"
      action={action}
      method="get"
      onSubmit={submit}
    >
      {brands.length > 0 ? (
        <>
          <div className="car-search-hero__field">
            <label htmlFor={`${id}-brand`}>{texts.brand}</label>
            <select
              id={`${id}-brand`}
              name="car_brand"
              value={brand}
              onChange={(event) => {
                setBrand(event.target.value);
                setModel('');
              }}
            >
              <option value="">{texts.allBrands}</option>
              {brands.map((entry) => (
                <option key={entry.name} value={entry.name}>
                  {entry.name}
                </option>
              ))}
            </select>
          </div>
          <div className="car-search-hero__field">
            <label htmlFor={`${id}-model`}>{texts.model}</label>
            <select
              id={`${id}-model`}
              name="car_model"
              value={model}
              onChange={(event) => setModel(event.target.value)}
              disabled={ready && !brand}
            >
              <option value="">{texts.allModels}</option>
              {ready
                ? models.map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))
                : brands.map((entry) => (
                    <optgroup key={entry.name} label={entry.name}>
                      {entry.models.map((name) => (
                        <option key={name} value={name}>
                          {name}
                        </option>
                      ))}
                    </optgroup>
                  ))}
            </select>
          </div>
        </>
      ) : null}
      <div className="car-search-hero__field car-search-hero__field--words">
        <label htmlFor={`${id}-words`}>{texts.words}</label>
        <input
          id={`${id}-words`}
          type="search"
          name={keyphraseParam}
          value={words}
          placeholder={placeholder}
          onChange={(event) => setWords(event.target.value)}
          autoComplete="off"
          enterKeyHint="search"
        />
      </div>
      <button type="submit" className="car-search-hero__submit">
        {texts.submit}
      </button>
    </form>
  );
}
