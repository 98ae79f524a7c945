import type { Country } from '../contracts/site-profile.ts';
import { type ListCar, listCarFields } from '../contracts/car-card.ts';

/**
 * In the UK the finance partner's quotes are the car's finance (car-stock spec, "Finance quote
 * (UK)"): the index's loan and leasing offers are not shown beside them (detail page, sticky
 * column, car of the week), so a buyer sees one set of monthly figures, the partner's.
 */
export const financeComesFromQuotes = (country: Country): boolean => country === 'GB';

/** The car list's search fields on a site: without the index's monthly costs where those are not shown. */
export function listCarFieldsFor(country: Country): Array<keyof ListCar> {
  if (!financeComesFromQuotes(country)) return listCarFields;
  return listCarFields.filter(
    (field) => field !== 'car_loan_monthly_cost' && field !== 'car_privateleasing_monthly_cost',
  );
}
