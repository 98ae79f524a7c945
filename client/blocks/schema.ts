import { z } from 'zod';
import { creditWarningSchema } from './credit-warning/credit-warning.schema.ts';
import { heroBannerSchema } from './hero-banner/hero-banner.schema.ts';
import { countdownSchema } from './countdown/countdown.schema.ts';
import { blurbSchema } from './blurb/blurb.schema.ts';
import { stockSummarySchema } from './stock-summary/stock-summary.schema.ts';

/** Every block the content platform may place on a page, discriminated by type. */
export const blockSchema = z.discriminatedUnion('type', [
  heroBannerSchema,
  stockSummarySchema,
  creditWarningSchema,
  countdownSchema,
  blurbSchema,
]);
export type Block = z.infer<typeof blockSchema>;
export type BlockType = Block['type'];
