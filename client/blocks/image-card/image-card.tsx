import { Editable, LinkPicker } from '../../ui/editable.tsx';
import { BlockText } from '../block-heading.tsx';
import { Icon } from '../../ui/icons.tsx';
import { ResponsiveImage } from '../../ui/responsive-image.tsx';
import type { ImageCardBlock } from './image-card.schema.ts';

/**
 * A wide picture with its title and text laid over the lower part. With a link the whole card is
 * the link's target (the title, or the link text when there is no title, is its name).
 */
export function ImageCard({ block }: { block: ImageCardBlock }) {
  const { Image, Title, Text, Link, HasGradient, HasMarginTop } = block.fields;
  const name = Title ?? Link?.text;
  const classes = [
    'image-card',
    HasGradient ? 'image-card--gradient' : undefined,
    Link ? 'image-card--linked' : undefined,
    HasMarginTop ? 'has-margin-top' : undefined,
  ];
  return (
    <div className="image-card__frame">
      <article className={classes.filter(Boolean).join(' ')}>
        <ResponsiveImage
          className="image-card__image"
          {...Image}
          sizes="(min-width: 1152px) 72rem, 100vw"
        />
        {name || Text ? (
          <div className="image-card__content">
            {name ? (
              <h2 className="image-card__title">
                {Link ? (
                  <a className="image-card__link" href={Link.href}>
                    <Editable field={Title ? 'Title' : 'Link'}>{name}</Editable>
                    <Icon name="arrow-right" size={28} className="image-card__arrow" />
                  </a>
                ) : (
                  <Editable field="Title">{name}</Editable>
                )}
              </h2>
            ) : null}
            <BlockText name="image-card" text={Text} />
          </div>
        ) : null}
        <LinkPicker field="Link" href={Link?.href} />
      </article>
    </div>
  );
}
