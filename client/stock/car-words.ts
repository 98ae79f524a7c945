import type { CarDocument } from '../contracts/car-document.ts';
import type { Language } from '../contracts/site-profile.ts';
import { usePageContext } from '../runtime/page-context.tsx';
import { powerIn, stockWordIn } from './stock-words.ts';

/** The fields of a car a visitor reads as words of the stock (car cards, facts, finance titles). */
type WordedCar = Partial<
  Pick<
    CarDocument,
    | 'car_fuel'
    | 'car_body'
    | 'car_color'
    | 'car_gearbox'
    | 'car_drive'
    | 'car_condition'
    | 'car_price_title'
    | 'car_power'
    | 'car_power_text'
    | 'car_campaigns'
    | 'car_loan_option'
    | 'car_leasing_options'
    | 'car_private_leasing_option'
    | 'car_company_leasing_option'
  >
>;

/**
 * A car as a page in `to` shows it, for an index written in `from` (issue 18 item 2): its stock
 * words (fuel, body, colour, gearbox, drive, condition, price title, power, the financing and
 * campaign titles, the financing disclaimers) in the page's language; identity, numbers and the
 * dealer's own texts (equipment, description) as the index has them. The same car when nothing differs.
 */
export function carIn<T extends WordedCar>(car: T, from: Language, to: Language): T {
  if (from === to) return car;
  const word = <V extends string | null | undefined>(value: V) =>
    typeof value === 'string' ? stockWordIn(value, from, to) : value;
  const titled = <
    O extends { title: string; description: string; sales_text?: string; disclaimer?: string },
  >(
    option: O,
  ): O => ({
    ...option,
    title: word(option.title),
    description: word(option.description),
    ...(option.disclaimer === undefined ? {} : { disclaimer: word(option.disclaimer) }),
    ...(option.sales_text === undefined ? {} : { sales_text: word(option.sales_text) }),
  });
  const out: T = { ...car };
  for (const key of [
    'car_fuel',
    'car_body',
    'car_color',
    'car_gearbox',
    'car_drive',
    'car_condition',
    'car_price_title',
  ] as const)
    if (key in car) (out as WordedCar)[key] = word(car[key]) as never;
  if (typeof car.car_power === 'number' && car.car_power_text)
    out.car_power_text = powerIn(car.car_power, to);
  if (car.car_campaigns) out.car_campaigns = car.car_campaigns.map(titled);
  if (car.car_loan_option) out.car_loan_option = titled(car.car_loan_option);
  if (car.car_leasing_options) out.car_leasing_options = car.car_leasing_options.map(titled);
  if (car.car_private_leasing_option)
    out.car_private_leasing_option = titled(car.car_private_leasing_option);
  if (car.car_company_leasing_option)
    out.car_company_leasing_option = titled(car.car_company_leasing_option);
  return out;
}

/** `carIn` for the page being rendered: its site's index language to the page's language. */
export function useCarInPage(): <T extends WordedCar>(car: T) => T {
  const { site, language } = usePageContext();
  return (car) => carIn(car, site.languages[0]!, language);
}

/** `stockWordIn` for the page being rendered (a department's group, day labels, closed). */
export function useStockWordInPage(): (text: string) => string {
  const { site, language } = usePageContext();
  return (text) => stockWordIn(text, site.languages[0]!, language);
}
