import type { Context } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { ContentSource } from '../content/source.ts';
import type { ShellData } from './load-shell.ts';
import { carListPathRedirect, carListSegmentPage } from '../search/car-list-page.tsx';
import { carDetailResolver } from './car-detail/car-detail-resolver.tsx';
import { dealerSitePage } from './dealer-site-page.tsx';

/** What a dynamic page resolver knows of a request whose path no content route holds. */
export interface DynamicPageRequest {
  content: ContentSource;
  /** The path within the site's language (without a `/en` prefix). */
  path: string;
  shell: ShellData;
}

/**
 * A page family the content tree holds as one route (as Sitecore holds wildcard items): car detail
 * pages under the dictionary's pathToCarDetail, stock pages whose path segments are filters,
 * dealer-site pages under pathToSiteDetail. A resolver answers a Response for a path it owns (a page,
 * a 302, its own 404 panel) and null for any other, so the next resolver gets it.
 */
export type DynamicPageResolver = (
  c: Context<AppEnv>,
  request: DynamicPageRequest,
) => Promise<Response | null>;

/** Tried in order after the exact content route missed; none answering means the site's 404 page. */
export const dynamicPageResolvers: DynamicPageResolver[] = [
  carListSegmentPage,
  carDetailResolver,
  dealerSitePage,
  carListPathRedirect,
];
