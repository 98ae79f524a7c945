import { useContext } from 'react';
import { HeroLink } from './hero-link.tsx';
import { BlockText, BlockTitle } from '../block-heading.tsx';
import { preload } from 'react-dom';
import { HeroSearch } from './hero-search.tsx';
import {
  heroBannerAttributes,
  heroBannerHasVideo,
  heroBannerSearchUrl,
  heroBannerSkipReason,
} from './hero-banner-rules.ts';
import type { HeroBannerBlock, ImageField } from './hero-banner.schema.ts';
import { imageSources } from '../../lib/images.ts';
import { LinkPicker } from '../../ui/editable.tsx';
import { defineIsland } from '../../runtime/island-slot.tsx';
import { usePageContext } from '../../runtime/page-context.tsx';
import {
  ImageHostsContext,
  PhoneAndDesktopPicture,
  phoneMedia,
  ResponsiveImage,
} from '../../ui/responsive-image.tsx';
import HeroVideo from '../../islands/hero-video.island.tsx';
import { heroVideoPropsSchema } from '../../islands/hero-video.props.ts';
import { heroBannerTexts } from './hero-banner.texts.ts';

/** Also placed by the blurb block's video. */
export const HeroVideoSlot = defineIsland('hero-video', HeroVideo, heroVideoPropsSchema);

export const buttonClass: Record<HeroBannerBlock['fields']['ButtonType'], string> = {
  Primary: 'button button--primary',
  Secondary: 'button button--secondary',
  Ghost: 'button button--ghost',
  'Ghost Contrast': 'button button--ghost-contrast',
};

const desktopMedia = '(min-width: 768px)';

/**
 * The background picture with a phone source. React preloads a lone <img> by itself but not one
 * inside <picture>, so the opening banner preloads both sources, each for its own screens.
 */
function HeroPicture({
  image,
  phone,
  priority,
}: {
  image: ImageField;
  phone: ImageField;
  priority: boolean;
}) {
  const hosts = useContext(ImageHostsContext);
  const desktop = imageSources(image.src, hosts);
  const small = imageSources(phone.src, hosts);
  if (priority) {
    preload(desktop.src, {
      as: 'image',
      imageSrcSet: desktop.srcSet,
      imageSizes: desktop.srcSet ? '100vw' : undefined,
      fetchPriority: 'high',
      media: desktopMedia,
    });
    preload(small.src, {
      as: 'image',
      imageSrcSet: small.srcSet,
      imageSizes: small.srcSet ? '100vw' : undefined,
      fetchPriority: 'high',
      media: phoneMedia,
    });
  }
  return (
    <PhoneAndDesktopPicture
      className="hero-banner__picture"
      imageClassName="hero-banner__image"
      phone={small}
      desktop={desktop}
      alt={image.alt}
      desktopSizes="100vw"
      priority={priority}
    />
  );
}

function HeroBackground({
  fields,
  priority,
}: {
  fields: HeroBannerBlock['fields'];
  priority: boolean;
}) {
  const texts = heroBannerTexts[usePageContext().language];
  const hosts = useContext(ImageHostsContext);
  const { Image, ImagePhone } = fields;
  if (heroBannerHasVideo(fields)) {
    const poster = Image ? imageSources(Image.src, hosts).src : undefined;
    // The poster is what shows first: the page's LCP when the banner opens the page.
    if (poster && priority) preload(poster, { as: 'image', fetchPriority: 'high' });
    const props = {
      className: 'hero-banner__video',
      desktop: fields.VideoDesktop,
      phone: fields.VideoPhone,
      poster,
      texts,
    };
    return <HeroVideoSlot props={props} hydrate="load" />;
  }
  if (!Image) return null;
  if (ImagePhone) return <HeroPicture image={Image} phone={ImagePhone} priority={priority} />;
  return (
    <ResponsiveImage
      className="hero-banner__image"
      src={Image.src}
      alt={Image.alt}
      sizes="100vw"
      priority={priority}
      blurDataUrl={Image.blurDataUrl}
    />
  );
}

/**
 * Full-width banner over an image or a muted video: heading, text, one call to action and an
 * optional search bar. FullScreen banners fill the viewport under the menu and end with a link
 * down to what follows. The image is fetched first (preloaded, high priority, never lazy) when the
 * banner opens the page; nothing in it waits for a script.
 */
export function HeroBanner({
  block,
  priority = false,
}: {
  block: HeroBannerBlock;
  priority?: boolean;
}) {
  const texts = heroBannerTexts[usePageContext().language];
  const { fields } = block;
  const skip = heroBannerSkipReason(fields);
  if (skip) {
    console.warn('hero banner not rendered', { id: block.id, reason: skip });
    return null;
  }
  const { Title, TitleTag: Heading, Text, Link, ButtonType } = fields;
  const searchUrl = heroBannerSearchUrl(fields);
  const fullScreen = fields.Variant === 'FullScreen';
  const endId = `hero-end-${block.id}`;
  return (
    <>
      <section className="hero-banner" {...heroBannerAttributes(fields)}>
        <HeroBackground fields={fields} priority={priority} />
        <div className="hero-banner__content">
          <BlockTitle name="hero-banner" title={Title} Heading={Heading} />
          <BlockText name="hero-banner" text={Text} />
          {Link ? <HeroLink link={Link} className={buttonClass[ButtonType]} /> : null}
          <LinkPicker field="Link" href={Link?.href} />
          {searchUrl ? (
            <div className="hero-banner__search">
              <HeroSearch searchUrl={searchUrl} fields={fields} />
            </div>
          ) : null}
        </div>
        {fullScreen ? (
          <a
            className="hero-banner__scroll"
            href={`#${endId}`}
            aria-label={texts.heroScrollDown}
            title={texts.heroScrollDown}
          >
            <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
              <path
                d="M6 9l6 6 6-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </a>
        ) : null}
      </section>
      {/* Where the scroll-down link lands: the content right after the banner. */}
      {fullScreen ? <span id={endId} className="hero-banner__end" tabIndex={-1} /> : null}
    </>
  );
}
