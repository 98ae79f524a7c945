import type { HeroBannerFields } from './hero-banner.schema.ts';

/**
 * Why a hero banner renders nothing, or null when it renders: it needs a video content type or an
 * image source (spec shell 5).
 */
export function heroBannerSkipReason(
  fields: Pick<HeroBannerFields, 'Content' | 'Image'>,
): string | null {
  if (fields.Content === 'Video') return null;
  if (fields.Image?.src) return null;
  return 'it has neither a video content type nor an image source';
}

/** Whether the banner plays a video: a video content type with at least one video file. */
export function heroBannerHasVideo(
  fields: Pick<HeroBannerFields, 'Content' | 'VideoDesktop' | 'VideoPhone'>,
): boolean {
  return fields.Content === 'Video' && Boolean(fields.VideoDesktop || fields.VideoPhone);
}

/** Layout attributes the stylesheet reads: variant, placement, text colour, centring, margin. */
export function heroBannerAttributes(
  fields: Pick<
    HeroBannerFields,
    'Variant' | 'ContentPlacement' | 'TextColor' | 'CenterContent' | 'HasMarginTop'
  >,
): Record<string, string | undefined> {
  return {
    'data-variant': fields.Variant === 'FullScreen' ? 'fullscreen' : 'compact',
    'data-placement': fields.ContentPlacement?.toLowerCase() ?? 'center',
    'data-text': fields.TextColor === 'Black' ? 'black' : 'white',
    'data-centered': fields.CenterContent ? '' : undefined,
    'data-margin-top': fields.HasMarginTop ? '' : undefined,
  };
}

/** The search bar shows when the author switched it on and gave it somewhere to search. */
export function heroBannerSearchUrl(
  fields: Pick<HeroBannerFields, 'HeroBannerHasSearchBar' | 'HeroBannerSearchUrl'>,
): string | null {
  return fields.HeroBannerHasSearchBar && fields.HeroBannerSearchUrl
    ? fields.HeroBannerSearchUrl
    : null;
}
