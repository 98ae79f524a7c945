import { zValidator } from '@hono/zod-validator';
import type { Context } from 'hono';
import type { z } from 'zod';
import { isJsonType, readBodyText } from '../http/request-body.ts';
import { ApiError, invalidInput } from './api-error.ts';

// The one input path of the API: a body is checked for its type (415) and read within the
// route's limit (413, the refused body drained or cancelled), then hono's validator parses it
// (400 when malformed) and zod checks it (400 naming each issue); query and path parameters go
// through the same validator and the same 400.

/** A no-script form post. */
export function isFormPost(c: Context): boolean {
  return /^application\/x-www-form-urlencoded\s*(;|$)/i.test(c.req.header('content-type') ?? '');
}

interface BodyKind {
  accepts: (c: Context) => boolean;
  /** What the 415 asks for. */
  expected: string;
}

const json: BodyKind = {
  accepts: (c) => isJsonType(c.req.header('content-type')),
  expected: 'JSON (Content-Type: application/json)',
};
const form: BodyKind = {
  accepts: isFormPost,
  expected: 'a form post (Content-Type: application/x-www-form-urlencoded)',
};

/**
 * Reads the body of the kind asked for, at most `limit` bytes, and puts the text read back in place
 * of the request's stream for the validator.
 */
async function bufferBody(c: Context, kind: BodyKind, limit: number): Promise<string> {
  if (!kind.accepts(c)) {
    await c.req.raw.body?.cancel().catch(() => {});
    throw new ApiError(415, `The body must be ${kind.expected}.`);
  }
  const read = await readBodyText(c.req.raw, limit);
  if (!read.ok) throw new ApiError(read.status, `${read.error}.`);
  // The validator reads the body again: it gets the text read here (as hono's body-limit does).
  c.req.raw = new Request(c.req.raw, { body: read.text });
  return read.text;
}

/** A no-script form's fields, read within the limit (415 for another body). */
export async function readFormFields(c: Context, limit: number): Promise<URLSearchParams> {
  return new URLSearchParams(await bufferBody(c, form, limit));
}

/** Parses input that did not come through a validator middleware with the same 400. */
export function parseInput<S extends z.ZodType>(
  schema: S,
  value: unknown,
  what: string,
): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw invalidInput(what, parsed.error);
  return parsed.data;
}

/** The validator's hook: a failed parse is the API's 400 naming each issue. */
const refuseInvalid =
  (what: string) =>
  (result: { success: boolean; error?: z.core.$ZodError }): void => {
    if (result.error) throw invalidInput(what, result.error);
  };

interface BodyOptions {
  /** Largest body taken, in bytes. */
  limit: number;
  /** What the input is, for the 400's message: 'search request'. */
  what: string;
}

/** A body of the target's kind checked by `schema`, read within the limit first. */
function bodyInput<S extends z.ZodType, T extends 'json' | 'form'>(
  target: T,
  schema: S,
  { limit, what }: BodyOptions,
) {
  const validate = zValidator(target, schema, refuseInvalid(what));
  const middleware: typeof validate = async (c, next) => {
    await bufferBody(c, target === 'json' ? json : form, limit);
    return validate(c, next);
  };
  return middleware;
}

/** A JSON body checked by `schema`; the handler reads it with `c.req.valid('json')`. */
export const jsonBody = <S extends z.ZodType>(schema: S, options: BodyOptions) =>
  bodyInput('json', schema, options);

/** A no-script form post checked by `schema`; the handler reads it with `c.req.valid('form')`. */
export const formBody = <S extends z.ZodType>(schema: S, options: BodyOptions) =>
  bodyInput('form', schema, options);

/** The query string checked by `schema`; the handler reads it with `c.req.valid('query')`. */
export function queryInput<S extends z.ZodType>(schema: S, what: string) {
  return zValidator('query', schema, refuseInvalid(what));
}

/** The path parameters checked by `schema`; the handler reads them with `c.req.valid('param')`. */
export function paramInput<S extends z.ZodType>(schema: S, what: string) {
  return zValidator('param', schema, refuseInvalid(what));
}

/** Request headers checked by `schema` (names lower-cased); read with `c.req.valid('header')`. */
export function headerInput<S extends z.ZodType>(schema: S, what: string) {
  return zValidator('header', schema, refuseInvalid(what));
}
