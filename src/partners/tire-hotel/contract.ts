import { z } from 'zod';
import {
  encryptedPhoneSchema,
  erpIdSchema,
  otpSchema,
  partnerLoginAnswerSchema,
  tireHotelPlateSchema,
} from '#client/contracts/tire-hotel.ts';

// The tire hotel partner (booking spec 7.3) as the worker proxies it. What the browser sends and
// the partner answers is the browser's contract (client/contracts/tire-hotel.ts); here are the
// proxy's own query inputs, the partner's paths (spec 7.3's under /tirehotel, as the sandbox and
// the partner's gateway answer them) and the body limits.

/** The timeslot queries: two dates, a plate and a brand code. */
export const timeslotBodyLimit = 1024;
/** A booking: the customer and a comment of at most 500 characters. */
export const bookingBodyLimit = 4096;
/** A review: a rating, a date and a comment of at most 500 characters. */
export const reviewBodyLimit = 2048;

export const searchQuerySchema = z.object({ regNo: tireHotelPlateSchema });
/** The login names the plate too: the code requests are counted per plate before anything else. */
export const loginQuerySchema = z.object({
  encryptedPhoneNumber: encryptedPhoneSchema,
  regNo: tireHotelPlateSchema,
});
export const validateQuerySchema = z.object({ otpToken: otpSchema });
export const workshopQuerySchema = z.object({ workshopIdentifier: erpIdSchema });
export const departmentQuerySchema = z.object({ departmentIdentifier: erpIdSchema });

/** The partner's token goes into a header and a query: printable ASCII, bounded. */
export const loginAnswerSchema = partnerLoginAnswerSchema.extend({
  authorizationToken: z.string().regex(/^[\x21-\x7e]{1,2048}$/),
});

const query = (values: Record<string, string>) => new URLSearchParams(values).toString();
const prefix = '/tirehotel';

/** The partner's paths; every value in them was checked first. */
export const tireHotelPaths = {
  search: (regNo: string) => `${prefix}/authorization/search?${query({ regNo })}`,
  login: (encryptedPhoneNumber: string) =>
    `${prefix}/authorization/login?${query({ encryptedPhoneNumber })}`,
  validate: (authToken: string, otpToken: string) =>
    `${prefix}/authorization/validate?${query({ authToken, otpToken })}`,
  timeslotDays: (workshopIdentifier: string) =>
    `${prefix}/booking/GetTimeslotDays?${query({ workshopIdentifier })}`,
  timeslots: (workshopIdentifier: string) =>
    `${prefix}/booking/GetTimeslots?${query({ workshopIdentifier })}`,
  createBooking: (departmentIdentifier: string) =>
    `${prefix}/booking/create?${query({ departmentIdentifier })}`,
  addReview: `${prefix}/review/addReview`,
};
