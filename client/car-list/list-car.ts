import type { ListCar } from '../contracts/car-card.ts';

/** A found document as a list car, or null when it lacks what a card needs. Absent fields (D1's null) are dropped. */
export function toListCar(found: Record<string, unknown>): ListCar | null {
  const text = (name: string) =>
    typeof found[name] === 'string' ? (found[name] as string) : undefined;
  const num = (name: string) =>
    typeof found[name] === 'number' ? (found[name] as number) : undefined;
  const id = text('car_id');
  const slug = text('slug');
  if (!id || !slug || !text('car_brand') || !text('car_price_text')) return null;
  const image = found.car_primary_image as
    { thumbnail_url?: unknown; blur_data_url?: unknown } | null | undefined;
  const car: ListCar = {
    car_id: id,
    slug,
    car_brand: text('car_brand')!,
    car_model: text('car_model') ?? '',
    car_year: num('car_year') ?? 0,
    car_mileage_text: text('car_mileage_text') ?? '',
    car_fuel: text('car_fuel') ?? '',
    car_price_text: text('car_price_text')!,
    car_has_campaign_price: found.car_has_campaign_price === true,
  };
  const optionalTexts = [
    'car_model_text',
    'car_campaign_price_text',
    'car_retail_price_text',
    'car_gearbox',
    'car_site_name',
    'car_site_city',
    'car_price_currency',
  ] as const;
  for (const name of optionalTexts) {
    const value = text(name);
    if (value) car[name] = value;
  }
  for (const name of ['car_loan_monthly_cost', 'car_privateleasing_monthly_cost'] as const) {
    const value = num(name);
    if (value) car[name] = value;
  }
  if (image && typeof image.thumbnail_url === 'string') {
    car.car_primary_image = {
      thumbnail_url: image.thumbnail_url,
      ...(typeof image.blur_data_url === 'string' ? { blur_data_url: image.blur_data_url } : {}),
    };
  }
  return car;
}
