import type { Context } from 'hono';
import { defaultDictionary } from '#client/lib/default-dictionary.ts';
import type { AppEnv } from '../app-env.ts';
import type { ContentSource } from '../content/source.ts';
import { detailPathOf } from '../pages/car-detail/detail-path.ts';
import type { Site } from '../sites/catalogue.ts';

/** Cars read per D1 query: bounded memory and bounded rows per read. */
export const sitemapCarPage = 1000;

export interface CarSitemapEntry {
  path: string;
  lastModified: string;
}

/**
 * The detail page of every car of the site's car index, in each language (the language's
 * dictionary names its detail path), a page of cars at a time in car_id order (keyset paging
 * on the primary key, so the 20th page costs what the first does).
 */
export async function* carSitemapEntries(
  c: Context<AppEnv>,
  content: ContentSource,
  site: Site,
): AsyncGenerator<CarSitemapEntry[]> {
  const detailPaths = await Promise.all(
    site.languages.map((language) =>
      content.getDictionary(site.name, language).then(
        (dictionary) => dictionary.pathToCarDetail,
        () => defaultDictionary[language].pathToCarDetail,
      ),
    ),
  );
  let after = '';
  for (;;) {
    const page = await c.env.DB.prepare(
      'SELECT car_id, slug, car_publishdate FROM cars WHERE car_index = ?1 AND car_id > ?2 ORDER BY car_id LIMIT ?3',
    )
      .bind(site.indexes.cars, after, sitemapCarPage)
      .all<{ car_id: string; slug: string; car_publishdate: string }>();
    const rows = page.results ?? [];
    if (rows.length === 0) return;
    yield rows.flatMap((row) =>
      detailPaths.map((detailPath) => ({
        path: detailPathOf(detailPath, row.car_id, row.slug),
        lastModified: row.car_publishdate.slice(0, 10),
      })),
    );
    if (rows.length < sitemapCarPage) return;
    after = rows[rows.length - 1]!.car_id;
  }
}
