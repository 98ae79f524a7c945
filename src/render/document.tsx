import type { ReactNode } from 'react';
import ScrollToTop from '../../client/islands/scroll-to-top.island.tsx';
import { scrollToTopPropsSchema } from '../../client/islands/scroll-to-top.props.ts';
import { Consent } from '../../client/ui/consent.tsx';
import { SiteFooter } from '../../client/ui/site-footer.tsx';
import { SiteHeader } from '../../client/ui/site-header.tsx';
import { SiteMessage } from '../../client/ui/site-message.tsx';
import type { ShellData } from '../pages/load-shell.ts';
import type { Theme } from '../sites/catalogue.ts';
import type { HeadData } from './head.ts';
import { HeadTags } from './head-tags.tsx';
import { Island } from './island.tsx';
import { PageContextProvider, type PageContextValue } from './page-context.tsx';

export interface DocumentProps {
  page: PageContextValue;
  head: HeadData;
  theme: Theme;
  shell: ShellData;
  isHome: boolean;
  homeHref: string;
  children: ReactNode;
}

/**
 * The HTML document of every page: head first (it flushes before any slow section), then header
 * (site message and navigation), main content, footer and the scroll-to-top island.
 */
export function Document({ page, head, theme, shell, isHome, homeHref, children }: DocumentProps) {
  return (
    <html lang={page.language} data-theme={theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <HeadTags head={head} nonce={page.nonce} />
        {page.assets.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {page.assets.scripts.map((src) => (
          <script key={src} type="module" src={src} nonce={page.nonce} />
        ))}
      </head>
      <body>
        <PageContextProvider value={page}>
          <a className="skip-link" href="#main">{page.texts.skipToContent}</a>
          <SiteMessage shell={shell} position="above" />
          <SiteHeader shell={shell} homeHref={homeHref} isHome={isHome} />
          <SiteMessage shell={shell} position="below" />
          <main id="main">{children}</main>
          <SiteFooter shell={shell} year={new Date().getUTCFullYear()} />
          <Island
            name="scroll-to-top"
            component={ScrollToTop}
            schema={scrollToTopPropsSchema}
            props={{ label: page.texts.scrollToTop }}
            hydrate="idle"
          />
          <Consent />
        </PageContextProvider>
      </body>
    </html>
  );
}
