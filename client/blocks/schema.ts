import { z } from 'zod';
import { creditWarningSchema } from './credit-warning/credit-warning.schema.ts';
import { heroBannerSchema } from './hero-banner/hero-banner.schema.ts';
import { countdownSchema } from './countdown/countdown.schema.ts';
import { blurbSchema } from './blurb/blurb.schema.ts';
import { stockSummarySchema } from './stock-summary/stock-summary.schema.ts';
import { carTeaserSchema } from './car-teaser/car-teaser.schema.ts';
import { carModelCardSchema } from './car-model-card/car-model-card.schema.ts';
import { imageCardSchema } from './image-card/image-card.schema.ts';
import { cardListSchema } from './card-list/card-list.schema.ts';
import { accordionItemSchema } from './accordion-item/accordion-item.schema.ts';
import { stageRowSchema } from './stage-row/stage-row.schema.ts';
import { bannerSchema } from './banner/banner.schema.ts';
import { faqListSchema } from './faq-list/faq-list.schema.ts';
import { fileDownloadListSchema } from './file-download-list/file-download-list.schema.ts';
import { carouselSchema } from './carousel/carousel.schema.ts';
import { videoBlockSchema } from './video-block/video-block.schema.ts';
import { socialShareSchema } from './social-share/social-share.schema.ts';
import { siteSelectionTeaserSchema } from './site-selection-teaser/site-selection-teaser.schema.ts';
import { storiesListSchema } from './stories-list/stories-list.schema.ts';
import { storiesTeaserSchema } from './stories-teaser/stories-teaser.schema.ts';
import { storyNavigationSchema } from './story-navigation/story-navigation.schema.ts';
import { storyPublishInfoBlockSchema } from './story-publish-info/story-publish-info.schema.ts';
import { carListSchema } from './car-list/car-list.schema.ts';
import { carOfTheWeekSchema } from './car-of-the-week/car-of-the-week.schema.ts';
import { carSearchHeroSchema } from './car-search-hero/car-search-hero.schema.ts';
import { siteListSchema } from './site-list/site-list.schema.ts';
import { workshopBookingSchema } from './workshop-booking/workshop-booking.schema.ts';
import { tireHotelSchema } from './tire-hotel/tire-hotel.schema.ts';
import { marketingFormSchema } from './marketing-form/marketing-form.schema.ts';
import { formBuilderSchema } from './form-builder/form-builder.schema.ts';
import { sellCarFormSchema } from './sell-car-form/sell-car-form.schema.ts';
import { serviceRequestFormSchema } from './service-request-form/service-request-form.schema.ts';

/** Every block the content platform may place on a page, discriminated by type. */
export const blockSchema = z.discriminatedUnion('type', [
  heroBannerSchema,
  stockSummarySchema,
  carTeaserSchema,
  creditWarningSchema,
  carModelCardSchema,
  imageCardSchema,
  cardListSchema,
  accordionItemSchema,
  stageRowSchema,
  bannerSchema,
  faqListSchema,
  fileDownloadListSchema,
  carouselSchema,
  videoBlockSchema,
  socialShareSchema,
  siteSelectionTeaserSchema,
  storiesListSchema,
  storiesTeaserSchema,
  storyNavigationSchema,
  storyPublishInfoBlockSchema,
  countdownSchema,
  blurbSchema,
  carListSchema,
  carOfTheWeekSchema,
  carSearchHeroSchema,
  siteListSchema,
  workshopBookingSchema,
  tireHotelSchema,
  marketingFormSchema,
  formBuilderSchema,
  sellCarFormSchema,
  serviceRequestFormSchema,
]);
export type Block = z.infer<typeof blockSchema>;
export type BlockType = Block['type'];
