import type { z } from 'zod';
import { type Fetching, fetchJson, UpstreamError } from '../../partners/upstream.ts';
import type { Language, SiteName } from '#client/contracts/site-profile.ts';
import { sites } from '../../sites/catalogue.ts';
import { toStoredPath } from '../embedded.ts';
import type { RouteIndex } from '../schemas.ts';
import { ContentError, type ContentSource } from '../source.ts';
import {
  type MapContext,
  toBrands,
  toDictionary,
  toFooter,
  toHomePath,
  toLanguages,
  toNavigation,
  toNavigationSettings,
  toSiteSettings,
} from './map.ts';
import { toRoute, toRouteIndex } from './map-route.ts';
import * as queries from './queries.ts';
import * as raw from './schemas.ts';
import { type EdgeSiteRoots, edgeSiteRoots } from './sites.ts';
import {
  itemPathOf,
  storiesWhere,
  storyTagsFolder,
  toStoryPage,
  toStoryPublishInfo,
  toStoryTags,
} from './map-stories.ts';
import * as storyQueries from './story-queries.ts';
import * as rawStories from './story-schemas.ts';

export interface SitecoreEdgeConfig {
  /** The Edge GraphQL endpoint (https). */
  url: string;
  /** Sent as the `sc_apikey` header; never logged, never part of an error. */
  apiKey: string;
  /** How long one query may take (default 5000 ms). */
  timeoutMs?: number;
}

export interface SitecoreEdgeDeps {
  /** How requests leave the worker: the global fetch in production, a fake in tests. */
  fetcher: Fetching;
  /** The site map; tests may pass their own. */
  roots?: Readonly<Record<SiteName, EdgeSiteRoots>>;
}

const upstream = 'Sitecore Edge';
const dictionaryPageSize = 100;
/** A cursor loop that never ends is Edge's bug, not a reason to hang a page. */
const maxPages = 50;

/**
 * The content source of production: Sitecore Experience Edge's GraphQL endpoint. Every call is a
 * POST of `{ query, variables }` with the API key header; a non-2xx answer, a timeout, a GraphQL
 * `errors` array or an answer of another shape throws an UpstreamError naming the query. Nothing
 * is kept between requests: a source lives for one request and reads each document once.
 */
export function createSitecoreEdgeContentSource(
  config: SitecoreEdgeConfig,
  deps: SitecoreEdgeDeps,
): ContentSource {
  const siteRoots = deps.roots ?? edgeSiteRoots;
  const reads = new Map<string, Promise<unknown>>();

  async function send<T>(
    document: string,
    variables: Record<string, unknown>,
    schema: z.ZodType<T>,
  ): Promise<T> {
    const operation = queries.operationName(document);
    const request = new Request(config.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        sc_apikey: config.apiKey,
      },
      body: JSON.stringify({ query: document, variables }),
    });
    const name = `${upstream} ${operation}`;
    const envelope = await fetchJson(
      { upstream: name, fetcher: deps.fetcher, timeoutMs: config.timeoutMs },
      request,
      raw.rawEnvelopeSchema,
    );
    if (envelope.errors && envelope.errors.length > 0) {
      const messages = envelope.errors
        .map((e) => e.message)
        .join('; ')
        .slice(0, 300);
      throw new UpstreamError(`${name}: GraphQL errors: ${messages}`, upstream);
    }
    const parsed = schema.safeParse(envelope.data);
    if (!parsed.success) {
      const issues = parsed.error.issues
        .slice(0, 5)
        .map((i) => `${i.path.join('.')}: ${i.message}`)
        .join('; ');
      throw new UpstreamError(`${name}: unexpected answer: ${issues}`, upstream);
    }
    return parsed.data;
  }

  /** Each document once per source: the header, footer and page share one answer. */
  function once<T>(
    document: string,
    variables: Record<string, unknown>,
    schema: z.ZodType<T>,
  ): Promise<T> {
    const key = `${queries.operationName(document)}:${JSON.stringify(variables)}`;
    let promise = reads.get(key) as Promise<T> | undefined;
    if (!promise) {
      promise = send(document, variables, schema);
      reads.set(key, promise);
    }
    return promise;
  }

  /** The site and language a call is for; without both there is nothing to ask Edge (spec: shell 8). */
  function context(site: SiteName, language: Language): { roots: EdgeSiteRoots; ctx: MapContext } {
    const roots = siteRoots[site];
    if (!roots || !sites[site]?.languages.includes(language)) {
      throw new ContentError(
        `no Sitecore Edge site context for site ${String(site)} in language ${String(language)}`,
      );
    }
    return { roots, ctx: { site, language } };
  }

  const layout = (site: SiteName, language: Language, path: string) => {
    const { roots } = context(site, language);
    return once(
      queries.layoutQuery,
      { site: roots.siteName, routePath: toStoredPath(path), language },
      raw.rawLayoutSchema,
    );
  };
  const home = (site: SiteName, language: Language) =>
    once(
      queries.homeQuery,
      { site: context(site, language).roots.siteName, language },
      raw.rawHomeSchema,
    );

  return {
    async getSiteSettings(site) {
      const language = sites[site].languages[0]!;
      const { roots } = context(site, language);
      return toSiteSettings(
        roots,
        await once(
          queries.siteSettingsQuery,
          { path: roots.siteSettings, language },
          raw.rawSiteSettingsSchema,
        ),
      );
    },
    async getRoute(site, language, path) {
      return toRoute(context(site, language).ctx, path, await layout(site, language, path));
    },
    async getHomePath(site, language) {
      return toHomePath(await home(site, language));
    },
    async getNavigation(site, language) {
      const { roots, ctx } = context(site, language);
      return toNavigation(
        ctx,
        await once(
          queries.navigationQuery,
          { datasource: roots.navigation, language },
          raw.rawNavigationSchema,
        ),
      );
    },
    async getNavigationSettings(site, language) {
      const { roots, ctx } = context(site, language);
      const answer = await once(
        queries.navigationSettingsQuery,
        { path: roots.navigationSettings, language },
        raw.rawNavigationSettingsSchema,
      );
      return toNavigationSettings(ctx, answer);
    },
    async getFooter(site, language) {
      const { roots, ctx } = context(site, language);
      return toFooter(
        ctx,
        await once(queries.footerQuery, { path: roots.footer, language }, raw.rawFooterSchema),
      );
    },
    async getBrands(site, language) {
      const { roots } = context(site, language);
      const variables = { path: roots.brandsFolderId, language, templateId: roots.brandTemplateId };
      return toBrands(await once(queries.brandsQuery, variables, raw.rawBrandsSchema));
    },
    async getLanguages(site, language, path) {
      const { roots, ctx } = context(site, language);
      const variables = { site: roots.siteName, routePath: toStoredPath(path), language };
      return toLanguages(
        ctx,
        await once(queries.languagesQuery, variables, raw.rawLanguagesSchema),
      );
    },
    async getDictionary(site, language) {
      const { roots, ctx } = context(site, language);
      const pages: z.infer<typeof raw.rawDictionaryPageSchema>[] = [];
      let after: string | null = null;
      for (let page = 0; page < maxPages; page += 1) {
        const variables: Record<string, unknown> = {
          siteName: roots.siteName,
          language,
          first: dictionaryPageSize,
          ...(after ? { after } : {}),
        };
        const answer = await once(queries.dictionaryQuery, variables, raw.rawDictionaryPageSchema);
        const dictionary = answer.site.siteInfo?.dictionary;
        if (!dictionary)
          throw new ContentError(
            `Sitecore Edge knows no site ${roots.siteName} for the dictionary`,
          );
        pages.push(answer);
        if (!dictionary.pageInfo.hasNext || !dictionary.pageInfo.endCursor)
          return toDictionary(ctx, pages);
        after = dictionary.pageInfo.endCursor;
      }
      throw new UpstreamError(`${upstream} Dictionary: more than ${maxPages} pages`, upstream);
    },
    async listRoutes(site) {
      const index: RouteIndex = [];
      for (const language of sites[site].languages) {
        const rootId = (await home(site, language)).layout?.item?.parent?.id;
        if (!rootId) continue;
        let after: string | null = null;
        for (let page = 0; page < maxPages; page += 1) {
          const variables: Record<string, unknown> = {
            rootId,
            language,
            first: 100,
            ...(after ? { after } : {}),
          };
          const answer = await once(queries.routesQuery, variables, raw.rawRoutesPageSchema);
          index.push(...toRouteIndex(language, answer));
          if (!answer.search.pageInfo.hasNext || !answer.search.pageInfo.endCursor) break;
          after = answer.search.pageInfo.endCursor;
        }
      }
      return index;
    },
    async getStories(site, language, query) {
      const { roots } = context(site, language);
      const root = await once(
        storyQueries.storiesRootQuery,
        { path: itemPathOf(roots, query.parentPath), language },
        rawStories.rawStoriesRootSchema,
      );
      if (!root.item) return { total: 0, endCursor: null, hasNext: false, stories: [] };
      const variables: Record<string, unknown> = {
        where: storiesWhere(root.item.id, language, query.tagIds),
        first: query.limit,
        ...(query.cursor ? { after: query.cursor } : {}),
      };
      return toStoryPage(
        await once(storyQueries.storiesQuery, variables, rawStories.rawStoriesSchema),
      );
    },
    async getStoryTags(site, language) {
      const { roots } = context(site, language);
      return toStoryTags(
        await once(
          storyQueries.storyTagsQuery,
          { path: storyTagsFolder(roots), language },
          rawStories.rawStoryTagsSchema,
        ),
      );
    },
    async getStoryPublishInfo(site, language, path) {
      const { roots } = context(site, language);
      const answer = await once(
        storyQueries.storyPublishInfoQuery,
        { path: itemPathOf(roots, path), language },
        rawStories.rawStoryPublishInfoSchema,
      );
      return toStoryPublishInfo(answer);
    },
  };
}
