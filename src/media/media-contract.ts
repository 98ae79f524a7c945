// The media partner's route (car-stock spec 7, Media). Its answer and the registration number are
// the browser's contract too: client/contracts/car-media.ts.

/** The route name of the media API: `GET /api/{name}/{regNo}` (car-stock spec 7, Media) is `/api/media/{regNo}`. */
export const mediaApiName = 'media';
