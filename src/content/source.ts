import type { Language, SiteName } from '../sites/catalogue.ts';
import type { Route, RouteIndex, SiteSettings } from './schemas.ts';
import type { Brand, Dictionary, Footer, Navigation, NavigationSettings, RouteLanguage } from './shell-schemas.ts';

/**
 * Everything a page needs from the content platform. The embedded adapter reads KV seeded from
 * kv-seed/; production reads Sitecore Experience Edge behind the same interface. Methods throw
 * on failure; the shell loader decides what a failure means for the page (spec: shell 8).
 */
export interface ContentSource {
  getSiteSettings(site: SiteName): Promise<SiteSettings>;
  /** The route at a path within a language, or null when the site has no such page. */
  getRoute(site: SiteName, language: Language, path: string): Promise<Route | null>;
  /** The path of the language's home route, as the content platform names it ('/' by default). */
  getHomePath(site: SiteName, language: Language): Promise<string>;
  /** Navigation, three levels deep, in the language. */
  getNavigation(site: SiteName, language: Language): Promise<Navigation>;
  getNavigationSettings(site: SiteName, language: Language): Promise<NavigationSettings>;
  getFooter(site: SiteName, language: Language): Promise<Footer>;
  getBrands(site: SiteName, language: Language): Promise<Brand[]>;
  /** The language versions of the route at this path (the route's own language included). */
  getLanguages(site: SiteName, language: Language, path: string): Promise<RouteLanguage[]>;
  getDictionary(site: SiteName, language: Language): Promise<Dictionary>;
  listRoutes(site: SiteName): Promise<RouteIndex>;
}

/** A content document exists but does not have the shape the worker reads. */
export class ContentError extends Error {
  override readonly name = 'ContentError';
}
