import { Card, type CardLook } from '../../ui/card.tsx';
import { BlockText, BlockTitle } from '../block-heading.tsx';
import { ResponsiveImage } from '../../ui/responsive-image.tsx';
import { cardGridClass, type CardListVariant } from './card-grid.ts';
import type { CardItem, CardListBlock } from './card-list.schema.ts';

const lookOf: Record<CardListVariant, CardLook> = {
  Card: 'plain',
  'Card With Borders': 'bordered',
  'List Card': 'list',
};

/**
 * A card's picture. A desktop video (never autoplaying: it has its own controls, above the card's
 * link) shows from 1024 px on; the phone picture, when there is one, replaces the picture under 768 px.
 */
function CardMedia({ item, sizes }: { item: CardItem; sizes: string }) {
  const { Image, ImagePhone, VideoDesktop } = item;
  const picture = (image: NonNullable<CardItem['Image']>, className: string) => (
    <ResponsiveImage
      className={className}
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      sizes={sizes}
    />
  );
  return (
    <>
      {VideoDesktop ? (
        <video
          className={Image || ImagePhone ? 'card__video card__video--desktop' : 'card__video'}
          src={VideoDesktop.src}
          poster={Image?.src}
          controls
          muted
          playsInline
          preload="none"
        />
      ) : null}
      {Image
        ? picture(
            Image,
            [
              'card__image',
              ImagePhone ? 'card__image--wide' : '',
              VideoDesktop ? 'card__image--no-video' : '',
            ]
              .join(' ')
              .trim(),
          )
        : null}
      {ImagePhone
        ? picture(ImagePhone, Image ? 'card__image card__image--phone' : 'card__image')
        : null}
    </>
  );
}

const sizesFor = (variant: CardListVariant) =>
  variant === 'List Card' ? '96px' : '(min-width: 1280px) 25vw, (min-width: 768px) 33vw, 100vw';

/** A grid of cards; see card-grid.ts for how many share a row at each width. */
export function CardList({ block }: { block: CardListBlock }) {
  const { Title, Text, Items, Variant, CardsPerRow, HasGreyBackground, HasMarginTop } =
    block.fields;
  const headingId = `${block.id}-title`;
  const classes = [
    'card-list',
    `card-list--${lookOf[Variant]}`,
    HasGreyBackground ? 'card-list--grey' : undefined,
    HasMarginTop ? 'has-margin-top' : undefined,
  ];
  return (
    <section
      className={classes.filter(Boolean).join(' ')}
      aria-labelledby={Title ? headingId : undefined}
    >
      <div className="card-list__inner">
        <BlockTitle name="card-list" title={Title} id={headingId} />
        <BlockText name="card-list" text={Text} />
        <ul className={cardGridClass(Variant, CardsPerRow)}>
          {Items.map((item, index) => (
            <li key={index} className="card-grid__item">
              <Card
                look={lookOf[Variant]}
                titleTag={Title ? 'h3' : 'h2'}
                title={item.Title ?? item.Link?.text ?? item.ButtonText}
                href={item.Link?.href}
                action={item.ButtonText ?? (item.Title ? item.Link?.text : undefined)}
                icon={
                  item.Icon ? (
                    <img src={item.Icon.src} alt="" width={48} height={48} loading="lazy" />
                  ) : undefined
                }
                media={
                  item.Image || item.ImagePhone || item.VideoDesktop ? (
                    <CardMedia item={item} sizes={sizesFor(Variant)} />
                  ) : undefined
                }
              >
                {item.Text ? <p className="card__text">{item.Text}</p> : null}
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
