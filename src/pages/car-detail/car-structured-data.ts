import type { CarDocument } from '#client/contracts/car-document.ts';

/** Car structured data (schema.org Car, a Vehicle) with its Offer, for the detail page's head. */
export function carStructuredData(
  car: CarDocument,
  pageUrl: string,
  origin: string,
): Record<string, unknown> {
  const absolute = (src: string) => new URL(src, origin).toString();
  return {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: `${car.car_brand} ${car.car_model} ${car.car_model_text}`.trim(),
    url: pageUrl,
    brand: { '@type': 'Brand', name: car.car_brand },
    model: car.car_model,
    vehicleModelDate: String(car.car_year),
    ...(car.car_firstregistration ? { dateVehicleFirstRegistered: car.car_firstregistration } : {}),
    vehicleIdentificationNumber: car.car_chassino,
    fuelType: car.car_fuel,
    bodyType: car.car_body,
    color: car.car_color,
    vehicleTransmission: car.car_gearbox,
    numberOfDoors: car.car_doors,
    seatingCapacity: car.car_seats,
    itemCondition: car.car_is_used
      ? 'https://schema.org/UsedCondition'
      : 'https://schema.org/NewCondition',
    mileageFromOdometer: {
      '@type': 'QuantitativeValue',
      value: car.car_odometer,
      unitCode: car.car_odometer_unit === 'mi' ? 'SMI' : 'KMT',
    },
    image: car.car_images.slice(0, 5).map((image) => absolute(image.original)),
    ...(car.car_description ? { description: car.car_description } : {}),
    offers: {
      '@type': 'Offer',
      price: car.car_price,
      priceCurrency: car.car_price_currency,
      availability: 'https://schema.org/InStock',
      url: pageUrl,
      seller: { '@type': 'AutoDealer', name: car.car_site_name },
    },
  };
}
