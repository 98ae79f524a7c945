import { Editable, LinkPicker } from '../../ui/editable.tsx';
import { ResponsiveImage } from '../../ui/responsive-image.tsx';
import type { HeroBannerBlock } from './hero-banner.schema.ts';

const buttonClass: Record<HeroBannerBlock['fields']['ButtonType'], string> = {
  Primary: 'button button--primary',
  Secondary: 'button button--secondary',
  Ghost: 'button button--ghost',
  'Ghost Contrast': 'button button--ghost-contrast',
};

/**
 * Full-width banner with a background image, heading, text and one call to action. Its image is
 * fetched first (preloaded, high priority, never lazy) when the banner opens the page.
 */
export function HeroBanner({ block, priority = false }: { block: HeroBannerBlock; priority?: boolean }) {
  const { Title, TitleTag: Heading, Text, Image, Link, ButtonType } = block.fields;
  return (
    <section className="hero-banner">
      <ResponsiveImage
        className="hero-banner__image"
        src={Image.src}
        alt={Image.alt}
        sizes="100vw"
        priority={priority}
        blurDataUrl={Image.blurDataUrl}
      />
      <div className="hero-banner__content">
        <Heading className="hero-banner__title"><Editable field="Title">{Title}</Editable></Heading>
        {Text ? <p className="hero-banner__text"><Editable field="Text">{Text}</Editable></p> : null}
        {Link ? <a className={buttonClass[ButtonType]} href={Link.href}><Editable field="Link">{Link.text}</Editable></a> : null}
        <LinkPicker field="Link" href={Link?.href} />
      </div>
    </section>
  );
}
