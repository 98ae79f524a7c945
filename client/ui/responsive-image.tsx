import { createContext, useContext } from 'react';
import { imageSources } from '../lib/images.ts';

/** Remote hosts whose images are optimised; the document provides them from configuration. */
export const ImageHostsContext = createContext<readonly string[]>([]);

export interface ResponsiveImageProps {
  src: string;
  alt: string;
  width?: number;
  height?: number;
  /** The `sizes` attribute: how wide the image shows, for the browser's srcset choice. */
  sizes: string;
  className?: string;
  /** The page's largest image (LCP): fetched first and never lazily. */
  priority?: boolean;
  /** A tiny data: URL shown until the image has loaded, when the content has one. */
  blurDataUrl?: string;
}

/**
 * An image at the device sizes through the optimiser, or as it is when it may not be optimised.
 * The blur placeholder is a second image behind the real one (an inline style would need a CSP
 * exception); an opaque image covers it once loaded. With a placeholder, `className` sizes the
 * frame and both images fill it.
 */
export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes,
  className,
  priority,
  blurDataUrl,
}: ResponsiveImageProps) {
  const sources = imageSources(src, useContext(ImageHostsContext));
  const image = (
    <img
      className={blurDataUrl ? 'image-frame__img' : className}
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
  if (!blurDataUrl) return image;
  return (
    <span className={className ? `image-frame ${className}` : 'image-frame'}>
      <img className="image-frame__blur" src={blurDataUrl} alt="" aria-hidden="true" />
      {image}
    </span>
  );
}

/** The screens the phone picture of an art-directed image is for; wider ones get the desktop one. */
export const phoneMedia = '(max-width: 767px)';

export interface PhoneAndDesktopPictureProps {
  /** Sources as `imageSources()` gives them for each picture. */
  phone: { src: string; srcSet?: string };
  desktop: { src: string; srcSet?: string };
  alt: string;
  /** The desktop picture's `sizes`; the phone picture always fills the screen's width. */
  desktopSizes: string;
  className: string;
  imageClassName: string;
  priority?: boolean;
}

/** An image the author chose twice: a phone picture below 768 px and a desktop one above. */
export function PhoneAndDesktopPicture({
  phone,
  desktop,
  alt,
  desktopSizes,
  className,
  imageClassName,
  priority,
}: PhoneAndDesktopPictureProps) {
  return (
    <picture className={className}>
      <source
        media={phoneMedia}
        srcSet={phone.srcSet ?? phone.src}
        sizes={phone.srcSet ? '100vw' : undefined}
      />
      <img
        className={imageClassName}
        src={desktop.src}
        srcSet={desktop.srcSet}
        sizes={desktop.srcSet ? desktopSizes : undefined}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  );
}
