import { formatPrice } from '../../lib/format.ts';
import CarOfTheWeekIsland from '../../islands/car-of-the-week.island.tsx';
import { carOfTheWeekPropsSchema } from '../../islands/car-of-the-week.props.ts';
import { CompareBar } from '../../compare/compare-bar.tsx';
import { carDetailHref } from '../../ui/car-card.tsx';
import { Editable } from '../../ui/editable.tsx';
import { Island } from '../../ui/island-slot.tsx';
import { usePageContext } from '../../ui/page-context.tsx';
import type { CarOfTheWeekBlock, WeekCar } from './car-of-the-week.schema.ts';

/** A monthly cost in the wording of the page ('Billån 2 990 kr/mån'), or null when the car has none. */
function monthly(template: string, value: number | null | undefined, currency: string, locale: string): string | null {
  return typeof value === 'number' && value > 0 ? template.replace('{amount}', formatPrice(value, currency, locale)) : null;
}

/**
 * Car of the week: the title and text, then the slider island with one card per car (its detail
 * link and monthly costs), and the compare bar its cards' compare toggles fill. No cars, no block.
 */
export function CarOfTheWeek({ block, cars }: { block: CarOfTheWeekBlock; cars: WeekCar[] }) {
  const { dictionary, texts, locale } = usePageContext();
  if (cars.length === 0) return null;
  const { Title, Text, HasMarginTop } = block.fields;
  const props = {
    label: Title ?? texts.carousel,
    slides: cars.map(({ car_loan_monthly_cost, car_privateleasing_monthly_cost, car_price_currency, ...car }) => ({
      car,
      href: carDetailHref(dictionary.pathToCarDetail, car),
      loan: monthly(texts.monthlyLoan, car_loan_monthly_cost, car_price_currency, locale),
      leasing: monthly(texts.monthlyPrivateLeasing, car_privateleasing_monthly_cost, car_price_currency, locale),
    })),
    texts: {
      carousel: texts.carousel,
      slide: texts.carouselSlide,
      slideOf: texts.carouselSlideOf,
      previous: texts.carouselPrevious,
      next: texts.carouselNext,
      compare: texts.compareToggle,
    },
  };
  return (
    <>
    <section className={HasMarginTop ? 'car-of-the-week has-margin-top' : 'car-of-the-week'} aria-labelledby={Title ? `${block.id}-title` : undefined} aria-label={Title ? undefined : texts.carousel}>
      {Title ? <h2 id={`${block.id}-title`} className="car-of-the-week__title"><Editable field="Title">{Title}</Editable></h2> : null}
      {Text ? <p className="car-of-the-week__text"><Editable field="Text">{Text}</Editable></p> : null}
      <Island name="car-of-the-week" component={CarOfTheWeekIsland} schema={carOfTheWeekPropsSchema} props={props} hydrate="visible" />
    </section>
    <CompareBar />
    </>
  );
}
