import { z } from 'zod';
import { carDetailTexts } from '../car-detail/car-detail.texts.ts';
import { textsSchema } from '../lib/texts-schema.ts';

/** Props of the car detail gallery (car-stock spec 2, Car detail page; 4, Media viewer). */
export const carGalleryPropsSchema = z.object({
  /** The car's pictures, sources resolved on the server (optimiser srcset where it applies). */
  images: z
    .array(z.object({ src: z.string().min(1), srcSet: z.string().optional(), blur: z.string() }))
    .min(1),
  /** Alternative text base: brand, model and model text. */
  alt: z.string().min(1),
  /** The worker's media endpoint for this car (group-uk), or null: pictures only. */
  mediaUrl: z.string().nullable(),
  /** The gallery's and the viewer's texts; parsing leaves the rest of the page's texts out. */
  texts: textsSchema(carDetailTexts).pick({
    gallery: true,
    pictureOf: true,
    openViewer: true,
    closeViewer: true,
    previous: true,
    next: true,
    mediaPictures: true,
    mediaVideo: true,
    mediaExterior: true,
    mediaInterior: true,
    rotateHint: true,
    playRotation: true,
    pauseRotation: true,
    fullScreen: true,
    playVideo: true,
  }),
});
export type CarGalleryProps = z.infer<typeof carGalleryPropsSchema>;
