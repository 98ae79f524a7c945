import { Button } from '../../ui/button.tsx';
import { BlockText, BlockTitle } from '../block-heading.tsx';
import { Editable, LinkPicker } from '../../ui/editable.tsx';
import { ResponsiveImage } from '../../ui/responsive-image.tsx';
import { type BannerBlock, bannerButtonType } from './banner.schema.ts';

/** A campaign or information banner: text and a call to action beside an optional picture. */
export function Banner({ block }: { block: BannerBlock }) {
  const { Title, Text, Image, Link, BackgroundColor, HasMarginTop } = block.fields;
  const headingId = `${block.id}-title`;
  const classes = [
    'banner',
    `banner--${BackgroundColor.toLowerCase()}`,
    Image ? 'banner--with-image' : undefined,
    HasMarginTop ? 'has-margin-top' : undefined,
  ];
  return (
    <section className={classes.filter(Boolean).join(' ')} aria-labelledby={headingId}>
      <div className="banner__inner">
        <div className="banner__content">
          <BlockTitle name="banner" title={Title} id={headingId} />
          <BlockText name="banner" text={Text} />
          {Link?.text ? (
            <Button href={Link.href} variant={bannerButtonType(block.fields)} icon="arrow-right">
              <Editable field="Link">{Link.text}</Editable>
            </Button>
          ) : null}
          <LinkPicker field="Link" href={Link?.href} />
        </div>
        {Image ? (
          <ResponsiveImage
            className="banner__image"
            {...Image}
            sizes="(min-width: 768px) 36rem, 100vw"
          />
        ) : null}
      </div>
    </section>
  );
}
