import { z } from 'zod';

// The one place that says which addresses content, props and forms may carry. A browser reads
// `//host` and `/\host` as another host and ignores nothing but a scheme it knows, so a path must
// start with exactly one slash, an absolute address must be https, and no value holds white space.

/** A path on this site: one leading slash, never `//` or `/\`. */
export const sitePathSchema = z.string().regex(/^\/(?![/\\])\S*$/, 'a path on this site');

/** A path on this site without a query or fragment: a form's action, a list to search. */
export const formActionSchema = z
  .string()
  .regex(/^\/(?![/\\])[^?#\s]*$/, 'a path on this site without a query');

/** Where a link may go: a path on this site or an https address. */
export const linkHrefSchema = z
  .string()
  .regex(/^(\/(?![/\\])\S*|https:\/\/\S+)$/, 'a site path or https address');

/** A file to show or download (image, video, document): a site path or an https address. */
export const fileSrcSchema = z
  .string()
  .regex(/^(\/(?![/\\])|https:\/\/)\S+$/, 'a site path or https address');

/** Navigation and footer targets: a link, or mailto:, tel: and an anchor on the page. */
export const navigationHrefSchema = z
  .string()
  .regex(
    /^(\/(?![/\\])\S*|https:\/\/[^\s/]+\S*|mailto:\S+|tel:\+?[\d\s()-]+|#[\w-]*)$/,
    'a site path, https address, mailto:, tel: or #anchor',
  );

/** Where to send a visitor back to: a path on this site, or the home page for anything else. */
export const returnPathSchema = sitePathSchema.catch('/');

/**
 * A path field that content gives either as the path itself (the seed) or as a link field
 * `{ href }` (Sitecore), checked by `schema` either way.
 */
export function pathOrLinkField<T extends z.ZodType<string, string>>(schema: T) {
  return z
    .union([z.string(), z.object({ href: z.string() }).transform((link) => link.href)])
    .pipe(schema);
}
