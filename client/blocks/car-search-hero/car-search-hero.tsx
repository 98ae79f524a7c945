import { Suspense, use } from 'react';
import { BlockText, BlockTitle } from '../block-heading.tsx';
import type { Settled } from '../../lib/settle.ts';
import CarSearchHeroForm from '../../islands/car-search-hero.island.tsx';
import {
  type CarSearchHeroProps,
  carSearchHeroPropsSchema,
} from '../../islands/car-search-hero.props.ts';
import { defineIsland } from '../../runtime/island-slot.tsx';
import { usePageContext } from '../../runtime/page-context.tsx';
import { ResponsiveImage } from '../../ui/responsive-image.tsx';
import type { CarSearchHeroBlock, CarSearchHeroData } from './car-search-hero.schema.ts';
import { carSearchHeroTexts } from './car-search-hero.texts.ts';

const CarSearchHeroSlot = defineIsland(
  'car-search-hero',
  CarSearchHeroForm,
  carSearchHeroPropsSchema,
);

/**
 * The car search hero: picture, title and text, and the brand / model / words search of the site's
 * stock. The hero itself renders at once; until the stock's brands and models arrive (and for a
 * visitor without JavaScript, who never sees streamed sections swapped in) the form searches by
 * words alone, as a plain GET form to the car list.
 */
export function CarSearchHero({
  block,
  data,
  priority,
}: {
  block: CarSearchHeroBlock;
  data: Promise<Settled<CarSearchHeroData>>;
  priority: boolean;
}) {
  const texts = carSearchHeroTexts[usePageContext().language];
  const { Title, TitleTag, Text, Image, SearchPath, KeyphrasePlaceholder, ButtonText } =
    block.fields;
  const Heading = TitleTag;
  const props: CarSearchHeroProps = {
    action: SearchPath,
    brands: [],
    placeholder: KeyphrasePlaceholder ?? '',
    texts: {
      ...texts,
      submit: ButtonText ?? texts.submit,
    },
  };
  return (
    <section
      className={Image ? 'car-search-hero has-image' : 'car-search-hero'}
      aria-labelledby={`${block.id}-title`}
    >
      {Image ? (
        <ResponsiveImage
          className="car-search-hero__image"
          src={Image.src}
          alt={Image.alt}
          width={1600}
          height={640}
          sizes="100vw"
          priority={priority}
        />
      ) : null}
      <div className="car-search-hero__content">
        <BlockTitle
          name="car-search-hero"
          title={Title}
          Heading={Heading}
          id={`${block.id}-title`}
        />
        <BlockText name="car-search-hero" text={Text} />
        <Suspense fallback={<CarSearchHeroForm {...props} />}>
          <WithChoices data={data} props={props} />
        </Suspense>
      </div>
    </section>
  );
}

/** The form island with the stock's choices; without them (a failed load) it searches by words. */
function WithChoices({
  data,
  props,
}: {
  data: Promise<Settled<CarSearchHeroData>>;
  props: CarSearchHeroProps;
}) {
  const result = use(data);
  if (!result.ok) console.warn('car search hero: no brand and model choices', result.error);
  const full = { ...props, brands: result.ok ? result.value.brands : [] };
  return <CarSearchHeroSlot props={full} hydrate="idle" />;
}
