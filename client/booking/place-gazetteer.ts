import type { Gazetteer } from './gazetteer-schema.ts';
import { type Place, placesOf } from './places.ts';

/** The gazetteer as the place field searches it, with the credit its licence asks for. */
export interface LoadedGazetteer {
  places: Place[];
  /** 'Ortdata: GeoNames (CC BY 4.0) ...', shown under suggestions from it (CC BY 4.0). */
  attribution: string;
}

let loading: Promise<LoadedGazetteer> | null = null;

/**
 * The embedded gazetteer, loaded the first time a visitor types a place: a dynamic import, so
 * the file is a chunk of its own that pages and visitors who never type a place do not fetch. On
 * the server the import is compiled away (the field never searches there), so the worker does not
 * carry it. A failed load (offline before the chunk came) is tried again on the next keystroke.
 */
export function loadGazetteer(): Promise<LoadedGazetteer> {
  if (import.meta.env.SSR) return Promise.resolve({ places: [], attribution: '' });
  loading ??= import('./swedish-places.json')
    .then((module) => {
      // The build checked the file against gazetteerSchema; JSON's inferred type has no tuples.
      const gazetteer = module.default as unknown as Gazetteer;
      return { places: placesOf(gazetteer), attribution: gazetteer.attribution };
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
