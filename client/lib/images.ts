/** Widths the image optimiser renders (spec shell 9). */
export const imageDeviceSizes = [320, 640, 1280, 1920] as const;
export type ImageDeviceSize = (typeof imageDeviceSizes)[number];

/** The path of the worker's image optimiser. */
export const imageOptimiserPath = '/_image';

export interface ImageSources {
  src: string;
  srcSet?: string;
}

/** Paths served by the content platform's media store (proxied by the worker). */
const mediaPath = /^\/-\/(jss)?media\//;

/**
 * Whether an image is optimised: remote images only when their host is on the allowed list
 * (spec shell 5), and the media store's images; vector images and our own static files never
 * need it.
 */
export function isOptimisable(src: string, allowedHosts: readonly string[]): boolean {
  if (/\.svg(\?|$)/i.test(src)) return false;
  if (src.startsWith('/')) return mediaPath.test(src);
  try {
    const url = new URL(src);
    return url.protocol === 'https:' && allowedHosts.includes(url.hostname.toLowerCase());
  } catch {
    return false;
  }
}

/** The optimiser's address for one width of an image. */
export function optimisedUrl(src: string, width: ImageDeviceSize): string {
  return `${imageOptimiserPath}?url=${encodeURIComponent(src)}&w=${width}`;
}

/**
 * The src and srcset of an image: every device size through the optimiser when the image may be
 * optimised, else the image as it is. The fallback src is the 1280 rendering.
 */
export function imageSources(src: string, allowedHosts: readonly string[]): ImageSources {
  if (!isOptimisable(src, allowedHosts)) return { src };
  return {
    src: optimisedUrl(src, 1280),
    srcSet: imageDeviceSizes.map((width) => `${optimisedUrl(src, width)} ${width}w`).join(', '),
  };
}
