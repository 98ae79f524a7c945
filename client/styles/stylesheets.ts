/**
 * Every stylesheet a page may link, by name, with its source file. Each is an entry of the client
 * build of its own (vite.config.ts), so a page links the shell's sheets and only the sheets of the
 * blocks, islands and page parts it renders (src/render/stylesheet-links.tsx).
 *
 * The order is the cascade order, the order global.css imported them in when it held every
 * block's styles: a page links its sheets in this order, so the rules that win stay the same.
 * `shell` (shell.css: tokens, themes, header, footer, site messages, consent, the shared pieces)
 * comes first and `base` (global.css's own rules, which came after every import) last; both are
 * on every page.
 */
export const stylesheetSources = {
  shell: 'client/styles/shell.css',
  editing: 'client/styles/editing.css',
  'card-grids': 'client/styles/card-grids.css',
  'car-card': 'client/ui/car-card.css',
  'car-model-card': 'client/blocks/car-model-card/car-model-card.css',
  'image-card': 'client/blocks/image-card/image-card.css',
  'card-list': 'client/blocks/card-list/card-list.css',
  'accordion-item': 'client/blocks/accordion-item/accordion-item.css',
  'stage-row': 'client/blocks/stage-row/stage-row.css',
  banner: 'client/blocks/banner/banner.css',
  'faq-list': 'client/blocks/faq-list/faq-list.css',
  'file-download-list': 'client/blocks/file-download-list/file-download-list.css',
  'car-teaser': 'client/blocks/car-teaser/car-teaser.css',
  carousel: 'client/blocks/carousel/carousel.css',
  'video-block': 'client/blocks/video-block/video-block.css',
  'social-share': 'client/blocks/social-share/social-share.css',
  'site-selection-teaser': 'client/blocks/site-selection-teaser/site-selection-teaser.css',
  'story-card': 'client/ui/story-card.css',
  'stories-list': 'client/blocks/stories-list/stories-list.css',
  'stories-teaser': 'client/blocks/stories-teaser/stories-teaser.css',
  'story-navigation': 'client/blocks/story-navigation/story-navigation.css',
  'story-publish-info': 'client/blocks/story-publish-info/story-publish-info.css',
  'hero-banner': 'client/blocks/hero-banner/hero-banner.css',
  countdown: 'client/blocks/countdown/countdown.css',
  blurb: 'client/blocks/blurb/blurb.css',
  'contact-form': 'client/contact/car-contact-form.css',
  'car-finance': 'client/finance/car-finance.css',
  'car-list': 'client/blocks/car-list/car-list.css',
  compare: 'client/compare/compare.css',
  'car-of-the-week': 'client/blocks/car-of-the-week/car-of-the-week.css',
  'car-search-hero': 'client/blocks/car-search-hero/car-search-hero.css',
  'uk-finance-quotes': 'client/finance/uk-finance-quotes.css',
  'car-detail': 'client/car-detail/car-detail.css',
  'dealer-sites': 'client/dealer-sites/dealer-sites.css',
  'booking-places': 'client/booking/places.css',
  booking: 'client/booking/booking.css',
  'booking-workshop': 'client/booking/workshop.css',
  'booking-summary': 'client/booking/summary.css',
  'workshop-booking': 'client/blocks/workshop-booking/workshop-booking.css',
  // The generic pieces before the flow's sheets, so a page of the flow may adjust them.
  'month-calendar': 'client/ui/month-calendar.css',
  'star-rating': 'client/ui/star-rating.css',
  'tire-hotel': 'client/tire-hotel/tire-hotel.css',
  'tire-booking': 'client/tire-hotel/tire-booking.css',
  'tire-hotel-block': 'client/blocks/tire-hotel/tire-hotel.css',
  'lead-form-embeds': 'client/lead-form-embeds/lead-form-embeds.css',
  'sell-car-form': 'client/lead-forms/sell-car-form.css',
  'sell-car-form-block': 'client/blocks/sell-car-form/sell-car-form.css',
  'service-request-form': 'client/lead-forms/service-request-form.css',
  base: 'client/styles/global.css',
} as const;

export type Stylesheet = keyof typeof stylesheetSources;

const cascadeOrder = Object.keys(stylesheetSources) as Stylesheet[];

/** The sheets of every page: the shell's first, the base rules last. */
export const pageFrameSheets = ['shell', 'base'] as const satisfies readonly Stylesheet[];

/** The named sheets once each, in cascade order. */
export function inCascadeOrder(sheets: Iterable<Stylesheet>): Stylesheet[] {
  const wanted = new Set(sheets);
  return cascadeOrder.filter((sheet) => wanted.has(sheet));
}
