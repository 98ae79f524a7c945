import type { Country } from '../contracts/site-profile.ts';

/**
 * In the UK the finance partner's quotes are the car's finance (car-stock spec, "Finance quote
 * (UK)"): the index's loan and leasing offers are not shown beside them (detail page, sticky
 * column, car of the week), so a buyer sees one set of monthly figures, the partner's.
 */
export const financeComesFromQuotes = (country: Country): boolean => country === 'GB';
