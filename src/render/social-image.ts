import type { Site, Theme } from '../sites/catalogue.ts';

/** The picture a shared link shows (og:image), with what the head can say about it. */
export interface SocialImage {
  url: string;
  width?: number;
  height?: number;
  type?: 'image/png' | 'image/jpeg';
}

/** The size of our raster previews: the large social networks' 1.91:1 card. */
export const socialPreview = { width: 1200, height: 630, type: 'image/jpeg' } as const;

/**
 * The raster preview of a page with no picture of its own that a social network renders: its UK
 * brand theme's, else its site's (rendered from our SVGs by `npm run og-images`).
 */
export function previewImage(site: Site, theme: Theme, origin: string): SocialImage {
  const brandTheme = Object.values(site.brandThemes).includes(theme);
  return {
    url: new URL(`/images/og/${brandTheme ? theme : site.name}.jpg`, origin).toString(),
    ...socialPreview,
  };
}

const rasterTypes: Record<string, SocialImage['type']> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

/**
 * The page's own picture when a social network can show it, else the preview. An SVG (what the
 * seeded car and dealer pictures are) is left for the preview: Facebook, LinkedIn and X show no
 * SVG. Any other picture is kept (a photo service's address may have no extension); its type is
 * said when its extension tells it, its size never (only our previews' is known).
 */
export function socialImageOf(own: string | undefined, preview: SocialImage): SocialImage {
  if (!own) return preview;
  const extension = /\.([a-z0-9]+)$/i.exec(new URL(own).pathname)?.[1]?.toLowerCase();
  if (extension === 'svg' || extension === 'svgz') return preview;
  const type = extension ? rasterTypes[extension] : undefined;
  return { url: own, ...(type ? { type } : {}) };
}
