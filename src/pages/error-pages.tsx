import type { Context } from 'hono';
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import type { AppEnv } from '../app-env.ts';
import { usePageContext } from '#client/runtime/page-context.tsx';
import { renderPage } from '../render/render-page.tsx';
import { localisedPath } from '../sites/language.ts';
import type { ShellData } from './load-shell.ts';
import { headFor, themeOf } from './site-chrome.ts';
import { errorTexts } from '#client/ui/errors.texts.ts';

type ErrorKind = 'notFound' | 'error';

/** The site's 404 page, in its language and theme, with the right status. */
export function renderNotFound(c: Context<AppEnv>, shell: ShellData): Promise<Response> {
  return renderSiteError(c, shell, 404, 'notFound');
}

/** An error page inside the site's shell, for failures after the site is known. */
export function renderSiteError(
  c: Context<AppEnv>,
  shell: ShellData,
  status: 404 | 500 | 503,
  kind: ErrorKind,
): Promise<Response> {
  return renderPage(c, {
    status,
    head: headFor(c, { navTitle: String(status) }, shell.settings),
    theme: themeOf(c),
    shell,
    children: <ErrorMessage kind={kind} />,
  });
}

function ErrorMessage({ kind }: { kind: ErrorKind }) {
  const { site, language } = usePageContext();
  const texts = errorTexts[language];
  return (
    <section className="error-page">
      <h1>{kind === 'notFound' ? texts.notFoundHeading : texts.errorHeading}</h1>
      <p>{kind === 'notFound' ? texts.notFoundText : texts.errorText}</p>
      <a className="button button--primary" href={localisedPath(site, language, '/')}>
        {texts.toHome}
      </a>
    </section>
  );
}

/**
 * A bare error document for failures before a site is known (an unknown host, a malformed
 * address): no site shell, just the message, in English.
 */
export function renderPlainError(
  c: Context<AppEnv>,
  status: number,
  message: string,
): Promise<Response> {
  return renderPlainDocument(
    c,
    status,
    `${status} – ${message}`,
    <main className="plain-error">
      <h1>{message}</h1>
      <p>Status {status}</p>
    </main>,
  );
}

/** A small self-contained document outside any site shell (plain errors, the editing sign-in). */
export async function renderPlainDocument(
  c: Context<AppEnv>,
  status: number,
  title: string,
  body: ReactNode,
  headers: Record<string, string> = {},
): Promise<Response> {
  const stream = await renderToReadableStream(
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{title}</title>
      </head>
      <body>{body}</body>
    </html>,
    { nonce: c.get('nonce') },
  );
  await stream.allReady;
  return new Response(stream, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', ...headers },
  });
}
