import { formatInteger, formatPrice } from '../../lib/format.ts';
import { fill } from '../../lib/fill.ts';
import { Editable } from '../../ui/editable.tsx';
import type { StockSummaryBlock, StockSummaryData } from './stock-summary.schema.ts';

/** The number of cars in stock and the latest arrivals; its data streams in after the shell. */
export function StockSummary({
  block,
  data,
  locale,
}: {
  block: StockSummaryBlock;
  data: StockSummaryData;
  locale: string;
}) {
  return (
    <section className="stock-summary" aria-labelledby={`${block.id}-title`}>
      <h2 id={`${block.id}-title`}>
        <Editable field="Title">{block.fields.Title}</Editable>
      </h2>
      <p className="stock-summary__count">
        <Editable field="CountText">
          {fill(block.fields.CountText, { count: formatInteger(data.total, locale) })}
        </Editable>
      </p>
      <ul className="stock-summary__list">
        {data.latest.map((car) => (
          <li key={car.id} className="stock-summary__car">
            <span className="stock-summary__name">
              {car.brand} {car.model}
            </span>
            <span className="stock-summary__meta">
              {car.year} · {car.fuel} · {car.mileageText}
            </span>
            <span className="stock-summary__price">
              {formatPrice(car.price, car.currency, locale)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
