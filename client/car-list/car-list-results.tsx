import type { MouseEvent } from 'react';
import type { CompareCar } from '../compare/compare-list.ts';
import { CompareToggle } from '../compare/compare-toggle.tsx';
import type { ListCar } from '../contracts/car-card.ts';
import { fill } from '../lib/fill.ts';
import { formatInteger, formatPrice } from '../lib/format.ts';
import { CarCard, carDetailHref } from '../ui/car-card.tsx';
import { wordLabel } from '../stock/word-label.ts';
import type { CarListProps } from '../islands/car-list.props.ts';
import { totalCap } from './car-list-panel.tsx';
import type { CarListResults } from './car-list-search.ts';
import { rememberScroll } from './list-history.ts';
import {
  carListLastPage,
  carListPageSize,
  type ListQuery,
  listHref,
  progressText,
} from './query.ts';
import type { CarListStatus } from './use-car-list.ts';

/** Spec 9: skeleton cards while loading. */
const skeletonCount = 24;

type Props = Pick<
  CarListProps,
  | 'id'
  | 'listPath'
  | 'detailPath'
  | 'locale'
  | 'texts'
  | 'dictionary'
  | 'shellTexts'
  | 'compareTexts'
  | 'wordLabels'
> & {
  query: ListQuery;
  results: CarListResults;
  status: CarListStatus;
  onShowMore(event: MouseEvent<HTMLAnchorElement>): void;
};

/**
 * The results (spec 2, 8, 9): the progress line, the error or no-results text, the cards with
 * their compare buttons (skeletons while loading), the progress bar and show more while the
 * answer has more and the last page is not reached.
 */
export function CarListResultsView(props: Props) {
  const { id, query, results, status, texts, locale } = props;
  const shown = results.cars.length;
  const canShowMore =
    status !== 'error' &&
    shown < results.total &&
    query.page < carListLastPage &&
    shown >= (query.page + 1) * carListPageSize;
  const progress = progressText(texts.progress, shown, results.total, locale, totalCap);
  return (
    <>
      <h2 className="visually-hidden" id={`${id}-results`}>
        {texts.results}
      </h2>
      <p className="car-list__progress" aria-live="polite">
        {status === 'ok' && results.total > 0
          ? progress
          : status === 'loading'
            ? props.shellTexts.loading
            : ''}
      </p>
      {status === 'error' ? (
        <p className="car-list__message car-list__message--error" role="alert">
          {props.dictionary.carListError}
        </p>
      ) : status === 'ok' && shown === 0 ? (
        <p className="car-list__message">{props.dictionary.noSearchResults}</p>
      ) : null}
      {status !== 'error' ? (
        <ul
          className="car-list__results"
          aria-labelledby={`${id}-results`}
          aria-busy={status === 'loading' || status === 'loading-more'}
          onClickCapture={rememberScroll}
        >
          {status === 'loading'
            ? null
            : results.cars.map((car, index) => (
                <li key={car.car_id} className="car-list__item">
                  <ListCarCard {...props} car={car} first={index === 0} />
                </li>
              ))}
          {status === 'loading' || status === 'loading-more'
            ? Array.from({ length: skeletonCount }, (_, i) => (
                <li
                  key={`skeleton-${i}`}
                  className="car-list__item car-list__skeleton"
                  aria-hidden="true"
                >
                  <span className="car-list__skeleton-image" />
                  <span className="car-list__skeleton-line" />
                  <span className="car-list__skeleton-line car-list__skeleton-line--short" />
                </li>
              ))
            : null}
        </ul>
      ) : null}
      {status === 'ok' && results.total > 0 ? (
        <div className="car-list__more">
          <progress
            className="car-list__bar-progress"
            value={Math.min(shown, results.total)}
            max={results.total}
            aria-label={progress}
          />
          {canShowMore ? (
            <a
              className="car-list__show-more"
              href={listHref(props.listPath, { ...query, page: query.page + 1 })}
              role="button"
              onClick={props.onShowMore}
            >
              {texts.showMore}
            </a>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

/** One car's card in the list: gearbox, monthly cost, dealer and the compare button. */
function ListCarCard({
  car,
  first,
  detailPath,
  locale,
  texts,
  compareTexts,
  wordLabels,
}: Props & { car: ListCar; first: boolean }) {
  const monthly = car.car_privateleasing_monthly_cost ?? car.car_loan_monthly_cost;
  // client/lib/format.ts, not Intl: a tab's first Intl format costs ~85 ms, inside hydration.
  const money = (amount: number, currency?: string | null) => {
    try {
      return formatPrice(amount, currency || 'SEK', locale);
    } catch {
      return formatInteger(amount, locale);
    }
  };
  return (
    <CarCard
      car={car.car_fuel ? { ...car, car_fuel: wordLabel(wordLabels, car.car_fuel) } : car}
      href={carDetailHref(detailPath, car)}
      priority={first}
      sizes="(min-width: 1280px) 25vw, (min-width: 640px) 45vw, 90vw"
      keyFacts={car.car_gearbox ? [wordLabel(wordLabels, car.car_gearbox)] : undefined}
      monthlyCost={
        monthly
          ? fill(texts.monthly, { amount: money(monthly, car.car_price_currency) })
          : undefined
      }
      dealer={[car.car_site_name, car.car_site_city].filter(Boolean).join(', ') || undefined}
      actions={<CompareToggle car={car as CompareCar} label={compareTexts.toggle} />}
    />
  );
}
