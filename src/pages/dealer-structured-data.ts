import {
  openingHoursSpecification,
  specialOpeningHours,
} from '#client/lib/dealer-sites/opening-hours.ts';
import { parseGeocoord } from '#client/lib/dealer-sites/site-paths.ts';
import type { SiteDocument } from '#client/contracts/site-document.ts';
import type { Language } from '#client/contracts/site-profile.ts';

/**
 * A dealer as schema.org AutoDealer (a LocalBusiness): address, position, contact, brands, the
 * opening hours of its first department (the sales desk a visitor meets first) and every
 * department with its own hours, deviating days and vacations.
 */
export function dealerStructuredData(
  dealer: SiteDocument,
  {
    url,
    origin,
    country,
    language,
  }: { url: string; origin: string; country: string; language: Language },
): Record<string, unknown> {
  const point = parseGeocoord(dealer.site_geocoord);
  const first = dealer.site_departments[0]!;
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    '@id': `${url}#dealer`,
    name: dealer.site_official_name,
    url,
    image: new URL(
      dealer.site_primary_image.original ?? dealer.site_primary_image.thumbnail_url,
      origin,
    ).toString(),
    telephone: dealer.site_phone,
    email: dealer.site_email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: dealer.site_street,
      postalCode: dealer.site_zip,
      addressLocality: dealer.site_city,
      addressRegion: dealer.site_region,
      addressCountry: country,
    },
    ...(point
      ? { geo: { '@type': 'GeoCoordinates', latitude: point.lat, longitude: point.lon } }
      : {}),
    brand: dealer.site_brands.map((name) => ({ '@type': 'Brand', name })),
    openingHoursSpecification: openingHoursSpecification(first.openingschedule, language),
    department: dealer.site_departments.map((department) => ({
      '@type': 'AutoDealer',
      name: department.official_name,
      telephone: department.phone,
      email: department.email,
      openingHoursSpecification: openingHoursSpecification(department.openingschedule, language),
      specialOpeningHoursSpecification: specialOpeningHours(department.openingschedule),
    })),
  };
}
