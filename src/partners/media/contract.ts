// The media partner (car-stock spec 7, Media). Its answer passes to the browser as it is, so its
// schema and the registration number's are the browser's contract: client/contracts/car-media.ts.

/** The route name of the media API: `GET /api/{name}/{regNo}` (car-stock spec 7, Media) is `/api/media/{regNo}`. */
export const mediaApiName = 'media';

/** The partner's path for one car's media. */
export const mediaPartnerPath = (regNo: string) => `/media/${encodeURIComponent(regNo)}`;
