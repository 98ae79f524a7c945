import CarouselIsland from '../../islands/carousel.island.tsx';
import { carouselPropsSchema } from '../../islands/carousel.props.ts';
import { imageSources } from '../../lib/images.ts';
import { defineIsland } from '../../runtime/island-slot.tsx';
import { usePageContext } from '../../runtime/page-context.tsx';
import type { CarouselBlock } from './carousel.schema.ts';
import { carouselTexts } from './carousel.texts.ts';

const CarouselSlot = defineIsland('carousel', CarouselIsland, carouselPropsSchema);

/**
 * The carousel block: the island renders every slide on the server (the first in view, the rest
 * along a scroll-snap track) and enhances it in the browser. Only when the carousel opens the page
 * may its first image load eagerly; every other image is lazy.
 */
export function Carousel({ block, first }: { block: CarouselBlock; first: boolean }) {
  const { language, imageHosts } = usePageContext();
  const { Title, TitleTag, Slides, Autoplay, AutoplayInterval } = block.fields;
  return (
    <CarouselSlot
      hydrate={first ? 'idle' : 'visible'}
      props={{
        ...(Title ? { heading: { text: Title, tag: TitleTag } } : {}),
        slides: Slides.map((slide) => ({
          id: slide.id,
          title: slide.Title,
          ...(slide.Text ? { text: slide.Text } : {}),
          ...(slide.Link ? { link: slide.Link } : {}),
          image: { ...imageSources(slide.Image.src, imageHosts), alt: slide.Image.alt },
        })),
        eagerFirst: first,
        autoplay: Autoplay,
        intervalMs: Math.round(AutoplayInterval * 1000),
        texts: carouselTexts[language],
      }}
    />
  );
}
