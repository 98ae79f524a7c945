import type { Stylesheet } from '../styles/stylesheets.ts';
import type { BlockType } from './schema.ts';

/**
 * The stylesheets each block's markup needs, its islands' included (client/styles/stylesheets.ts);
 * the shell's sheet is on every page. Typed over every block type: a new block without an entry
 * here does not compile.
 */
export const blockStylesheets: { readonly [T in BlockType]: readonly Stylesheet[] } = {
  'hero-banner': ['hero-banner'],
  'credit-warning': [],
  countdown: ['countdown'],
  blurb: ['blurb'],
  'stock-summary': ['car-card'],
  'car-teaser': ['card-grids', 'car-card', 'car-teaser'],
  'car-model-card': ['car-model-card', 'card-list'],
  'car-of-the-week': ['car-card', 'car-finance', 'compare', 'car-of-the-week'],
  'car-search-hero': ['car-search-hero'],
  'image-card': ['image-card'],
  'card-list': ['card-list'],
  'accordion-item': ['accordion-item'],
  'stage-row': ['stage-row'],
  banner: ['banner'],
  'faq-list': ['accordion-item', 'faq-list'],
  'file-download-list': ['file-download-list'],
  carousel: ['carousel'],
  'video-block': ['video-block'],
  'social-share': ['social-share'],
  'site-selection-teaser': ['card-grids', 'site-selection-teaser'],
  'site-list': ['card-grids', 'dealer-sites'],
  'stories-list': ['card-grids', 'story-card', 'stories-list'],
  'stories-teaser': ['card-grids', 'story-card', 'stories-teaser'],
  'story-navigation': ['story-navigation'],
  'story-publish-info': ['story-publish-info'],
  'car-list': ['car-card', 'car-list', 'compare'],
  'workshop-booking': ['workshop-booking'],
  'tire-hotel': ['tire-hotel-block'],
  'marketing-form': ['lead-form-embeds'],
  'form-builder': ['lead-form-embeds'],
  'sell-car-form': ['sell-car-form', 'sell-car-form-block'],
  'service-request-form': ['contact-form', 'service-request-form'],
};
