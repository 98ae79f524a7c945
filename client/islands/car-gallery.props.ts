import { z } from 'zod';

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
  texts: z.object({
    gallery: z.string(),
    pictureOf: z.string(),
    openViewer: z.string(),
    closeViewer: z.string(),
    previous: z.string(),
    next: z.string(),
    mediaPictures: z.string(),
    mediaVideo: z.string(),
    mediaExterior: z.string(),
    mediaInterior: z.string(),
    rotateHint: z.string(),
    playRotation: z.string(),
    pauseRotation: z.string(),
    fullScreen: z.string(),
  }),
});
export type CarGalleryProps = z.infer<typeof carGalleryPropsSchema>;
