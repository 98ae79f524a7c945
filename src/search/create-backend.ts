import type { AppConfig } from '../env.ts';
import type { Site } from '../sites/catalogue.ts';
import type { SearchBackend } from './backend.ts';
import { createD1Search } from './d1/index.ts';
import { createUpstreamSearch } from './upstream/index.ts';

/** The configured backend: the group's search proxy when `SEARCH_ORIGIN` is set, else D1. */
export function createSearchBackend(config: AppConfig, site: Site): SearchBackend {
  return config.searchOrigin
    ? createUpstreamSearch(config.searchOrigin, site)
    : createD1Search(config.bindings.DB, site);
}
