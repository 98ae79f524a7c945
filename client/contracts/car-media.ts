import { z } from 'zod';

// The media API's answer (car-stock spec 7, Media): a car's video and 360 views, which the
// worker checks and passes on to the gallery island; and the registration number it is asked by.

/** A registration number as the media partner knows it: letters and digits, no spaces, upper case. */
export const regNoSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{2,10}$/, 'a registration number is 2 to 10 letters or digits'));

/** A media address the page may show: our own path or an https URL. */
const mediaUrl = z
  .string()
  .max(500)
  .refine((value) => {
    if (value.startsWith('/') && !value.startsWith('//')) return true;
    try {
      return new URL(value).protocol === 'https:';
    } catch {
      return false;
    }
  }, 'a media URL is a site path or https');

/** The partner's answer (spec 7): videoUrl, images360, internal360 and the three flags. */
export const carMediaSchema = z.object({
  videoUrl: mediaUrl.nullable(),
  images360: z.array(mediaUrl).max(180),
  internal360: z.array(mediaUrl).max(180),
  hasVideo: z.boolean(),
  hasInternal360: z.boolean(),
  has360: z.boolean(),
});
export type CarMedia = z.infer<typeof carMediaSchema>;

/** What the worker answers when the partner has nothing for a car. */
export const noMedia: CarMedia = {
  videoUrl: null,
  images360: [],
  internal360: [],
  hasVideo: false,
  hasInternal360: false,
  has360: false,
};
