import type { Context } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from '../../app-env.ts';
import { invalidInput } from '../../api/api-error.ts';
import type { ComhubSubmission } from './contract.ts';

// What the forms route (routes.tsx) knows of each form it forwards: whether its post carries the
// spam guard, how a no-script post's fields become the JSON's values, and how the values are
// checked and addressed. One module per form (car-contact.ts, sell-car.ts, service-request.ts).

/** A form's submission, checked and addressed: ready for the partner. */
export interface PreparedSubmission {
  /** The values as the form's schema parsed them: what a repeat of the id must match. */
  checked: unknown;
  /** What the partner receives, the recipient set by the worker. */
  submission: ComhubSubmission;
}

export interface FormHandling {
  /** The post carries the spam guard (lead-guard.ts), checked before anything reads the values. */
  guarded: boolean;
  /** A no-script post's values in the shape the JSON body has them. */
  valuesOfPost(fields: URLSearchParams, requestUrl: string): Record<string, unknown>;
  /** Checks the values and sets the recipient; every refusal is an ApiError (400, 502). */
  prepare(
    c: Context<AppEnv>,
    formSubmissionId: string,
    values: unknown,
  ): Promise<PreparedSubmission>;
}

/** The values through the form's schema, or the API's 400 naming each `values.<field>`. */
export function checkValues<S extends z.ZodType>(schema: S, values: unknown): z.output<S> {
  const parsed = schema.safeParse(values);
  if (!parsed.success) throw invalidInput('form', parsed.error, 'values');
  return parsed.data;
}

/**
 * How a no-script post's field becomes the JSON's value: `text` as typed; `filled` the same but
 * absent when empty (a number not given); `box` true when ticked (it posts `on`), else false;
 * `list` every value of a name repeated once per tick.
 */
export type PostField = 'text' | 'filled' | 'box' | 'list';

/** A no-script post's values in the shape the JSON body has them, by each field's kind. */
export function postValues(
  fields: URLSearchParams,
  kinds: Record<string, PostField>,
): Record<string, unknown> {
  const read: Record<PostField, (name: string) => unknown> = {
    text: (name) => fields.get(name) ?? undefined,
    filled: (name) => fields.get(name)?.trim() || undefined,
    box: (name) => fields.has(name),
    list: (name) => fields.getAll(name),
  };
  return Object.fromEntries(Object.entries(kinds).map(([name, kind]) => [name, read[kind](name)]));
}
