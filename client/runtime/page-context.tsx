import { createContext, useContext } from 'react';
import type { createStore } from 'jotai/vanilla';
import type { ConsentChoice } from '../lib/consent.ts';
import type { Dictionary } from '../contracts/dictionary.ts';
import type { Language, SiteProfile } from '../contracts/site-profile.ts';
import type { Stylesheet } from '../styles/stylesheets.ts';

// The worker fills this context (src/render/render-page.tsx); every type here is the client's own,
// so the components reading it name no server type.

/** What every server-rendered component of one page may read; one value per request. */
export interface PageContextValue {
  site: SiteProfile;
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
  ukFinanceLinks: { reserve?: string; partExchange?: string };
  /** Page-editing mode for content authors (spec shell 6). */
  editing: boolean;
  assets: PageAssets;
  /** This request's jotai store: islands render against it on the server. */
  store: ReturnType<typeof createStore>;
  /** Island HTML rendered so far in this request, by island id. */
  islandHtml: Map<string, string>;
  /** The React id of the one compare bar this page places (client/compare/compare-bar.tsx), once placed. */
  compareBarPlacement?: string;
  /** What the consent island needs for analytics (set by renderPage; client/shell/consent.tsx). */
  analytics?: PageAnalytics;
  /** The page's canonical URL and title as the head states them (set by renderPage), for share links. */
  canonicalUrl?: string;
  pageTitle?: string;
}

/** What a page document links: the island loader, the stylesheets, and each island's chunks. */
export interface PageAssets {
  /** Module scripts for the head, in order (vite's client first in development). */
  scripts: string[];
  /** The browser entry's own styles (the site's has none; the test fixtures' build has some). */
  stylesheets: string[];
  /** A named stylesheet's URL (undefined when the build has none by that name). */
  stylesheetHref(name: Stylesheet): string | undefined;
  /**
   * A named stylesheet's rules, for the page to carry inline (undefined for the shell's sheet,
   * which every page shares and the browser caches, and in `vite dev`).
   */
  stylesheetText(name: Stylesheet): string | undefined;
  /**
   * The island's chunk and the chunks it imports, then the hydration runtime (React DOM), for
   * modulepreload beside the island: without it the browser would find React only after main.js ran.
   */
  islandChunks(name: string): string[];
  /** The island's own chunk, which the browser imports (undefined in `vite dev`). */
  islandModule(name: string): string | undefined;
  /** The hydration runtime's chunk, which the browser imports (undefined in `vite dev`). */
  islandRuntime: string | undefined;
  /**
   * The built URL of a file the stylesheets reference, by its source path (a theme's font, for a
   * preload); undefined in `vite dev` and for a file the build did not emit.
   */
  builtFile(source: string): string | undefined;
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
