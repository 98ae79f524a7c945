import { Editable } from '../ui/editable.tsx';
import { type ListNamed, namedHeading } from './list-titles.ts';
import { emptyQuery, listHref } from './query.ts';

interface ListHeadingProps {
  /** The heading's id, which the list's section is labelled by. */
  id: string;
  listPath: string;
  /** The block's Title, the heading of the unfiltered list. */
  title?: string;
  /** The breadcrumb's first step: the list's title, else the built-in 'Cars in stock'. */
  listName: string;
  breadcrumbLabel: string;
  named: ListNamed;
}

/**
 * The car list's breadcrumb and heading (spec 2 "Breadcrumb/title"): on a brand or model page the
 * trail list › brand › model and the heading 'Brand Model', else the block's Title. Rendered by
 * the island, so a filter change in place shows what a server render of the new URL shows.
 */
export function ListHeading({
  id,
  listPath,
  title,
  listName,
  breadcrumbLabel,
  named,
}: ListHeadingProps) {
  const { brand, model } = named;
  const heading = namedHeading(named) || title;
  const brandHref = brand
    ? listHref(listPath, { ...emptyQuery(), filters: { car_brand: [brand] } })
    : undefined;
  return (
    <>
      {brand ? (
        <nav className="car-list-breadcrumb" aria-label={breadcrumbLabel}>
          <ol>
            <li>
              <a href={listPath}>{listName}</a>
            </li>
            {model ? (
              <>
                <li>
                  <a href={brandHref}>{brand}</a>
                </li>
                <li aria-current="page">{model}</li>
              </>
            ) : (
              <li aria-current="page">{brand}</li>
            )}
          </ol>
        </nav>
      ) : null}
      {heading ? (
        <h2 id={id} className="car-list-section__title">
          {brand ? heading : <Editable field="Title">{heading}</Editable>}
        </h2>
      ) : null}
    </>
  );
}
