import { Hono } from 'hono';
import { authorizationRoutes } from './authorization-routes.ts';
import { bookingRoutes } from './booking-routes.ts';
import { devRoutes } from './dev-routes.ts';
import type { TireHotelEnv } from './tire-hotel-env.ts';

/**
 * The tire hotel partner (booking spec 7.3) as the sandbox plays it: the spec's paths without
 * `/api`, parsed with the contract's schemas (`client/contracts/tire-hotel.ts`), answering in its
 * shapes for the fixture plates of the README and refusing with `{ message }` as the partner
 * does; codes, bookings and reviews in the sandbox's D1; test controls under `_dev` in development.
 */
export const tireHotelSandbox = new Hono<TireHotelEnv>();

tireHotelSandbox.route('/authorization', authorizationRoutes);
tireHotelSandbox.route('/', bookingRoutes);
tireHotelSandbox.route('/_dev', devRoutes);
