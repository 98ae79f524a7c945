import { z } from 'zod';

// The maps provider's place search as the worker answers it (`GET /api/places?q=`, only when
// MAPS_API_KEY is set): the booking flow's place field uses it instead of the embedded gazetteer
// when the island is told a key exists. The answer has the gazetteer's fields, so the field shows
// either the same way.

export const placeSearchQuerySchema = z.strictObject({
  q: z
    .string()
    .trim()
    .min(2, 'type at least 2 characters of a place')
    .max(100, 'a place is at most 100 characters'),
});
export type PlaceSearchQuery = z.infer<typeof placeSearchQuerySchema>;

export const foundPlaceSchema = z.object({
  name: z.string().min(1),
  /** The county (län); '' when the provider names none. */
  county: z.string(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  /** The provider's id of the place. */
  placeId: z.string().min(1),
});
export type FoundPlace = z.infer<typeof foundPlaceSchema>;

export const placeSearchAnswerSchema = z.object({ places: z.array(foundPlaceSchema).max(8) });
export type PlaceSearchAnswer = z.infer<typeof placeSearchAnswerSchema>;
