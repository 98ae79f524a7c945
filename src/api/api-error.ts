import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';

/** One thing wrong with the input: where (a dotted path, empty for the whole input) and what. */
export interface ApiIssue {
  path: string;
  message: string;
}

/** The one JSON body of every non-2xx answer under /api/ (and of the redirect admin API). */
export interface ApiErrorBody {
  error: string;
  issues: ApiIssue[];
}

/**
 * A refusal of an API request: the status, a message that says what happened and what to do, the
 * issues of the input when there are any, and headers the answer needs (`WWW-Authenticate`).
 */
export class ApiError extends HTTPException {
  readonly issues: ApiIssue[];
  readonly headers: Record<string, string>;
  constructor(
    status: ContentfulStatusCode,
    message: string,
    issues: ApiIssue[] = [],
    headers: Record<string, string> = {},
  ) {
    super(status, { message });
    this.issues = issues;
    this.headers = headers;
  }
}

/** The issues of a failed zod parse, each with its dotted path (below `prefix` when given). */
export function issuesOf(error: z.core.$ZodError, prefix = ''): ApiIssue[] {
  return error.issues.map((issue) => ({
    path: [prefix, ...issue.path.map(String)].filter(Boolean).join('.'),
    message: issue.message,
  }));
}

/** The ApiError for input that does not match its schema: 400 naming each issue. */
export function invalidInput(what: string, error: z.core.$ZodError, prefix = ''): ApiError {
  return new ApiError(400, `The ${what} is not valid.`, issuesOf(error, prefix));
}
