import type { Context } from 'hono';
import type { ReactNode } from 'react';
import { getCookie } from 'hono/cookie';
import { createStore } from 'jotai/vanilla';
import { consentCookieName, parseConsent } from '#client/lib/consent.ts';
import type { AppEnv } from '../app-env.ts';
import type { ShellData } from '../pages/load-shell.ts';
import { tagManagerMarker } from '../middleware/security-headers.ts';
import type { Theme } from '../sites/catalogue.ts';
import { localisedPath } from '../sites/language.ts';
import { Document } from './document.tsx';
import type { HeadData } from './head.ts';
import { loadPageAssets } from './page-assets.ts';
import type { PageContextValue } from '#client/runtime/page-context.tsx';
import type { Stylesheet } from '#client/styles/stylesheets.ts';

export interface PageToRender {
  head: HeadData;
  theme: Theme;
  shell: ShellData;
  /** The site's home route: the navigation floats transparently over its hero. */
  isHome?: boolean;
  /** 'block': the page content alone, without header, footer or dialogs (/feaas-render). */
  chrome?: 'full' | 'block';
  status?: 200 | 404 | 500 | 503;
  /**
   * The sheets of the page's own parts beyond the shell (client/styles/stylesheets.ts); blocks and
   * islands link theirs themselves.
   */
  stylesheets?: readonly Stylesheet[];
  children: ReactNode;
}

/** Streams a page in the document shell of the request's site and language. */
export async function renderPage(c: Context<AppEnv>, page: PageToRender): Promise<Response> {
  const site = c.get('site');
  const language = c.get('language');
  const url = new URL(c.req.url);
  const cookies = getCookie(c);
  const status = page.status ?? 200;
  const consent = parseConsent(cookies[consentCookieName]);
  const context: PageContextValue = {
    site,
    language,
    locale: site.locales[language] ?? language,
    dictionary: page.shell.dictionary,
    cookies,
    path: url.pathname + url.search,
    nonce: c.get('nonce'),
    editing: c.get('editing') ?? false,
    imageHosts: c.get('config').imageRemoteHosts,
    ukFinanceLinks: c.get('config').ukFinanceLinks,
    assets: await loadPageAssets(c.get('config').bindings.ASSETS, import.meta.env.DEV),
    store: createStore(),
    islandHtml: new Map(),
    canonicalUrl: page.head.canonical,
    pageTitle: page.head.openGraph.title,
    analytics: {
      ...(page.head.tagManagerId ? { tagManagerId: page.head.tagManagerId } : {}),
      ...(consent ? { consent } : {}),
      pageType:
        status === 404 ? 'not-found' : status >= 500 ? 'error' : page.isHome ? 'home' : 'content',
    },
  };
  // The CSP allows the tag manager on every page that has one: the consent island may load it later.
  if (page.head.tagManagerId) c.header(tagManagerMarker, '1');
  // The head writes the tag manager only when this request's consent cookie allows it.
  const head = consent ? { ...page.head, consent } : page.head;
  c.status(status);
  return c.render(
    <Document
      page={context}
      head={head}
      theme={page.theme}
      shell={page.shell}
      isHome={page.isHome ?? false}
      chrome={page.chrome ?? 'full'}
      homeHref={localisedPath(site, language, page.shell.homePath)}
      stylesheets={page.stylesheets ?? []}
    >
      {page.children}
    </Document>,
  );
}
