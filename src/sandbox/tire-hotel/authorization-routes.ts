import { Hono } from 'hono';
import { z } from 'zod';
import {
  encryptedPhoneSchema,
  otpSchema,
  tireHotelPlateSchema,
  type TireHotelValidated,
} from '#client/contracts/tire-hotel.ts';
import { PartnerRefusal, read } from '../partner-refusal.ts';
import { codeRefusals } from './code-rules.ts';
import { ensureCodeTable, issueCode, useCode, validatedPlate } from './codes.ts';
import { agreements } from './fixtures.ts';
import { agreementByPhone, customerOf } from './phone-numbers.ts';
import { tireHotelSettings } from './settings.ts';
import { answerTireHotelRefusal, type TireHotelEnv } from './tire-hotel-env.ts';

/**
 * The tire hotel's sign-in (booking spec 7.3) as the sandbox plays it: `GET search?regNo` answers
 * the agreement's customer (404 without one), `POST login?encryptedPhoneNumber` issues a one-time
 * code (to the log, as the SMS) and answers the token bound to it, `POST validate?authToken&otpToken`
 * answers the vehicles for the right code and a 401 with the partner's message otherwise.
 */
export const authorizationRoutes = new Hono<TireHotelEnv>();
authorizationRoutes.onError(answerTireHotelRefusal);

/** The lookup's 404 (the flow shows its own text for it, spec 8.3). */
const noAgreement = 'Vi hittar inget däckhotellsavtal för detta registreringsnummer.';

authorizationRoutes.get('/search', async (c) => {
  const plate = read(tireHotelPlateSchema, c.req.query('regNo'), 'Ogiltigt registreringsnummer.');
  const customer = await customerOf(plate);
  if (!customer) throw new PartnerRefusal(404, noAgreement);
  return c.json(customer);
});

authorizationRoutes.post('/login', async (c) => {
  const encrypted = read(
    encryptedPhoneSchema,
    c.req.query('encryptedPhoneNumber'),
    'Ange telefonnumret som sökningen gav.',
  );
  const agreement = await agreementByPhone(encrypted);
  if (!agreement) throw new PartnerRefusal(404, 'Vi hittar inget avtal med det telefonnumret.');
  const db = c.env.SANDBOX_DB;
  await ensureCodeTable(db);
  const { codeLifetimeSeconds } = tireHotelSettings(c.env);
  const issued = await issueCode(db, agreement.vehicle.regNo, codeLifetimeSeconds, new Date());
  // The SMS the partner would send: developers read the code here (tests ask the dev endpoint).
  console.log(`tire hotel code for ${issued.regNo}: ${issued.code}`);
  return c.json({ authorizationToken: issued.token });
});

const validateQuerySchema = z.object({
  authToken: z.string().min(1).max(200),
  otpToken: otpSchema,
});

authorizationRoutes.post('/validate', async (c) => {
  const { authToken, otpToken } = read(
    validateQuerySchema,
    c.req.query(),
    'Ange authToken och en kod med fyra siffror (otpToken).',
  );
  const db = c.env.SANDBOX_DB;
  await ensureCodeTable(db);
  const verdict = await useCode(db, authToken, otpToken, new Date());
  if (verdict !== 'right') throw new PartnerRefusal(401, codeRefusals[verdict]);
  const plate = await validatedPlate(db, authToken);
  const agreement = plate ? agreements.get(plate) : undefined;
  if (!agreement) throw new Error(`a validated token of ${plate} without an agreement`);
  return c.json({ status: 0, vehicles: [agreement.vehicle] } satisfies TireHotelValidated);
});
