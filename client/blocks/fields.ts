import { z } from 'zod';
import { fileSrcSchema, linkHrefSchema } from '../lib/safe-url.ts';
import { buttonTypes } from '../ui/button.tsx';

/**
 * Field shapes blocks share, as the content adapters hand them over (links as
 * `{ href, text }`, images as `{ src, alt }`). A link goes to a site path or an https address only.
 */
export const linkFieldSchema = z.object({
  href: linkHrefSchema,
  text: z.string().optional(),
});
export type LinkField = z.infer<typeof linkFieldSchema>;

export const imageFieldSchema = z.object({
  src: fileSrcSchema,
  alt: z.string().default(''),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});
export type ImageField = z.infer<typeof imageFieldSchema>;

export const buttonTypeSchema = z.enum(buttonTypes).default('Primary');

/** Sitecore checkboxes arrive as booleans, or as '1'/'' from older templates. */
export const checkboxSchema = z
  .union([z.boolean(), z.enum(['1', '0', 'true', 'false', ''])])
  .optional()
  .transform((value) => value === true || value === '1' || value === 'true');

/** Optional text: an empty or blank string is the same as none. */
export const optionalTextSchema = z
  .string()
  .transform((value) => value.trim() || undefined)
  .optional();

/** The general fields a card-like block starts with (shell spec 3): a title, text, image and link. */
export const generalCardFields = {
  Title: z.string().trim().min(1),
  Text: optionalTextSchema,
  Image: imageFieldSchema.optional(),
  Link: linkFieldSchema.optional(),
};

/** The fields of a block drawn in a TitledSection (titled-section.tsx): its optional title and top margin. */
export const titledSectionFields = {
  Title: optionalTextSchema,
  HasMarginTop: checkboxSchema,
};
