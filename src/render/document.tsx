import type { ReactNode } from 'react';
import ScrollToTop from '#client/islands/scroll-to-top.island.tsx';
import { scrollToTopPropsSchema } from '#client/islands/scroll-to-top.props.ts';
import EditingGuard from '#client/islands/editing-guard.island.tsx';
import { editingGuardPropsSchema } from '#client/islands/editing-guard.props.ts';
import { Consent } from '#client/shell/consent.tsx';
import { EditingContext } from '#client/ui/editable.tsx';
import { ImageHostsContext } from '#client/ui/responsive-image.tsx';
import { SiteFooter } from '#client/shell/site-footer.tsx';
import { SiteHeader } from '#client/shell/site-header.tsx';
import { SiteMessage } from '#client/shell/site-message.tsx';
import type { ShellData } from '../pages/load-shell.ts';
import type { Theme } from '../sites/catalogue.ts';
import type { HeadData } from './head.ts';
import { HeadTags } from './head-tags.tsx';
import { StylesheetLinkTags } from './stylesheet-links.tsx';
import { pageFrameSheets, type Stylesheet } from '#client/styles/stylesheets.ts';
import { defineIsland, IslandRendererContext } from '#client/runtime/island-slot.tsx';
import { islandAttributes } from '#client/runtime/island-markup.ts';
import { IslandRenderer } from './island.tsx';
import { themeFontPreload } from './theme-fonts.ts';
import {
  PageContextProvider,
  type PageContextValue,
  usePageContext,
} from '#client/runtime/page-context.tsx';
import { shellTexts } from '#client/ui/shell.texts.ts';

const ScrollToTopSlot = defineIsland('scroll-to-top', ScrollToTop, scrollToTopPropsSchema);
const EditingGuardSlot = defineIsland('editing-guard', EditingGuard, editingGuardPropsSchema);

export interface DocumentProps {
  page: PageContextValue;
  head: HeadData;
  theme: Theme;
  shell: ShellData;
  isHome: boolean;
  chrome: 'full' | 'block';
  homeHref: string;
  /** The page's own sheets beyond the shell's (render-page.tsx). */
  stylesheets: readonly Stylesheet[];
  children: ReactNode;
}

/**
 * The HTML document of every page: head first (it flushes before any slow section), then header
 * (site message and navigation), main content, footer and the scroll-to-top island.
 */
export function Document({
  page,
  head,
  theme,
  shell,
  isHome,
  chrome,
  homeHref,
  stylesheets,
  children,
}: DocumentProps) {
  const texts = shellTexts[page.language];
  const font = themeFontPreload(theme, page.assets);
  return (
    <html lang={page.language} data-theme={theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <HeadTags head={head} nonce={page.nonce} />
        {font ? (
          <link rel="preload" href={font} as="font" type="font/woff2" crossOrigin="anonymous" />
        ) : null}
        {/* A precedence makes React send the stylesheets right after the LCP image preload and
            before the island modulepreloads, so render-blocking files are not queued behind
            scripts. The shell's sheet is first and the base rules last; the blocks and islands
            below add theirs between them. */}
        <StylesheetLinkTags
          assets={page.assets}
          nonce={page.nonce}
          sheets={[
            ...pageFrameSheets,
            ...(page.editing ? (['editing'] as const) : []),
            ...stylesheets,
          ]}
        />
        {page.assets.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="default" />
        ))}
        {page.assets.scripts.map((src) => (
          <script
            key={src}
            type="module"
            src={src}
            nonce={page.nonce}
            {...(page.assets.islandRuntime
              ? { [islandAttributes.runtime]: page.assets.islandRuntime }
              : {})}
          />
        ))}
      </head>
      <body className={page.editing ? 'is-editing' : undefined}>
        <PageContextProvider value={page}>
          <IslandRendererContext.Provider value={IslandRenderer}>
            <ImageHostsContext.Provider value={page.imageHosts}>
              <EditingContext.Provider value={page.editing}>
                {page.editing ? <EditingBar /> : null}
                {chrome === 'full' ? (
                  <>
                    <a className="skip-link" href="#main">
                      {texts.skipToContent}
                    </a>
                    <SiteMessage shell={shell} position="above" />
                    <SiteHeader shell={shell} homeHref={homeHref} isHome={isHome} />
                    <SiteMessage shell={shell} position="below" />
                    <main id="main">{children}</main>
                    <SiteFooter shell={shell} year={new Date().getUTCFullYear()} />
                    <ScrollToTopSlot props={{ texts }} hydrate="idle" />
                    {page.editing ? null : <Consent />}
                  </>
                ) : (
                  <main id="main">{children}</main>
                )}
              </EditingContext.Provider>
            </ImageHostsContext.Provider>
          </IslandRendererContext.Provider>
        </PageContextProvider>
      </body>
    </html>
  );
}

/** Editing mode's bar: says so, and ends the session (a form, so it works before any script). */
function EditingBar() {
  const page = usePageContext();
  const texts = shellTexts[page.language];
  return (
    <div className="editing-bar" data-editing-allow="">
      <strong>{texts.editingMode}</strong>
      <EditingGuardSlot props={{ texts }} hydrate="load" />
      <form method="post" action="/_editing/end">
        <input type="hidden" name="returnTo" value={page.path} />
        <button type="submit" className="button button--secondary">
          {texts.editingExit}
        </button>
      </form>
    </div>
  );
}
