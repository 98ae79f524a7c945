import { createContext, useContext } from 'react';
import type { createStore } from 'jotai/vanilla';
import type { ConsentChoice } from '../lib/consent.ts';
import type { Dictionary } from '#src/content/shell-schemas.ts';
import type { Language, Site } from '#src/sites/catalogue.ts';
import type { PageAssets } from '#src/render/page-assets.ts';
import type { UkFinanceLinks } from '#src/env.ts';

/** What every server-rendered component of one page may read; one value per request. */
export interface PageContextValue {
  site: Site;
  language: Language;
  locale: string;
  /** The site's dictionary in the page language, built-in texts filling any gap. */
  dictionary: Dictionary;
  /** The request's cookies (hideAlert, consent): what the server must know to render without a flash. */
  cookies: Record<string, string>;
  /** The page's own path and query, for reload links. */
  path: string;
  nonce: string;
  /** Remote hosts whose images are optimised (IMAGE_REMOTE_HOSTS). */
  imageHosts: readonly string[];
  /** The UK finance partner's reserve and part-exchange journeys, where configured (UK_FINANCE_*_URL). */
  ukFinanceLinks: UkFinanceLinks;
  /** Page-editing mode for content authors (spec shell 6). */
  editing: boolean;
  assets: PageAssets;
  /** This request's jotai store: islands render against it on the server. */
  store: ReturnType<typeof createStore>;
  /** Island HTML rendered so far in this request, by island id. */
  islandHtml: Map<string, string>;
  /** The React id of the one compare bar this page places (client/compare/compare-bar.tsx), once placed. */
  compareBarPlacement?: string;
  /** What the consent island needs for analytics (set by renderPage; client/ui/consent.tsx). */
  analytics?: PageAnalytics;
  /** The page's canonical URL and title as the head states them (set by renderPage), for share links. */
  canonicalUrl?: string;
  pageTitle?: string;
}

/** The page's tag manager (the page's own id, else the site's) and its kind, for page_impression. */
export interface PageAnalytics {
  tagManagerId?: string;
  /** The request's consent cookie, parsed once by renderPage; undefined when the visitor has not chosen. */
  consent?: ConsentChoice;
  pageType: 'home' | 'content' | 'not-found' | 'error';
}

const PageContext = createContext<PageContextValue | null>(null);

export const PageContextProvider = PageContext.Provider;

/** The current page's context; only valid inside a document rendered by renderPage. */
export function usePageContext(): PageContextValue {
  const value = useContext(PageContext);
  if (!value) throw new Error('usePageContext outside a rendered page');
  return value;
}
