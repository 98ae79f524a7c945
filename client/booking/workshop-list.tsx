import { type ReactNode, type Ref, useId } from 'react';
import type { WorkshopSite, WorkshopSort } from '../contracts/mechmate.ts';
import { Spinner } from '../ui/spinner.tsx';
import type { BookingTexts } from './booking.texts.ts';
import { workshopBatchSize, type WorkshopListState } from './workshop-list-state.ts';

type Texts = BookingTexts['workshop'];

/**
 * 'Bäst matchade anläggningar' (booking spec 2.1 step 4): the sort, the sites as they arrive with
 * skeletons holding the places of the first batch's missing ones, 'Hämta fler' after a full batch,
 * and what went wrong, announced (the status region is always in the page, so its changes are
 * read out).
 */
export function WorkshopList(props: {
  list: WorkshopListState;
  sort: WorkshopSort;
  onSort: (sort: WorkshopSort) => void;
  onMore: () => void;
  texts: Texts;
  supportEmail: string;
  headingRef?: Ref<HTMLHeadingElement>;
  renderSite: (site: WorkshopSite) => ReactNode;
}) {
  const { list, texts } = props;
  const headingId = useId();
  const sortId = useId();
  const skeletons = list.status === 'loading' ? workshopBatchSize - list.sites.length : 0;
  return (
    <section className="workshop-list" aria-labelledby={headingId}>
      <div className="workshop-list__head">
        <h3 className="workshop-list__heading" id={headingId} ref={props.headingRef} tabIndex={-1}>
          {texts.listHeading}
        </h3>
        <div className="workshop-list__sort">
          <label htmlFor={sortId}>{texts.sortLabel}</label>
          <select
            id={sortId}
            value={props.sort}
            onChange={(event) => props.onSort(event.currentTarget.value as WorkshopSort)}
          >
            <option value="nearest">{texts.sortNearest}</option>
            <option value="firstAvailable">{texts.sortFirstAvailable}</option>
          </select>
        </div>
      </div>
      <div className="workshop-list__status" role="status">
        {list.status === 'loading' ? (
          <span className="visually-hidden">{texts.loadingSites}</span>
        ) : null}
        {list.status === 'nosites' ? (
          <NoSites texts={texts} supportEmail={props.supportEmail} />
        ) : null}
        {list.status === 'error' ? (
          <p className="workshop-list__error">{texts.streamError}</p>
        ) : null}
      </div>
      {list.sites.length > 0 || skeletons > 0 ? (
        <ol className="workshop-list__sites" aria-busy={list.status === 'loading'}>
          {list.sites.map(props.renderSite)}
          {Array.from({ length: Math.max(0, skeletons) }, (_, index) => (
            <li key={`skeleton-${index}`} className="workshop-skeleton" aria-hidden="true">
              <span className="section-skeleton__bar" />
              <span className="section-skeleton__bar section-skeleton__bar--short" />
            </li>
          ))}
        </ol>
      ) : null}
      {list.status === 'loadingMore' ? (
        <Spinner label={texts.loadingMore} className="workshop-list__more-loading" />
      ) : null}
      {list.canLoadMore && list.status === 'ready' ? (
        <button
          type="button"
          className="button button--secondary workshop-list__more"
          onClick={props.onMore}
        >
          {texts.more}
        </button>
      ) : null}
    </section>
  );
}

/** 'Vi kan ej hitta några anläggningar som passar dig' and the advice, its e-mail a link. */
function NoSites({ texts, supportEmail }: { texts: Texts; supportEmail: string }) {
  const [before, after = ''] = texts.noSitesAdvice.split('{email}');
  return (
    <div className="workshop-list__empty">
      <p className="workshop-list__empty-title">{texts.noSites}</p>
      <p>
        {before}
        <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
        {after}
      </p>
    </div>
  );
}
