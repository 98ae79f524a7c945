// Draws the stock's pictures into client/public/images/cars/ (run after changing pictures.ts or the
// dealer sites: `node kv-seed/stock/draw-pictures.ts`). The worker serves them as static files.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { allDealerSites } from './dealer-sites.ts';
import { bodies, carPicturePath, drawCar, drawDealership, scenes } from './pictures.ts';
import { colours } from './texts.ts';

export const picturesDir = join(import.meta.dirname, '../../client/public');

/** Every picture of the stock: its public path and its SVG. */
export function allPictures(): Array<[path: string, svg: string]> {
  const pictures: Array<[string, string]> = [];
  for (const body of bodies)
    for (const colour of colours)
      for (const scene of scenes)
        pictures.push([carPicturePath(body, colour, scene), drawCar(body, colour, scene)]);
  for (const dealer of allDealerSites()) {
    pictures.push([
      dealer.site_image_url,
      drawDealership(
        dealer.site_official_name,
        dealer.siteName.startsWith('group') ? '#1f3a5f' : '#0b6e4f',
      ),
    ]);
  }
  return pictures;
}

if (import.meta.main) {
  mkdirSync(join(picturesDir, 'images/cars/sites'), { recursive: true });
  const pictures = allPictures();
  for (const [path, svg] of pictures) writeFileSync(join(picturesDir, path), `${svg}\n`);
  console.log(`drew ${pictures.length} pictures into client/public/images/cars/`);
}
