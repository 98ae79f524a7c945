import { z } from 'zod';
import { carouselTexts } from '../blocks/carousel/carousel.texts.ts';
import { textsSchema } from '../lib/texts-schema.ts';

const slideSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  text: z.string().optional(),
  link: z.object({ href: z.string().min(1), text: z.string().min(1) }).optional(),
  /** Sources as the server resolved them (the optimiser's srcset when the image may be optimised). */
  image: z.object({ src: z.string().min(1), srcSet: z.string().optional(), alt: z.string() }),
});

/** Props the server writes for a carousel; kept out of the island's chunk. */
export const carouselPropsSchema = z.object({
  heading: z.object({ text: z.string().min(1), tag: z.enum(['h2', 'h3', 'h4']) }).optional(),
  slides: z.array(slideSchema).min(1),
  /** The first slide's image is fetched at once only when the carousel opens the page. */
  eagerFirst: z.boolean(),
  autoplay: z.boolean(),
  intervalMs: z.number().int().min(1000),
  texts: textsSchema(carouselTexts),
});
export type CarouselProps = z.infer<typeof carouselPropsSchema>;
