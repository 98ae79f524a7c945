import { z } from 'zod';
import { buttonTypeSchema, checkboxSchema, generalCardFields } from '../fields.ts';

/** The banner's backgrounds: the page's own, the grey surface, or the theme's dark primary colour. */
export const bannerBackgrounds = ['None', 'Grey', 'Primary'] as const;

/**
 * Banner (booking spec 3.5, 9.3): a campaign or information strip with the general block fields
 * (Title, Text, Link, Image, HasMarginTop), the hero's button looks and a background colour.
 */
export const bannerSchema = z.object({
  type: z.literal('banner'),
  id: z.string(),
  fields: z.object({
    ...generalCardFields,
    ButtonType: buttonTypeSchema,
    BackgroundColor: z.enum(bannerBackgrounds).default('Grey'),
    HasMarginTop: checkboxSchema,
  }),
});
export type BannerBlock = z.infer<typeof bannerSchema>;

/**
 * The button look drawn on the banner's background: on the dark primary colour the ghost and
 * secondary looks (drawn in that very colour) would vanish, so they turn to their contrast forms.
 */
export function bannerButtonType(
  fields: Pick<BannerBlock['fields'], 'ButtonType' | 'BackgroundColor'>,
): BannerBlock['fields']['ButtonType'] {
  if (fields.BackgroundColor !== 'Primary') return fields.ButtonType;
  return fields.ButtonType === 'Ghost' || fields.ButtonType === 'Secondary'
    ? 'Ghost Contrast'
    : fields.ButtonType;
}
