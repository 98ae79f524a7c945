import type { Stylesheet } from '../styles/stylesheets.ts';

/**
 * The stylesheets each island needs for everything it may show in the browser (a dialog it opens,
 * cards it loads), by island name; the server links them wherever it places the island
 * (src/render/island.tsx). The shell's islands need only the shell's sheet, which every page has.
 * Every island file has an entry (tests/unit/islands/island-stylesheets.test.ts).
 */
export const islandStylesheets: Readonly<Record<string, readonly Stylesheet[]>> = {
  'alert-banner': [],
  'car-back-link': ['car-detail'],
  'car-collapsible': ['car-detail'],
  'car-contact-form': ['contact-form'],
  'car-detail-actions': ['car-card', 'compare', 'car-detail'],
  'car-finance': ['car-finance'],
  'car-gallery': ['car-detail'],
  'car-list': ['car-card', 'car-list', 'compare'],
  'car-of-the-week': ['car-card', 'car-finance', 'compare', 'car-of-the-week'],
  'car-search-hero': ['car-search-hero'],
  carousel: ['carousel'],
  'compare-bar': ['car-card', 'compare'],
  'consent-dialog': [],
  'copy-button': [],
  countdown: ['countdown'],
  'dealer-back-link': ['dealer-sites'],
  'editing-guard': ['editing'],
  'file-list': ['file-download-list'],
  'finance-cards': ['car-finance'],
  'footer-brands': [],
  'form-builder': ['lead-form-embeds'],
  'hero-search': ['hero-banner'],
  'hero-video': ['hero-banner'],
  'marketing-form': ['lead-form-embeds'],
  'notice-bar': [],
  'scroll-to-top': [],
  'similar-cars': ['car-card', 'car-detail'],
  'site-list': ['card-grids', 'dealer-sites'],
  'site-map': ['dealer-sites'],
  'site-navigation': [],
  'social-share': ['social-share'],
  'stories-list': ['card-grids', 'story-card', 'stories-list'],
  'uk-finance-quotes': ['uk-finance-quotes'],
  'uk-quote-cards': ['car-finance'],
  video: ['video-block'],
  // The flow, its place field and workshop map, its workshop step, and the summary sheet.
  'workshop-booking': ['booking-places', 'booking', 'booking-workshop', 'booking-summary'],
  // The flow's pages, their calendar and the confirmation's stars.
  'tire-hotel': ['month-calendar', 'star-rating', 'tire-hotel', 'tire-booking'],
  'sell-car-form': ['sell-car-form'],
  'service-request-form': ['contact-form', 'service-request-form'],
  'youtube-facade': ['blurb'],
};
