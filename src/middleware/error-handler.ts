import type { Context, ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { apiErrorResponse } from '../api/error-response.ts';
import type { AppEnv } from '../app-env.ts';
import { renderPlainError, renderSiteError } from '../pages/error-pages.tsx';
import { shellOrFallback } from '../pages/site-chrome.ts';
import { UnknownSiteError } from '../sites/catalogue.ts';

interface Classified {
  status: number;
  message: string;
}

function classify(error: Error): Classified {
  if (error instanceof UnknownSiteError) return { status: 404, message: error.message };
  if (error instanceof HTTPException) return { status: error.status, message: error.message };
  return {
    status: 500,
    message: 'Something went wrong on our side. Please try again in a moment.',
  };
}

/**
 * The one error handler: API paths answer JSON, pages answer an error page in the site's shell
 * when the site is known and a bare page otherwise. Unexpected errors are logged; the visitor
 * never sees internals.
 */
export const handleError: ErrorHandler<AppEnv> = async (error, c) => {
  // An error before the API's own handler (the address guard, an unknown site) answers as the API does.
  if (c.req.path.startsWith('/api/')) return apiErrorResponse(error, c);
  const { status, message } = classify(error);
  if (status >= 500) console.error('request failed', c.req.method, c.req.path, error);
  try {
    if (c.get('site') && (status === 404 || status === 500 || status === 503)) {
      return await renderSiteError(
        c,
        await shellOrFallback(c),
        status,
        status === 404 ? 'notFound' : 'error',
      );
    }
    return await renderPlainError(c, status, message);
  } catch (renderError) {
    console.error('error page failed to render', renderError);
    return plainText(c, status, message);
  }
};

function plainText(c: Context<AppEnv>, status: number, message: string): Response {
  return new Response(`${status} ${message}\n`, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
