import { z } from 'zod';
import { creditWarningSchema } from './credit-warning/credit-warning.schema.ts';
import { heroBannerSchema } from './hero-banner/hero-banner.schema.ts';
import { stockSummarySchema } from './stock-summary/stock-summary.schema.ts';
import { carouselSchema } from './carousel/carousel.schema.ts';
import { videoBlockSchema } from './video-block/video-block.schema.ts';
import { socialShareSchema } from './social-share/social-share.schema.ts';
import { siteSelectionTeaserSchema } from './site-selection-teaser/site-selection-teaser.schema.ts';

/** Every block the content platform may place on a page, discriminated by type. */
export const blockSchema = z.discriminatedUnion('type', [
  heroBannerSchema,
  stockSummarySchema,
  creditWarningSchema,
  carouselSchema,
  videoBlockSchema,
  socialShareSchema,
  siteSelectionTeaserSchema,
]);
export type Block = z.infer<typeof blockSchema>;
export type BlockType = Block['type'];
