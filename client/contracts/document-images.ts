import { z } from 'zod';

// The pictures of the search indexes' documents (spec car-stock 3): a car's images and the
// primary image of a car or a dealer site.

/** An image of a car or site: the picture and its tiny blur placeholder (a data: URL). */
export const blurDataUrlSchema = z.string().startsWith('data:image/');
export const carImageSchema = z.object({
  original: z.string().min(1),
  blur_data_url: blurDataUrlSchema,
});
export const primaryImageSchema = z.object({
  thumbnail_url: z.string().min(1),
  blur_data_url: blurDataUrlSchema,
  original: z.string().min(1).optional(),
});
