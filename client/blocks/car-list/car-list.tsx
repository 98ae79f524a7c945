import CarListIsland from '../../islands/car-list.island.tsx';
import { CompareBar } from '../../compare/compare-bar.tsx';
import { carListPropsSchema } from '../../islands/car-list.props.ts';
import { namedHeading } from '../../car-list/list-titles.ts';
import { listCarFieldsFor } from '../../finance/finance-source.ts';
import { defineIsland } from '../../runtime/island-slot.tsx';
import { usePageContext } from '../../runtime/page-context.tsx';
import type { CarListBlock, CarListData } from './car-list.schema.ts';
import { carListTexts } from '../../car-list/car-list.texts.ts';
import { compareTexts } from '../../compare/compare.texts.ts';
import { shellTexts } from '../../ui/shell.texts.ts';
import { stockWordLabels } from '../../stock/stock-words.ts';

const CarListSlot = defineIsland('car-list', CarListIsland, carListPropsSchema);

/**
 * The car list (car-stock spec 2): the list island, rendered on the server with the URL's results
 * (a breadcrumb and heading from brand and model on `~` pages), so cars, facet links and paging
 * work as plain HTML; hydrated, the island loads filters and more cars in place.
 */
export function CarList({ block, data }: { block: CarListBlock; data: CarListData }) {
  const { dictionary, locale, language, site, editing } = usePageContext();
  const texts = carListTexts[language];
  const { Title, Facets, SortOptions, Filters, FilterVariant } = block.fields;
  const named = { brand: data.brand, model: data.model };
  const headingId = `${block.id}-title`;
  return (
    <section
      className="car-list"
      aria-labelledby={namedHeading(named) || Title ? headingId : undefined}
    >
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
          fields: listCarFieldsFor(site.country),
          query: data.query,
          invalidRanges: data.invalidRanges,
          heading: {
            id: headingId,
            title: Title,
            listName: Title ?? texts.results,
            named,
            titles: data.titles,
            editing,
          },
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
