import { z } from 'zod';

// Cloudflare Turnstile's siteverify (developers.cloudflare.com/turnstile/get-started/server-side-validation):
// a form-encoded POST of the secret key, the widget's answer and the visitor's address; the answer
// is JSON with `success` and `error-codes` (and more we do not read).

/** Where siteverify answers in production. */
export const siteverifyUrl = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

/** The same path on the partner sandbox (development and tests). */
export const siteverifyPath = '/turnstile/v0/siteverify';

/** The longest answer token the widget makes (siteverify refuses longer ones). */
export const turnstileResponseLimit = 2048;

/** One siteverify question: the secret key, the widget's answer, and the visitor's address. */
export interface SiteverifyRequest {
  secret: string;
  response: string;
  remoteip?: string;
}

/** The form fields of a siteverify POST. */
export function siteverifyForm({ secret, response, remoteip }: SiteverifyRequest): URLSearchParams {
  const form = new URLSearchParams({ secret, response });
  if (remoteip) form.set('remoteip', remoteip);
  return form;
}

/** The fields of siteverify's answer the guard reads. */
export const rawSiteverifyAnswerSchema = z.object({
  success: z.boolean(),
  'error-codes': z.array(z.string().max(100)).max(20).default([]),
});

/** Siteverify's verdict on one answer token. */
export interface SiteverifyVerdict {
  success: boolean;
  errorCodes: string[];
}

export const toSiteverifyVerdict = (
  raw: z.infer<typeof rawSiteverifyAnswerSchema>,
): SiteverifyVerdict => ({ success: raw.success, errorCodes: raw['error-codes'] });
