import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { UpstreamError } from '../partners/upstream.ts';
import { UnknownSiteError } from '../sites/catalogue.ts';
import { ApiError, type ApiErrorBody } from './api-error.ts';

interface Answer {
  status: ContentfulStatusCode;
  body: ApiErrorBody;
  headers?: Record<string, string>;
}

/**
 * A partner's refusal with a message (a 4xx it explains) is the caller's to read, so it keeps its
 * status and message; an outage, a timeout, a bare status or an answer we cannot read is a 502.
 */
function partnerAnswer(error: UpstreamError): Answer {
  const { status, partnerMessage } = error;
  if (status !== undefined && status >= 400 && status < 500 && partnerMessage)
    return { status: status as ContentfulStatusCode, body: { error: partnerMessage, issues: [] } };
  console.warn('partner failed', error.message);
  return {
    status: 502,
    body: {
      error: `The partner (${error.upstream}) did not answer; try again in a moment.`,
      issues: [],
    },
  };
}

/** The status and body the API answers an error with (a no-script form's page uses them too). */
export function apiErrorAnswer(error: Error, c: Context): Answer {
  if (error instanceof ApiError)
    return {
      status: error.status as ContentfulStatusCode,
      body: { error: error.message, issues: error.issues },
      headers: error.headers,
    };
  if (error instanceof HTTPException)
    return {
      status: error.status as ContentfulStatusCode,
      body: { error: error.message, issues: [] },
    };
  if (error instanceof UpstreamError) return partnerAnswer(error);
  if (error instanceof UnknownSiteError)
    return { status: 404, body: { error: error.message, issues: [] } };
  console.error('request failed', c.req.method, c.req.path, error);
  return {
    status: 500,
    body: { error: 'Something went wrong on our side. Please try again in a moment.', issues: [] },
  };
}

/**
 * The one error answer of the API: `{ error, issues }` with the error's status, never cached. An
 * unexpected error is logged and answers 500 without internals.
 */
export function apiErrorResponse(error: Error, c: Context): Response {
  const { status, body, headers } = apiErrorAnswer(error, c);
  return c.json(body, status, { ...headers, 'Cache-Control': 'no-store' });
}

/** The API's answer to a path it does not have. */
export function apiNotFound(c: Context): Response {
  return c.json({ error: `No API at ${c.req.path}.`, issues: [] } satisfies ApiErrorBody, 404, {
    'Cache-Control': 'no-store',
  });
}

/** The API's answer to a method a path does not take, naming the ones it does. */
export function apiMethodNotAllowed(c: Context, methods: string[]): Response {
  const allow = methods.join(', ');
  return c.json(
    {
      error: `${c.req.method} is not allowed here: this path answers ${allow}.`,
      issues: [],
    } satisfies ApiErrorBody,
    405,
    { Allow: allow, 'Cache-Control': 'no-store' },
  );
}
