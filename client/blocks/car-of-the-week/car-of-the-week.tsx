import { financeTexts } from '../../finance/finance.texts.ts';
import { BlockText, BlockTitle } from '../block-heading.tsx';
import { financeComesFromQuotes } from '../../finance/finance-source.ts';
import { loanTermsOf, mileageUnitOf, privateLeaseTermsOf } from '../../finance/finance-props.ts';
import CarOfTheWeekIsland from '../../islands/car-of-the-week.island.tsx';
import { carOfTheWeekPropsSchema, type WeekFinance } from '../../islands/car-of-the-week.props.ts';
import { CompareBar } from '../../compare/compare-bar.tsx';
import { carDetailHref } from '../../ui/car-card.tsx';
import { defineIsland } from '../../runtime/island-slot.tsx';
import { usePageContext } from '../../runtime/page-context.tsx';
import type { CarOfTheWeekBlock, WeekCar } from './car-of-the-week.schema.ts';
import { compareTexts } from '../../compare/compare.texts.ts';
import { carouselTexts } from '../carousel/carousel.texts.ts';
import { carOfTheWeekTexts } from './car-of-the-week.texts.ts';
import { useCarInPage } from '../../stock/car-words.ts';

const CarOfTheWeekSlot = defineIsland(
  'car-of-the-week',
  CarOfTheWeekIsland,
  carOfTheWeekPropsSchema,
);

/** What a card's finance sliders compute with: the calculators' terms of the car's loan and private lease. */
export function weekFinance(car: WeekCar): WeekFinance | null {
  const { car_loan_option: loan, car_private_leasing_option: lease } = car;
  if (!loan && !lease) return null;
  return {
    currency: car.car_price_currency,
    mileageUnit: mileageUnitOf(car.car_mileage_text),
    loan: loan ? loanTermsOf(car.car_price, loan) : null,
    lease: lease ? privateLeaseTermsOf(car.car_price, lease) : null,
  };
}

/**
 * Car of the week: the title and text, then the slider island with one card per car (its detail
 * link, and finance sliders with the monthly costs except in the UK), and the compare bar its cards' compare toggles fill. No cars, no block.
 */
export function CarOfTheWeek({ block, cars }: { block: CarOfTheWeekBlock; cars: WeekCar[] }) {
  const { dictionary, locale, language, site } = usePageContext();
  // In the UK a car's finance is the partner's quote, made on its detail page: no sliders here.
  const inPage = useCarInPage();
  const withFinance = !financeComesFromQuotes(site.country);
  const carousel = carouselTexts[language];
  if (cars.length === 0) return null;
  const { Title, Text, HasMarginTop } = block.fields;
  const props = {
    label: Title ?? carousel.carousel,
    locale,
    slides: cars.map(
      (
        {
          car_price: _price,
          car_price_currency: _currency,
          car_loan_option: _loan,
          car_private_leasing_option: _lease,
          ...car
        },
        index,
      ) => ({
        car: inPage(car),
        href: carDetailHref(dictionary.pathToCarDetail, car),
        finance: withFinance ? weekFinance(cars[index]!) : null,
      }),
    ),
    texts: carousel,
    compareTexts: compareTexts[language],
    financeTexts: {
      ...financeTexts[language],
      ...carOfTheWeekTexts[language],
    },
  };
  return (
    <>
      <section
        className={HasMarginTop ? 'car-of-the-week has-margin-top' : 'car-of-the-week'}
        aria-labelledby={Title ? `${block.id}-title` : undefined}
        aria-label={Title ? undefined : carousel.carousel}
      >
        <BlockTitle name="car-of-the-week" title={Title} id={`${block.id}-title`} />
        <BlockText name="car-of-the-week" text={Text} />
        <CarOfTheWeekSlot props={props} hydrate="visible" />
      </section>
      <CompareBar />
    </>
  );
}
