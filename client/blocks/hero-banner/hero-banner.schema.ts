import { z } from 'zod';
import {
  fileSrcSchema,
  linkHrefSchema,
  pathOrLinkField,
  sitePathSchema,
} from '../../lib/safe-url.ts';

export const headingTagSchema = z.enum(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/** A required title and the level the author chose for it, h2 unless told (countdown, car search hero). */
export const headlineFields = {
  Title: z.string().min(1),
  TitleTag: headingTagSchema.default('h2'),
};

export const imageFieldSchema = z.object({
  src: fileSrcSchema,
  alt: z.string().default(''),
  blurDataUrl: z.string().startsWith('data:image/').optional(),
});
export type ImageField = z.infer<typeof imageFieldSchema>;

/** A video file: Sitecore's file field arrives as `{ src }`, the seed writes the address alone. */
export const videoFieldSchema = z
  .union([z.string(), z.object({ src: z.string() }).transform((file) => file.src)])
  .pipe(fileSrcSchema);

export const linkFieldSchema = z.object({
  href: linkHrefSchema,
  text: z.string().min(1),
  target: z.string().optional(),
});

/** A Sitecore checkbox: a boolean, or '1'/'0' from older templates; absent (undefined) is off. */
export const flagSchema = z
  .preprocess(
    (value) =>
      value === '1' || value === 'true'
        ? true
        : value === '0' || value === 'false' || value === ''
          ? false
          : value,
    z.boolean(),
  )
  .optional();

/**
 * A droplist whose named values mean something and anything else means the default (spec shell 3:
 * "Top, Bottom, else centred"): the named value, or undefined for the default, so a block keeps
 * only what its author chose and the rules (hero-banner-rules.ts) say what the default is.
 */
export const droplist = <const T extends string>(named: readonly T[]) =>
  z
    .string()
    .optional()
    .transform((value): T | undefined =>
      (named as readonly string[]).includes(value ?? '') ? (value as T) : undefined,
    );

/** Hero banner fields (shell spec 2.4, 3, 5, 9). */
export const heroBannerSchema = z.object({
  type: z.literal('hero-banner'),
  id: z.string(),
  fields: z.object({
    /** 'Video' makes the videos the background; anything else ('Image') shows the image. */
    Content: droplist(['Video', 'Image']),
    Image: imageFieldSchema.optional(),
    /** Shown under 768 px when set (a <picture> source). */
    ImagePhone: imageFieldSchema.optional(),
    VideoDesktop: videoFieldSchema.optional(),
    VideoPhone: videoFieldSchema.optional(),
    Title: z.string().min(1),
    TitleTag: headingTagSchema.default('h1'),
    Text: z.string().optional(),
    Link: linkFieldSchema.optional(),
    ButtonType: z.enum(['Primary', 'Secondary', 'Ghost', 'Ghost Contrast']).default('Primary'),
    /** Black, or white by default. */
    TextColor: droplist(['Black', 'White']),
    /** FullScreen fills the viewport below the menu; anything else is compact (312 px, 534 px wide). */
    Variant: droplist(['FullScreen', 'Compact']),
    /** Top, Bottom, else centred. */
    ContentPlacement: droplist(['Top', 'Bottom', 'Center']),
    /** Centres the text horizontally as well. */
    CenterContent: flagSchema,
    HasMarginTop: flagSchema,
    HeroBannerHasSearchBar: flagSchema,
    /** Where the search bar goes, on this site (the form posts nowhere else: CSP form-action 'self'). */
    HeroBannerSearchUrl: pathOrLinkField(sitePathSchema).optional(),
    /** The search field's placeholder on phones (and the fallback for desktops). */
    SearchBarPlaceholderText: z.string().optional(),
    SearchBarPlaceholderTextDesktop: z.string().optional(),
  }),
});
export type HeroBannerBlock = z.infer<typeof heroBannerSchema>;
export type HeroBannerFields = HeroBannerBlock['fields'];
