import { useContext } from 'react';
import { HeroLink } from '../hero-banner/hero-link.tsx';
import { BlockTitle } from '../block-heading.tsx';
import { blurbAttributes, blurbMedia, type BlurbBlock } from './blurb.schema.ts';
import { buttonClass, HeroVideoSlot } from '../hero-banner/hero-banner.tsx';
import { imageSources } from '../../lib/images.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { LinkPicker } from '../../ui/editable.tsx';
import { defineIsland } from '../../runtime/island-slot.tsx';
import { usePageContext } from '../../runtime/page-context.tsx';
import {
  ImageHostsContext,
  PhoneAndDesktopPicture,
  phoneMedia,
  ResponsiveImage,
} from '../../ui/responsive-image.tsx';
import YoutubeFacade from '../../islands/youtube-facade.island.tsx';
import { youtubeFacadePropsSchema } from '../../islands/youtube-facade.props.ts';
import { heroBannerTexts } from '../hero-banner/hero-banner.texts.ts';

const YoutubeFacadeSlot = defineIsland('youtube-facade', YoutubeFacade, youtubeFacadePropsSchema);

const mediaSizes = '(min-width: 1024px) 50vw, 100vw';

function BlurbMedia({ fields }: { fields: BlurbBlock['fields'] }) {
  const texts = heroBannerTexts[usePageContext().language];
  const hosts = useContext(ImageHostsContext);
  const image = fields.ImageDesktop ?? fields.ImagePhone;
  const kind = blurbMedia(fields);
  if (kind === 'youtube') {
    const poster = image ? imageSources(image.src, hosts) : undefined;
    const props = {
      videoId: fields.YoutubeID!,
      title: fields.Title || 'YouTube',
      texts,
      poster,
    };
    return <YoutubeFacadeSlot props={props} hydrate="visible" />;
  }
  if (kind === 'video') {
    const poster = image ? imageSources(image.src, hosts).src : undefined;
    if (fields.HasControlBar) {
      return (
        <video className="blurb__video" controls playsInline preload="metadata" poster={poster}>
          {fields.VideoPhone && fields.VideoDesktop ? (
            <source src={fields.VideoPhone} media={phoneMedia} />
          ) : null}
          <source src={fields.VideoDesktop ?? fields.VideoPhone} />
        </video>
      );
    }
    const props = {
      className: 'blurb__video',
      desktop: fields.VideoDesktop,
      phone: fields.VideoPhone,
      poster,
      texts,
    };
    return <HeroVideoSlot props={props} hydrate="visible" />;
  }
  if (kind === 'image' && image) {
    if (fields.ImageDesktop && fields.ImagePhone) {
      return (
        <PhoneAndDesktopPicture
          className="blurb__picture"
          imageClassName="blurb__image"
          phone={imageSources(fields.ImagePhone.src, hosts)}
          desktop={imageSources(fields.ImageDesktop.src, hosts)}
          alt={fields.ImageDesktop.alt}
          desktopSizes={mediaSizes}
        />
      );
    }
    return (
      <ResponsiveImage
        className="blurb__image"
        src={image.src}
        alt={image.alt}
        sizes={mediaSizes}
      />
    );
  }
  return null;
}

/**
 * Text beside a picture, a video or a YouTube player, with an optional link: the media first on
 * phones, side by side from 1024 px (swapped by Reverse). The rich text is sanitised here, on the
 * server. Entrance animations are CSS only (scroll-driven), and none run for reduced motion.
 */
export function Blurb({ block }: { block: BlurbBlock }) {
  const { fields } = block;
  const { Title, TitleTag: Heading, RichText, Link } = fields;
  const hasMedia = blurbMedia(fields) !== 'none';
  return (
    <section className="blurb" data-media={hasMedia ? '' : undefined} {...blurbAttributes(fields)}>
      <div className="blurb__inner">
        {hasMedia ? (
          <div className="blurb__media">
            <BlurbMedia fields={fields} />
          </div>
        ) : null}
        <div className="blurb__content">
          <BlockTitle name="blurb" title={Title} Heading={Heading} />
          {RichText ? (
            <div
              className="blurb__text"
              dangerouslySetInnerHTML={{ __html: sanitizeRichText(RichText) }}
            />
          ) : null}
          {Link ? (
            <HeroLink
              link={Link}
              className={
                fields.BackgroundColor === 'BackgroundColor2'
                  ? buttonClass['Ghost Contrast']
                  : buttonClass.Primary
              }
            />
          ) : null}
          <LinkPicker field="Link" href={Link?.href} />
        </div>
      </div>
    </section>
  );
}
