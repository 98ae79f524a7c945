import CarListIsland from '../../islands/car-list.island.tsx';
import { CompareBar } from '../../compare/compare-bar.tsx';
import { carListPropsSchema } from '../../islands/car-list.props.ts';
import { listHref, emptyQuery } from '../../car-list/query.ts';
import { listCarFields } from '../../contracts/car-card.ts';
import { Editable } from '../../ui/editable.tsx';
import { defineIsland } from '../../runtime/island-slot.tsx';
import { usePageContext } from '../../runtime/page-context.tsx';
import type { CarListBlock, CarListData } from './car-list.schema.ts';
import { carListTexts } from '../../car-list/car-list.texts.ts';
import { compareTexts } from '../../compare/compare.texts.ts';
import { shellTexts } from '../../ui/shell.texts.ts';
import { stockWordLabels } from '../../stock/stock-words.ts';

const CarListSlot = defineIsland('car-list', CarListIsland, carListPropsSchema);

/**
 * The car list (car-stock spec 2): a breadcrumb on brand and model pages, then the list island,
 * rendered on the server with the URL's results, so cars, facet links and paging work as plain
 * HTML; hydrated, the island loads filters and more cars in place.
 */
export function CarList({ block, data }: { block: CarListBlock; data: CarListData }) {
  const { dictionary, locale, language, site } = usePageContext();
  const texts = carListTexts[language];
  const { Title, Facets, SortOptions, Filters, FilterVariant } = block.fields;
  const heading = [data.brand, data.model].filter(Boolean).join(' ') || Title;
  const listName = Title ?? texts.results;
  const brandHref = data.brand
    ? listHref(data.listPath, { ...emptyQuery(), filters: { car_brand: [data.brand] } })
    : undefined;
  return (
    <section className="car-list" aria-labelledby={heading ? `${block.id}-title` : undefined}>
      {data.brand ? (
        <nav className="car-list-breadcrumb" aria-label={texts.breadcrumb}>
          <ol>
            <li>
              <a href={data.listPath}>{listName}</a>
            </li>
            {data.model ? (
              <>
                <li>
                  <a href={brandHref}>{data.brand}</a>
                </li>
                <li aria-current="page">{data.model}</li>
              </>
            ) : (
              <li aria-current="page">{data.brand}</li>
            )}
          </ol>
        </nav>
      ) : null}
      {heading ? (
        <h2 id={`${block.id}-title`} className="car-list-section__title">
          {data.brand ? heading : <Editable field="Title">{heading}</Editable>}
        </h2>
      ) : null}
      <CarListSlot
        hydrate="load"
        props={{
          id: `car-list-${block.id}`.replace(/[^\w-]/g, '-'),
          listPath: data.listPath,
          detailPath: dictionary.pathToCarDetail,
          locale,
          facets: Facets,
          sortOptions: SortOptions,
          fixedFilters: Filters,
          filterVariant: FilterVariant,
          fields: listCarFields,
          query: data.query,
          result: { status: data.status, facets: data.facets, cars: data.cars, total: data.total },
          wordLabels: Object.fromEntries(stockWordLabels(site.languages[0]!, language)),
          vocabulary: data.vocabulary,
          texts,
          dictionary,
          compareTexts: compareTexts[language],
          shellTexts: shellTexts[language],
        }}
      />
      <CompareBar />
    </section>
  );
}
