import type { Language, SiteName } from '#client/contracts/site-profile.ts';
import type { Route, RouteIndex, SiteSettings } from './schemas.ts';
import type {
  Brand,
  Footer,
  Navigation,
  NavigationSettings,
  RouteLanguage,
} from '#client/contracts/shell.ts';
import type { Dictionary } from '#client/contracts/dictionary.ts';
import type { StoryPage, StoryPublishInfo, StoryTag } from '#client/contracts/stories.ts';

/** Which stories a list asks for (spec: shell 7 "Stories"). */
export interface StoryQuery {
  /** The stories index: stories are the story items anywhere below it. */
  parentPath: string;
  /** Tag ids; a story matches when it has any of them (an OR). Empty: every story. */
  tagIds: string[];
  /** Page size (4 in the list). */
  limit: number;
  /** The endCursor of the previous page; absent for the first page. */
  cursor?: string | null;
}

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
  /** One page of stories below a path, newest first. A cursor the source did not issue throws StoryCursorError. */
  getStories(site: SiteName, language: Language, query: StoryQuery): Promise<StoryPage>;
  /** Every story tag of the site in the language. */
  getStoryTags(site: SiteName, language: Language): Promise<StoryTag[]>;
  /** The publish info of the story at a path (date, author, neighbours), or null when no story is there. */
  getStoryPublishInfo(
    site: SiteName,
    language: Language,
    path: string,
  ): Promise<StoryPublishInfo | null>;
}

/** A stories cursor that is not one the source issued: the caller's mistake, not the source's. */
export class StoryCursorError extends Error {
  override readonly name = 'StoryCursorError';
}

/** A content document exists but does not have the shape the worker reads. */
export class ContentError extends Error {
  override readonly name = 'ContentError';
}
