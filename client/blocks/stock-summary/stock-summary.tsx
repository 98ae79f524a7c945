import { formatInteger } from '../../lib/format.ts';
import { fill } from '../../lib/fill.ts';
import { buttonClass } from '../../ui/button.tsx';
import { CarCard, carDetailHref } from '../../ui/car-card.tsx';
import { Editable } from '../../ui/editable.tsx';
import { usePageContext } from '../../runtime/page-context.tsx';
import type { StockSummaryBlock, StockSummaryData } from './stock-summary.schema.ts';
import { stockSummaryTexts } from './stock-summary.texts.ts';

/**
 * The number of cars in stock and the latest arrivals, each the shared car card linking to its
 * detail page, and a link to the stock list; its data may stream in after the shell.
 */
export function StockSummary({
  block,
  data,
  locale,
}: {
  block: StockSummaryBlock;
  data: StockSummaryData;
  locale: string;
}) {
  const { dictionary, language } = usePageContext();
  const count = formatInteger(data.total, locale);
  return (
    <section className="stock-summary" aria-labelledby={`${block.id}-title`}>
      <h2 id={`${block.id}-title`}>
        <Editable field="Title">{block.fields.Title}</Editable>
      </h2>
      <p className="stock-summary__count">
        <Editable field="CountText">{fill(block.fields.CountText, { count })}</Editable>
      </p>
      <ul className="stock-summary__list">
        {data.latest.map((car) => (
          <li key={car.car_id} className="stock-summary__car">
            <CarCard car={car} href={carDetailHref(dictionary.pathToCarDetail, car)} />
          </li>
        ))}
      </ul>
      <p className="stock-summary__all">
        <a className={buttonClass('Secondary')} href={dictionary.pathToCarList}>
          {fill(stockSummaryTexts[language].allCars, { count })}
        </a>
      </p>
    </section>
  );
}
