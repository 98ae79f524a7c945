import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { sandboxMediaKind } from '#src/sandbox/media/routes.ts';
import { searchCars } from './search-cars.ts';
import { siteUrl } from './sites.ts';

/**
 * The detail page address of a group-uk car for which the media sandbox has `kind` (every medium,
 * the exterior alone, a failure), found through the site's own search API from a group-uk page.
 */
export async function ukCarWithMedia(
  page: Page,
  kind: ReturnType<typeof sandboxMediaKind>,
): Promise<string> {
  const home = siteUrl('group-uk');
  if (new URL(page.url()).host !== new URL(home).host) await page.goto(home);
  const cars = await searchCars<{ car_id: string; slug: string; car_regno: string | null }>(page, {
    fields: ['car_id', 'slug', 'car_regno'],
    limit: 60,
  });
  const car = cars.find(
    (c) => c.car_regno && sandboxMediaKind(c.car_regno.replace(/\s+/g, '')) === kind,
  );
  expect(car, kind).toBeDefined();
  return siteUrl('group-uk', `/buy-car/car/${car!.car_id}/${car!.slug}`);
}
