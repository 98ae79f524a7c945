import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Carousel from '#client/islands/carousel.island.tsx';
import type { CarouselProps } from '#client/islands/carousel.props.ts';
import { carouselPropsSchema } from '#client/islands/carousel.props.ts';
import { blockSchema } from '#client/blocks/schema.ts';
import { carouselTexts } from '#client/blocks/carousel/carousel.texts.ts';

const props = (overrides: Partial<CarouselProps> = {}): CarouselProps =>
  carouselPropsSchema.parse({
    heading: { text: 'Aktuellt', tag: 'h2' },
    slides: ['a', 'b', 'c'].map((id) => ({
      id,
      title: `Bild ${id}`,
      link: { href: `/${id}`, text: 'Läs' },
      image: { src: `/images/${id}.svg`, alt: id },
    })),
    eagerFirst: true,
    autoplay: true,
    intervalMs: 5000,
    texts: carouselTexts.sv,
    ...overrides,
  });

describe('carousel as the server renders it', () => {
  it('is a carousel region named by its heading with every slide as a group "n of m"', () => {
    const html = renderToStaticMarkup(<Carousel {...props()} />);
    expect(html).toMatch(
      /<section class="carousel" aria-roledescription="karusell" aria-labelledby="([^"]+)"[^>]*>(?:(?!<\/section>).)*<h2 id="\1"/s,
    );
    expect(html.match(/role="group" aria-roledescription="bild"/g)).toHaveLength(3);
    expect(html).toContain('aria-label="1 av 3"');
    expect(html).toContain('aria-label="3 av 3"');
  });

  it('writes every slide and its link, so all are reachable before any script runs', () => {
    const html = renderToStaticMarkup(<Carousel {...props()} />);
    for (const id of ['a', 'b', 'c']) expect(html).toContain(`href="/${id}"`);
    expect(html).not.toContain('inert');
  });

  it('loads only the first image eagerly, and none when the carousel does not open the page', () => {
    const loading = (html: string) => [...html.matchAll(/loading="(\w+)"/g)].map((m) => m[1]);
    expect(loading(renderToStaticMarkup(<Carousel {...props()} />))).toEqual([
      'eager',
      'lazy',
      'lazy',
    ]);
    expect(loading(renderToStaticMarkup(<Carousel {...props({ eagerFirst: false })} />))).toEqual([
      'lazy',
      'lazy',
      'lazy',
    ]);
  });

  it('offers a stop button only when the author asked for autoplay', () => {
    expect(renderToStaticMarkup(<Carousel {...props()} />)).toContain(
      `aria-label="${carouselTexts.sv.stop}"`,
    );
    const still = renderToStaticMarkup(<Carousel {...props({ autoplay: false })} />);
    expect(still).not.toContain(carouselTexts.sv.stop);
    expect(still).not.toContain(carouselTexts.sv.start);
  });

  it('has no controls for a single slide', () => {
    const html = renderToStaticMarkup(
      <Carousel {...props({ slides: props().slides.slice(0, 1) })} />,
    );
    expect(html).not.toContain('carousel__arrow');
    expect(html).not.toContain('carousel__dot');
  });

  it('defaults to autoplay every 5 seconds when the author sets nothing', () => {
    const block = blockSchema.parse({
      id: 'c',
      type: 'carousel',
      fields: { Slides: [{ id: 's', Title: 'T', Image: { src: '/images/x.svg', alt: '' } }] },
    });
    expect(
      block.type === 'carousel' && [block.fields.Autoplay, block.fields.AutoplayInterval],
    ).toEqual([true, 5]);
  });

  it('reads an interval sent as text, and refuses one too short to read a slide in', () => {
    const slide = { id: 's', Title: 'T', Image: { src: '/images/x.svg', alt: '' } };
    const block = blockSchema.parse({
      id: 'c',
      type: 'carousel',
      fields: { Slides: [slide], AutoplayInterval: '8' },
    });
    expect(block.type === 'carousel' && block.fields.AutoplayInterval).toBe(8);
    expect(
      blockSchema.safeParse({
        id: 'c',
        type: 'carousel',
        fields: { Slides: [slide], AutoplayInterval: 0.5 },
      }).success,
    ).toBe(false);
  });
});
