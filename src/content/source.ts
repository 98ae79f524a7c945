import type { Language, SiteName } from '../sites/catalogue.ts';
import type { Route, RouteIndex, SiteSettings } from './schemas.ts';

/**
 * Everything a page needs from the content platform. The embedded adapter reads KV seeded from
 * kv-seed/; production reads Sitecore Experience Edge behind the same interface.
 */
export interface ContentSource {
  getSiteSettings(site: SiteName): Promise<SiteSettings>;
  /** The route at a path within a language, or null when the site has no such page. */
  getRoute(site: SiteName, language: Language, path: string): Promise<Route | null>;
  listRoutes(site: SiteName): Promise<RouteIndex>;
}

/** A content document exists but does not have the shape the worker reads. */
export class ContentError extends Error {
  override readonly name = 'ContentError';
}
