import { z } from 'zod';
import type { FoundPlace } from '#client/contracts/places.ts';

// The maps provider's place search: Google's Places API (New) Text Search, the same service whose
// browser key (MAPS_API_KEY) the dealer maps load. Only the fields we read are parsed; the field
// mask asks for no more than those (Google bills by the fields asked).

export const textSearchUrl = 'https://places.googleapis.com/v1/places:searchText';
export const textSearchFieldMask =
  'places.id,places.displayName,places.location,places.addressComponents';

/** Sweden's bounding box: the search never suggests a place abroad. */
const sweden = {
  rectangle: {
    low: { latitude: 55.0, longitude: 10.5 },
    high: { latitude: 69.1, longitude: 24.2 },
  },
};

/** The request body for the typed text: towns in Sweden, names in Swedish, 8 at most. */
export function textSearchBody(text: string) {
  return {
    textQuery: text,
    includedType: 'locality',
    languageCode: 'sv',
    regionCode: 'SE',
    locationRestriction: sweden,
    pageSize: 8,
  };
}

const rawPlaceSchema = z.object({
  id: z.string().min(1),
  displayName: z.object({ text: z.string().min(1) }),
  location: z.object({
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
  }),
  addressComponents: z
    .array(z.object({ longText: z.string(), types: z.array(z.string()) }))
    .default([]),
});

/** No match is an empty object, not an empty list. */
export const rawTextSearchSchema = z.object({ places: z.array(rawPlaceSchema).default([]) });
export type RawTextSearch = z.infer<typeof rawTextSearchSchema>;

/** The provider's places as the place field shows them; the county is the first-level area. */
export function toFoundPlaces(raw: RawTextSearch): FoundPlace[] {
  return raw.places.slice(0, 8).map((place) => ({
    name: place.displayName.text,
    county:
      place.addressComponents.find((part) => part.types.includes('administrative_area_level_1'))
        ?.longText ?? '',
    latitude: place.location.latitude,
    longitude: place.location.longitude,
    placeId: place.id,
  }));
}
