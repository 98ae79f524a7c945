import type { Context } from 'hono';
import type { ReactNode } from 'react';
import { getCookie } from 'hono/cookie';
import { createStore } from 'jotai/vanilla';
import { shellTexts } from '../../client/lib/shell-texts.ts';
import type { AppEnv } from '../app-env.ts';
import type { ShellData } from '../pages/load-shell.ts';
import { tagManagerMarker } from '../middleware/security-headers.ts';
import type { Theme } from '../sites/catalogue.ts';
import { localisedPath } from '../sites/language.ts';
import { Document } from './document.tsx';
import type { HeadData } from './head.ts';
import { loadPageAssets } from './page-assets.ts';
import type { PageContextValue } from '../../client/ui/page-context.tsx';

export interface PageToRender {
  head: HeadData;
  theme: Theme;
  shell: ShellData;
  /** The site's home route: the navigation floats transparently over its hero. */
  isHome?: boolean;
  /** 'block': the page content alone, without header, footer or dialogs (/feaas-render). */
  chrome?: 'full' | 'block';
  status?: 200 | 404 | 500 | 503;
  children: ReactNode;
}

/** Streams a page in the document shell of the request's site and language. */
export async function renderPage(c: Context<AppEnv>, page: PageToRender): Promise<Response> {
  const site = c.get('site');
  const language = c.get('language');
  const url = new URL(c.req.url);
  const context: PageContextValue = {
    site,
    language,
    locale: site.locales[language] ?? language,
    texts: shellTexts[language],
    dictionary: page.shell.dictionary,
    cookies: getCookie(c),
    path: url.pathname + url.search,
    nonce: c.get('nonce'),
    editing: c.get('editing') ?? false,
    imageHosts: c.get('config').imageRemoteHosts,
    assets: await loadPageAssets(c.env.ASSETS, import.meta.env.DEV),
    store: createStore(),
    islandHtml: new Map(),
  };
  if (page.head.tagManagerId) c.header(tagManagerMarker, '1');
  c.status(page.status ?? 200);
  return c.render(
    <Document
      page={context}
      head={page.head}
      theme={page.theme}
      shell={page.shell}
      isHome={page.isHome ?? false}
      chrome={page.chrome ?? 'full'}
      homeHref={localisedPath(site, language, page.shell.homePath)}
    >
      {page.children}
    </Document>,
  );
}
