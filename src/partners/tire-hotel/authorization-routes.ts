import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { ApiError } from '../../api/api-error.ts';
import { queryInput } from '../../api/validate.ts';
import type { CodeSent } from '#client/contracts/tire-hotel.ts';
import { UpstreamError } from '../upstream.ts';
import { createTireHotelClient } from './client.ts';
import { loginQuerySchema, searchQuerySchema, validateQuerySchema } from './contract.ts';
import { limitRefusal } from './limit-refusal.ts';
import { limitsOf } from './limits.ts';
import { clearSession, saveSession, touchSession } from './session.ts';

// Search, code request, code check and logout (booking spec 7.3) with the session cookie: the
// partner's token goes into the sealed cookie and never into an answer; the code requests and the
// guesses are counted (limits.ts) before the partner is asked. A partner's refusal keeps the
// session's stage, so the visitor can try again where they were.

/** The visitor's address as Cloudflare saw it; every request without one shares one count. */
const addressOf = (c: Context<AppEnv>) => c.req.header('cf-connecting-ip') ?? 'unknown';

const noAgreement = 'Vi hittar inget däckhotellsavtal för detta registreringsnummer.';
const codeExpired = 'Koden har gått ut. Begär en ny kod.';

/** A guess the partner judged (it answered 4xx: a wrong or expired code) stays counted. */
const judged = (error: unknown) =>
  error instanceof UpstreamError &&
  error.status !== undefined &&
  error.status >= 400 &&
  error.status < 500;

export function authorizationRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/search', queryInput(searchQuerySchema, 'registration number'), async (c) => {
    const config = c.get('config');
    const { regNo } = c.req.valid('query');
    const customer = await createTireHotelClient(config)
      .search(regNo)
      .catch((error: unknown) => {
        // Spec 8.3: 404 is "no agreement", the same answer whatever the partner's body said.
        if (error instanceof UpstreamError && error.status === 404)
          throw new ApiError(404, noAgreement);
        throw error;
      });
    // A new search starts a new session: the phone number the login may name is this one.
    const { encryptedPhoneNumber } = customer;
    await saveSession(c, config.tireHotel, { stage: 'searched', regNo, encryptedPhoneNumber });
    return c.json(customer, 200);
  });

  routes.post('/login', queryInput(loginQuerySchema, 'code request'), async (c) => {
    const config = c.get('config');
    const limits = config.tireHotel;
    const { encryptedPhoneNumber, regNo } = c.req.valid('query');
    const session = await touchSession(c, limits);
    // Counted before the session or the partner is consulted, so a plate without an agreement
    // (or without a search) meets the same limits and the same 429s as any other.
    const verdict = await limitsOf(config).requestCode(regNo, addressOf(c), {
      perPlateHour: limits.codeRequestsPerPlateHour,
      perAddressHour: limits.codeRequestsPerAddressHour,
    });
    if (!verdict.allowed) throw limitRefusal(verdict);
    if (session?.regNo !== regNo || session.encryptedPhoneNumber !== encryptedPhoneNumber)
      throw new ApiError(409, 'Sök fram registreringsnumret igen innan du begär en kod.');
    const token = await createTireHotelClient(config).login(encryptedPhoneNumber);
    await saveSession(c, limits, {
      stage: 'codeSent',
      regNo,
      encryptedPhoneNumber,
      token,
      codeId: crypto.randomUUID(),
      codeIssuedAt: Date.now(),
    });
    return c.json(
      { codeSent: true, expiresInSeconds: limits.codeLifetimeSeconds } satisfies CodeSent,
      200,
    );
  });

  routes.post('/validate', queryInput(validateQuerySchema, 'code'), async (c) => {
    const config = c.get('config');
    const limits = config.tireHotel;
    const session = await touchSession(c, limits);
    if (session?.stage !== 'codeSent') throw new ApiError(401, codeExpired);
    if (Date.now() - session.codeIssuedAt >= limits.codeLifetimeSeconds * 1000)
      throw new ApiError(401, codeExpired);
    const counter = limitsOf(config);
    const reservation = await counter.reserveGuess(
      session.regNo,
      session.codeId,
      { perCode: limits.wrongCodesPerCode, perPlateDay: limits.wrongCodesPerPlateDay },
      limits.codeRequestsPerPlateHour,
    );
    if (!reservation.allowed) throw limitRefusal(reservation);
    const validated = await createTireHotelClient(config)
      .validate(session.token, c.req.valid('query').otpToken)
      .catch(async (error: unknown) => {
        await counter.settleGuess(reservation.guessId, judged(error));
        throw error;
      });
    await counter.settleGuess(reservation.guessId, false);
    // Status 0 is a verified owner (spec 4.3); anything else leaves the code's stage as it was.
    if (validated.status === 0) {
      const { regNo, encryptedPhoneNumber, token } = session;
      await saveSession(c, limits, { stage: 'validated', regNo, encryptedPhoneNumber, token });
    }
    return c.json(validated, 200);
  });

  routes.post('/logout', (c) => {
    clearSession(c);
    return c.body(null, 204);
  });
  return routes;
}
