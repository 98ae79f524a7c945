import { z } from 'zod';
import { creditWarningSchema } from './credit-warning/credit-warning.schema.ts';
import { heroBannerSchema } from './hero-banner/hero-banner.schema.ts';
import { stockSummarySchema } from './stock-summary/stock-summary.schema.ts';
import { storiesListSchema } from './stories-list/stories-list.schema.ts';
import { storiesTeaserSchema } from './stories-teaser/stories-teaser.schema.ts';
import { storyNavigationSchema } from './story-navigation/story-navigation.schema.ts';
import { storyPublishInfoBlockSchema } from './story-publish-info/story-publish-info.schema.ts';

/** Every block the content platform may place on a page, discriminated by type. */
export const blockSchema = z.discriminatedUnion('type', [
  heroBannerSchema,
  stockSummarySchema,
  creditWarningSchema,
  storiesListSchema,
  storiesTeaserSchema,
  storyNavigationSchema,
  storyPublishInfoBlockSchema,
]);
export type Block = z.infer<typeof blockSchema>;
export type BlockType = Block['type'];
