// Brand logos are our own wordmark drawings in client/public/brands/, named after the brand:
// lower case, diacritics dropped, every run of other characters a dash ('Land Rover' is
// land-rover.svg, 'Citroën' citroen.svg). A brand an author adds before its drawing exists shows
// its name alone instead of a broken image, so the files drawn are listed here
// (tests/unit/client/blocks/workshop-booking.test.tsx keeps the list and the folder the same).

export const drawnBrandLogos: ReadonlySet<string> = new Set([
  'alfa-romeo',
  'audi',
  'bmw',
  'citroen',
  'cupra',
  'dacia',
  'ds',
  'fiat',
  'ford',
  'honda',
  'hyundai',
  'iveco',
  'jaguar',
  'jeep',
  'kia',
  'land-rover',
  'lexus',
  'mazda',
  'mercedes-benz',
  'mg',
  'mini',
  'mitsubishi',
  'nissan',
  'opel',
  'peugeot',
  'polestar',
  'porsche',
  'renault',
  'seat',
  'skoda',
  'smart',
  'subaru',
  'suzuki',
  'toyota',
  'volkswagen',
  'volvo',
]);

/** The file name a brand's logo has: 'Land Rover' → 'land-rover'. */
export function brandSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The brand's logo, or null when none is drawn yet. */
export function brandLogoSrc(name: string): string | null {
  const slug = brandSlug(name);
  return drawnBrandLogos.has(slug) ? `/brands/${slug}.svg` : null;
}
