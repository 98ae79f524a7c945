import type { CarouselProps } from '../../islands/carousel.props.ts';

interface CarouselSlideProps {
  slide: CarouselProps['slides'][number];
  /** The first slide of a carousel that opens the page: its image loads at once. */
  eager: boolean;
  /** One level below the carousel's own heading. */
  Heading: 'h2' | 'h3' | 'h4' | 'h5';
}

/** One slide's picture, title, text and link. */
export function CarouselSlide({ slide, eager, Heading }: CarouselSlideProps) {
  return (
    <>
      <div className="carousel__media">
        <img
          src={slide.image.src}
          srcSet={slide.image.srcSet}
          sizes={slide.image.srcSet ? '(min-width: 1152px) 1152px, 100vw' : undefined}
          alt={slide.image.alt}
          width={1280}
          height={720}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={eager ? 'high' : undefined}
        />
      </div>
      <div className="carousel__body">
        <Heading className="carousel__slide-title">{slide.title}</Heading>
        {slide.text ? <p className="carousel__text">{slide.text}</p> : null}
        {slide.link ? (
          <a className="carousel__link" href={slide.link.href}>
            {slide.link.text}
          </a>
        ) : null}
      </div>
    </>
  );
}
